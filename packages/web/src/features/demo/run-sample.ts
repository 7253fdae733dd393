import type { DemoSampleBill } from '@clearbill/shared';
import { createGuestSession } from '@/features/auth/auth-api';
import { fetchDocument, startAnalysis, uploadDocument } from '@/features/upload/upload-api';
import { readStored, storageKeys, writeStored } from '@/lib/storage';

const POLL_MS = 700;
const MAX_POLLS = 120;

/**
 * Uploads a bundled sample bill through the ordinary upload (a guest session is made if the visitor
 * has none), waits for its reading, confirms whatever it proposes to remove and returns the document
 * id once the analysis has started. The same path and engine as a patient's own bill.
 */
export async function runSampleBill(bill: DemoSampleBill): Promise<string> {
  if (!readStored(storageKeys.authToken) && !readStored(storageKeys.guestSessionId)) {
    const guest = await createGuestSession();
    writeStored(storageKeys.guestSessionId, guest.sessionId);
  }
  const file = new File([bill.text], bill.fileName, { type: 'text/plain' });
  const up = await uploadDocument({ files: [file], source: 'upload' });
  let doc = up.document;
  for (let i = 0; i < MAX_POLLS && doc.status === 'processing'; i++) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    doc = await fetchDocument(up.documentId);
  }
  if (doc.status === 'awaiting_confirmation') {
    await startAnalysis({
      documentId: up.documentId,
      redactions: doc.redactions.map((r) => ({ id: r.id, approved: true })),
    });
  }
  return up.documentId;
}
