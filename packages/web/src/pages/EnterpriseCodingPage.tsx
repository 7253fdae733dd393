import { ProtectedRoute } from '@/features/auth/ProtectedRoute';
import { EnterpriseCodingScreen } from '@/features/enterprise/EnterpriseCodingScreen';

export default function EnterpriseCodingPage() {
  return (
    <ProtectedRoute>
      <EnterpriseCodingScreen />
    </ProtectedRoute>
  );
}
