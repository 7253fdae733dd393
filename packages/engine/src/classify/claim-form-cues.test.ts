import { describe, expect, it } from 'vitest';
import { classifyDocument } from './index';
import { claimFormKind } from './claim-form-cues';

describe('claim forms', () => {
  it('a CMS-1500 by its heading and box captions', () => {
    const text = [
      'HEALTH INSURANCE CLAIM FORM',
      'APPROVED BY NATIONAL UNIFORM CLAIM COMMITTEE (NUCC) 02/12',
      "2. PATIENT'S NAME (Last Name, First Name, Middle Initial)",
      '24. A. DATE(S) OF SERVICE   F. $ CHARGES   G. DAYS OR UNITS',
    ].join('\n');
    expect(claimFormKind(text)).toBe('cms1500');
    expect(classifyDocument(text, 'pdf').documentType).toBe('claim_form');
  });

  it('a UB-04 whose captions are letter-spaced', () => {
    const text =
      'UB-04 CMS-1450  42 RE V . C D .  43 DESCRIPTION  45 SE R V . D A TE  46 SE R V . UNITS  4 TYPE OF BILL';
    expect(claimFormKind(text)).toBe('ub04');
  });

  it('a bill that names the form or prints similar captions is still a bill', () => {
    const text = [
      'Patient Billing Statement   Patient name: [NAME]',
      'Date of service  Code  Charges',
      '03/01/2026  99213  $150.00',
      'Total charge $150.00   Amount due $150.00',
      'We sent your claim to your insurer on a CMS-1500.',
    ].join('\n');
    expect(claimFormKind(text)).toBeNull();
    expect(classifyDocument(text, 'pdf').documentType).toBe('bill');
  });
});
