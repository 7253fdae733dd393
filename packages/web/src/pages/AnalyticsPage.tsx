import { ProtectedRoute } from '@/features/auth/ProtectedRoute';
import AnalyticsScreen from '@/features/dashboard/AnalyticsScreen';

/** /analytics (signed-in): the patient's savings and findings over time. */
export default function AnalyticsPage() {
  return (
    <ProtectedRoute>
      <AnalyticsScreen />
    </ProtectedRoute>
  );
}
