import { TermsScreen } from '@/features/legal/TermsScreen';

export default function TermsPage() {
  return <TermsScreen />;
}
