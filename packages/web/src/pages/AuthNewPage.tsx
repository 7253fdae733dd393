import { AuthPageNew } from '@/features/auth/AuthPageNew';

export default function AuthNewPage() {
  return <AuthPageNew />;
}
