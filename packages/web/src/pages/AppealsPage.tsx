import AppealsScreen from '@/features/appeals/AppealsScreen';
import { ProtectedRoute } from '@/features/auth/ProtectedRoute';

/** /appeals (signed-in): sent letters, their tracking and every deadline. */
export default function AppealsPage() {
  return (
    <ProtectedRoute>
      <AppealsScreen />
    </ProtectedRoute>
  );
}
