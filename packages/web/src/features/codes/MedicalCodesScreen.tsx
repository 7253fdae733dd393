import { TabbedScreen } from '@/components/layout/TabbedScreen';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DatabaseSearchTab } from './DatabaseSearchTab';
import { DownloadTab } from './DownloadTab';
import { HybridSearchTab } from './HybridSearchTab';
import { ManageTab } from './ManageTab';
import { StatsTab } from './StatsTab';
import { UploadTab } from './UploadTab';

const tabs = [
  { value: 'hybrid', label: 'Hybrid Search', Content: HybridSearchTab },
  { value: 'database', label: 'Database Search', Content: DatabaseSearchTab },
  { value: 'download', label: 'Download', Content: DownloadTab },
  { value: 'upload', label: 'Upload', Content: UploadTab },
  { value: 'manage', label: 'Manage', Content: ManageTab },
  { value: 'stats', label: 'Stats', Content: StatsTab },
] as const;

/** 03-feature-pages.md §2.2: the medical codes page and its six tabs. */
export function MedicalCodesScreen() {
  useDocumentTitle('Medical codes');
  return (
    <TabbedScreen
      title="Medical codes"
      intro="Look up what a code on a bill means: diagnosis (ICD-10-CM), procedure (ICD-10-PCS, CPT, HCPCS), hospital stay (DRG), drug (NDC) and revenue codes, from our database and, when you ask, from live government sources."
      tabs={tabs}
      listClassName="grid-cols-3 md:grid-cols-6"
    />
  );
}
