import { NotBuiltPage } from '@/features/placeholder/NotBuiltPage';

export default function TokenTestPage() {
  return <NotBuiltPage screen="tokenTest" />;
}
