import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { TabbedScreen } from '@/components/layout/TabbedScreen';
import { Spinner } from '@/components/ui/Spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminSignInNote } from '@/features/codes/controls';
import { useAdminPresent } from '@/features/codes/use-admin-present';
import { DownloadTemplatesTab } from './DownloadTemplatesTab';
import { ManageDatabaseTab } from './ManageDatabaseTab';
import { ManagementSearchTab } from './ManagementSearchTab';
import { StatisticsTab } from './StatisticsTab';
import { UploadRegulationsTab } from './UploadRegulationsTab';

const tabs = [
  { value: 'search', label: 'Search', Content: ManagementSearchTab },
  { value: 'templates', label: 'Download Templates', Content: DownloadTemplatesTab },
  { value: 'upload', label: 'Upload', Content: UploadRegulationsTab },
  { value: 'manage', label: 'Manage Database', Content: ManageDatabaseTab },
  { value: 'stats', label: 'Statistics', Content: StatisticsTab },
] as const;

function BackLinks() {
  return (
    <nav
      aria-label="Related pages"
      className="mx-auto flex w-full max-w-5xl flex-wrap gap-x-6 gap-y-2 px-4 pt-6 text-sm sm:px-6"
    >
      <Link
        href="/dashboard"
        className="inline-flex items-center gap-1 text-brand-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to the dashboard
      </Link>
      <Link href="/regulatory" className="text-brand-800 underline-offset-4 hover:underline">
        Public regulatory updates
      </Link>
    </nav>
  );
}

/**
 * /regulatory-management (03-feature-pages.md §2.3). Every call behind it is an admin call, so the tools
 * show only with an admin session in this browser (decision 0021); anyone else gets the page's purpose and
 * the way to sign in as an administrator.
 */
export function ManagementScreen() {
  useDocumentTitle('Regulation management');
  const { isAdmin, isChecking } = useAdminPresent();
  if (isChecking) return <Spinner className="m-8" label="Checking for an admin session" showLabel />;
  if (!isAdmin) {
    return (
      <>
        <BackLinks />
        <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
          <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Regulation management</h1>
          <p className="mt-2 max-w-2xl text-slate-700">
            Search, load, upload and check the regulations that ClearBill&apos;s bill checks cite.
          </p>
          <div className="mt-6">
            <AdminSignInNote>
              These tools change the shared regulations database, so they need an administrator. Sign in as an
              administrator in this browser to use them.
            </AdminSignInNote>
          </div>
        </div>
      </>
    );
  }
  return (
    <>
      <BackLinks />
      <TabbedScreen
        title="Regulation management"
        intro="Search, load, upload and check the regulations that ClearBill's bill checks cite."
        tabs={tabs}
        listClassName="grid-cols-2 sm:grid-cols-3 md:grid-cols-5"
      />
    </>
  );
}
