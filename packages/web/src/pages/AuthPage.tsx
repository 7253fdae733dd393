import { AuthPageClassic } from '@/features/auth/AuthPageClassic';

export default function AuthPage() {
  return <AuthPageClassic />;
}
