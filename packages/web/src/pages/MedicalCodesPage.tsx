import { ProtectedRoute } from '@/features/auth/ProtectedRoute';
import { NotBuiltPage } from '@/features/placeholder/NotBuiltPage';

export default function MedicalCodesPage() {
  return (
    <ProtectedRoute>
      <NotBuiltPage screen="medicalCodes" />
    </ProtectedRoute>
  );
}
