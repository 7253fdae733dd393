import { QuickLoginScreen } from '@/features/demo/QuickLoginScreen';

export default function QuickLoginPage() {
  return <QuickLoginScreen />;
}
