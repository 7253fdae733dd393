// An EOB made by another team (../shared/real-world/eob-third-party.pdf, its de-identified text): the
// plan's allowed amounts cap what the patient owes and it already denied the duplicate venipuncture, so
// there is nothing to hold against the bill. Parsed by the real parser, analysed by every rule.
import { describe, expect, it } from 'vitest';
import { createMemoryReferenceData } from '../memory-reference-data';
import { parseDocument } from '../parse/index';
import { analyzeDocument } from './analyze';

const text = [
  'Cardinal Health Partners PPO',
  'Explanation of Benefits — This is not a bill',
  'Member:\t[NAME]\tMember ID:\t[MEMBER ID]',
  'Provider:\tStanford Health Care\tClaim #:\t[CLAIM]',
  'Date of Service:\t07/10/2026\tProcessed:\t07/14/2026',
  'CPT\tBilled\tAllowed\tPlan Paid\tPatient Resp.\tNotes',
  '99285\t$15,270.00\t$6,108.00\t$4,886.40\t$1,221.60',
  '74177\t$17,197.00\t$6,878.80\t$5,503.04\t$1,375.76',
  '80053\t$1,243.00\t$497.20\t$397.76\t$99.44',
  '85025\t$445.00\t$178.00\t$142.40\t$35.60',
  '36415\t$112.00\t$44.80\t$35.84\t$8.96',
  'DENIED — duplicate of',
  '36415\t$112.00\t$44.80\t$0.00\t$0.00\tprior line item',
  '$2,741.36\tTotal Patient Responsibility',
  "Total billed by provider: $34,379.00. Your plan's allowed amount reflects negotiated rates, not the provider's list",
  'price. Duplicate services are not covered.',
].join('\n');

const V = 'test fixtures';
const reference = createMemoryReferenceData({
  pfs: [
    { code: '99285', facilityAmount: 168.85, nonFacilityAmount: 168.85, year: 2025, sourceVersion: V },
    { code: '74177', facilityAmount: 297.26, nonFacilityAmount: 297.26, year: 2025, sourceVersion: V },
  ],
  opps: [
    { code: '99285', amount: 613.1, year: 2025, sourceVersion: V },
    { code: '74177', amount: 357.13, year: 2025, sourceVersion: V },
  ],
  clfs: [
    { code: '80053', amount: 10.56, year: 2026, sourceVersion: V },
    { code: '85025', amount: 7.77, year: 2026, sourceVersion: V },
    { code: '36415', amount: 9.34, year: 2026, sourceVersion: V },
  ],
});

describe('a third-party EOB', () => {
  it('no duplicate, no math error, no pricing finding on billed amounts', async () => {
    const parsed = parseDocument(text, 'eob');
    expect(parsed.lines.map((l) => l.code)).toEqual(['99285', '74177', '80053', '85025', '36415', '36415']);
    const outcome = await analyzeDocument({
      text,
      parsed,
      answers: null,
      reference,
      locate: () => null,
      today: '2026-08-01',
    });
    expect(outcome.findings.map((f) => `${f.type} ${f.codes.join(',')}`)).toEqual([]);
    expect(outcome.readingNotice).toBeNull();
  });
});
