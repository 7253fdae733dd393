import { DebugAuthScreen } from '@/features/demo/DebugAuthScreen';

export default function DebugAuthPage() {
  return <DebugAuthScreen />;
}
