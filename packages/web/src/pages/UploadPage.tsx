import { UploadScreen } from '@/features/upload/UploadScreen';

export default function UploadPage() {
  return <UploadScreen />;
}
