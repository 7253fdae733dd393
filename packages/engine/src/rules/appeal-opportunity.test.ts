import { describe, expect, it } from 'vitest';
import { appealOpportunity, proceduresNamed } from './appeal-opportunity';
import { buildInput, V, type DocSpec } from './test-helpers';

const denied = {
  code: '80053',
  date: '2026-05-30',
  amount: 23.76,
  allowed: 0,
  planPaid: 0,
  patientResponsibility: 23.76,
  adjustments: [{ group: 'CO' as const, carc: '197', amount: null }],
  denied: true,
};
const paid = {
  code: '85025',
  date: '2026-05-30',
  amount: 14.33,
  allowed: 10.4,
  planPaid: 8.32,
  patientResponsibility: 2.08,
};
const run = (spec: DocSpec) => appealOpportunity(buildInput({ documentType: 'eob', ...spec }));

describe('appeal_opportunity', () => {
  it('a denied EOB line: reason class from its CARC, deadline 180 days from the notice', async () => {
    const [f, ...rest] = await run({ lines: [paid, denied], statementDate: '2026-06-05' });
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      type: 'appeal_opportunity',
      severity: 'high',
      codes: ['80053'],
      reasonClass: 'prior_authorization',
      amount: 23.76,
      savingsPotential: 23.76,
      deadline: '2026-12-02',
    });
    expect(f!.evidence[0]!.lineIndex).toBe(1);
  });

  it('cites the CARC explanation and its version when the reference data has it', async () => {
    const carc = [
      { code: '197', explanation: 'Approval was needed first.', patientAction: null, sourceVersion: V },
    ];
    const [f] = await run({ lines: [denied], reference: { carc } });
    expect(f!.description).toContain('Approval was needed first.');
    expect(f!.source).toEqual({ name: 'Claim adjustment reason codes (CARC)', version: V });
  });

  it('without a notice date the deadline is counted, safely, from the service date', async () => {
    const [f] = await run({ lines: [denied] });
    expect(f!.deadline).toBe('2026-11-26');
    expect(f!.description).toMatch(/counted from the service date/);
  });

  it('a denial letter: codes, amount, reason and the printed or computed deadline', async () => {
    const denial = {
      reasonClass: 'medical_necessity' as const,
      reasonCodes: ['50'],
      codes: ['70450'],
      amount: 396.13,
      noticeDate: '2026-04-22',
    };
    const [f] = await run({ documentType: 'denial_letter', denial });
    expect(f).toMatchObject({
      codes: ['70450'],
      amount: 396.13,
      reasonClass: 'medical_necessity',
      deadline: '2026-10-19',
    });
    const [g] = await run({
      documentType: 'denial_letter',
      denial: { ...denial, appealDeadline: '2026-09-01' },
    });
    expect(g!.deadline).toBe('2026-09-01');
  });

  it("classifies the reason from the letter's words when the parser gave 'other'", async () => {
    const denial = {
      reasonText: 'Services not provided by network/primary care providers.',
      reasonCodes: [],
    };
    const [f] = await run({
      documentType: 'denial_letter',
      denial,
      footer: 'procedure 73610 (X-ray of ankle)',
    });
    expect(f).toMatchObject({ reasonClass: 'out_of_network', codes: ['73610'] });
  });

  it('a deadline already past says so', async () => {
    const [f] = await run({ lines: [denied], statementDate: '2025-01-01', today: '2026-04-15' });
    expect(f!.description).toMatch(/has passed/);
  });

  it('an EOB denial notice about a denied line is one finding, not two', async () => {
    const denial = { reasonCodes: ['CO-197'], codes: ['80053'], noticeDate: '2026-06-01' };
    const found = await run({ lines: [paid, denied], denial });
    expect(found).toHaveLength(1);
    expect(found[0]!.deadline).toBe('2026-11-28');
  });

  it('the questionnaire creates a finding when the document shows no denial', async () => {
    const answers = { additionalQuestions: { denialReceived: true, denialCodes: 'CO-50' } };
    const [f] = await run({ documentType: 'bill', lines: [paid], answers });
    expect(f).toMatchObject({ reasonClass: 'medical_necessity', severity: 'high', evidence: [] });
    expect(f!.description).toContain('CO-50');
    expect(await run({ documentType: 'bill', lines: [paid] })).toEqual([]);
  });

  it('the questionnaire strengthens a denial the document shows', async () => {
    const answers = { additionalQuestions: { denialReceived: true, denialCodes: '197' } };
    const [f] = await run({ lines: [denied], answers });
    expect(f!.description).toMatch(/You told us you received a denial/);
  });

  it('finds procedure codes a letter names', () => {
    expect(proceduresNamed('Claim for procedure 73610 (X-ray), CPT code 99284.')).toEqual(['73610', '99284']);
  });
});
