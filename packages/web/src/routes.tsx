import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { LoadingScreen } from '@/components/layout/LoadingScreen';
import { PatientLayout } from '@/components/layout/PatientLayout';
import AnalysisPage from '@/pages/AnalysisPage';
import AppealPage from '@/pages/AppealPage';
import AuthNewPage from '@/pages/AuthNewPage';
import AuthPage from '@/pages/AuthPage';
import DashboardPage from '@/pages/DashboardPage';
import DebugAuthPage from '@/pages/DebugAuthPage';
import DemoPage from '@/pages/DemoPage';
import EnterpriseCodingPage from '@/pages/EnterpriseCodingPage';
import GaugeDemoPage from '@/pages/GaugeDemoPage';
import HomePage from '@/pages/HomePage';
import LandingPage from '@/pages/LandingPage';
import LettersPage from '@/pages/LettersPage';
import MedicalCodesPage from '@/pages/MedicalCodesPage';
import NotFoundPage from '@/pages/NotFoundPage';
import OldDashboardPage from '@/pages/OldDashboardPage';
import PatientResourcesPage from '@/pages/PatientResourcesPage';
import PrivacyPage from '@/pages/PrivacyPage';
import QuickLoginPage from '@/pages/QuickLoginPage';
import RegulatoryManagementPage from '@/pages/RegulatoryManagementPage';
import RegulatoryPage from '@/pages/RegulatoryPage';
import TestPage from '@/pages/TestPage';
import TokenTestPage from '@/pages/TokenTestPage';
import UploadOldPage from '@/pages/UploadOldPage';
import UploadPage from '@/pages/UploadPage';

// Patients never need the admin screens (nor the QR code library): they load on first visit.
const AdminLoginPage = lazy(() => import('@/pages/AdminLoginPage'));
const AdminDashboardPage = lazy(() => import('@/pages/AdminDashboardPage'));
const AdminUsersPage = lazy(() => import('@/pages/AdminUsersPage'));
const AdminDocumentsPage = lazy(() => import('@/pages/AdminDocumentsPage'));
const AdminAnalysesPage = lazy(() => import('@/pages/AdminAnalysesPage'));
const AdminLettersPage = lazy(() => import('@/pages/AdminLettersPage'));

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
      <Route path="/admin/users" component={AdminUsersPage} />
      <Route path="/admin/documents" component={AdminDocumentsPage} />
      <Route path="/admin/analyses" component={AdminAnalysesPage} />
      <Route path="/admin/letters" component={AdminLettersPage} />
      <Route>
        <PatientLayout>
          <PatientRoutes />
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
      <Route path="/analysis/:id">{(params) => <AnalysisPage id={params.id} />}</Route>
      {/* Signed-in screens: each shows the sign-in gate to visitors. /regulatory is public. */}
      <Route path="/old-dashboard" component={OldDashboardPage} />
      <Route path="/dashboard" component={DashboardPage} />
      <Route path="/privacy" component={PrivacyPage} />
      <Route path="/medical-codes" component={MedicalCodesPage} />
      <Route path="/enterprise-coding" component={EnterpriseCodingPage} />
      <Route path="/regulatory-management" component={RegulatoryManagementPage} />
      <Route path="/regulatory" component={RegulatoryPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
