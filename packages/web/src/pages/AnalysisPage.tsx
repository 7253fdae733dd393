import { AnalysisScreen } from '@/features/analysis/AnalysisScreen';

export default function AnalysisPage({ id }: { id: string }) {
  return <AnalysisScreen id={id} />;
}
