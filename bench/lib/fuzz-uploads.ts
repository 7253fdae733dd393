// Damaged uploads for the fuzz run: a bill as PNG, JPEG, text PDF, DOCX and DICOM (generated, made-up
// content), each cut short, bit-flipped, overwritten or given a junk tail, sent with good framing so
// they reach file inspection and the pipeline.
import {
  billJpeg,
  billPng,
  dicomFile,
  docxDocument,
  sampleBillLines,
  textPdf,
} from '@clearbill/engine/testing';
import { damage, multipartBody, uploadFields } from '../../packages/server/src/test/fuzz/multipart-cases';
import type { Random } from '../../packages/server/src/test/fuzz/random';
import type { FuzzRequest } from '../../packages/server/src/test/fuzz/request-cases';

/** `count` damaged uploads of the given kinds (png, jpg, pdf, docx, dcm), in turn. */
export async function damagedUploads(random: Random, count: number, kinds: string[]): Promise<FuzzRequest[]> {
  const lines = sampleBillLines.map((l) => l.replace(/\t/g, '    '));
  const all: [string, string, Uint8Array][] = [
    ['png', 'image/png', await billPng({ lines, width: 850, height: 1100 })],
    ['jpg', 'image/jpeg', await billJpeg({ lines, width: 850, height: 1100 })],
    ['pdf', 'application/pdf', await textPdf({ pages: [lines] })],
    [
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      await docxDocument({ paragraphs: lines }),
    ],
    ['dcm', 'application/dicom', await dicomFile({ patientName: 'Quist^Marlow', patientId: 'ZQH123456789' })],
  ];
  const originals = all.filter(([ext]) => kinds.includes(ext));
  if (originals.length === 0) return [];
  const out: FuzzRequest[] = [];
  for (let i = 0; i < count; i++) {
    const [ext, type, bytes] = originals[i % originals.length] as [string, string, Uint8Array];
    const damaged = damage(random, bytes);
    const boundary = `----upload${random.hex(16)}`;
    out.push({
      label: `${damaged.label} ${ext}`,
      method: 'POST',
      url: '/api/documents/upload',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: multipartBody(
        [{ name: 'document', fileName: `bill.${ext}`, type, value: damaged.bytes }, ...uploadFields()],
        boundary,
      ),
    });
  }
  return out;
}
