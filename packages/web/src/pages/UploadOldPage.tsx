import { UploadWizard } from '@/features/upload/UploadWizard';

export default function UploadOldPage() {
  return <UploadWizard />;
}
