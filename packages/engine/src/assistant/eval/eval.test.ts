import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nationalResources } from '../../resources/national';
import type { CodeInfo, CodeSystem } from '../../reference-data';
import { answerQuestion, type AssistantAnalysis } from '../assistant';
import { createMemoryKnowledge } from '../memory-knowledge';

/**
 * The evaluation set (issue 13 "Done when"): questions written by us with the facts each answer must and
 * must not contain, run against an in-memory knowledge with a few codes (our own labels, never the AMA's).
 */

interface EvalQuestion {
  id: string;
  category: string;
  question: string;
  must: string[];
  mustNot: string[];
  signedIn?: boolean;
  urgent?: boolean;
}

const questions: EvalQuestion[] = readFileSync(path.join(__dirname, 'questions.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as EvalQuestion);

const code = (c: string, codeType: CodeSystem, title: string, sourceVersion = '2025'): CodeInfo => ({
  code: c,
  codeType,
  title,
  category: null,
  billable: true,
  expirationDate: null,
  sourceVersion,
});

const codes: CodeInfo[] = [
  code('99213', 'CPT', 'Office visit, established patient, low complexity'),
  code('99214', 'CPT', 'Office visit, established patient, moderate complexity'),
  code('99285', 'CPT', 'Emergency department visit, high severity'),
  code('80053', 'CPT', 'Comprehensive metabolic panel (blood test)'),
  code('36415', 'CPT', 'Routine venous blood draw'),
  code('71046', 'CPT', 'Chest x-ray, 2 views'),
  code('93000', 'CPT', 'Electrocardiogram (ECG) with reading'),
  code('90686', 'CPT', 'Flu vaccine, quadrivalent, preservative free'),
  code('E11.9', 'ICD-10-CM', 'Type 2 diabetes mellitus without complications', 'FY2026'),
  code('I10', 'ICD-10-CM', 'Essential (primary) hypertension, high blood pressure', 'FY2026'),
  code('J1100', 'HCPCS', 'Injection, dexamethasone sodium phosphate, 1 mg'),
  code('A0427', 'HCPCS', 'Ambulance service, advanced life support, emergency'),
  code('0450', 'REVENUE', 'Emergency room'),
  code('0300', 'REVENUE', 'Laboratory, general'),
  code('470', 'DRG', 'Major hip and knee joint replacement without MCC', 'v42'),
];

const analyses: AssistantAnalysis[] = [
  {
    documentId: 'doc-1',
    documentType: 'medical_bill',
    createdAt: '2026-11-20T10:00:00.000Z',
    potentialSavings: 412.5,
    riskLevel: 'High',
    findings: [
      {
        type: 'duplicate_charge',
        severity: 'high',
        title: 'Duplicate charge for a blood draw',
        savingsPotential: 312.5,
        deadline: null,
        recommendations: ['Ask the billing office to remove the second charge.'],
      },
      {
        type: 'appeal_opportunity',
        severity: 'medium',
        title: 'Denied MRI may be appealed',
        savingsPotential: null,
        deadline: '2026-12-15',
        recommendations: ['Ask your doctor for a letter of medical necessity.'],
      },
      {
        type: 'excessive_pricing',
        severity: 'low',
        title: 'Office visit priced above typical rates',
        savingsPotential: 100,
        deadline: null,
        recommendations: [],
      },
    ],
  },
];

const visitor = createMemoryKnowledge({ codes, resources: nationalResources });
const signedIn = createMemoryKnowledge({ codes, resources: nationalResources, analyses });

/** Durations the deadline rules and the laws we cite hold; any other is an invented deadline. */
const ALLOWED_DURATIONS = new Set([
  '180 days',
  '4 months',
  '120 days',
  '60 days',
  '30 days',
  '15 days',
  '240 days',
  '72 hours',
  '24 hours',
]);

describe('assistant evaluation set', () => {
  it('has at least 120 questions, each with facts to check', () => {
    expect(questions.length).toBeGreaterThanOrEqual(120);
    for (const q of questions) expect(q.must.length).toBeGreaterThan(0);
  });

  it('answers >= 95% with the right facts and never states a forbidden fact', async () => {
    const failures: string[] = [];
    const forbidden: string[] = [];
    for (const q of questions) {
      const a = await answerQuestion(q.question, q.signedIn ? signedIn : visitor);
      // The answer as the patient sees it: the text and the links of its sources.
      const text = [a.response, ...a.sources.map((s) => s.url ?? '')].join('\n').toLowerCase();
      const missing = q.must.filter((f) => !text.includes(f.toLowerCase()));
      const bad = q.mustNot.filter((f) => text.includes(f.toLowerCase()));
      // Invented deadlines: every "N days/months/hours" must be one the rules hold.
      for (const m of text.matchAll(/\b(\d+) (days|months|hours)\b/g))
        if (!ALLOWED_DURATIONS.has(`${m[1]} ${m[2]}`)) bad.push(`duration ${m[0]}`);
      // Invented amounts: every dollar amount must be in the question, the analyses or the law ($400).
      const known = new Set(['$400', '$412.50', '$312.50', '$100']);
      for (const m of a.response.matchAll(/\$[\d,]+(\.\d+)?/g))
        if (!known.has(m[0]) && !q.question.includes(m[0])) bad.push(`amount ${m[0]}`);
      // Invented codes: every medical code returned is in the knowledge or our reason-code lists.
      for (const c of a.medicalCodes)
        if (!['CARC', 'RARC'].includes(c.codeType) && !codes.some((k) => k.code === c.code))
          bad.push(`code ${c.code}`);
      if (q.urgent !== undefined && Boolean(a.urgent) !== q.urgent) missing.push(`urgent=${q.urgent}`);
      if (q.urgent && !/^call (or text 988|911)/i.test(a.response)) missing.push('crisis lines first');
      if (a.sources.length === 0 || !a.response.includes('Sources:')) missing.push('sources');
      if (a.suggestions.length !== 4) missing.push('4 suggestions');
      if (missing.length > 0) failures.push(`${q.id} "${q.question}": missing ${missing.join(', ')}`);
      if (bad.length > 0) forbidden.push(`${q.id} "${q.question}": ${bad.join(', ')}`);
    }
    const passed = questions.length - failures.length;
    const rate = passed / questions.length;
    console.log(
      `assistant evaluation: ${passed}/${questions.length} passed (${(rate * 100).toFixed(1)}%), forbidden facts: ${forbidden.length}`,
    );
    if (failures.length) console.log(failures.join('\n'));
    if (forbidden.length) console.log(forbidden.join('\n'));
    expect(forbidden).toEqual([]);
    expect(rate).toBeGreaterThanOrEqual(0.95);
  });
});
