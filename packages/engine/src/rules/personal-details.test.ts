import { describe, expect, it } from 'vitest';
import { personalDetails } from './personal-details';
import { buildInput } from './test-helpers';

describe('personal_details', () => {
  it('wrong personal details: a finding with what to do, without the patient’s own words', async () => {
    const input = buildInput({
      answers: { personalInfoCorrect: false, personalInfoDiscrepancies: 'My name is Jane Roe, not Jan' },
    });
    const [f, ...rest] = await personalDetails(input);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ type: 'personal_details', severity: 'medium', savingsPotential: null });
    expect(f!.recommendations.join(' ')).toMatch(/billing office/);
    expect(f!.recommendations.join(' ')).toMatch(/insurer/);
    expect(JSON.stringify(f)).not.toContain('Jane');
  });

  it('nothing when the details are right or the patient did not say', async () => {
    expect(await personalDetails(buildInput({ answers: { personalInfoCorrect: true } }))).toEqual([]);
    expect(await personalDetails(buildInput())).toEqual([]);
  });
});
