import { NotBuiltPage } from '@/features/placeholder/NotBuiltPage';

export default function UploadPage() {
  return <NotBuiltPage screen="upload" />;
}
