import { NotBuiltPage } from '@/features/placeholder/NotBuiltPage';

export default function RegulatoryPage() {
  return <NotBuiltPage screen="regulatory" />;
}
