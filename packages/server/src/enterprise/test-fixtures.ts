import type { Harness } from '../test/harness';
import { medicalCodes } from '../db/schema';
import { codeKeyOf } from '@clearbill/shared';

type Fixture = Pick<typeof medicalCodes.$inferInsert, 'code' | 'codeType' | 'title'> &
  Partial<typeof medicalCodes.$inferInsert>;

/** A few codes of our own, written straight into medical_codes for a test. */
export const fixtureCodes: Fixture[] = [
  { code: 'E11.9', codeType: 'ICD-10-CM', title: 'Type 2 diabetes mellitus without complications' },
  { code: 'E11', codeType: 'ICD-10-CM', title: 'Type 2 diabetes mellitus', billableStatus: false },
  { code: 'M17.11', codeType: 'ICD-10-CM', title: 'Unilateral primary osteoarthritis, right knee' },
  { code: 'J18.9', codeType: 'ICD-10-CM', title: 'Pneumonia, unspecified organism' },
  {
    code: 'U07.1',
    codeType: 'ICD-10-CM',
    title: 'COVID-19',
    effectiveDate: '2020-04-01',
  },
  {
    code: 'Z99.89',
    codeType: 'ICD-10-CM',
    title: 'Dependence on other enabling machines and devices',
    effectiveDate: '2015-10-01',
    expirationDate: '2020-09-30',
  },
  { code: '27447', codeType: 'CPT', title: 'Total knee replacement (arthroplasty)' },
  { code: '99213', codeType: 'CPT', title: 'Office visit, established patient, low complexity' },
  { code: '0042T', codeType: 'CPT', title: 'Cerebral perfusion analysis by CT' },
  { code: 'J1100', codeType: 'HCPCS', title: 'Injection, dexamethasone sodium phosphate, 1 mg' },
  { code: '470', codeType: 'DRG', title: 'Major hip and knee joint replacement without MCC' },
  { code: '0450', codeType: 'REVENUE', title: 'Emergency room' },
  { code: '0002-3227-30', codeType: 'NDC', title: 'Example capsule 30 count (test fixture)' },
];

export async function insertFixtureCodes(h: Harness, codes: Fixture[] = fixtureCodes): Promise<void> {
  await h.ctx.db
    .insert(medicalCodes)
    .values(
      codes.map((c) => ({
        officialSource: 'Test fixture',
        sourceVersion: 'test-2026',
        effectiveDate: '2025-10-01',
        ...c,
        codeKey: codeKeyOf(c.code),
        updatedAt: h.clock.now(),
      })),
    )
    .onConflictDoNothing();
}
