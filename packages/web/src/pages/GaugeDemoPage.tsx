import { NotBuiltPage } from '@/features/placeholder/NotBuiltPage';

export default function GaugeDemoPage() {
  return <NotBuiltPage screen="gaugeDemo" />;
}
