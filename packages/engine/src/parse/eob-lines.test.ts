import { describe, expect, it } from 'vitest';
import { parseDocument } from './index';
import { tsv, view } from './test-helpers';

// Made-up EOBs in layouts the dev corpus does not use.

describe('EOB lines', () => {
  it('reads billed, allowed, deductible, coinsurance, paid and owed columns with several group codes', () => {
    const text = [
      'Anthem Blue Cross',
      'Explanation of Benefits - This is not a bill',
      'Processed date: 04/12/2026\tClaim #: [CLAIM]',
      'Patient: [NAME]\tMember ID: [MEMBER ID]',
      'Provider: Harbor Imaging Center (Out-of-network)',
      'Network: Out-of-network',
      tsv([
        [
          'Service Date',
          'Service',
          'Amount Billed',
          'Network Discount',
          'Amount Allowed',
          'Deductible',
          'Coinsurance',
          'Plan Paid',
          'You Owe',
          'Codes',
        ],
        [
          '03/18/2026',
          'MRI lumbar spine w/o dye (72148)',
          '$2,400.00',
          '$0.00',
          '$612.00',
          '$500.00',
          '$22.40',
          '$89.60',
          '$2,310.40',
          'PR-1 PR-2 PR-242',
        ],
        [
          '03/18/2026',
          'Contrast material (A9579)',
          '$180.00',
          '$0.00',
          '$0.00',
          '$0.00',
          '$0.00',
          '$0.00',
          '$180.00',
          'PR-204',
        ],
        ['Claim totals', '$2,580.00', '$0.00', '$612.00', '$500.00', '$22.40', '$89.60', '$2,490.40'],
      ]),
      'PR-1 Deductible amount. PR-2 Coinsurance amount.',
      'PR-204: This service is not covered under your current benefit plan.',
      'You may appeal within 180 days of the date of this notice.',
    ].join('\n');
    const doc = parseDocument(text, 'eob');
    expect(view(doc.lines)).toEqual([
      { code: '72148', units: 1, amount: 2400 },
      { code: 'A9579', units: 1, amount: 180 },
    ]);
    const [mri, contrast] = doc.lines;
    expect(mri).toMatchObject({ allowed: 612, planPaid: 89.6, patientResponsibility: 2310.4, denied: false });
    expect(mri!.adjustments.map((a) => `${a.group}-${a.carc}`)).toEqual(['PR-1', 'PR-2', 'PR-242']);
    expect(contrast).toMatchObject({ allowed: 0, planPaid: 0, denied: true });
    expect(doc.totals.totalCharges).toBe(2580);
    expect(doc.totals.payments).toBe(89.6);
    expect(doc.totals.patientResponsibility).toBe(2490.4);
    expect(doc.networkStatus).toBe('out_of_network');
    expect(doc.providerName).toBe('Harbor Imaging Center');
    expect(doc.payerName).toBe('Anthem Blue Cross');
    expect(doc.statementDate).toBe('2026-04-12');
    expect(doc.denial).toMatchObject({
      reasonCodes: ['PR-204'],
      codes: ['A9579'],
      amount: 180,
      reasonClass: 'other',
      noticeDate: '2026-04-12',
      appealDeadline: '2026-10-09',
    });
    expect(doc.denial!.reasonText).toContain('not covered');
  });

  it('reads a space-aligned EOB where a denied line has blank allowed and paid cells', () => {
    const text = [
      'UNITEDHEALTHCARE',
      'EXPLANATION OF BENEFITS',
      'Date of notice: 11/03/2025',
      'Provider: Westside Physical Therapy   Network status: In network',
      '',
      'Dates of Service   Procedure   Units   Charged     Approved    Paid        Patient Resp   Remark',
      '10/06/2025         97161       1       $185.00     $96.00      $76.80      $19.20         CO-45',
      '10/06/2025         97110       4       $320.00     $112.00     $89.60      $22.40         CO-45',
      '10/06/2025         97750       2       $210.00                             $0.00          CO-50',
      '',
      'CO-50 These are non-covered services because this is not deemed a medical necessity by the payer.',
    ].join('\n');
    const doc = parseDocument(text, 'eob');
    expect(view(doc.lines)).toEqual([
      { code: '97161', units: 1, amount: 185 },
      { code: '97110', units: 4, amount: 320 },
      { code: '97750', units: 2, amount: 210 },
    ]);
    expect(doc.lines[0]!.adjustments).toEqual([{ group: 'CO', carc: '45', amount: 89 }]);
    expect(doc.lines.map((l) => l.denied)).toEqual([false, false, true]);
    expect(doc.denial).toMatchObject({ reasonClass: 'medical_necessity', codes: ['97750'], amount: 210 });
    expect(doc.networkStatus).toBe('in_network');
    expect(doc.providerName).toBe('Westside Physical Therapy');
  });

  it('reads an EOB printed one cell per line', () => {
    const text = [
      'Humana',
      'Date',
      'Code',
      'Billed',
      'Allowed',
      'Plan paid',
      'You owe',
      'Remark',
      '09/09/2025',
      '99395',
      '$310.00',
      '$180.00',
      '$180.00',
      '$0.00',
      'CO-45',
      '09/09/2025',
      '90686',
      '$48.00',
      '$0.00',
      '$0.00',
      '$48.00',
      'CO-197',
      'Total you owe',
      '$48.00',
    ].join('\n');
    const doc = parseDocument(text, 'eob');
    expect(view(doc.lines)).toEqual([
      { code: '99395', units: 1, amount: 310 },
      { code: '90686', units: 1, amount: 48 },
    ]);
    expect(doc.lines[1]).toMatchObject({ allowed: 0, patientResponsibility: 48, denied: true });
    expect(doc.totals.patientResponsibility).toBe(48);
    expect(doc.denial).toMatchObject({ reasonClass: 'prior_authorization', reasonCodes: ['CO-197'] });
  });

  it('reads an EOB with a line number, a description column and codes with their adjustment amounts', () => {
    const text = [
      'Cigna',
      'Your claim summary',
      tsv([
        [
          'Line',
          'Date(s) of service',
          'Service description',
          'Code',
          'Amount billed',
          'Plan allowance',
          'Plan pays',
          'What you owe',
          'Adjustment reason',
        ],
        [
          '1',
          '02/14/2026 - 02/14/2026',
          'Emergency room visit',
          '99285',
          '$1,640.00',
          '$540.00',
          '$432.00',
          '$108.00',
          'CO-45 $1,100.00',
        ],
        [
          '2',
          '02/14/2026 - 02/14/2026',
          'CT head',
          '70450',
          '$960.00',
          '$210.00',
          '$168.00',
          '$42.00',
          'CO-45 $750.00',
        ],
      ]),
    ].join('\n');
    const doc = parseDocument(text, 'eob');
    expect(view(doc.lines, ['date'])).toEqual([
      { code: '99285', units: 1, amount: 1640, date: '2026-02-14' },
      { code: '70450', units: 1, amount: 960, date: '2026-02-14' },
    ]);
    expect(doc.lines[0]).toMatchObject({ allowed: 540, planPaid: 432, patientResponsibility: 108 });
    expect(doc.setting).toBe('emergency');
  });

  it('explains a denial through a footnote letter and reads a summary block of totals', () => {
    const text = [
      'Kaiser Permanente',
      'Claim summary\tAmount billed\t$240.00\tPlan discount\t$85.00\tPlan paid\t$76.00\tYou owe\t$79.00',
      tsv([
        ['Service', 'Date', 'Code', 'Charged', 'Allowed', 'Paid', 'Your Cost', 'See Note'],
        ['Office visit', '01/10/2026', '99213', '$180.00', '$95.00', '$76.00', '$19.00', ''],
        ['Lab test', '01/10/2026', '87086', '$60.00', '', '', '$60.00', 'A'],
      ]),
      'Notes: A - This charge was denied because the service requires a referral.',
    ].join('\n');
    const doc = parseDocument(text, 'eob');
    expect(view(doc.lines)).toEqual([
      { code: '99213', units: 1, amount: 180 },
      { code: '87086', units: 1, amount: 60 },
    ]);
    expect(doc.lines.map((l) => l.denied)).toEqual([false, true]);
    expect(doc.denial).toMatchObject({ reasonClass: 'prior_authorization', codes: ['87086'], amount: 60 });
    expect(doc.denial!.reasonText).toMatch(/requires a referral/);
    const { spans: _spans, ...totals } = doc.totals;
    expect(totals).toMatchObject({
      totalCharges: 240,
      adjustments: 85,
      payments: 76,
      patientResponsibility: 79,
    });
    expect(doc.payerName).toBe('Kaiser Permanente');
  });

  it('reads the code and its description from one cell', () => {
    const text = tsv([
      ['Date of Service', 'Procedure', 'Billed', 'Plan Discount', 'Plan Paid', 'Your Responsibility'],
      ['04/04/2026', '99213 - Office Visit', '$165.00', '$70.00', '$76.00', '$19.00'],
      ['04/04/2026', '81001 - Urinalysis', '$22.00', '$12.00', '$8.00', '$2.00'],
    ]);
    const doc = parseDocument(text, 'eob');
    expect(view(doc.lines)).toEqual([
      { code: '99213', units: 1, amount: 165 },
      { code: '81001', units: 1, amount: 22 },
    ]);
    expect(doc.lines[0]).toMatchObject({
      planPaid: 76,
      patientResponsibility: 19,
      description: 'Office Visit',
    });
  });

  it('reads single-spaced OCR rows, codes printed together and a remark line under its row', () => {
    const text = [
      'EXPLANATION OF BENEFITS',
      'DATE CODE BILLED ALLOWED PAID YOU OWE REMARKS',
      '07/22/2025 99204 $385.00 $190.00 $152.00 $38.00 CO-45/PR-2',
      '07/22/2025 93000 $95.00 $0.00 $0.00 $95.00',
      'Remark: PR-96 Non-covered charge(s).',
    ].join('\n');
    const doc = parseDocument(text, 'eob');
    expect(view(doc.lines)).toEqual([
      { code: '99204', units: 1, amount: 385 },
      { code: '93000', units: 1, amount: 95 },
    ]);
    expect(doc.lines[0]!.adjustments.map((a) => `${a.group}-${a.carc}`)).toEqual(['CO-45', 'PR-2']);
    expect(doc.lines[1]!.adjustments.map((a) => `${a.group}-${a.carc}`)).toEqual(['PR-96']);
    expect(doc.lines.map((l) => l.denied)).toEqual([false, true]);
  });
});
