import { TokenTestScreen } from '@/features/demo/TokenTestScreen';

export default function TokenTestPage() {
  return <TokenTestScreen />;
}
