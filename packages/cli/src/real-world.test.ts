import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createOcrPool } from '@clearbill/engine';
import type { Finding } from '@clearbill/shared';
import { analyzeCommand, type AnalyzeResult } from './analyze-command';

// Documents made by other people (../shared/real-world, README there): read through the CLI as a user
// would, with the publishers' code sets from ../shared/codesets. Skipped where ../shared is absent.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const realWorld = path.resolve(repoRoot, process.env.REAL_WORLD_DIR ?? '../shared/real-world');
const codesets = path.resolve(repoRoot, process.env.CODESETS_DIR ?? '../shared/codesets');
const present = existsSync(path.join(realWorld, 'README.md')) && existsSync(codesets);
const env = { ...process.env, CODESETS_DIR: codesets };
const today = '2026-11-25';

const ocr = createOcrPool({ size: 1 });
afterAll(() => ocr.close());

async function analyze(file: string): Promise<AnalyzeResult> {
  const lines: string[] = [];
  const errors: string[] = [];
  const code = await analyzeCommand(
    { file: path.join(realWorld, file), json: true },
    { log: (s) => lines.push(s), error: (s) => errors.push(s) },
    { ocr, env, today },
  );
  expect(errors).toEqual([]);
  expect(code).toBe(0);
  return JSON.parse(lines[0] ?? '{}') as AnalyzeResult;
}

const types = (findings: Finding[]) => findings.map((f) => `${f.type}:${f.codes.join('+')}`).sort();
const amounts = (r: AnalyzeResult) => r.extracted.services.map((s) => s.amount);

describe.runIf(present)('documents made by other people (../shared/real-world)', () => {
  it('the hospital statement: six lines, the duplicate and the gross charges; the hospital kept', async () => {
    const r = await analyze('itemized-bill-third-party.pdf');
    expect(r.documentType).toBe('bill');
    expect(r.extracted.services.map((s) => s.code)).toEqual([
      '99285',
      '74177',
      '80053',
      '85025',
      '36415',
      '36415',
    ]);
    expect(amounts(r)).toEqual([15270, 17197, 1243, 445, 112, 112]);
    expect(r.extracted.totalAmount).toBe(34379);
    expect(types(r.findings)).toEqual(
      [
        'duplicate_charge:36415',
        'excessive_pricing:36415',
        'excessive_pricing:74177',
        'excessive_pricing:80053',
        'excessive_pricing:85025',
        'excessive_pricing:99285',
      ].sort(),
    );
    const text = r.text.redacted;
    for (const phi of ['Jordan A. Sample', 'SHC-DEMO-00219']) expect(text).not.toContain(phi);
    for (const kept of ['Stanford Health Care', '300 Pasteur Drive', '1-800-549-3720'])
      expect(text).toContain(kept);
  });

  it('the EOB of the same visit: no finding against the patient, the member removed', async () => {
    const r = await analyze('eob-third-party.pdf');
    expect(r.documentType).toBe('eob');
    expect(r.extracted.services.map((s) => s.code)).toEqual([
      '99285',
      '74177',
      '80053',
      '85025',
      '36415',
      '36415',
    ]);
    expect(r.extracted.patientBalance).toBe(2741.36);
    // The plan already denied the second 36415, its allowed amounts cap the bill, and its figures add up.
    expect(
      r.findings.filter((f) => ['math_error', 'duplicate_charge', 'excessive_pricing'].includes(f.type)),
    ).toEqual([]);
    for (const phi of ['Jordan A. Sample', 'CHP-DEMO-778821', 'CLM-2026-0710-4471'])
      expect(r.text.redacted).not.toContain(phi);
  });

  it('the fillable CMS-1500: a claim form, five lines, the total that disagrees, the patient boxes removed', async () => {
    const r = await analyze('cms1500-filled-fillable.pdf');
    expect(r.documentType).toBe('claim_form');
    expect(amounts(r)).toEqual([1500, 748.57, 240, 300, 654.9]);
    expect(r.extracted.totalAmount).toBe(3100.78);
    expect(r.findings.map((f) => f.type)).toContain('math_error');
    // Charges are never taken for phone numbers.
    expect(r.redactions.filter((x) => x.phiType === 'phone').length).toBeLessThanOrEqual(2);
    for (const charge of ['1500', '748', '654']) expect(r.text.redacted).toContain(charge);
    // Patient and insured boxes (1a, 2, 4, 5, 7, 11): name, street, phone, insured ID, group number.
    for (const phi of ['Sharma', 'Rahul', '8340 Baltimore', '9998881', 'ID10- 45678', 'GP1- 67890'])
      expect(r.text.redacted).not.toContain(phi);
  });

  it('the blank UB-04: a claim form with no lines, nothing invented', async () => {
    const r = await analyze('ub04-blank-sample.pdf');
    expect(r.documentType).toBe('claim_form');
    expect(r.extracted.services).toEqual([]);
    expect(r.findings.filter((f) => f.type !== 'financial_assistance')).toEqual([]);
    expect(r.text.redacted).toMatch(/CMS-1450|UB-04/i);
  });
});
