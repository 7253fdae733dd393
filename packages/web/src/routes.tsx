import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { LoadingScreen } from '@/components/layout/LoadingScreen';
import { PatientLayout } from '@/components/layout/PatientLayout';

/*
 * Every page loads on first visit (its own chunk): the landing page does not carry the upload flow,
 * patients never load the admin screens (nor the QR code library). routes.test.ts keeps it so.
 */
const AdminAnalysesPage = lazy(() => import('@/pages/AdminAnalysesPage'));
const AdminDashboardPage = lazy(() => import('@/pages/AdminDashboardPage'));
const AdminDocumentsPage = lazy(() => import('@/pages/AdminDocumentsPage'));
const AdminLettersPage = lazy(() => import('@/pages/AdminLettersPage'));
const AdminLoginPage = lazy(() => import('@/pages/AdminLoginPage'));
const AdminPayerDocsPage = lazy(() => import('@/pages/AdminPayerDocsPage'));
const AdminUsersPage = lazy(() => import('@/pages/AdminUsersPage'));
const AnalyticsPage = lazy(() => import('@/pages/AnalyticsPage'));
const AnalysisPage = lazy(() => import('@/pages/AnalysisPage'));
const AppealPage = lazy(() => import('@/pages/AppealPage'));
const AppealsPage = lazy(() => import('@/pages/AppealsPage'));
const AuthNewPage = lazy(() => import('@/pages/AuthNewPage'));
const AuthPage = lazy(() => import('@/pages/AuthPage'));
const ContactPage = lazy(() => import('@/pages/ContactPage'));
const DashboardPage = lazy(() => import('@/pages/DashboardPage'));
const DebugAuthPage = lazy(() => import('@/pages/DebugAuthPage'));
const DemoPage = lazy(() => import('@/pages/DemoPage'));
const DocumentsPage = lazy(() => import('@/pages/DocumentsPage'));
const EnterpriseCodingPage = lazy(() => import('@/pages/EnterpriseCodingPage'));
const GaugeDemoPage = lazy(() => import('@/pages/GaugeDemoPage'));
const HomePage = lazy(() => import('@/pages/HomePage'));
const LandingPage = lazy(() => import('@/pages/LandingPage'));
const LettersPage = lazy(() => import('@/pages/LettersPage'));
const MedicalCodesPage = lazy(() => import('@/pages/MedicalCodesPage'));
const NotFoundPage = lazy(() => import('@/pages/NotFoundPage'));
const OldDashboardPage = lazy(() => import('@/pages/OldDashboardPage'));
const PatientResourcesPage = lazy(() => import('@/pages/PatientResourcesPage'));
const PrivacyPage = lazy(() => import('@/pages/PrivacyPage'));
const QuickLoginPage = lazy(() => import('@/pages/QuickLoginPage'));
const RegulatoryManagementPage = lazy(() => import('@/pages/RegulatoryManagementPage'));
const RegulatoryPage = lazy(() => import('@/pages/RegulatoryPage'));
const TermsPage = lazy(() => import('@/pages/TermsPage'));
const TestPage = lazy(() => import('@/pages/TestPage'));
const TokenTestPage = lazy(() => import('@/pages/TokenTestPage'));
const UploadOldPage = lazy(() => import('@/pages/UploadOldPage'));
const UploadPage = lazy(() => import('@/pages/UploadPage'));

/**
 * The whole route table (03-feature-pages.md §2.1). Admin screens bring their own frame; every other screen sits
 * in the patient frame (top bar, footer). The protected ones wrap themselves in ProtectedRoute.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AppSwitch />
    </Suspense>
  );
}

function AppSwitch() {
  return (
    <Switch>
      <Route path="/admin/login" component={AdminLoginPage} />
      <Route path="/admin/dashboard">
        <AdminDashboardPage />
      </Route>
      <Route path="/admin-dashboard">
        <AdminDashboardPage />
      </Route>
      <Route path="/admin">
        <AdminDashboardPage />
      </Route>
      <Route path="/admin/regulations">
        <AdminDashboardPage initialTab="regulations" />
      </Route>
      <Route path="/admin/medical-codes">
        <AdminDashboardPage initialTab="medical-codes" />
      </Route>
      <Route path="/admin/users" component={AdminUsersPage} />
      <Route path="/admin/documents" component={AdminDocumentsPage} />
      <Route path="/admin/analyses" component={AdminAnalysesPage} />
      <Route path="/admin/letters" component={AdminLettersPage} />
      <Route path="/admin/payer-docs" component={AdminPayerDocsPage} />
      <Route>
        <PatientLayout>
          {/* Inside the frame, so the top bar and footer stay while a page's chunk arrives. */}
          <Suspense fallback={<LoadingScreen label="Loading the page" />}>
            <PatientRoutes />
          </Suspense>
        </PatientLayout>
      </Route>
    </Switch>
  );
}

function PatientRoutes() {
  return (
    <Switch>
      <Route path="/" component={LandingPage} />
      <Route path="/home" component={HomePage} />
      <Route path="/auth" component={AuthPage} />
      <Route path="/auth-new" component={AuthNewPage} />
      <Route path="/test" component={TestPage} />
      <Route path="/token-test" component={TokenTestPage} />
      <Route path="/quick-login" component={QuickLoginPage} />
      <Route path="/debug-auth" component={DebugAuthPage} />
      <Route path="/upload" component={UploadPage} />
      <Route path="/upload-old" component={UploadOldPage} />
      <Route path="/gauge-demo" component={GaugeDemoPage} />
      <Route path="/letters" component={LettersPage} />
      <Route path="/appeal" component={AppealPage} />
      <Route path="/patient-resources" component={PatientResourcesPage} />
      <Route path="/demo" component={DemoPage} />
      <Route path="/terms" component={TermsPage} />
      <Route path="/contact" component={ContactPage} />
      <Route path="/analysis/:id">{(params) => <AnalysisPage id={params.id} />}</Route>
      <Route path="/old-dashboard" component={OldDashboardPage} />
      {/* Signed-in screens: each shows the sign-in gate to visitors. /regulatory is public. */}
      <Route path="/dashboard" component={DashboardPage} />
      <Route path="/privacy" component={PrivacyPage} />
      <Route path="/appeals" component={AppealsPage} />
      <Route path="/documents" component={DocumentsPage} />
      <Route path="/analytics" component={AnalyticsPage} />
      <Route path="/medical-codes" component={MedicalCodesPage} />
      <Route path="/enterprise-coding" component={EnterpriseCodingPage} />
      <Route path="/regulatory-management" component={RegulatoryManagementPage} />
      <Route path="/regulatory" component={RegulatoryPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
