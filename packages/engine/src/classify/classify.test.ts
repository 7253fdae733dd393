import { describe, expect, it } from 'vitest';
import { classifyDocument } from './index';

// Wordings that differ from the development corpus on purpose: the classifier must go by meaning.
const samples: { name: string; expected: string; text: string }[] = [
  {
    name: 'pharmacy receipt with NDC numbers',
    expected: 'bill',
    text: `Sunrise Pharmacy - Customer Receipt\n03/09/2026 14:22\nNDC 00093-7180-56  Metoprolol 25mg  QTY 60   $9.87\nSUBTOTAL $9.87\nTOTAL $9.87`,
  },
  {
    name: 'bare statement heading with a bill-to block',
    expected: 'bill',
    text: `STATEMENT\nStatement Date: 01/26/2026\nBill to: [NAME]\nDate  Service  Amount\n01/02/2026  Facility Fee  340.71\nSubtotal: $340.71`,
  },
  {
    name: 'lab results with large values',
    expected: 'other',
    text: `LAB RESULTS\nCollected 03/03/2026\nTotal cholesterol\t212\tmg/dL\t<200\nGlucose\t1,850\tmg/dL\t70-99\nReference range shown for each test.`,
  },
  {
    name: 'hospital patient statement',
    expected: 'bill',
    text: `MERCY GENERAL\nPATIENT STATEMENT\nGuarantor: J. Smith   Statement Date 03/02/2025\nPrevious Balance 0.00\nNew Balance $1,204.00\nPay online at mercy.example/pay. Make checks payable to Mercy General.\nDETACH AND RETURN WITH YOUR PAYMENT   AMOUNT ENCLOSED $____`,
  },
  {
    name: 'physician invoice',
    expected: 'bill',
    text: `Invoice #20931\nDate of service 02/11/2025 99214 Office visit 1 $210.00\nInsurance paid $120.00\nPlease pay this amount: $90.00 by 03/15/2025`,
  },
  {
    name: 'statement that shows insurance columns (allowed, paid) but asks for payment',
    expected: 'bill',
    text: `Statement of account\nDate Code Charge Allowed Insurance paid Adjustment\n01/02/2025 99213 $150.00 $98.00 $78.40 $52.00\nBalance due from patient: $19.60\nDue date 02/01/2025`,
  },
  {
    name: 'terse statement with abbreviations',
    expected: 'bill',
    text: `ACCT 44120 STMT 03/01/25\nDOS 02/03/25 CPT 99203 CHG 180.00 INS PENDING\nCURRENT BALANCE 180.00\nAMT DUE 180.00`,
  },
  {
    name: 'collection letter',
    expected: 'bill',
    text: `Dear Patient,\nYour account is past due. The balance of $412.00 for services on 11/02/2024 remains unpaid.\nPlease remit payment within 30 days.\nSincerely,\nPatient Financial Services`,
  },
  {
    name: 'insurer EOB with different column names',
    expected: 'eob',
    text: `Your Explanation of Benefits\nClaim processed 04/01/2025\nAmount billed  Plan discount  Plan pays  Your share\n$300.00  $120.00  $144.00  $36.00\nThis is not a bill.`,
  },
  {
    name: 'Medicare Summary Notice',
    expected: 'eob',
    text: `Medicare Summary Notice for Part B\nTHIS IS NOT A BILL\nServices billed  Medicare approved  Medicare paid  Maximum you may be billed\nIf you disagree with a decision, you can file an appeal.`,
  },
  {
    name: 'EOB that denies a line',
    expected: 'eob',
    text: `EXPLANATION OF BENEFITS\nClaim denied: service not covered. Remark N130.\nBilled $80.00 Allowed $0.00 Plan paid $0.00 You owe $80.00\nYou may appeal this decision within 180 days.`,
  },
  {
    name: 'denial letter in other words',
    expected: 'denial_letter',
    text: `Dear Member,\nWe are unable to approve your request for coverage of an MRI of the lumbar spine. The service is not medically necessary based on the clinical information provided.\nYou have the right to appeal. You may also request an external review.\nSincerely,\nMedical Director`,
  },
  {
    name: 'notice of denial that says it is not a bill',
    expected: 'denial_letter',
    text: `NOTICE OF ADVERSE BENEFIT DETERMINATION - THIS IS NOT A BILL\nYour claim for services on 01/05/2025 has been denied because prior authorization was not obtained.\nHow to request an appeal: write to the Grievance and Appeals Unit within 180 days.`,
  },
  {
    name: 'lab report',
    expected: 'other',
    text: `LABORATORY REPORT\nCollected 01/05/2025 Specimen: blood\nHemoglobin 13.2 g/dL (12.0-15.5)\nWBC 6.1 x10^3/uL (4.0-11.0)\nReviewed by pathologist.`,
  },
  {
    name: 'prior authorization approval letter',
    expected: 'other',
    text: `Dear Member,\nGood news: your request for physical therapy has been approved for 12 visits.\nSincerely,\nUtilization Management`,
  },
];

describe('classifyDocument', () => {
  it.each(samples)('$name -> $expected', ({ text, expected }) => {
    expect(classifyDocument(text, 'text').documentType).toBe(expected);
  });

  it('survives OCR noise: digits for letters, a lost space, a wrong letter', () => {
    const noisy =
      'EXPLANAT1ON 0F BENEF1TS\nTHlS IS NOT A B1LL\nAmount bi11ed $40.00 Allowed $20.00 Plan paid $16.00';
    expect(classifyDocument(noisy, 'png').documentType).toBe('eob');
    const merged = 'ExplanationofBenefits claim 12 allowed';
    expect(classifyDocument(merged, 'png').documentType).toBe('eob');
    const misspelt = 'Patlent Statemnt\nBalanse due $45.00\nAmount due $45.00';
    expect(classifyDocument(misspelt, 'png').documentType).toBe('bill');
  });

  it('calls any DICOM file dicom, and gives confidences between 0 and 1', () => {
    expect(classifyDocument('', 'dicom')).toEqual({ documentType: 'dicom', confidence: 1 });
    for (const { text } of samples) {
      const { confidence } = classifyDocument(text, 'text');
      expect(confidence).toBeGreaterThanOrEqual(0);
      expect(confidence).toBeLessThanOrEqual(1);
    }
    expect(classifyDocument('', 'text').documentType).toBe('other');
  });
});
