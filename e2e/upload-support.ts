import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A made-up patient: every value below is invented for the journeys. */
export const patient = {
  name: 'Marisol Quintanilla',
  dob: '07/22/1984',
  memberId: 'ZXW482913377',
} as const;

/** A one-page text PDF with these lines, as a text-layer bill prints them. */
export async function textPdf(lines: readonly string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => {
    page.drawText(line, { x: 50, y: 740 - i * 18, size: 11, font });
  });
  return Buffer.from(await pdf.save());
}

/** The patient's details beside their labels, as real bills print them. */
export const patientLines = [
  `Patient Name: ${patient.name}`,
  `Date of Birth: ${patient.dob}`,
  `Member ID: ${patient.memberId}`,
  'Insurance: Blue Cross Blue Shield',
] as const;

/** Lakeside's statement with the patient's details, these service lines and this total (e.g. '$455.00'). */
export function lakesideStatementPdf(serviceLines: readonly string[], total: string): Promise<Buffer> {
  return textPdf([
    'LAKESIDE MEDICAL GROUP',
    'Patient Statement',
    'Statement Date: 03/03/2025',
    '',
    ...patientLines,
    '',
    'Date of Service   CPT     Description                       Charge',
    ...serviceLines,
    '',
    `Total Charges: ${total}`,
    'Insurance Paid: $0.00',
    `Patient Balance: ${total}`,
  ]);
}

/** The same office visit billed twice (code, date and amount): the duplicate-charge finding. */
export const officeVisitTwice = [
  '02/10/2025        99213   Office visit, established patient  $180.00',
  '02/10/2025        99213   Office visit, established patient  $180.00',
] as const;

/** A one-page text PDF bill with the patient's details. */
export function billPdf(): Promise<Buffer> {
  return textPdf([
    'RIVERSIDE COMMUNITY HOSPITAL',
    'Patient Statement',
    'Statement Date: 02/03/2025',
    '',
    ...patientLines,
    '',
    'Date of Service   CPT     Description                       Charge',
    '01/15/2025        99213   Office visit, established patient  $180.00',
    '01/15/2025        80053   Comprehensive metabolic panel     $95.00',
    '01/15/2025        36415   Routine venipuncture               $25.00',
    '',
    'Total Charges: $300.00',
    'Insurance Paid: $120.00',
    'Patient Balance: $180.00',
  ]);
}

export const pdfFile = async (name = 'riverside-bill.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer: await billPdf(),
});

/** The progress bar, found by CSS because the open dialog hides the page from the accessibility tree. */
export function progressBar(page: Page): Locator {
  return page.locator('[role="progressbar"][aria-label="Upload progress"]');
}

export function allowance(page: Page): Locator {
  return page.getByTestId('upload-allowance');
}

/** The guest session id the browser holds, or null (e.g. between dropping one and storing the next). */
export function guestSessionId(page: Page): Promise<string | null> {
  return page.evaluate(() =>
    (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(
      'guestSessionId',
    ),
  );
}

/** The guest session header the browser sends, for checking the API directly. */
export async function guestHeader(page: Page): Promise<Record<string, string>> {
  const id = await guestSessionId(page);
  expect(id).toBeTruthy();
  return { 'x-guest-session': id ?? '' };
}

/** Chooses the file, consents and uploads; resolves with the new document's id. */
/** On the upload page: choose the file, give the processing consent, upload; resolves with the new document's id. */
export async function uploadWithConsent(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByLabel(/I agree that ClearBill/).check();
  const response = page.waitForResponse((r) => r.url().endsWith('/api/documents/upload'));
  await page.getByRole('button', { name: 'Upload and check' }).click();
  return (await (await response).json()) as { documentId: string };
}

/** Answers the three question steps with the shortest valid path. */
export async function answerQuestionsQuickly(page: Page): Promise<void> {
  await expect(page.getByText('Step 1 of 3')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
}

/**
 * Uploads a plain-text document through the API and confirms every PHI item found, as a patient would in
 * the dialog: the analysis then runs. Returns the document id.
 */
export async function uploadAndConfirm(
  request: APIRequestContext,
  text: string,
  auth: Record<string, string>,
  name = 'denial.txt',
): Promise<string> {
  const up = await request.post('/api/documents/upload', {
    headers: auth,
    multipart: {
      document: { name, mimeType: 'text/plain', buffer: Buffer.from(text) },
      consentGiven: 'true',
      fileCount: '1',
    },
  });
  expect(up.status(), await up.text()).toBe(201);
  const { documentId } = (await up.json()) as { documentId: string };
  let doc = { status: 'processing', redactions: [] as { id: string }[] };
  await expect
    .poll(
      async () => {
        doc = (await (
          await request.get(`/api/documents/${documentId}`, { headers: auth })
        ).json()) as typeof doc;
        return doc.status;
      },
      { timeout: 30_000 },
    )
    .toMatch(/^(awaiting_confirmation|analyzed)$/);
  if (doc.status === 'awaiting_confirmation') {
    const start = await request.post(`/api/documents/${documentId}/start-analysis`, {
      headers: auth,
      data: { redactions: doc.redactions.map((r) => ({ id: r.id, approved: true })) },
    });
    expect(start.status(), await start.text()).toBe(200);
  }
  return documentId;
}
