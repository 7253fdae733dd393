import { ProtectedRoute } from '@/features/auth/ProtectedRoute';
import { useAdminPresent } from '@/features/codes/use-admin-present';
import { LoadingScreen } from '@/components/layout/LoadingScreen';
import { ManagementScreen } from '@/features/regulations/management/ManagementScreen';

/** /regulatory-management: an admin of this browser goes straight in; anyone else meets the sign-in gate first. */
export default function RegulatoryManagementPage() {
  const { isAdmin, isChecking } = useAdminPresent();
  if (isChecking) return <LoadingScreen label="Checking your session" />;
  if (isAdmin) return <ManagementScreen />;
  return (
    <ProtectedRoute>
      <ManagementScreen />
    </ProtectedRoute>
  );
}
