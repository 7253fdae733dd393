import { describe, expect, it } from 'vitest';
import type { MueLimit } from '../reference-data';
import { excessiveUnits } from './excessive-units';
import { buildInput, V, type DocSpec, type LineSpec } from './test-helpers';

const mue = (
  code: string,
  maxUnits: number,
  adjudicationIndicator = 3,
  serviceType: MueLimit['serviceType'] = 'unspecified',
): MueLimit => ({
  code,
  serviceType,
  maxUnits,
  adjudicationIndicator,
  rationale: 'Clinical: Data',
  sourceVersion: V,
});
const run = (lines: LineSpec[], limits: MueLimit[], extra: DocSpec = {}) =>
  excessiveUnits(buildInput({ lines, reference: { mue: limits }, ...extra }));

describe('excessive_units', () => {
  it('flags units over the MUE, with the charge for the extra units', async () => {
    const [f] = await run([{ code: '85025', units: 10, amount: 176 }], [mue('85025', 1)]);
    expect(f).toMatchObject({
      type: 'excessive_units',
      codes: ['85025'],
      amount: 158.4,
      savingsPotential: 158.4,
      severity: 'high',
    });
    expect(f!.source).toEqual({ name: 'NCCI medically unlikely edits (MUE)', version: V });
  });

  it('sums units of a code across lines on the same date', async () => {
    const lines = [
      { code: '96372', units: 2, amount: 60 },
      { code: '96372', units: 2, amount: 60, modifiers: ['59'] },
    ];
    const [f] = await run(lines, [mue('96372', 3)]);
    expect(f).toMatchObject({
      title: '4 units of 96372 billed; Medicare allows 3',
      amount: 30,
      severity: 'medium',
    });
    expect(f!.evidence.map((e) => e.lineIndex)).toEqual([0, 1]);
  });

  it('keeps different dates apart', async () => {
    const lines = [
      { code: '96372', units: 2, amount: 60 },
      { code: '96372', units: 2, amount: 60, date: '2026-03-03' },
    ];
    expect(await run(lines, [mue('96372', 3)])).toEqual([]);
  });

  it('counts identical duplicate lines once (the duplicate rule reports them)', async () => {
    const dup = { code: '84443', units: 1, amount: 41.25 };
    expect(await run([dup, dup], [mue('84443', 1)])).toEqual([]);
  });

  it('at or under the limit: nothing; no MUE: nothing', async () => {
    expect(await run([{ code: '85025', units: 1, amount: 17.6 }], [mue('85025', 1)])).toEqual([]);
    expect(await run([{ code: '85025', units: 5, amount: 88 }], [])).toEqual([]);
  });

  it('an MUE of 0 (not payable there) is never "too many units"', async () => {
    expect(await run([{ code: '0001U', units: 1, amount: 300 }], [mue('0001U', 0)])).toEqual([]);
    expect(await run([{ code: '0001U', units: 4, amount: 300 }], [mue('0001U', 0, 2)])).toEqual([]);
  });

  it('units on a line the patient owes nothing for are not held against them', async () => {
    const line = { code: '99213', units: 2, amount: 240, allowed: 0, planPaid: 0, patientResponsibility: 0 };
    expect(await run([line], [mue('99213', 1, 2)])).toEqual([]);
  });

  it('a per-day policy limit (indicator 2) is high severity', async () => {
    const [f] = await run([{ code: '99213', units: 2, amount: 240 }], [mue('99213', 1, 2)]);
    expect(f?.severity).toBe('high');
  });

  it('asks for the outpatient hospital table in a hospital setting', async () => {
    const limits = [mue('J1100', 40, 3, 'practitioner'), mue('J1100', 10, 3, 'outpatient_hospital')];
    const line = { code: 'J1100', units: 20, amount: 40 };
    expect(await run([line], limits, { setting: 'outpatient_hospital' })).toHaveLength(1);
    expect(await run([line], limits, { setting: 'office' })).toEqual([]);
  });
});
