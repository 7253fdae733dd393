import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { StartAnalysisResponse } from '@clearbill/shared';
import type { UploadResponseWire } from '../documents/wire';
import type { Harness } from './harness';

/** A made-up patient; tests search logs and tables for these strings. */
export const patient = {
  name: 'Marisol Quenneville',
  dob: '04/17/1961',
  memberId: 'QZV481226093',
  account: '73310952',
  phone: '(415) 555-0187',
  street: '4410 Juniper Hollow Road',
};

/** A small itemized bill that carries the patient's details and two service lines. */
export function billText(p = patient): string {
  return [
    'Lakeside Community Hospital',
    '900 Harbor Way, Springfield, IL 62701   Billing office (217) 555-0100',
    `Patient Name: ${p.name}`,
    `Account Number: ${p.account}`,
    `Address: ${p.street}`,
    '          Springfield, IL 62704',
    `Date of Birth: ${p.dob}`,
    `Phone: ${p.phone}`,
    `Member ID: ${p.memberId}`,
    'ITEMIZED STATEMENT OF SERVICES',
    'Insurance: Aetna   Statement date: 02/03/2026',
    'Date        Code    Description                          Units   Charges',
    '01/12/2026  99213   Office visit, established patient    1       $185.00',
    '01/12/2026  36415   Routine venipuncture                 1       $24.00',
    'Total Charges   $209.00',
    'Patient Balance Due   $209.00',
  ].join('\n');
}

export async function billPdf(text = billText()): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  text.split('\n').forEach((line, i) => {
    page.drawText(line, { x: 40, y: 740 - i * 16, size: 10, font });
  });
  return pdf.save();
}

export interface UploadInput {
  files?: { name: string; bytes: Uint8Array | string; type?: string }[];
  fields?: Record<string, string>;
  headers?: Record<string, string>;
  /** The caller's address (default 127.0.0.1). */
  ip?: string;
}

/** Sends a multipart upload the way the web app does. */
export async function upload(h: Harness, input: UploadInput = {}) {
  const form = new FormData();
  const files = input.files ?? [{ name: 'bill.txt', bytes: billText(), type: 'text/plain' }];
  files.forEach((file, i) => {
    const blob = new Blob([typeof file.bytes === 'string' ? file.bytes : Buffer.from(file.bytes)], {
      type: file.type ?? 'application/octet-stream',
    });
    form.append(i === 0 ? 'document' : `document_${i}`, blob, file.name);
  });
  const fields = { consentGiven: 'true', fileCount: String(files.length), ...input.fields };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const res = await h.request({
    method: 'POST',
    url: '/api/documents/upload',
    payload: form,
    headers: input.headers ?? {},
    ...(input.ip ? { ip: input.ip } : {}),
  });
  return { res, body: () => res.json<UploadResponseWire>() };
}

/** Row counts that must not move when an upload is refused. */
export async function documentCounts(h: Harness) {
  const { rows } = await h.ctx.sql(
    `SELECT (SELECT count(*) FROM documents)::int AS documents,
            (SELECT count(*) FROM document_files)::int AS files,
            (SELECT count(*) FROM document_redactions)::int AS redactions`,
  );
  return rows[0] as { documents: number; files: number; redactions: number };
}

/** Confirms every redaction an upload proposed, as the review screen's "approve all" does. */
export function confirmAll(h: Harness, up: UploadResponseWire, headers: Record<string, string>) {
  return h.request({
    method: 'POST',
    url: `/api/documents/${up.documentId}/start-analysis`,
    headers,
    payload: { redactions: up.redactions.map((r) => ({ id: r.id, approved: true })) },
  });
}

/** The test bill with one service line printed twice: a duplicate charge. */
export const duplicatedBill = () =>
  billText()
    .replace(
      '01/12/2026  36415   Routine venipuncture                 1       $24.00',
      '01/12/2026  36415   Routine venipuncture                 1       $24.00\n01/12/2026  36415   Routine venipuncture                 1       $24.00',
    )
    .replace('Total Charges   $209.00', 'Total Charges   $233.00')
    .replace('Patient Balance Due   $209.00', 'Patient Balance Due   $233.00');

/** Uploads the duplicated bill and starts its analysis with every proposed redaction kept. */
export async function analysedDocument(h: Harness, headers: Record<string, string>) {
  const up = (await upload(h, { headers, files: [{ name: 'bill.txt', bytes: duplicatedBill() }] })).body();
  const res = await h.request({
    method: 'POST',
    url: `/api/documents/${up.documentId}/start-analysis`,
    headers,
    payload: { redactions: up.redactions.map((r) => r.id) },
  });
  if (res.statusCode !== 200) throw new Error(`start-analysis answered ${res.statusCode}: ${res.body}`);
  return { id: up.documentId, start: res.json<StartAnalysisResponse>() };
}
