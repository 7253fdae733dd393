// financial_assistance: household income against the HHS poverty guidelines when the patient gave it
// (many nonprofit hospitals give free care under 200% and discounts up to 400% of the guideline), else a
// pointer to charity care when the bill mentions financial assistance (nonprofit hospitals must have a
// written policy: IRS 501(r)).
import type { PovertyGuideline } from '../reference-data';
import type { AnalyzeInput, Rule } from '../analysis/types';
import { money, ownSource, recommendations, spanEvidence } from './common';

export const FREE_CARE_FPL_PERCENT = 200;
export const DISCOUNT_FPL_PERCENT = 400;
const MENTIONS = /financial assistance|charity care|financial aid|assistance program/i;

async function guidelineFor(
  input: AnalyzeInput,
  region: PovertyGuideline['region'],
): Promise<PovertyGuideline | null> {
  const year = Number((input.parsed.statementDate ?? input.today).slice(0, 4));
  for (const y of [year, year - 1, year - 2, year + 1]) {
    const g = await input.reference.povertyGuideline(y, region);
    if (g) return g;
  }
  return null;
}

/** The whole line of text around a position. */
function lineAround(text: string, at: number) {
  const start = text.lastIndexOf('\n', at) + 1;
  const end = text.indexOf('\n', at);
  return { start, end: end < 0 ? text.length : end };
}

export const financialAssistance: Rule = async (input) => {
  const { parsed, household } = input;
  if (parsed.documentType !== 'bill') return [];
  const balance = parsed.totals.patientBalance;
  const mentioned = parsed.mentionsFinancialAssistance || MENTIONS.test(input.text);
  if (household && household.size >= 1 && household.income >= 0) {
    const g = await guidelineFor(input, household.region ?? 'contiguous');
    if (g) {
      const line = g.base + g.perExtraPerson * (household.size - 1);
      const percent = Math.round((household.income / line) * 100);
      if (percent <= DISCOUNT_FPL_PERCENT) {
        const free = percent <= FREE_CARE_FPL_PERCENT;
        const severity = free ? 'high' : 'medium';
        return [
          {
            type: 'financial_assistance',
            severity,
            title: free ? 'You may qualify for free care' : 'You may qualify for a discount',
            description:
              `Your household income of ${money(household.income)} for ${household.size} ` +
              `${household.size === 1 ? 'person' : 'people'} is about ${percent}% of the federal poverty guideline ` +
              `(${money(line)} in ${g.year}). ` +
              (free
                ? 'Many hospitals, and most nonprofit ones, give free care below 200% of the guideline.'
                : 'Many hospitals discount bills for households up to 400% of the guideline.'),
            codes: [],
            amount: balance,
            savingsPotential: free ? balance : null,
            recommendations: recommendations(
              severity,
              "Ask the billing office for the hospital's financial assistance application and apply before paying.",
              'Ask them to pause collection while your application is reviewed.',
            ),
            evidence: [],
            source: { name: 'HHS poverty guidelines', version: g.sourceVersion },
            reasonClass: null,
            deadline: null,
          },
        ];
      }
    }
  }
  if (!mentioned) return [];
  const m = MENTIONS.exec(input.text);
  return [
    {
      type: 'financial_assistance',
      severity: 'low',
      title: 'Financial assistance may be available',
      description:
        'This bill mentions financial assistance. Nonprofit hospitals must have a written financial assistance ' +
        '(charity care) policy, and many help households well above the poverty line.',
      codes: [],
      amount: balance,
      savingsPotential: null,
      recommendations: recommendations(
        'low',
        'Ask the billing office for the financial assistance policy and application.',
      ),
      evidence: m ? spanEvidence(input, lineAround(input.text, m.index)) : [],
      source: ownSource('Nonprofit hospital financial assistance rules (IRS 501(r))'),
      reasonClass: null,
      deadline: null,
    },
  ];
};
