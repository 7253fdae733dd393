import { LandingPage as Landing } from '@/features/landing/LandingPage';

export default function LandingPage() {
  return <Landing />;
}
