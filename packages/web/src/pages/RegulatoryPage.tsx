import RegulatoryScreen from '@/features/regulations/RegulatoryScreen';

/** /regulatory (the route table loads this page lazily). */
export default function RegulatoryPage() {
  return <RegulatoryScreen />;
}
