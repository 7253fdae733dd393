import { ProtectedRoute } from '@/features/auth/ProtectedRoute';
import DashboardScreen from '@/features/dashboard/DashboardScreen';

/** /dashboard (signed-in): the patient's home on their own data. */
export default function DashboardPage() {
  return (
    <ProtectedRoute>
      <DashboardScreen />
    </ProtectedRoute>
  );
}
