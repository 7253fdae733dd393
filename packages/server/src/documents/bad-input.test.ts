import { expect, it } from 'vitest';
import { docxZipBomb, encryptedPdf, hugePngHeader, textPdf, truncatedDicom } from '@clearbill/engine/testing';
import { limits, messages } from '@clearbill/shared';
import { createGuest } from '../test/factories';
import { describeEachDb, type Harness } from '../test/harness';
import { documentCounts, upload, type UploadInput } from '../test/documents';

async function guestUsed(h: Harness, sessionId: string): Promise<number> {
  const res = await h.request({
    method: 'GET',
    url: '/api/auth/guest/status',
    headers: { 'x-guest-session': sessionId },
  });
  return limits.guestUploads - res.json<{ uploadsRemaining: number }>().uploadsRemaining;
}

const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 1)]);

describeEachDb('uploads that must be refused before anything is stored', (h) => {
  const cases: [string, (g: Record<string, string>) => UploadInput | Promise<UploadInput>, number, string][] =
    [
      [
        'no consent',
        (g) => ({ headers: g, fields: { consentGiven: 'false' } }),
        400,
        messages.consentRequired,
      ],
      ['no file', (g) => ({ headers: g, files: [] }), 400, messages.noFileChosen],
      [
        'a GIF named .pdf',
        (g) => ({ headers: g, files: [{ name: 'bill.pdf', bytes: gif }] }),
        415,
        messages.unsupportedFileType,
      ],
      [
        'binary junk',
        (g) => ({ headers: g, files: [{ name: 'x.png', bytes: Buffer.from([0, 1, 2, 3, 255, 254, 0, 7]) }] }),
        415,
        messages.unsupportedFileType,
      ],
      [
        'a file over 10 MB',
        (g) => ({ headers: g, files: [{ name: 'big.txt', bytes: 'a'.repeat(limits.maxFileBytes + 1) }] }),
        413,
        messages.fileTooLarge,
      ],
      [
        'eleven files',
        (g) => ({
          headers: g,
          files: Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.txt`, bytes: 'Visit 99213 $50.00' })),
        }),
        413,
        messages.tooManyFiles,
      ],
      [
        'a PDF that is cut short',
        (g) => ({
          headers: g,
          files: [{ name: 'cut.pdf', bytes: '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R' }],
        }),
        422,
        messages.documentCorrupt,
      ],
      [
        'answers that are not JSON',
        (g) => ({ headers: g, fields: { validationData: '{not json' } }),
        400,
        messages.invalidValidationData,
      ],
      [
        'a text file through the wizard',
        (g) => ({ headers: g, fields: { source: 'wizard' } }),
        415,
        messages.wizardFileType,
      ],
    ];

  const hostile: [string, () => Promise<Uint8Array>, string][] = [
    ['a password-protected PDF', encryptedPdf, messages.pdfEncrypted],
    ['a DOCX zip bomb', () => docxZipBomb(), messages.docxTooLarge],
    ['a PNG whose header claims 100,000 x 100,000 pixels', () => hugePngHeader(), messages.imageTooLarge],
    ['a truncated DICOM file', truncatedDicom, messages.dicomTruncated],
  ];
  cases.push([
    'a 61-page PDF',
    async (g) => ({
      headers: g,
      files: [
        {
          name: 'long.pdf',
          bytes: await textPdf({
            pages: Array.from({ length: limits.maxPagesPerDocument + 1 }, () => ['Page']),
          }),
        },
      ],
    }),
    413,
    messages.tooManyPages,
  ]);
  for (const [title, make, message] of hostile) {
    cases.push([
      title,
      async (g) => ({ headers: g, files: [{ name: 'upload.bin', bytes: await make() }] }),
      422,
      message,
    ]);
  }

  for (const [title, input, status, message] of cases) {
    it(`refuses ${title} with ${status}, stores nothing and keeps the quota`, async () => {
      const guest = await createGuest(h());
      const before = await documentCounts(h());
      const { res } = await upload(h(), await input(guest.headers));
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json<{ message: string }>().message).toBe(message);
      expect(await documentCounts(h())).toEqual(before);
      expect(await guestUsed(h(), guest.sessionId)).toBe(0);
      const health = await h().request({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    });
  }

  it('refuses a JSON body on the upload route with 415', async () => {
    const guest = await createGuest(h());
    const res = await h().request({
      method: 'POST',
      url: '/api/documents/upload',
      headers: guest.headers,
      payload: { document: 'x' },
    });
    expect(res.statusCode).toBe(415);
  });

  it('marks a document with no readable text as failed, with a message that says what to do', async () => {
    const guest = await createGuest(h());
    const { res, body } = await upload(h(), {
      headers: guest.headers,
      files: [{ name: 'blank.txt', bytes: '   \n\n  \n' }],
    });
    expect(res.statusCode).toBe(201);
    expect(body().document.status).toBe('failed');
    expect(body().document.errorMessage).toBe(messages.documentUnreadableAfterUpload);
    expect(await documentCounts(h())).toMatchObject({ files: 0 });
  });
});
