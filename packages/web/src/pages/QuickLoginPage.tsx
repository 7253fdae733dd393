import { NotBuiltPage } from '@/features/placeholder/NotBuiltPage';

export default function QuickLoginPage() {
  return <NotBuiltPage screen="quickLogin" />;
}
