import { NotFoundScreen } from '@/features/errors/NotFoundScreen';

export default function NotFoundPage() {
  return <NotFoundScreen />;
}
