import { describe, expect, it } from 'vitest';
import { parseDocument } from './index';

// Letters worded unlike the dev corpus.

describe('denial letters', () => {
  it('reads a prior-authorization denial with a printed deadline and codes in prose', () => {
    const text = [
      'BLUE SHIELD OF CALIFORNIA',
      'Utilization Review Department',
      '[ADDRESS]',
      '',
      'Date of Notice: February 3, 2026',
      '',
      '[NAME]',
      '[ADDRESS]',
      '',
      'Subject: Coverage decision for your recent services',
      'Member ID: [MEMBER ID]\tClaim Number: [CLAIM]',
      '',
      'Dear [NAME]:',
      '',
      'We have completed our review of the claim submitted by Pacific Spine Institute for the lumbar MRI',
      '(CPT 72148) and the epidural injection (CPT 62323) performed on January 12, 2026. The total amount',
      'billed was $3,870.00.',
      '',
      'After review, payment for these services has been denied. Our records show that the required prior',
      'approval was not obtained before the services were provided (Denial code CO-197).',
      '',
      'If you disagree with this decision, you may file an appeal. Your appeal must be submitted no later',
      'than August 2, 2026. Call us at 1-888-555-0123 with questions.',
    ].join('\n');
    const doc = parseDocument(text, 'denial_letter');
    expect(doc.lines).toEqual([]);
    expect(doc.denial).toMatchObject({
      reasonClass: 'prior_authorization',
      reasonCodes: ['CO-197'],
      codes: ['72148', '62323'],
      amount: 3870,
      noticeDate: '2026-02-03',
      appealDeadline: '2026-08-02',
      serviceDate: '2026-01-12',
    });
    expect(doc.denial!.reasonText).toMatch(/prior approval was not obtained/);
    expect(doc.payerName).toBe('BLUE SHIELD OF CALIFORNIA');
    expect(doc.providerName).toBe('Pacific Spine Institute');
    expect(doc.statementDate).toBe('2026-02-03');
  });

  it('reads a medical-necessity denial without a code and a 60-day window', () => {
    const text = [
      'Notice date: 2026-05-14',
      'Aetna',
      'Re: Request for coverage of physical therapy services (97110, 97140) received on 04/30/2026',
      'Your request was not approved. The documentation does not support that the treatment is medically',
      'necessary for your condition at this time.',
      'You may request an appeal within 60 days of receiving this notice.',
    ].join('\n');
    const doc = parseDocument(text, 'denial_letter');
    expect(doc.denial).toMatchObject({
      reasonClass: 'medical_necessity',
      reasonCodes: [],
      codes: ['97110', '97140'],
      noticeDate: '2026-05-14',
      appealDeadline: '2026-07-13',
    });
  });

  it('classifies out-of-network and missing-information denials from their words and CARCs', () => {
    const oon = parseDocument(
      [
        'Cigna Healthcare',
        'June 2, 2025',
        'We are unable to pay for the visit on 05/01/2025 (procedure code 99204) because Dr. [NAME] is not a participating provider in your plan.',
        'Requests for reconsideration must be received within 180 days.',
      ].join('\n'),
      'denial_letter',
    );
    expect(oon.denial).toMatchObject({
      reasonClass: 'out_of_network',
      codes: ['99204'],
      noticeDate: '2025-06-02',
      appealDeadline: '2025-11-29',
    });

    const info = parseDocument(
      [
        'Humana',
        'Date: 09/15/2025',
        'Claim for services on 08/20/2025, CPT 27447. Denied - CARC 16: Claim/service lacks information or has submission/billing error(s).',
      ].join('\n'),
      'denial_letter',
    );
    expect(info.denial).toMatchObject({
      reasonClass: 'missing_information',
      reasonCodes: ['16'],
      codes: ['27447'],
    });
  });

  it('keeps ZIP codes, phone numbers and reference numbers out of the codes', () => {
    const doc = parseDocument(
      [
        'UnitedHealthcare, PO Box 30555, Salt Lake City, UT 84130',
        '03/03/2026',
        'Reference # 55512. Call 1-877-555-0142.',
        'The service (CPT 64483) was denied: no prior authorization on file.',
      ].join('\n'),
      'denial_letter',
    );
    expect(doc.denial!.codes).toEqual(['64483']);
    expect(doc.denial!.reasonClass).toBe('prior_authorization');
  });

  it('reads a deadline printed before the word appeal and an experimental-treatment reason', () => {
    const doc = parseDocument(
      [
        'Molina Healthcare',
        'March 3, 2026',
        'Your claim for services from Valley ENT on 02/01/2026 has been denied.',
        'Reason: The procedure (CPT 31231) is considered experimental or investigational for your diagnosis.',
        'You have until 08/30/2026 to file an appeal.',
      ].join('\n'),
      'denial_letter',
    );
    expect(doc.denial).toMatchObject({
      reasonClass: 'medical_necessity',
      codes: ['31231'],
      noticeDate: '2026-03-03',
      appealDeadline: '2026-08-30',
      serviceDate: '2026-02-01',
    });
    expect(doc.providerName).toBe('Valley ENT');
  });

  it('reads unpunctuated headings as their own lines and takes only an appeal window as the deadline', () => {
    const doc = parseDocument(
      [
        'UnitedHealthcare',
        'March 10, 2026',
        'RE: Claim [CLAIM]',
        'We are unable to process your claim because we need more information. Please send the itemized bill and',
        'medical records for date of service 02/14/2026 (HCPCS E0601).',
        'If we do not receive the information within 45 days, the claim will remain denied.',
        'You may appeal this decision.',
      ].join('\n'),
      'denial_letter',
    );
    expect(doc.denial).toMatchObject({
      reasonText: 'We are unable to process your claim because we need more information.',
      reasonClass: 'missing_information',
      codes: ['E0601'],
      noticeDate: '2026-03-10',
      appealDeadline: '2026-09-06',
      serviceDate: '2026-02-14',
    });
  });
});
