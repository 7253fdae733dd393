import { GaugeDemoScreen } from '@/features/analysis/GaugeDemoScreen';

export default function GaugeDemoPage() {
  return <GaugeDemoScreen />;
}
