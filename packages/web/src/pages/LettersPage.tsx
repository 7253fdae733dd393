import LettersScreen from '@/features/letters/LettersScreen';

/** /letters (the route table loads this page lazily). */
export default function LettersPage() {
  return <LettersScreen />;
}
