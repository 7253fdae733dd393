import type { ReactNode } from 'react';
import { useRoute } from 'wouter';
import { useAuth } from '@/features/auth/use-auth';
import { DemoBanner } from '@/features/demo/DemoBanner';
import { LoadingScreen } from './LoadingScreen';
import { SiteFooter } from './SiteFooter';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

/** The frame of every patient-facing screen: skip link, top bar, main region, footer. */
export function PatientLayout({ children }: { children: ReactNode }) {
  const { isLoading } = useAuth();
  const [isLanding] = useRoute('/');
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopBar showPrivacyBadge={isLanding} />
      <DemoBanner />
      <main id="main" tabIndex={-1} className="flex-1">
        {isLoading ? <LoadingScreen /> : children}
      </main>
      <SiteFooter />
    </div>
  );
}
