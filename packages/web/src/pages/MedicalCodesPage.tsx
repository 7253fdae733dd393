import { ProtectedRoute } from '@/features/auth/ProtectedRoute';
import { MedicalCodesScreen } from '@/features/codes/MedicalCodesScreen';

export default function MedicalCodesPage() {
  return (
    <ProtectedRoute>
      <MedicalCodesScreen />
    </ProtectedRoute>
  );
}
