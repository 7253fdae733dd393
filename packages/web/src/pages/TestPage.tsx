import { TestScreen } from '@/features/demo/TestScreen';

export default function TestPage() {
  return <TestScreen />;
}
