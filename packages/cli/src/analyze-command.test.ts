import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { corruptPdf, gifImage, sampleBillLines, textPdf } from '@clearbill/engine/testing';
import { writeFixtureCodesets } from '../../server/src/importers/test-fixtures';
import { analyzeCommand } from './analyze-command';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const tmp = mkdtempSync(path.join(tmpdir(), 'cb-cli-analyze-'));
// Small release files in every format: the analysis reads its reference data from them.
const withCodesets = { ...process.env, CODESETS_DIR: writeFixtureCodesets(path.join(tmp, 'codesets')) };
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

function capture() {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: { log: (s: string) => lines.push(s), error: (s: string) => errors.push(s) } };
}

async function write(name: string, bytes: Uint8Array | string): Promise<string> {
  const file = path.join(tmp, name);
  writeFileSync(file, bytes);
  return Promise.resolve(file);
}

describe('npm run cli -- analyze', () => {
  it('prints one JSON object in the documented shape', async () => {
    const file = await write('bill.pdf', await textPdf({ pages: [sampleBillLines] }));
    const { lines, errors, out } = capture();
    expect(await analyzeCommand({ file, json: true }, out, { env: withCodesets })).toBe(0);
    expect(errors).toEqual([]);
    expect(lines).toHaveLength(1);
    const result = JSON.parse(lines[0]!);
    expect(Object.keys(result).sort()).toEqual(
      [
        'appealLikelihood',
        'documentType',
        'extracted',
        'findings',
        'potentialSavings',
        'readingNotice',
        'redactions',
        'riskScore',
        'text',
        'timings',
      ].sort(),
    );
    expect(result.documentType).toBe('bill');
    expect(result.findings).toEqual([]);
    expect([result.riskScore, result.appealLikelihood, result.potentialSavings]).toEqual([0, 0, 0]);
    expect(result.readingNotice).toBeNull();
    expect(result.extracted).toEqual({
      totalAmount: 177.5,
      patientBalance: 177.5,
      providerInfo: { name: 'Lakeshore Community Hospital', npi: null },
      insuranceInfo: null,
      services: [
        {
          code: '99213',
          description: 'Office visit, established patient',
          date: '2025-01-15',
          units: 1,
          amount: 145,
        },
        { code: '85025', description: 'Complete blood count', date: '2025-01-15', units: 1, amount: 32.5 },
      ],
    });
    expect(result.text.redacted).toContain('99213');
    expect(result.text.redacted).not.toContain('Marlow Quist');
    expect(result.redactions.length).toBeGreaterThan(0);
    for (const r of result.redactions) {
      expect(r).toMatchObject({
        phiType: expect.any(String),
        start: expect.any(Number),
        end: expect.any(Number),
      });
      expect(r.confidence).toBeGreaterThan(0);
      expect(r.page).toBe(1);
    }
    expect(Object.keys(result.timings)).toEqual(
      expect.arrayContaining(['inspect', 'extract', 'classify', 'detect']),
    );
  });

  it('prints a short summary without --json, never the document text', async () => {
    const file = await write('summary.pdf', await textPdf({ pages: [sampleBillLines] }));
    const { lines, out } = capture();
    expect(await analyzeCommand({ file }, out)).toBe(0);
    const text = lines.join('\n');
    expect(text).toContain('summary.pdf: bill');
    expect(text).not.toContain('Marlow');
    expect(text).not.toContain('55012345');
  });

  it('validates --answers: a bad file is exit 2 with a clear message', async () => {
    const pdf = await write('answers-bill.pdf', await textPdf({ pages: [sampleBillLines] }));
    const bad = await write(
      'bad-answers.json',
      JSON.stringify({ personalInfoCorrect: 'yes', providerType: 'spa' }),
    );
    const notJson = await write('not-json.json', '{ personalInfoCorrect: ');
    const good = await write(
      'answers.json',
      JSON.stringify({ personalInfoCorrect: true, providerType: 'office' }),
    );
    for (const answers of [bad, notJson, path.join(tmp, 'missing.json')]) {
      const { errors, out } = capture();
      expect(await analyzeCommand({ file: pdf, answers, json: true }, out)).toBe(2);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^Invalid answers file /);
    }
    const { lines, out } = capture();
    expect(await analyzeCommand({ file: pdf, answers: good, json: true }, out)).toBe(0);
    expect(lines).toHaveLength(1);
  });

  it('refuses unsupported and corrupt files with one line on stderr and a non-zero exit', async () => {
    for (const [name, bytes, reason] of [
      ['broken.pdf', await corruptPdf(), 'corrupt'],
      ['picture.gif', await gifImage(), 'unsupported_type'],
    ] as const) {
      const file = await write(name, bytes);
      const { lines, errors, out } = capture();
      expect(await analyzeCommand({ file, json: true }, out)).toBe(1);
      expect(lines).toEqual([]);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(`(${reason})`);
      expect(errors[0]).not.toMatch(/\n|\bat /);
    }
    const { errors, out } = capture();
    expect(await analyzeCommand({ file: path.join(tmp, 'nope.pdf'), json: true }, out)).toBe(1);
    expect(errors[0]).toContain('ENOENT');
  });

  it('runs as a process without opening the database, and exits when done', async () => {
    const file = await write(
      'note.txt',
      'PATIENT STATEMENT\nPatient Name: Marlow Quist\nAmount due: $20.00\n',
    );
    const dataDir = path.join(tmp, 'no-data-dir');
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'packages/cli/src/main.ts', 'analyze', file, '--json'],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      },
    );
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result.documentType).toBe('bill');
    expect(existsSync(dataDir)).toBe(false);
  });
});
