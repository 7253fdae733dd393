import { Spinner } from '@/components/ui/Spinner';

export function LoadingScreen({ label = 'Loading ClearBill' }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label={label} showLabel />
    </div>
  );
}
