import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccuracyTab } from './AccuracyTab';
import { CodeUpdatesTab } from './CodeUpdatesTab';
import { ComplianceTab } from './ComplianceTab';
import { ManualReviewTab } from './ManualReviewTab';
import { OverviewTab } from './OverviewTab';
import { ValidationTab } from './ValidationTab';

const tabs = [
  { value: 'overview', label: 'Overview', Content: OverviewTab },
  { value: 'updates', label: 'Code Updates', Content: CodeUpdatesTab },
  { value: 'validation', label: 'Validation', Content: ValidationTab },
  { value: 'review', label: 'Manual Review', Content: ManualReviewTab },
  { value: 'compliance', label: 'Compliance', Content: ComplianceTab },
  { value: 'accuracy', label: 'AI Accuracy', Content: AccuracyTab },
] as const;

/** Spec 03 §2.8: enterprise medical coding management. */
export function EnterpriseCodingScreen() {
  useDocumentTitle('Enterprise coding');
  const [tab, setTab] = useState<string>('overview');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Enterprise medical coding</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Validate codes, flag them for manual review, check codes against the documentation and plan the
        code-set updates.
      </p>
      <Tabs value={tab} onValueChange={setTab} className="mt-6">
        <TabsList className="grid h-auto grid-cols-2 gap-1 sm:grid-cols-3 md:grid-cols-6">
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
