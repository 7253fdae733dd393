import { MovedRedirect } from '@/features/demo/MovedRedirect';

export default function UploadOldPage() {
  return <MovedRedirect to="/upload" note="The older upload screen is gone: this is the current upload." />;
}
