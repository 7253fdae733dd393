import { describe, expect, it } from 'vitest';
import { serviceNotReceived } from './service-not-received';
import { buildInput, type DocSpec } from './test-helpers';

const lines = [
  { code: '99213', description: 'Office visit', amount: 150 },
  { code: '81003', description: 'Urinalysis', amount: 12 },
  { code: '87880', description: 'Rapid strep test', amount: 35 },
];
const run = (answers: DocSpec['answers']) => serviceNotReceived(buildInput({ lines, answers }));

describe('service_not_received', () => {
  it('nothing unless the patient says not every service was received', async () => {
    expect(await run(undefined)).toEqual([]);
    expect(await run({ additionalQuestions: { allServicesReceived: true } })).toEqual([]);
  });

  it('flags the lines not among the services the patient confirmed', async () => {
    const [f] = await run({
      servicesReceived: ['Office visit', '87880'],
      additionalQuestions: { allServicesReceived: false },
    });
    expect(f).toMatchObject({
      type: 'service_not_received',
      severity: 'high',
      codes: ['81003'],
      amount: 12,
      savingsPotential: 12,
    });
    expect(f!.evidence.map((e) => e.lineIndex)).toEqual([1]);
  });

  it('flags codes named in the notes', async () => {
    const [f] = await run({
      additionalQuestions: { allServicesReceived: false, serviceNotes: 'I never had test 87880.' },
    });
    expect(f).toMatchObject({ codes: ['87880'], amount: 35 });
    expect(f!.description).toContain('87880');
  });

  it('asks the patient to check the lines when it cannot tell which', async () => {
    const [f] = await run({ additionalQuestions: { allServicesReceived: false } });
    expect(f).toMatchObject({ severity: 'medium', codes: [], amount: null, evidence: [] });
  });
});
