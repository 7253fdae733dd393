import { useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from '@/components/layout/ErrorBoundary';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { Toaster } from '@/components/ui/Toaster';
import { PageViewReporter } from '@/features/analytics/PageViewReporter';
import { showSignOutNoticeOnce } from '@/features/auth/sign-out-notice';
import { AppRoutes } from './routes';

export function App({ queryClient }: { queryClient: QueryClient }) {
  useEffect(showSignOutNoticeOnce, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ErrorBoundary>
        <ScrollToTop />
        <PageViewReporter />
        <AppRoutes />
      </ErrorBoundary>
      <Toaster />
    </QueryClientProvider>
  );
}
