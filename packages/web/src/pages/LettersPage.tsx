import { NotBuiltPage } from '@/features/placeholder/NotBuiltPage';

export default function LettersPage() {
  return <NotBuiltPage screen="letters" />;
}
