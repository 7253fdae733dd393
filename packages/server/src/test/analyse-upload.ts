import { expect } from 'vitest';
import type {
  DocumentAnalysisResponse,
  DocumentDetail,
  StartAnalysisResponse,
  UploadResponse,
} from '@clearbill/shared';
import type { Harness } from './harness';
import { upload } from './documents';

const mime: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', txt: 'text/plain' };

/**
 * Uploads one file as the web app does, waits for its reading, confirms every proposed removal (a
 * document with nothing to remove goes straight to its analysis) and returns what the result page gets.
 */
export async function uploadAndAnalyse(
  h: Harness,
  headers: Record<string, string>,
  name: string,
  bytes: Uint8Array | string,
) {
  const { res, body } = await upload(h, {
    headers,
    files: [{ name, bytes, type: mime[name.split('.').pop() ?? ''] ?? 'application/octet-stream' }],
  });
  expect(res.statusCode, res.body).toBe(201);
  const up: UploadResponse = body();
  let doc: DocumentDetail = up.document;
  for (let i = 0; i < 240 && doc.status === 'processing'; i++) {
    await new Promise((r) => setTimeout(r, 500));
    doc = (await h.request({ method: 'GET', url: `/api/documents/${up.documentId}`, headers })).json();
  }
  const proposed = doc.redactions;
  if (doc.status !== 'analyzed') {
    expect(doc.status).toBe('awaiting_confirmation');
    const confirm = await h.request({
      method: 'POST',
      url: `/api/documents/${up.documentId}/start-analysis`,
      headers,
      payload: { redactions: proposed.map((r) => ({ id: r.id, approved: true })) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    doc = confirm.json<StartAnalysisResponse>().document;
    expect(doc.status).toBe('analyzed');
  }
  const res2 = await h.request({ method: 'GET', url: `/api/documents/${up.documentId}/analysis`, headers });
  expect(res2.statusCode, res2.body).toBe(200);
  const { analysis } = res2.json<DocumentAnalysisResponse>();
  return { documentId: up.documentId, proposed, text: doc.redactedText ?? '', analysis };
}
