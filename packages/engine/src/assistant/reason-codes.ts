/**
 * Claim adjustment reason codes (CARC), their group codes and remittance advice remark codes (RARC),
 * explained in our own plain words with what a patient can usually do. The official X12 wording is not
 * ours and is never shown. Meanings checked with `search` on 2026-11-27 against public copies of the X12
 * lists (sources in docs/research/reason-codes.md and REASON_CODE_SOURCES below).
 */

export interface ReasonCodeText {
  /** What the code means for the patient, in our words. */
  meaning: string;
  /** What the patient can usually do. */
  action: string;
}

export const REASON_CODE_SOURCES = {
  carc: {
    label: 'X12 Claim Adjustment Reason Codes (explained in our own words)',
    url: 'https://x12.org/codes/claim-adjustment-reason-codes',
  },
  rarc: {
    label: 'X12 Remittance Advice Remark Codes (explained in our own words)',
    url: 'https://x12.org/codes/remittance-advice-remark-codes',
  },
  groups: {
    label: 'X12 claim adjustment group codes (CO, PR, OA, PI, CR)',
    url: 'https://resdac.org/sites/datadocumentation.resdac.org/files/Revenue%20Center%201st%20ANSI%20Code%20Code%20Table%20FFS.txt',
  },
} as const;

export type GroupCode = 'CO' | 'PR' | 'OA' | 'PI' | 'CR';

/** Who usually owes the adjusted amount, by group code. */
export const groupCodes: Record<GroupCode, { name: string; meaning: string }> = {
  CO: {
    name: 'Contractual Obligation',
    meaning:
      'a contract or a regulation caused the adjustment; the provider generally writes this amount off and should not bill you for it',
  },
  PR: {
    name: 'Patient Responsibility',
    meaning: 'this amount may be billed to you (deductible, coinsurance, copay or a non-covered service)',
  },
  OA: {
    name: 'Other Adjustment',
    meaning: 'an adjustment that fits no other group; read the reason code to see who owes it',
  },
  PI: {
    name: 'Payer Initiated Reduction',
    meaning:
      'the insurer reduced the payment and considers it not your responsibility, although no contract requires it',
  },
  CR: {
    name: 'Correction and Reversal',
    meaning: 'a correction of a claim that was already processed',
  },
};

export const carcTexts: Record<string, ReasonCodeText> = {
  '1': {
    meaning: 'This amount went toward your deductible, the part you pay before the plan starts paying.',
    action: 'Compare it with the deductible you have already met this year on your plan portal.',
  },
  '2': {
    meaning: 'This is your coinsurance, your percentage share of the allowed amount.',
    action:
      'Check the percentage against your plan and that it was taken from the allowed amount, not the full charge.',
  },
  '3': {
    meaning: 'This is your copay, a fixed amount for this kind of service.',
    action: 'Make sure the copay was not also collected at the desk and billed again.',
  },
  '4': {
    meaning: 'The procedure code does not fit the modifier used, or a modifier the insurer needs is missing.',
    action: 'Ask the provider to check the coding and send a corrected claim before you pay.',
  },
  '5': {
    meaning: 'The procedure code or bill type does not fit the place where the care was given.',
    action: 'Ask the provider to check the place of service on the claim and resubmit it.',
  },
  '6': {
    meaning: 'The procedure or revenue code does not fit the patient age on the claim.',
    action: 'Check that your date of birth is right on the claim; ask the provider to correct and resubmit.',
  },
  '7': {
    meaning: 'The procedure or revenue code does not fit the patient sex recorded on the claim.',
    action: 'Ask the provider to check the details on the claim and resubmit it.',
  },
  '8': {
    meaning: 'The procedure code does not fit the type or specialty of the provider who billed it.',
    action: 'Ask the provider whether the right provider was listed on the claim.',
  },
  '9': {
    meaning: 'The diagnosis code does not fit the patient age on the claim.',
    action: 'Check your date of birth on the claim; ask the provider to review the diagnosis coding.',
  },
  '11': {
    meaning: 'The diagnosis code does not support the procedure that was billed.',
    action: 'Ask the provider to review the diagnosis coding; a coding fix is often all it takes.',
  },
  '15': {
    meaning: 'The authorization number on the claim is missing or not valid.',
    action: 'If the care was approved in advance, ask the provider to add the approval number and resubmit.',
  },
  '16': {
    meaning: 'The claim was missing information or had a billing error, so it was not paid as sent.',
    action:
      'Ask the provider what was missing and to send a corrected claim; do not pay the full charge meanwhile.',
  },
  '18': {
    meaning: 'The insurer sees this as a duplicate of a claim or service it already processed.',
    action: 'Check you are not being billed twice for the same service; ask for the first claim number.',
  },
  '19': {
    meaning: 'The insurer considers this a work injury that workers compensation should pay.',
    action:
      'If it was not a work injury, tell the insurer; if it was, give the provider the employer claim details.',
  },
  '20': {
    meaning:
      'The insurer considers this an injury that a liability insurer (for example car insurance) should pay.',
    action: 'Tell the insurer whether another insurer is involved; ask the provider to bill the right one.',
  },
  '22': {
    meaning: 'Another plan may need to pay first (coordination of benefits).',
    action: 'Tell both plans about each other, or confirm to this plan that you have no other coverage.',
  },
  '23': {
    meaning: 'The payment reflects what another insurer already paid or decided.',
    action: 'Compare both statements; together they should not leave you owing more than your share.',
  },
  '24': {
    meaning:
      'The charge is covered by a capitation or managed care arrangement, so it is not paid per service.',
    action: 'Ask the provider whether they are paid a set amount by your plan before paying this charge.',
  },
  '26': {
    meaning: 'The service was on a date before your coverage with this plan began.',
    action: 'Check your coverage start date; if you had other coverage then, ask the provider to bill it.',
  },
  '27': {
    meaning: 'The service was on a date after your coverage with this plan ended.',
    action: 'Check your coverage dates; if you had other coverage then, ask the provider to bill that plan.',
  },
  '29': {
    meaning: 'The claim reached the insurer after its time limit for filing.',
    action:
      'Late filing is usually the provider responsibility; ask whether your plan lets them bill you for it.',
  },
  '31': {
    meaning: 'The insurer could not match the patient to one of its members.',
    action: 'Give the provider your member ID and name exactly as on your card and ask them to resubmit.',
  },
  '35': {
    meaning: 'A lifetime benefit maximum on the plan has been reached.',
    action: 'Ask the insurer which maximum applied and check your plan documents.',
  },
  '39': {
    meaning: 'The insurer had already refused this service when the authorization was requested.',
    action: 'You can appeal the authorization decision; ask your doctor for a letter of medical need.',
  },
  '40': {
    meaning: 'The insurer decided the visit did not meet its rules for emergency or urgent care.',
    action:
      'If your symptoms seemed an emergency, appeal: emergency coverage depends on the symptoms, not the final diagnosis.',
  },
  '45': {
    meaning: 'The charge is more than the amount the insurer allows for this service.',
    action: 'With CO, an in-network provider should write off the difference; do not pay it.',
  },
  '49': {
    meaning: 'The insurer treated this as a routine or preventive exam that the plan does not cover.',
    action:
      'Ask whether it should be billed as preventive care or with a diagnosis; many plans cover preventive care.',
  },
  '50': {
    meaning: 'The insurer decided the service was not medically necessary.',
    action: 'You can appeal: ask your doctor for a letter explaining why you needed it.',
  },
  '55': {
    meaning: 'The insurer considers the treatment experimental or investigational.',
    action: 'Ask your doctor for studies and guidelines supporting it and appeal.',
  },
  '58': {
    meaning: 'The insurer decided the service was given in the wrong place of service.',
    action: 'Ask the provider to check the place of service on the claim, or appeal with your doctor.',
  },
  '59': {
    meaning: 'The payment was reduced by the rules for multiple or same-session procedures.',
    action: 'Usually a contract rule: with CO the provider should not bill you for the reduction.',
  },
  '96': {
    meaning: 'The charge is not covered; a remark code on the statement usually says why.',
    action: 'Read the remark code and your plan documents; ask the insurer for the exact plan rule.',
  },
  '97': {
    meaning:
      'This service is paid as part of another service already processed (bundled), so it has no separate payment.',
    action: 'With CO you should not be billed separately for it; ask the provider to remove it.',
  },
  '107': {
    meaning: 'A related service this one depends on was not found on the claim.',
    action: 'Ask the provider to send the related claim or correct this one.',
  },
  '109': {
    meaning: 'This insurer says the claim is not its to pay; another payer or contractor handles it.',
    action: 'Ask the provider to send the claim to the right payer.',
  },
  '119': {
    meaning: 'The plan benefit maximum for this period has been reached.',
    action: 'Check the limit in your plan documents and whether earlier services were counted correctly.',
  },
  '129': {
    meaning: 'The insurer believes information from an earlier processing of this claim was wrong.',
    action: 'Ask the insurer what it corrected and whether you now owe more or less.',
  },
  '140': {
    meaning: 'The member ID and the patient name on the claim do not match.',
    action: 'Give the provider your exact card details and ask them to resubmit.',
  },
  '146': {
    meaning: 'The diagnosis code on the claim was not valid on the date of service.',
    action: 'Ask the provider to correct the diagnosis code and resubmit; you should not pay meanwhile.',
  },
  '150': {
    meaning: 'The insurer thinks the records do not support the level of service billed.',
    action: 'Ask the provider to review the level billed or send records; an appeal is possible.',
  },
  '151': {
    meaning: 'The insurer thinks the records do not support this many services or visits.',
    action: 'Ask your doctor to send records showing why the number of services was needed.',
  },
  '167': {
    meaning: 'The diagnosis on the claim is not covered by the plan.',
    action: 'Ask the provider to check the diagnosis code; if it is right, you can appeal.',
  },
  '170': {
    meaning: 'The plan does not pay for this service when this type of provider gives it.',
    action: 'Ask the provider and insurer which provider types the plan pays for this service.',
  },
  '181': {
    meaning: 'The procedure code was not valid on the date of service.',
    action: 'Ask the provider to correct the code and resubmit the claim.',
  },
  '182': {
    meaning: 'A modifier on the claim was not valid on the date of service.',
    action: 'Ask the provider to correct the modifier and resubmit the claim.',
  },
  '185': {
    meaning: 'The insurer says the provider who gave the care is not eligible to be paid for it.',
    action: 'Ask the provider and the insurer why; with CO you should not be billed for it.',
  },
  '197': {
    meaning: 'The service needed approval in advance (prior authorization) and none was on file.',
    action:
      'Ask the provider whether they requested approval; getting it is usually their task. You can appeal.',
  },
  '198': {
    meaning: 'The service went beyond what was approved in advance.',
    action: 'Ask the provider to request approval for the extra services or appeal with records.',
  },
  '204': {
    meaning: 'The service, equipment or drug is not covered under your current plan.',
    action: 'Check your plan documents; ask the provider for the self-pay price or a covered alternative.',
  },
  '222': {
    meaning: 'The claim exceeded the contracted maximum number of hours, days or units.',
    action: 'Check the units billed; with CO the provider should not bill you for the excess.',
  },
  '226': {
    meaning: 'The insurer asked the provider for information and did not get it, or got too little.',
    action: 'Ask the provider to send the requested information so the claim can be reprocessed.',
  },
  '227': {
    meaning: 'The insurer asked you for information and did not get it, or got too little.',
    action: 'Call the insurer, ask what it needs (often an accident or other-insurance form) and send it.',
  },
  '234': {
    meaning: 'This procedure is not paid separately.',
    action: 'Ask the provider to remove the separate charge; with CO you should not be billed for it.',
  },
  '236': {
    meaning: 'This procedure, or this combination, is not paid with another procedure on the same day.',
    action: 'Ask the provider to review the coding; with CO you should not be billed for it.',
  },
  '242': {
    meaning: 'The service was given by a provider outside your plan network.',
    action: 'Check whether the No Surprises Act protects you (emergencies, care at an in-network facility).',
  },
  '252': {
    meaning: 'The insurer needs more documents before it can decide.',
    action: 'Ask the provider to send the documents; the claim is usually reprocessed once they arrive.',
  },
  '253': {
    meaning: 'A small reduction required by federal budget sequestration (Medicare).',
    action: 'Nothing to do; it is not your responsibility.',
  },
};

export const rarcTexts: Record<string, ReasonCodeText> = {
  N130: {
    meaning: 'The answer is in your plan documents: a plan limit, exclusion or rule applied to this service.',
    action: 'Read the reason code beside it, then your plan benefits; ask the insurer which rule it used.',
  },
  M15: {
    meaning:
      'Services billed separately were combined because the insurer sees them as parts of one procedure.',
    action:
      'You should not pay separately for the combined part; ask the provider to remove the extra charge.',
  },
  M80: {
    meaning:
      'The service is not paid when done in the same session or date as another service already processed.',
    action:
      'Ask the provider whether the two services were truly separate; if not, the charge should be removed.',
  },
  N20: {
    meaning: 'This service is not paid when another service was given on the same date.',
    action:
      'Ask the provider to check the coding; if it is a bundling rule, you should not be billed for it.',
  },
  MA130: {
    meaning:
      'The claim had missing or invalid information; there is nothing to appeal, the provider must send a corrected claim.',
    action: 'Ask the provider to fix and resubmit the claim.',
  },
  N115: {
    meaning:
      'The decision was based on a Local Coverage Determination (a Medicare contractor coverage policy).',
    action: 'Ask for the policy named and check with your doctor whether your case meets it; you can appeal.',
  },
  N386: {
    meaning: 'The decision was based on a National Coverage Determination (a Medicare coverage policy).',
    action: 'Ask your doctor whether your case meets the policy; you can appeal with records.',
  },
  M86: {
    meaning:
      'Payment was refused because the same or a similar procedure was already paid within a set period.',
    action: 'Check the dates of the earlier service; ask your doctor for records if a repeat was needed.',
  },
  MA04: {
    meaning: 'The secondary insurer needs the primary insurer payment details before it can pay.',
    action: 'Send the primary insurer statement to the provider or the secondary insurer.',
  },
  N30: {
    meaning: 'The patient is not eligible for this service under the plan.',
    action: 'Check your coverage and plan rules; ask the insurer why and appeal if you think you qualify.',
  },
  N54: {
    meaning: 'What was billed does not match what was approved in advance.',
    action:
      'Ask the provider to compare the claim with the approval and correct it or request a new approval.',
  },
  M51: {
    meaning: 'A procedure code on the claim is missing, incomplete or not valid.',
    action: 'Ask the provider to correct the code and resubmit.',
  },
  M76: {
    meaning: 'A diagnosis code on the claim is missing, incomplete or not valid.',
    action: 'Ask the provider to correct the diagnosis and resubmit.',
  },
  M127: {
    meaning: 'The insurer needs the medical record for this service and did not receive it.',
    action: 'Ask the provider to send the medical record so the claim can be decided.',
  },
  N381: {
    meaning: 'The insurer points to its contract with the provider for the rules behind this payment.',
    action: 'Contract adjustments are usually not yours to pay; ask the provider before paying.',
  },
  N95: {
    meaning: 'This type or specialty of provider may not bill this service.',
    action: 'Ask the provider whether it was billed under the right provider.',
  },
};

const REASON = /\b(CO|PR|OA|PI|CR)\s*[-‐–]?\s*([0-9]{1,3}|[A-Z][0-9]{1,2})\b/gi;
const RARC = /\b(N[0-9]{1,3}|M[0-9]{1,3}|MA[0-9]{2,3})\b/gi;
const BARE_CARC = /\b(?:CARC|reason code|adjustment code|denial code)\s*#?\s*([0-9]{1,3})\b/gi;

export interface ReasonCodeMention {
  kind: 'CARC' | 'RARC';
  group: GroupCode | null;
  code: string;
}

/** The reason and remark codes written in a message ("CO-97", "PR 1", "N130", "reason code 45"). */
export function reasonCodesIn(text: string): ReasonCodeMention[] {
  const found: ReasonCodeMention[] = [];
  const seen = new Set<string>();
  const add = (m: ReasonCodeMention) => {
    const key = `${m.kind}:${m.group ?? ''}:${m.code}`;
    if (!seen.has(key)) {
      seen.add(key);
      found.push(m);
    }
  };
  for (const [, group = '', code = ''] of text.matchAll(REASON))
    add({ kind: 'CARC', group: group.toUpperCase() as GroupCode, code: code.toUpperCase() });
  for (const [, code = ''] of text.matchAll(BARE_CARC)) add({ kind: 'CARC', group: null, code });
  for (const [, raw = ''] of text.matchAll(RARC)) {
    const code = raw.toUpperCase();
    if (code in rarcTexts || /^(MA|N)/.test(code)) add({ kind: 'RARC', group: null, code });
  }
  return found;
}
