import { ProtectedRoute } from '@/features/auth/ProtectedRoute';
import { NotBuiltPage } from '@/features/placeholder/NotBuiltPage';

export default function PrivacyPage() {
  return (
    <ProtectedRoute>
      <NotBuiltPage screen="privacy" />
    </ProtectedRoute>
  );
}
