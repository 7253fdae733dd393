import { sql } from 'drizzle-orm';
import { CPT_LICENSED_LABEL } from '@clearbill/shared';
import type { AppContext } from '../../context';
import { medicalCodes } from '../../db/schema-codes';
import { codeKeyOf } from '@clearbill/shared';

type Fixture = [code: string, codeType: string, title: string, category?: string, description?: string];

/** A small, real-looking set: a few codes of every type, with our own wording. */
export const fixtureCodes: Fixture[] = [
  ['E11', 'ICD-10-CM', 'Type 2 diabetes mellitus', 'Endocrine'],
  ['E11.9', 'ICD-10-CM', 'Type 2 diabetes mellitus without complications', 'Endocrine'],
  ['E11.65', 'ICD-10-CM', 'Type 2 diabetes mellitus with hyperglycemia', 'Endocrine'],
  ['E10.9', 'ICD-10-CM', 'Type 1 diabetes mellitus without complications', 'Endocrine'],
  ['I10', 'ICD-10-CM', 'Essential (primary) hypertension', 'Circulatory'],
  ['J45.909', 'ICD-10-CM', 'Unspecified asthma, uncomplicated', 'Respiratory'],
  [
    'S72.001A',
    'ICD-10-CM',
    'Fracture of unspecified part of neck of right femur, initial encounter',
    'Injury',
  ],
  [
    'S52.501A',
    'ICD-10-CM',
    'Unspecified fracture of the lower end of right radius, initial encounter',
    'Injury',
  ],
  ['R07.9', 'ICD-10-CM', 'Chest pain, unspecified', 'Symptoms'],
  [
    '0SR90J9',
    'ICD-10-PCS',
    'Replacement of right hip joint with synthetic substitute, cemented, open approach',
  ],
  [
    '0SRC0J9',
    'ICD-10-PCS',
    'Replacement of right knee joint with synthetic substitute, cemented, open approach',
  ],
  ['99213', 'CPT', 'Office visit, established patient, low complexity'],
  ['99214', 'CPT', CPT_LICENSED_LABEL],
  ['J1100', 'HCPCS', 'Dexamethasone sodium phosphate injection, 1 mg', 'Drugs'],
  ['A0428', 'HCPCS', 'Ambulance service, basic life support, non-emergency', 'Transport'],
  ['470', 'DRG', 'Major hip and knee joint replacement without complications'],
  ['0002-3227-30', 'NDC', 'Atomoxetine 10 mg capsule', 'Drug'],
  ['0450', 'REVENUE', 'Emergency room', 'Emergency'],
];

export async function insertFixtures(ctx: AppContext, rows: Fixture[] = fixtureCodes): Promise<void> {
  await ctx.db.insert(medicalCodes).values(
    rows.map(([code, codeType, title, category, description]) => ({
      code,
      codeType,
      codeKey: codeKeyOf(code),
      title,
      description: description ?? null,
      category: category ?? null,
      officialSource: 'test fixture',
      sourceVersion: 'test',
      updatedAt: ctx.clock.now(),
    })),
  );
}

export async function codeCount(ctx: AppContext): Promise<number> {
  const rows = (await ctx.db.execute(sql`SELECT count(*)::int AS n FROM medical_codes`)) as {
    rows: { n: number }[];
  };
  return rows.rows[0]?.n ?? 0;
}

/** A multipart/form-data body with one file part, for app.inject. */
export function multipartFile(
  filename: string,
  contentType: string,
  content: string | Buffer,
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----clearbilltest7MA4YWxkTrZu0gW';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
