import { DemoScreen } from '@/features/demo/DemoScreen';

export default function DemoPage() {
  return <DemoScreen />;
}
