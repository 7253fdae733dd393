import AppealScreen from '@/features/letters/AppealScreen';

/** /appeal (the route table loads this page lazily). */
export default function AppealPage() {
  return <AppealScreen />;
}
