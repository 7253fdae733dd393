import { ProtectedRoute } from '@/features/auth/ProtectedRoute';
import { NotBuiltPage } from '@/features/placeholder/NotBuiltPage';

export default function OldDashboardPage() {
  return (
    <ProtectedRoute>
      <NotBuiltPage screen="oldDashboard" />
    </ProtectedRoute>
  );
}
