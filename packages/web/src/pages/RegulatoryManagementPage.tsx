import { ProtectedRoute } from '@/features/auth/ProtectedRoute';
import { NotBuiltPage } from '@/features/placeholder/NotBuiltPage';

export default function RegulatoryManagementPage() {
  return (
    <ProtectedRoute>
      <NotBuiltPage screen="regulatoryManagement" />
    </ProtectedRoute>
  );
}
