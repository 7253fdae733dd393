import { describe, expect, it } from 'vitest';
import type { AnalysisResult, Finding } from '@clearbill/shared';
import { openPdf } from '../extraction/pdfjs';
import { renderAnalysisReport } from './render-report';

function finding(n: number, overrides: Partial<Finding> = {}): Finding {
  return {
    id: `duplicate_charge-${n}`,
    type: 'duplicate_charge',
    severity: 'high',
    title: `Charged twice for an office visit (${n})`,
    description: 'CPT 99213 appears twice on 01/15/2025 with the same amount.',
    codes: ['99213'],
    amount: 180,
    savingsPotential: 180,
    recommendations: [
      'Ask the billing office to remove the second charge.',
      'Read more about [duplicate charges](https://www.cms.gov/medical-bill-rights).',
    ],
    evidence: [
      {
        text: '01/15/2025\t99213\tOffice visit, established patient\t$180.00',
        lineIndex: 0,
        location: { page: 1, box: null },
      },
      {
        text: '01/15/2025\t99213\tOffice visit, established patient\t$180.00',
        lineIndex: 1,
        location: { page: 2, box: null },
      },
    ],
    source: { name: 'Bill lines compared', version: null },
    reasonClass: null,
    deadline: null,
    ...overrides,
  };
}

function analysis(findings: Finding[]): AnalysisResult {
  return {
    documentId: 'doc-1',
    documentType: 'bill',
    createdAt: '2026-03-02T10:00:00.000Z',
    riskScore: 78,
    riskBand: 'high',
    riskLevel: 'High',
    appealLikelihood: 0.62,
    potentialSavings: 420.5,
    savingsCappedAt: null,
    readingNotice: null,
    findings,
    extracted: {
      totalAmount: 480,
      patientBalance: 360,
      providerInfo: null,
      insuranceInfo: null,
      services: [],
    },
    sources: [{ name: 'NCCI procedure-to-procedure edits', version: '2026 Q1' }],
    saved: false,
    limited: false,
  };
}

async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const doc = await openPdf(bytes);
  try {
    const parts: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return { pages: doc.numPages, text: parts.join('\n').replace(/\s+/g, ' ') };
  } finally {
    await doc.destroy();
  }
}

const generatedAt = new Date('2026-03-04T15:30:00Z');

describe('renderAnalysisReport', () => {
  it('writes the summary, every finding with its evidence, next steps, deadlines and the note', async () => {
    const appeal = finding(2, {
      id: 'appeal_opportunity-1',
      type: 'appeal_opportunity',
      severity: 'medium',
      title: 'The insurer denied the lab panel: you can appeal',
      description: 'The claim for 80053 was denied as not medically necessary (CARC 50).',
      codes: ['80053'],
      amount: 95,
      savingsPotential: 95,
      reasonClass: 'medical_necessity',
      deadline: '2026-08-29',
      evidence: [{ text: 'Denied: CO-50', lineIndex: null, location: null }],
      source: { name: 'CARC', version: '2026-01' },
    });
    const bytes = await renderAnalysisReport({
      documentName: 'riverside-bill.pdf',
      documentType: 'bill',
      analysis: analysis([finding(1), appeal]),
      generatedAt,
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { text } = await pdfText(bytes);
    for (const expected of [
      'Bill review report',
      'riverside-bill.pdf',
      'Medical bill',
      'March 4, 2026',
      'Risk score: 78 of 100',
      'High risk',
      'Potential savings: $420.50',
      'Issues found: 2 (1 high priority)',
      'Charged twice for an office visit (1)',
      'The insurer denied the lab panel: you can appeal',
      'High priority',
      'Medium priority',
      'Possible savings: $180',
      'Page 1: 01/15/2025 · 99213 · Office visit, established patient · $180.00',
      'Page 2: 01/15/2025',
      'duplicate charges (https://www.cms.gov/medical-bill-rights)',
      'Source: CARC, 2026-01',
      'Deadline: act by August 29, 2026',
      'Next steps',
      'Deadlines',
      'Checks and reference data used',
      'NCCI procedure-to-procedure edits, 2026 Q1',
      'not legal, financial or medical advice',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('prints "Why this is your right" under a finding that cites a rule, with its citation and link', async () => {
    const cited = { ...finding(1), regulationIds: ['nsa-emergency-balance-billing'] };
    const bytes = await renderAnalysisReport({
      documentName: 'er-bill.pdf',
      documentType: 'bill',
      analysis: {
        ...analysis([cited, finding(2)]),
        regulations: [
          {
            id: 'nsa-emergency-balance-billing',
            title: 'No Surprises Act: no balance bills for out-of-network emergency care',
            source: '45 CFR 149.410',
            sourceUrl: 'https://www.ecfr.gov/current/title-45/section-149.410',
          },
        ],
      },
      generatedAt,
    });
    const { text } = await pdfText(bytes);
    expect(text).toContain('Why this is your right');
    expect(text).toContain(
      'No Surprises Act: no balance bills for out-of-network emergency care (45 CFR 149.410)',
    );
    expect(text).toContain('https://www.ecfr.gov/current/title-45/section-149.410');
    // Only the finding that cites it: the heading once.
    expect(text.split('Why this is your right')).toHaveLength(2);
  });

  it('wraps long text and flows onto new pages, each with its footer', async () => {
    const long = 'This description is deliberately long. '.repeat(60);
    const url = `https://example.org/${'a'.repeat(300)}`;
    const findings = Array.from({ length: 14 }, (_, i) =>
      finding(i + 1, { description: long, recommendations: [`See ${url}`] }),
    );
    const bytes = await renderAnalysisReport({
      documentName: 'long.pdf',
      documentType: null,
      analysis: analysis(findings),
      generatedAt,
    });
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBeGreaterThan(4);
    expect(text).toContain('Charged twice for an office visit (14)');
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('says so when nothing was found, and survives characters the fonts lack', async () => {
    const bytes = await renderAnalysisReport({
      documentName: 'scan ✓ 東京.pdf',
      documentType: 'eob',
      analysis: {
        ...analysis([]),
        potentialSavings: 0,
        riskScore: 10,
        riskBand: 'low',
        riskLevel: 'Very Low',
      },
      generatedAt,
    });
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBe(1);
    expect(text).toContain('We did not find billing problems');
    expect(text).toContain('Potential savings: None found');
    expect(text).toContain('Very Low risk');
    expect(text).toContain('Explanation of benefits');
    expect(text).toContain('No deadline was printed');
  });

  it('the reading notice with what to do, the savings cap, and each line quoted once', async () => {
    const price = finding(2, { type: 'excessive_pricing', title: 'Priced high', savingsPotential: 100 });
    const bytes = await renderAnalysisReport({
      documentName: 'bill.pdf',
      documentType: 'bill',
      analysis: {
        ...analysis([finding(1), price]),
        potentialSavings: 200,
        savingsCappedAt: 200,
        readingNotice: {
          message: 'We could not read every line of this bill',
          linesTotal: 360,
          printedTotal: 520,
          unreadRows: 2,
        },
      },
      generatedAt,
    });
    const { text } = await pdfText(bytes);
    expect(text).toContain('We could not read every line of this bill');
    expect(text).toContain('The lines we read add up to $360, but the total printed is $520');
    expect(text).toContain('Ask the billing office for an itemized bill');
    expect(text).toContain('Potential savings: $200 (capped at what you are asked to pay)');
    expect(text.split('Office visit, established patient').length - 1).toBe(2);
    expect(text.split('Page 2: 01/15/2025').length - 1).toBe(1);
    expect(text).toContain('2 lines are quoted under finding 1 above.');
  });

  it('a finding grouped over a long statement quotes its first lines and counts the rest', async () => {
    const evidence = Array.from({ length: 2000 }, (_, i) => ({
      text: `day ${i + 1}\t97110\tTherapeutic exercise\t$84.29`,
      lineIndex: i,
      location: { page: Math.floor(i / 40) + 1, box: null },
    }));
    const grouped = finding(1, {
      title: 'Charged more than once a day for the same service, on 1,000 days',
      evidence,
    });
    const bytes = await renderAnalysisReport({
      documentName: 'statement.pdf',
      documentType: 'bill',
      analysis: analysis([grouped]),
      generatedAt,
    });
    const { pages, text } = await pdfText(bytes);
    expect(text).toContain('on 1,000 days');
    expect(text).toContain('Page 1: day 1');
    expect(text).not.toContain('day 2000');
    expect(text).toMatch(/and 1,?988 more lines/);
    expect(pages).toBeLessThanOrEqual(3);
  });
});
