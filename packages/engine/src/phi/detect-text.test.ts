import { describe, expect, it } from 'vitest';
import { detectPhi } from './detect';
import { redactText } from './redact';
import { detected, expectRedaction } from './test-helpers';

describe('detectPhi on letters', () => {
  const letter = [
    'Aetna Life Insurance Company',
    'P.O. Box 14463',
    'Lexington, KY 40512',
    '',
    'March 3, 2025',
    '',
    'MR ROBERT A KOWALSKI',
    '88 Pleasant Hill Lane, Unit 4',
    'Scranton PA 18505',
    '',
    'Re: Robert Kowalski',
    'Member ID: W1923384502',
    'Claim Number: 25A1133902-01',
    'Date of Service: 02/10/2025',
    '',
    'Dear Mr. Kowalski:',
    '',
    'We have reviewed the claim for your MRI of the lumbar spine (CPT 72148) performed at',
    'Lakeside Imaging Center by Dr. Susan Patel. This service was denied because prior',
    'authorization was not obtained (CARC 197). Your wife, Linda Kowalski, called us on',
    'February 20, 2025 at (570) 555-3382 about this claim.',
    '',
    'Sincerely,',
    'Utilization Management',
  ].join('\n');

  it('removes the addressee block, the salutation and a relative named in a sentence', () => {
    const out = expectRedaction(
      letter,
      ['ROBERT', 'KOWALSKI', 'Kowalski', 'Linda', '88 Pleasant Hill Lane', 'Unit 4', 'Scranton', '18505'],
      [
        'Aetna',
        'CPT 72148',
        'Lakeside Imaging Center',
        'Dr. Susan Patel',
        'CARC 197',
        'Utilization Management',
      ],
    );
    expect(out).toContain('Date of Service: 02/10/2025');
    expect(out).toContain('February 20, 2025');
    expect(out).not.toMatch(/W1923384502|25A1133902|555-3382/);
  });

  it('finds the addressee of a letter without labels', () => {
    const text = 'Ngozi Adeyemi-Clarke\n4410 Fernwood Terrace\nBoise, ID 83702\n\nDear Ngozi Adeyemi-Clarke,';
    expectRedaction(text, ['Ngozi', 'Adeyemi', 'Clarke', 'Fernwood', 'Boise', '83702']);
  });

  it('reads a denial letter that writes the date of birth in words', () => {
    expectRedaction('RE: Patient Ellery Voss, date of birth July 14, 1962, member #: HZK-22819-77', [
      'Ellery',
      'Voss',
      'July 14, 1962',
      'HZK-22819-77',
    ]);
  });
});

describe('detectPhi on clinical notes', () => {
  it('finds the patient, relatives, phones, an address and identifiers; keeps the doctor', () => {
    const note = [
      'Progress note 3/12: Pt is a 67 yo female seen for f/u of CHF. Mrs. Delgado reports',
      'increased SOB. Her daughter Ana (cell 555 210 9981) and son-in-law Mark Reyes were present.',
      'Pt lives at 1419 W Maple Ave, Springfield, IL 62704. Spoke with her PCP Dr. Nguyen.',
      'Plan: increase lasix, f/u with cardiology in 2 wks. Home phone (217)555-0144 ext 12.',
      'Patient SSN on file: 512-44-8391. Email: ana.delgado77@gmail.com',
    ].join('\n');
    const out = expectRedaction(
      note,
      [
        'Delgado',
        'Ana ',
        'Mark Reyes',
        '210 9981',
        '1419 W Maple',
        'Springfield',
        '555-0144',
        '512-44-8391',
        'gmail',
      ],
      ['Dr. Nguyen', 'CHF', 'lasix', '67 yo female'],
    );
    expect(out).toContain('[EMAIL]');
  });

  it('reads ALL CAPS notes', () => {
    expectRedaction('SOCIAL: WIFE HELEN AND SON WILLIAM IN TO VISIT. MR PRZYBYLO RESTING. PAGER #54321', [
      'HELEN',
      'WILLIAM',
      'PRZYBYLO',
      '54321',
    ]);
  });

  it('does not take clinical abbreviations after MS or MR for names', () => {
    const text =
      'MS: NEURO STATUS UNCHANGED. 3-4+MR. Given 2 units PRBC. ms given for pain. MS CHANGES noted.';
    expect(detectPhi(text)).toEqual([]);
  });

  it('finds every mention of a name found once', () => {
    const text =
      'Spoke at length with Radu Crosson, the brother.\nRadu wishes to wait. Plan discussed with Radu.';
    const out = redactText(text, detectPhi(text));
    expect(out).not.toContain('Radu');
    expect(out).not.toContain('Crosson');
  });

  it('lists several relatives after one relation word', () => {
    expectRedaction(
      'Sons Smokey, Morris and Roger in to visit.',
      ['Smokey', 'Morris', 'Roger'],
      ['in to visit'],
    );
  });
});

describe('detectPhi negatives', () => {
  it('keeps a month named May, and removes a patient named May', () => {
    expect(detectPhi('Services on May 5, 2025 and May 19, 2025. Payment due May 30.')).toEqual([]);
    const out = expectRedaction(
      'Patient: May Thornberry\nDear May,\nYour visit on May 5, 2025 was covered.',
      ['Thornberry', 'Dear May'],
    );
    expect(out).toContain('May 5, 2025');
  });

  it('keeps service dates without birth cues', () => {
    expect(detectPhi('Date of service 01/05/1980. Admitted 1980-01-05, discharged Jan 7, 1980.')).toEqual([]);
  });

  it('keeps payer names that look like surnames and providers after Dr.', () => {
    const text =
      'Claim sent to Humana, then Cigna and Kaiser Permanente. Seen by Dr. Grace Holloway and Anne Marsh, NP.';
    expect(detected(text)).toEqual([]);
  });

  it('keeps ordinary capitalised words, departments and headings', () => {
    const text = [
      'ITEMIZED STATEMENT',
      'Emergency Department   Pharmacy   Laboratory   Physical Therapy',
      'Grace Period: 30 days. Will Call window closes at 5 pm.',
      'Patient Balance Due: $45.10   Patient Responsibility: $12.00',
    ].join('\n');
    expect(detected(text)).toEqual([]);
  });

  it('does not read billing codes, NDCs and measurements as identifiers', () => {
    const text = 'J1885 x2, 99213-25, 0DTJ4ZZ, NDC 0409-4888-02, 650X10X100, TMAX 101.5, 0700-1930, E11.65';
    expect(detected(text)).toEqual([]);
  });
});

describe('detectPhi on other layouts', () => {
  it('reads an EOB whose address block sits beside other columns', () => {
    const text = [
      'CIGNA HEALTHCARE                                   EXPLANATION OF BENEFITS',
      'JENNIFER L. ABERNATHY                               Customer ID: U4429910873',
      '1207 SOUTHWIND DR                                   Group: 3341882',
      'MIDLOTHIAN TX 76065-4432',
      'Claim summary for services received by: LUCAS ABERNATHY (Son)',
      '03/11/2025      Baylor Scott & White       $412.00   $188.20',
      '                Dr. Priya Raman',
      'If you have questions, call 800.997.1654.',
    ].join('\n');
    expectRedaction(
      text,
      ['JENNIFER', 'ABERNATHY', 'LUCAS', 'U4429910873', '3341882', 'SOUTHWIND', 'MIDLOTHIAN', '76065'],
      ['Baylor Scott & White', 'Dr. Priya Raman', '800.997.1654', '$412.00', 'CIGNA HEALTHCARE'],
    );
  });

  it("reads a patient's own appeal letter, signature included", () => {
    const text = [
      'Theodore Blankenship',
      '55 Orchard View Ct.',
      'Ithaca, NY 14850',
      'tblankenship@fastmail.com | 607-555-0148',
      '',
      'Re: Appeal of claim 72204411905, member ID EXB 88210-4471',
      "I am writing to appeal the denial of my son Oliver's MRI (CPT 70553) at Cayuga Medical Center on",
      '02/27/2025. My son was born on 11/15/2012 and has been treated by Dr. Amelia Ross since 2019.',
      'Thank you,',
      'Theodore Blankenship',
    ].join('\n');
    expectRedaction(
      text,
      [
        'Theodore',
        'Blankenship',
        'Orchard View',
        'Ithaca',
        'fastmail',
        '555-0148',
        '72204411905',
        '88210-4471',
        'Oliver',
        '11/15/2012',
      ],
      ['CPT 70553', 'Cayuga Medical Center', '02/27/2025', 'Dr. Amelia Ross'],
    );
  });

  it('reads a lab report header with the name under its heading and the doctor beside it', () => {
    const text = [
      'QUEST DIAGNOSTICS INCORPORATED',
      'PATIENT INFORMATION                             REPORT STATUS  FINAL',
      'HUANG, MEI-LING                                 ORDERING PHYSICIAN',
      'DOB: 08/30/1971   AGE: 53   GENDER: F           PATEL, SANJAY',
      'PHONE: 312-555-8124                             COLLECTED: 03/02/2025 08:14',
      'HEMOGLOBIN A1c              7.4         H       <5.7 %',
    ].join('\n');
    expectRedaction(
      text,
      ['HUANG', 'MEI', 'LING', '08/30/1971', '555-8124'],
      ['PATEL, SANJAY', '03/02/2025', '7.4'],
    );
  });
});

describe('detectPhi on tables and sentences', () => {
  it('reads every row of a table whose header names the columns', () => {
    const text = [
      'Patient            Claim Number   Provider              Billed    You Owe',
      'Sarah Lindqvist    ZX8821003      Northside Pediatrics  $210.00   $35.00',
      'Daniel Lindqvist   ZX8821077      Northside Pediatrics  $95.00    $20.00',
      'Oliver Brandt      ZX8821090      Lakeview Clinic       $80.00    $10.00',
      '',
      'Total                                                  $65.00',
    ].join('\n');
    expectRedaction(
      text,
      ['Sarah', 'Daniel', 'Lindqvist', 'Oliver', 'Brandt', 'ZX8821003', 'ZX8821077', 'ZX8821090'],
      ['Northside Pediatrics', 'Lakeview Clinic', '$210.00', '$65.00'],
    );
  });

  it('finds names in the middle of a sentence, in capitals or not', () => {
    expectRedaction(
      'We denied the claim for JOHN SMITH because it was late.',
      ['JOHN', 'SMITH'],
      ['denied the claim'],
    );
    expectRedaction(
      'This letter is about your patient, Jane Roe, seen on 01/02/2025.',
      ['Jane', 'Roe'],
      ['01/02/2025'],
    );
  });

  it('reads a signature after a blank line but not a form of address', () => {
    expectRedaction('Sincerely,\n\nMargaret Olsen', ['Margaret', 'Olsen']);
    expect(detectPhi('Dear Valued Member,\nDear Provider:')).toEqual([]);
  });
});

describe('detectPhi on exports and summaries', () => {
  it('reads a CSV export by its header', () => {
    const text = [
      'patient_name,dob,member_id,cpt,charge',
      '"Keller, Annika",1988-07-19,HZN442199,99214,185.00',
      '"Okafor, Chidi",1975-12-02,HZN551023,93000,62.50',
    ].join('\n');
    expectRedaction(
      text,
      ['Keller', 'Annika', 'Okafor', 'Chidi', '1988-07-19', '1975-12-02', 'HZN442199', 'HZN551023'],
      ['99214', '93000', '185.00', 'patient_name,dob,member_id'],
    );
  });

  it('reads a discharge summary: Last, First label, relatives, the attending kept', () => {
    const text = [
      'Name: Petrov, Anatoly   MRN: 0071829   Adm: 3/2/2025   D/C: 3/6/2025',
      'Attending: Karen Liu, MD',
      'Mr. Petrov is a 71-year-old man admitted with CHF exacerbation (I50.23). His wife Svetlana and',
      'their daughter, Irina Petrova, were updated daily. Contact: Irina (daughter) 773-555-0162.',
    ].join('\n');
    expectRedaction(
      text,
      ['Petrov', 'Anatoly', '0071829', 'Svetlana', 'Irina', '555-0162'],
      ['Karen Liu, MD', 'I50.23', '3/2/2025', 'CHF exacerbation'],
    );
  });

  it("reads a collection agency's notice", () => {
    const text = [
      'Ms. Rosalind Achebe',
      '912 N. Elm St., #3',
      'Peoria, IL 61604',
      'Original creditor: OSF Saint Francis Medical Center',
      'Creditor account: 4400918273   Our reference: MRS-2025-118842',
      'Patient: Rosalind Achebe   Date(s) of service: 11/03/2024',
    ].join('\n');
    expectRedaction(
      text,
      ['Rosalind', 'Achebe', '912 N. Elm', 'Peoria', '4400918273', 'MRS-2025-118842'],
      ['OSF Saint Francis Medical Center', '11/03/2024'],
    );
  });
});
