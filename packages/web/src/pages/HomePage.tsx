import { HomePage as Home } from '@/features/landing/HomePage';

export default function HomePage() {
  return <Home />;
}
