import { describe, expect, it } from 'vitest';
import type { NcciEdit } from '../reference-data';
import { buildInput, V, type LineSpec } from './test-helpers';
import { unbundling } from './unbundling';

const edit = (
  column1: string,
  column2: string,
  modifierIndicator: 0 | 1 | 9,
  deletionDate: string | null = null,
): NcciEdit => ({
  column1,
  column2,
  modifierIndicator,
  rationale: 'Standards of medical/surgical practice',
  deletionDate,
  sourceVersion: V,
});
const run = (lines: LineSpec[], ncci: NcciEdit[]) => unbundling(buildInput({ lines, reference: { ncci } }));
const cmp = { code: '80053', amount: 27.5 };
const bmp = { code: '80048', amount: 22.5 };
const cbc = { code: '85025', amount: 20 };
const cbcNoDiff = { code: '85027', amount: 17.5 };

describe('unbundling', () => {
  it('indicator 0: high severity, whatever the modifier', async () => {
    const [f] = await run([cmp, { ...bmp, modifiers: ['59'] }], [edit('80053', '80048', 0)]);
    expect(f).toMatchObject({
      type: 'unbundling',
      severity: 'high',
      codes: ['80053', '80048'],
      amount: 22.5,
      savingsPotential: 22.5,
    });
    expect(f!.source).toEqual({ name: 'NCCI procedure-to-procedure edits', version: V });
    expect(f!.evidence.map((e) => e.lineIndex)).toEqual([0, 1]);
  });

  it('indicator 1 without a modifier: medium, asking whether a modifier applies', async () => {
    const [f] = await run([cbc, cbcNoDiff], [edit('85025', '85027', 1)]);
    expect(f).toMatchObject({ severity: 'medium', amount: 17.5 });
    expect(f!.recommendations.join(' ')).toMatch(/ask whether a modifier applies/i);
  });

  it.each(['59', 'XE', 'XS', 'XP', 'XU', 'RT'])('indicator 1 with modifier %s: nothing', async (m) => {
    expect(await run([cbc, { ...cbcNoDiff, modifiers: [m] }], [edit('85025', '85027', 1)])).toEqual([]);
  });

  it('modifier 25 lifts an edit only on an E/M code', async () => {
    const visit = { code: '99213', amount: 120, modifiers: ['25'] };
    const injection = { code: '96372', amount: 30 };
    expect(await run([visit, injection], [edit('96372', '99213', 1)])).toEqual([]);
    const [f] = await run(
      [
        { code: '20610', amount: 200 },
        { code: '20550', amount: 90, modifiers: ['25'] },
      ],
      [edit('20610', '20550', 1)],
    );
    expect(f?.severity).toBe('medium');
  });

  it('indicator 9: nothing', async () => {
    expect(await run([cmp, bmp], [edit('80053', '80048', 9)])).toEqual([]);
  });

  it('an edit deleted before the date of service: nothing; deleted later: still applies', async () => {
    expect(await run([cmp, bmp], [edit('80053', '80048', 0, '2026-01-01')])).toEqual([]);
    expect(await run([cmp, bmp], [edit('80053', '80048', 0, '2026-06-01')])).toHaveLength(1);
  });

  it('codes on different dates are not a pair', async () => {
    expect(await run([cmp, { ...bmp, date: '2026-03-03' }], [edit('80053', '80048', 0)])).toEqual([]);
  });

  it('a line the payer denied is not counted', async () => {
    expect(await run([cmp, { ...bmp, denied: true }], [edit('80053', '80048', 0)])).toEqual([]);
  });

  it('a mutually exclusive pair whose column 2 code is dearer saves the smaller charge', async () => {
    const [f] = await run([bmp, cmp], [edit('80048', '80053', 0)]);
    expect(f).toMatchObject({ amount: 22.5, savingsPotential: 22.5 });
    expect(f!.description).toMatch(/only one/);
  });

  it('reports a pair once when the edit is listed both ways', async () => {
    expect(await run([cmp, bmp], [edit('80053', '80048', 0), edit('80048', '80053', 0)])).toHaveLength(1);
  });

  it('a bundled line the patient owes nothing for (the plan denied it) is no finding', async () => {
    const zeroed = { ...bmp, allowed: 0, planPaid: 0, patientResponsibility: 0 };
    expect(await run([cmp, zeroed], [edit('80053', '80048', 0)])).toEqual([]);
  });
});
