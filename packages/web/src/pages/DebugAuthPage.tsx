import { NotBuiltPage } from '@/features/placeholder/NotBuiltPage';

export default function DebugAuthPage() {
  return <NotBuiltPage screen="debugAuth" />;
}
