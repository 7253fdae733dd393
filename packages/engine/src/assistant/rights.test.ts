import { describe, expect, it } from 'vitest';
import type { RegulationCitation } from '@clearbill/shared';
import { answerQuestion, type AssistantAnalysis } from './assistant';
import { createMemoryKnowledge } from './memory-knowledge';

const appealRule: RegulationCitation = {
  id: 'aca-internal-appeals-external-review',
  title: 'Internal appeals and external review for health coverage',
  source: '45 CFR 147.136',
  sourceUrl: 'https://www.ecfr.gov/current/title-45/section-147.136',
};

const analyses: AssistantAnalysis[] = [
  {
    documentId: 'doc-9',
    documentType: 'eob',
    createdAt: '2026-11-20T10:00:00.000Z',
    potentialSavings: 0,
    riskLevel: 'Moderate',
    findings: [
      {
        type: 'appeal_opportunity',
        severity: 'medium',
        title: 'Denied MRI may be appealed',
        savingsPotential: null,
        deadline: '2026-12-15',
        recommendations: ['Ask your doctor for a letter of medical necessity.'],
        rights: [appealRule],
      },
      {
        type: 'math_error',
        severity: 'low',
        title: 'Totals do not add up',
        savingsPotential: null,
        deadline: null,
        recommendations: [],
      },
    ],
  },
];

const knowledge = createMemoryKnowledge({ codes: [], resources: [], analyses });

describe("the assistant names the rule behind the patient's findings", () => {
  it('explains the bill with "Why this is your right", the citation and its official text as a source', async () => {
    const a = await answerQuestion('Explain my last bill', knowledge);
    expect(a.intent).toBe('my_analysis');
    expect(a.response).toContain(
      'Why this is your right: Internal appeals and external review for health coverage (45 CFR 147.136).',
    );
    expect(a.sources).toContainEqual({
      label: '45 CFR 147.136: Internal appeals and external review for health coverage',
      url: 'https://www.ecfr.gov/current/title-45/section-147.136',
    });
    expect(a.facts.join(' ')).toContain('45 CFR 147.136');
  });

  it('names it for the first step too, and says nothing of rights when no finding cites one', async () => {
    const first = await answerQuestion('What should I do first?', knowledge);
    expect(first.response).toContain('(45 CFR 147.136)');
    const none = createMemoryKnowledge({
      codes: [],
      resources: [],
      analyses: [{ ...analyses[0]!, findings: [{ ...analyses[0]!.findings[1]! }] }],
    });
    const plain = await answerQuestion('Explain my last bill', none);
    expect(plain.response).not.toContain('Why this is your right');
  });
});
