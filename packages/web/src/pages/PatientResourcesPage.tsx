import ResourcesScreen from '@/features/resources/ResourcesScreen';

/** /patient-resources (the route table loads this page lazily). */
export default function PatientResourcesPage() {
  return <ResourcesScreen />;
}
