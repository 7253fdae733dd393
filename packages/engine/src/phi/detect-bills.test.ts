import { describe, expect, it } from 'vitest';
import { detectPhi } from './detect';
import { detected, expectRedaction } from './test-helpers';

// Made-up people and numbers; layouts unlike the dev corpus on purpose.

describe('detectPhi on bills', () => {
  it('reads labels in two columns, Last, First in capitals and a multi-line address with a unit', () => {
    const text = [
      'MERCY GENERAL HOSPITAL',
      'Customer Service: 1-888-555-2101  Mon-Fri 8am-5pm',
      '',
      'Patient: GARCIA, MARIA L                    Guarantor: Garcia, Jose',
      'DOB: Jan 5, 1980                             Guarantor Phone: 916.555.0187',
      'Address: 2231 Alder Creek Rd Apt 12B',
      '         Elk Grove, CA 95758',
      'MRN: 00923811     Visit #: V2025-00381     Admit: 01/28/2025',
      'Primary Insurance: Blue Cross Blue Shield   Member ID: XEH884512307   Group #: 0074411',
      '01/28/25   0450  99284  EMERGENCY DEPT VISIT   1   $1,240.00',
      '01/28/25   0636  J2405  ONDANSETRON HCL INJ    4   $88.00',
      'Diagnosis: E11.9, R11.2',
      'Attending Physician: Dr. Alan Whitfield, MD     NPI: 1538274619',
    ].join('\n');
    const out = expectRedaction(
      text,
      [
        'GARCIA',
        'MARIA',
        'Jose',
        'Jan 5, 1980',
        '916.555.0187',
        '2231 Alder',
        'Apt 12B',
        'Elk Grove',
        '95758',
      ],
      [
        'MERCY GENERAL HOSPITAL',
        '1-888-555-2101',
        '99284',
        'J2405',
        '0450',
        '0636',
        'E11.9',
        'R11.2',
        '$1,240.00',
      ],
    );
    expect(out).not.toMatch(/00923811|V2025-00381|XEH884512307|0074411/);
    expect(out).toContain('Blue Cross Blue Shield');
    expect(out).toContain('Dr. Alan Whitfield, MD');
    expect(out).toContain('1538274619');
    expect(out).toContain('01/28/2025');
    expect(out.split('\n')).toHaveLength(text.split('\n').length);
  });

  it('pairs a header row with the row of values below it', () => {
    const text =
      'STATEMENT DATE     ACCOUNT NUMBER     AMOUNT DUE\n02/14/2025         HB-00482291        $1,482.30';
    expect(detected(text)).toEqual([{ type: 'account_number', text: 'HB-00482291' }]);
  });

  it('pairs a column of labels with the column of values below (one cell per line)', () => {
    const text =
      'Patient Name\nAccount #\nDate of Birth\nSmith, John\nA0045522\n12/01/1975\nInsurance\nMedicare';
    expect(detected(text)).toEqual([
      { type: 'name', text: 'Smith, John' },
      { type: 'account_number', text: 'A0045522' },
      { type: 'date_of_birth', text: '12/01/1975' },
    ]);
  });

  it('takes a value from the next line when the label ends its line', () => {
    expectRedaction('Responsible party:\nKatherine Wojcik\nPolicy Number:\nQRT-55821-09', [
      'Katherine',
      'Wojcik',
      'QRT-55821-09',
    ]);
  });

  it('accepts other label wordings and OCR noise', () => {
    const out = expectRedaction(
      [
        'Pt Name: Li Wei Zhang',
        'Birth Date 1980-01-05',
        'Member lD: ZGP 448 201 337',
        'Acct No. 8812-004417',
        'Med Rec #: 000448120',
        'Social Security No: 219-09-9999',
        'Insured: Ramona Q. Fairweather',
      ].join('\n'),
      ['Zhang', '1980-01-05', '448 201 337', '8812-004417', '000448120', '219-09-9999', 'Fairweather'],
    );
    expect(out).toContain('[DOB]');
    expect(out).toContain('[MEMBER ID]');
  });

  it('keeps the billing office phone and removes the patient phone', () => {
    const out = expectRedaction(
      'Billing office (614) 555-0100\nHome phone: (555) 123-4567 ext 12\nCell: +1 555 321 7654\nPlease call (916) 555-0199 with questions.',
      ['123-4567', 'ext 12', '321 7654'],
      ['(614) 555-0100', '(916) 555-0199'],
    );
    expect(out).toContain('Home phone: [PHONE]');
  });

  it('finds a PO box and a rural route', () => {
    expectRedaction('Mail to: Dale Ostrowski\nPO Box 1182\nRR 2 Box 15\nWinslow, AZ 86047', [
      'Ostrowski',
      '1182',
      'Box 15',
      'Winslow',
      '86047',
    ]);
  });

  it('keeps codes, amounts, service dates, payers and facilities', () => {
    const text = [
      'Lakeside Regional Medical Center   Department of Radiology',
      'Payer: Aetna   Plan: Medicare Advantage PPO',
      'DOS 03/04/2025  CPT 72148  MRI lumbar spine wo contrast  $2,140.00',
      'DOS 03/04/2025  HCPCS A9579  Gadolinium contrast  $112.50',
      'Rev code 0610  ICD-10 M54.50  Units 1',
      'Total charges $2,252.50  Insurance paid $1,400.00  Patient balance $852.50',
    ].join('\n');
    expect(detectPhi(text)).toEqual([]);
  });

  it('gives every span a confidence between 0 and 1, sorted and without overlap', () => {
    const spans = detectPhi('Patient: Ann Lee  DOB: 02/03/1944  SSN 123-45-6789  Phone 555-222-3333');
    expect(spans.length).toBe(4);
    for (const [i, s] of spans.entries()) {
      expect(s.confidence).toBeGreaterThan(0);
      expect(s.confidence).toBeLessThanOrEqual(1);
      if (i > 0) expect(s.start).toBeGreaterThanOrEqual(spans[i - 1]!.end);
    }
  });
});

describe('detectPhi on EOBs', () => {
  it('reads an EOB header and keeps its claim table', () => {
    const text = [
      'UnitedHealthcare',
      'Explanation of Benefits - This is not a bill',
      "Subscriber:   Thomas J. O'Brien          Subscriber ID: 9482-11736-02",
      "Patient:      Emily O'Brien (daughter)    Patient DOB: 2011-03-22",
      'Claim #:      ECN 2025031900412           Provider: Valley Pediatrics Group',
      'Service Date  Code   Billed    Allowed   Paid     Patient Resp  Remark',
      '03/04/2025    99213  $185.00   $102.40   $81.92   $20.48        CO-45',
      '03/04/2025    87880  $45.00    $18.10    $18.10   $0.00',
      'Questions? Call Member Services at 1-866-555-0199 (TTY 711).',
    ].join('\n');
    expectRedaction(
      text,
      ["O'Brien", 'Thomas', 'Emily', '9482-11736-02', '2011-03-22', '2025031900412'],
      ['UnitedHealthcare', 'Valley Pediatrics Group', '99213', '87880', 'CO-45', '$102.40', '1-866-555-0199'],
    );
  });

  it('finds claim numbers and Medicare identifiers', () => {
    expectRedaction('Medicare ID: 1EG4-TE5-MK72\nICN: 0225032188410\nClaim No. 25A1133902-01', [
      '1EG4-TE5-MK72',
      '0225032188410',
      '25A1133902-01',
    ]);
  });
});

describe('detectPhi on OCR text', () => {
  it('tolerates misread letters and digits in labels and values', () => {
    const out = expectRedaction(
      [
        'Patlent Name: Jana Go1dner',
        'D0B: O6/O2/l959',
        'MRN: MRN734l231',
        'SSN: 370-27-444O',
        'Acc ount Number: 29932380',
        'Member lD: LXB26585B375',
      ].join('\n'),
      ['Jana', 'Go1dner', 'O6/O2/l959', 'MRN734l231', '370-27-444O', '29932380', 'LXB26585B375'],
    );
    expect(out).toContain('Patlent Name: [NAME]');
  });

  it('finds a value that a PDF line break moved below its label', () => {
    const text =
      'RE: Notice of adverse benefit determination Member ID: QSG917869675 Date of birth:\n03/20/1944\nClaim for services on 03/16/2026';
    expect(detected(text)).toEqual([
      { type: 'insurance_id', text: 'QSG917869675' },
      { type: 'date_of_birth', text: '03/20/1944' },
    ]);
  });

  it('reads tab-separated columns as cells', () => {
    const text =
      'Patient Name: Jana Wexler\tAccount Number: 29932380\nAddress: 5673 Rutherford Trail\tMRN: MRN7341231';
    expect(detected(text).map((d) => d.type)).toEqual(['name', 'account_number', 'address', 'mrn']);
  });
});

describe('labelled identifiers written in groups', () => {
  it('removes an account number written 7734-2291 but keeps a range of values', () => {
    const text = [
      'Riverside Clinic',
      'Account #: 7734-2291',
      'Acct: 1234-5678',
      'Ref range 500-1000CC, 95-97',
    ].join('\n');
    expectRedaction(text, ['7734-2291', '1234-5678'], ['500-1000CC', '95-97', 'Riverside Clinic']);
  });
});
