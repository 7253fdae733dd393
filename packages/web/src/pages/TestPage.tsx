import { NotBuiltPage } from '@/features/placeholder/NotBuiltPage';

export default function TestPage() {
  return <NotBuiltPage screen="test" />;
}
