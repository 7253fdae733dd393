import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Finding } from '@clearbill/shared';
import { createLogger } from '../http/logging';
import { startBackgroundImport } from '../importers/startup';
import { createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { uploadAndAnalyse } from '../test/analyse-upload';

// Documents made by other people (../shared/real-world, README and truth.json there), uploaded through
// the HTTP API as the web app does: they must read the same as through the CLI (packages/cli
// real-world.test.ts). Skipped where ../shared is absent.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const realWorld = path.resolve(repoRoot, process.env.REAL_WORLD_DIR ?? '../shared/real-world');
const codesets = path.resolve(repoRoot, process.env.CODESETS_DIR ?? '../shared/codesets');
const present = existsSync(path.join(realWorld, 'truth.json')) && existsSync(path.join(codesets, 'pfs'));

interface TruthDoc {
  file: string;
  docType: string;
  phi: { type: string; text: string }[];
  nonPhi: string[];
  lines: { date: string; code: string; units: number; amount: number }[];
  totals: { totalCharges: number; patientBalance: number };
  findings: { type: string; codes: string[] }[];
}
const truth: TruthDoc[] = present
  ? (JSON.parse(readFileSync(path.join(realWorld, 'truth.json'), 'utf8')) as TruthDoc[])
  : [];
const truthOf = (file: string): TruthDoc => {
  const doc = truth.find((d) => d.file === file);
  if (!doc) throw new Error(`${file} is not in truth.json`);
  return doc;
};

/**
 * The publishers' rate files, cut down to the codes these documents carry so the import takes seconds:
 * the physician fee schedule rows of those codes (with the localities), the lab fee schedule and the
 * unit edits whole.
 */
function writeCodesetSubset(codes: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cb-real-world-codesets-'));
  mkdirSync(path.join(dir, 'pfs'));
  const rvu = readFileSync(path.join(codesets, 'pfs/PPRRVU2025_Oct.csv'), 'utf8').split(/\r?\n/);
  const header = rvu.findIndex((l) => l.startsWith('HCPCS,'));
  const rows = rvu.slice(header + 1).filter((l) => codes.includes(l.split(',')[0] ?? ''));
  writeFileSync(path.join(dir, 'pfs/PPRRVU2025_Oct.csv'), [...rvu.slice(0, header + 1), ...rows].join('\n'));
  for (const file of [
    'pfs/GPCI2025.csv',
    'pfs/25LOCCO.csv',
    'ncci/raiden_mue.json.gz',
    'carc/bfd_carc_codes.csv',
  ]) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(path.join(codesets, file), path.join(dir, file));
  }
  mkdirSync(path.join(dir, 'clfs'));
  const clfs = 'clfs/fee-schedules-lab_clfs_cy2026q3.json';
  copyFileSync(path.join(codesets, clfs), path.join(dir, clfs));
  return dir;
}

const findingKeys = (findings: { type: string; codes: string[] }[]) =>
  findings.map((f) => `${f.type}:${[...f.codes].sort().join('+')}`).sort();
const ownFindings = (findings: Finding[]) => findings.filter((f) => f.type !== 'financial_assistance');

if (present) {
  describeEachDb('documents made by other people, uploaded (../shared/real-world)', (h, db) => {
    const onFirstDb = (name: string, fn: () => Promise<void>, timeout: number) => {
      if (db.first) it(name, fn, timeout);
    };
    let dir = '';
    let headers: Record<string, string> = {};
    beforeAll(async () => {
      dir = writeCodesetSubset([...new Set(truth.flatMap((d) => d.lines.map((l) => l.code)))]);
      const ctx = { ...h().ctx, config: { ...h().ctx.config, codesetsDir: dir } };
      const summary = await (await startBackgroundImport(ctx, createLogger('silent')))?.run;
      expect(summary?.ran).toBe(true);
      headers = (await createUser(h())).auth;
    }, 120_000);
    const read = (file: string) =>
      uploadAndAnalyse(h(), headers, file, readFileSync(path.join(realWorld, file)));
    afterAll(() => {
      rmSync(dir, { recursive: true, force: true });
    });

    for (const file of ['itemized-bill-third-party.pdf', 'eob-third-party.pdf']) {
      it(`${file} reads as truth.json says: type, lines, totals, findings, PHI removed`, async () => {
        const want = truthOf(file);
        const { text, analysis } = await read(file);
        expect(analysis.documentType).toBe(want.docType);
        const got = analysis.extracted.services.map((s) => ({
          date: s.date,
          code: s.code,
          units: s.units,
          amount: s.amount,
        }));
        expect(got).toEqual(want.lines);
        expect(analysis.extracted.totalAmount).toBe(want.totals.totalCharges);
        expect(analysis.extracted.patientBalance).toBe(want.totals.patientBalance);
        expect(findingKeys(ownFindings(analysis.findings))).toEqual(findingKeys(want.findings));
        expect(analysis.readingNotice).toBeNull();
        for (const phi of want.phi) expect(text).not.toContain(phi.text);
        for (const kept of want.nonPhi) expect(text).toContain(kept);
        // The analysis is computed from the redacted text: no PHI in it either.
        const stored = JSON.stringify(analysis);
        for (const phi of want.phi) expect(stored).not.toContain(phi.text);
      }, 60_000);
    }

    it('the fillable CMS-1500: five lines, the total that disagrees, patient boxes removed, charges kept', async () => {
      const { proposed, text, analysis } = await read('cms1500-filled-fillable.pdf');
      expect(analysis.documentType).toBe('claim_form');
      expect(analysis.extracted.services.map((s) => s.amount)).toEqual([1500, 748.57, 240, 300, 654.9]);
      expect(analysis.extracted.totalAmount).toBe(3100.78);
      const math = analysis.findings.find((f) => f.type === 'math_error');
      expect(math?.description).toContain('3,443.47');
      // Charges are never taken for phone numbers.
      for (const r of proposed.filter((x) => x.phiType === 'phone')) {
        expect(r.originalText).not.toMatch(/^\s*\d{1,4}[ .]\d{2}\s*$/);
      }
      for (const charge of ['1500', '748', '654']) expect(text).toContain(charge);
      for (const phi of ['Sharma', 'Rahul', '8340 Baltimore', '9998881', 'ID10- 45678', 'GP1- 67890']) {
        expect(text).not.toContain(phi);
      }
    }, 60_000);

    // OCR is the engine's work: read once, on the first database.
    onFirstDb(
      'the CMS-1500 as an image (OCR): a claim form, five charges, the patient boxes removed',
      async () => {
        const { text, analysis } = await read('cms1500-filled-200dpi.png');
        expect(analysis.documentType).toBe('claim_form');
        expect(analysis.extracted.services.map((s) => s.amount)).toEqual([1500, 748.57, 240, 300, 654.9]);
        expect(analysis.extracted.totalAmount).toBe(3100.78);
        expect(analysis.findings.map((f) => f.type)).toContain('math_error');
        for (const phi of ['Sharma', 'Rahul', '8340 Baltimore', '9998881']) expect(text).not.toContain(phi);
        // The captions printed on the form are not the patient's: kept, never "TELEPHONE ([NAME])".
        expect(text).toMatch(/TELEPHONE \(In\w+ Area Code\)/);
        expect(text).toMatch(/\bCITY\b/);
      },
      120_000,
    );

    it('the blank UB-04: a claim form with no lines and no finding from nothing, its labels kept', async () => {
      const { text, analysis } = await read('ub04-blank-sample.pdf');
      expect(analysis.documentType).toBe('claim_form');
      expect(analysis.extracted.services).toEqual([]);
      expect(ownFindings(analysis.findings)).toEqual([]);
      expect(text).toMatch(/CMS-1450|UB-04/i);
    }, 60_000);
  });
}
