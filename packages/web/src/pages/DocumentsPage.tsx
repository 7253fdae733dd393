import { ProtectedRoute } from '@/features/auth/ProtectedRoute';
import DocumentsScreen from '@/features/documents/DocumentsScreen';

/** /documents (signed-in): every document, newest first, to open or delete. */
export default function DocumentsPage() {
  return (
    <ProtectedRoute>
      <DocumentsScreen />
    </ProtectedRoute>
  );
}
