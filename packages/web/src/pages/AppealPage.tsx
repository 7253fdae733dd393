import { NotBuiltPage } from '@/features/placeholder/NotBuiltPage';

export default function AppealPage() {
  return <NotBuiltPage screen="appeal" />;
}
