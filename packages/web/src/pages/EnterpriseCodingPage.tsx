import { ProtectedRoute } from '@/features/auth/ProtectedRoute';
import { NotBuiltPage } from '@/features/placeholder/NotBuiltPage';

export default function EnterpriseCodingPage() {
  return (
    <ProtectedRoute>
      <NotBuiltPage screen="enterpriseCoding" />
    </ProtectedRoute>
  );
}
