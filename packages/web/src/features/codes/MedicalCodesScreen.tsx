import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
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

/** Spec 03 §2.2: the medical codes page and its six tabs. */
export function MedicalCodesScreen() {
  useDocumentTitle('Medical codes');
  const [tab, setTab] = useState<string>('hybrid');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Medical codes</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Look up what a code on a bill means: diagnosis (ICD-10-CM), procedure (ICD-10-PCS, CPT, HCPCS),
        hospital stay (DRG), drug (NDC) and revenue codes, from our database and, when you ask, from live
        government sources.
      </p>
      <Tabs value={tab} onValueChange={setTab} className="mt-6">
        <TabsList className="grid h-auto grid-cols-3 gap-1 md:grid-cols-6">
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value} className="px-2">
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, Content }) => (
          <TabsContent key={value} value={value} className="mt-6">
            <Content />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
