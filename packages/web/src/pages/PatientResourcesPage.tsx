import { NotBuiltPage } from '@/features/placeholder/NotBuiltPage';

export default function PatientResourcesPage() {
  return <NotBuiltPage screen="patientResources" />;
}
