import { lazy } from 'react';

/** /privacy: loaded on first visit (the route table's Suspense shows the loading screen meanwhile). */
const PrivacyPage = lazy(() => import('@/features/privacy/PrivacyScreen'));
export default PrivacyPage;
