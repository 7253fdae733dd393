import { TabbedScreen } from '@/components/layout/TabbedScreen';
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

/** 03-feature-pages.md §2.8: enterprise medical coding management. */
export function EnterpriseCodingScreen() {
  useDocumentTitle('Enterprise coding');
  return (
    <TabbedScreen
      title="Enterprise medical coding"
      intro="Validate codes, flag them for manual review, check codes against the documentation and plan the code-set updates."
      tabs={tabs}
      listClassName="grid-cols-2 sm:grid-cols-3 md:grid-cols-6"
    />
  );
}
