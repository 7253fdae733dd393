import { NotBuiltPage } from '@/features/placeholder/NotBuiltPage';

export default function UploadOldPage() {
  return <NotBuiltPage screen="uploadOld" />;
}
