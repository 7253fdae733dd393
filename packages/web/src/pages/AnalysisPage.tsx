import { NotBuiltPage } from '@/features/placeholder/NotBuiltPage';

export default function AnalysisPage({ id }: { id: string }) {
  return (
    <NotBuiltPage screen="analysis">
      <p className="mt-2 text-slate-700">
        Document <span className="font-mono">{id}</span>
      </p>
    </NotBuiltPage>
  );
}
