import { describe, expect, it } from 'vitest';
import { surpriseBilling } from './surprise-billing';
import { buildInput, type DocSpec } from './test-helpers';

const er = { code: '99284', amount: 900, allowed: 425, planPaid: 340, patientResponsibility: 560 };
const ct = { code: '70450', amount: 1200, allowed: 106, planPaid: 84.8, patientResponsibility: 1115.2 };
const run = (spec: DocSpec) => surpriseBilling(buildInput({ documentType: 'eob', ...spec }));

describe('surprise_billing', () => {
  it('emergency care out of network: high, with the amount above in-network cost sharing', async () => {
    const [f] = await run({ lines: [er, ct], setting: 'emergency', networkStatus: 'out_of_network' });
    expect(f).toMatchObject({ type: 'surprise_billing', severity: 'high', codes: ['99284', '70450'] });
    // 560 - (425 - 340) + 1115.20 - (106 - 84.80)
    expect(f!.savingsPotential).toBeCloseTo(475 + 1094, 2);
    expect(f!.source?.name).toMatch(/No Surprises Act/);
  });

  it('already processed at in-network cost sharing: a medium reminder', async () => {
    const fair = { ...er, patientResponsibility: 85 };
    const [f] = await run({ lines: [fair], setting: 'emergency', networkStatus: 'out_of_network' });
    expect(f).toMatchObject({ severity: 'medium', savingsPotential: 0 });
  });

  it('an emergency visit code is enough to know it was an emergency', async () => {
    expect(
      await run({ lines: [er], setting: 'outpatient_hospital', networkStatus: 'out_of_network' }),
    ).toHaveLength(1);
  });

  it('in network, or planned care out of network: nothing', async () => {
    expect(await run({ lines: [er], setting: 'emergency', networkStatus: 'in_network' })).toEqual([]);
    expect(
      await run({
        lines: [{ ...ct, code: '74177' }],
        setting: 'outpatient_hospital',
        networkStatus: 'out_of_network',
      }),
    ).toEqual([]);
  });

  it("the answers 'emergency' and 'not in network' strengthen or create the finding", async () => {
    const answers = {
      additionalQuestions: {
        emergencyOrPlanned: 'emergency' as const,
        providerInNetwork: false,
        hadInsuranceOnDate: true,
      },
    };
    const [strong] = await run({
      lines: [er],
      setting: 'emergency',
      networkStatus: 'out_of_network',
      answers,
    });
    expect(strong!.description).toMatch(/Your answers confirm/);
    const [fromAnswers] = await run({
      documentType: 'bill',
      lines: [{ code: '99284', amount: 900 }],
      answers,
    });
    expect(fromAnswers).toMatchObject({ severity: 'medium' });
    // An unticked network box alone, without an emergency, is no evidence.
    const planned = { additionalQuestions: { providerInNetwork: false, hadInsuranceOnDate: true } };
    expect(
      await run({ documentType: 'bill', lines: [{ code: '70450', amount: 900 }], answers: planned }),
    ).toEqual([]);
  });

  it('out-of-network ancillary care at an in-network facility', async () => {
    const [f] = await run({
      lines: [
        { ...ct, code: '70450' },
        { code: '00400', amount: 800, allowed: 300, planPaid: 240, patientResponsibility: 560 },
      ],
      setting: 'outpatient_hospital',
      networkStatus: 'out_of_network',
      footer: 'Facility: St. Agnes Hospital (in-network facility)',
    });
    expect(f).toMatchObject({
      title: 'Out-of-network specialist at an in-network facility',
      codes: ['70450', '00400'],
    });
  });

  it('a self-pay bill more than $400 over its good-faith estimate, with the 120-day dispute deadline', async () => {
    const spec: DocSpec = {
      documentType: 'bill',
      lines: [{ code: '27447', amount: 3000 }],
      totals: { totalCharges: 3000 },
      statementDate: '2026-03-10',
      footer: 'Good faith estimate provided: $2,450.00',
    };
    const [f] = await run(spec);
    expect(f).toMatchObject({ amount: 550, savingsPotential: 550, deadline: '2026-07-08' });
    expect(f!.evidence[0]!.text).toMatch(/Good faith estimate/);
    expect(await run({ ...spec, footer: 'Good faith estimate provided: $2,650.00' })).toEqual([]);
  });
});
