import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { textPdf } from '@clearbill/engine/testing';
import { findingSchema } from '@clearbill/shared';
import { writeFixtureCodesets } from '../../server/src/importers/test-fixtures';
import { analyzeCommand } from './analyze-command';

const tmp = mkdtempSync(path.join(tmpdir(), 'cb-cli-findings-'));
const withCodesets = { ...process.env, CODESETS_DIR: writeFixtureCodesets(path.join(tmp, 'codesets')) };
const noReference = {
  ...process.env,
  CODESETS_DIR: '',
  DATA_DIR: path.join(tmp, 'no-data'),
  DATABASE_URL: '',
};
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

// A statement with a duplicated visit and a chest X-ray at about 55 times Medicare's rate (fixture PFS).
const bill = [
  'Lakeshore Community Hospital',
  'PATIENT STATEMENT',
  'Patient Name: Marlow Quist\tAccount Number: 55012345',
  'Place of service: Office',
  'Date\tCode\tDescription\tCharges',
  '01/15/2025  99213  Office visit, established patient  $145.00',
  '01/15/2025  99213  Office visit, established patient  $145.00',
  '01/15/2025  71046  Chest X-ray, 2 views  $2,000.00',
  'Total Charges $2,290.00',
  'Amount Due $2,290.00',
];

async function run(env: NodeJS.ProcessEnv, answers?: object) {
  const file = path.join(tmp, `bill-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, await textPdf({ pages: [bill] }));
  let answersFile: string | undefined;
  if (answers) {
    answersFile = path.join(tmp, 'answers.json');
    writeFileSync(answersFile, JSON.stringify(answers));
  }
  const lines: string[] = [];
  const errors: string[] = [];
  const code = await analyzeCommand(
    { file, json: true, answers: answersFile },
    { log: (s) => lines.push(s), error: (s) => errors.push(s) },
    { env, today: '2025-03-01' },
  );
  expect(code).toBe(0);
  return { result: JSON.parse(lines[0]!), errors };
}

describe('analyze: findings and scores', () => {
  it('fills findings, riskScore, appealLikelihood and potentialSavings from the reference files', async () => {
    const { result, errors } = await run(withCodesets);
    expect(errors).toEqual([]);
    const types = result.findings.map((f: { type: string }) => f.type);
    expect(types).toEqual(expect.arrayContaining(['duplicate_charge', 'excessive_pricing']));
    for (const f of result.findings) expect(() => findingSchema.parse(f)).not.toThrow();
    const dup = result.findings.find((f: { type: string }) => f.type === 'duplicate_charge');
    expect(dup).toMatchObject({ id: 'duplicate_charge-1', codes: ['99213'], amount: 145 });
    expect(dup.evidence[0]).toMatchObject({ lineIndex: 0, location: { page: 1, box: expect.any(Object) } });
    expect(dup.evidence[0].text).toContain('99213');
    const price = result.findings.find((f: { type: string }) => f.type === 'excessive_pricing');
    expect(price.source).toEqual({ name: 'Medicare physician fee schedule', version: 'CY2025 Oct' });
    expect(result.riskScore).toBeGreaterThanOrEqual(67);
    expect(result.appealLikelihood).toBeGreaterThan(0);
    expect(result.potentialSavings).toBeGreaterThan(145);
    expect(result.potentialSavings).toBeLessThanOrEqual(2290);
    expect(result.timings).toMatchObject({ reference: expect.any(Number), analyze: expect.any(Number) });
  });

  it('--answers feed the rules: a service the patient did not receive', async () => {
    const answers = {
      servicesReceived: ['Office visit'],
      additionalQuestions: { allServicesReceived: false },
    };
    const { result } = await run(withCodesets, answers);
    const missing = result.findings.find((f: { type: string }) => f.type === 'service_not_received');
    expect(missing).toMatchObject({ codes: ['71046'], amount: 2000 });
  });

  it('without reference data: says so on stderr and runs the rules that need none', async () => {
    const { result, errors } = await run(noReference);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/No reference data/);
    const types = result.findings.map((f: { type: string }) => f.type);
    expect(types).toContain('duplicate_charge');
    expect(types).not.toContain('excessive_pricing');
  });
});
