import { RecentAnalyses } from '@/features/analysis/RecentAnalyses';
import { ProtectedRoute } from '@/features/auth/ProtectedRoute';
import { Greeting } from '@/features/dashboard/Greeting';
import { NotBuiltPage } from '@/features/placeholder/NotBuiltPage';

export default function DashboardPage() {
  return (
    <ProtectedRoute>
      <NotBuiltPage screen="dashboard">
        <Greeting />
        <RecentAnalyses />
      </NotBuiltPage>
    </ProtectedRoute>
  );
}
