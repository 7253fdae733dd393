import { NotBuiltPage } from '@/features/placeholder/NotBuiltPage';

export default function DemoPage() {
  return <NotBuiltPage screen="demo" />;
}
