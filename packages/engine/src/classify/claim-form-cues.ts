// Claim forms say what they are in their own printed wording. Form text is often letter-spaced
// ('SE R V . D A TE') or run together, so cues are matched on the text with all white space removed.
const CMS1500_NAMES = [/HEALTHINSURANCECLAIMFORM/, /(CMS|HCFA)-?1500/, /NATIONALUNIFORMCLAIMCOMMITTEE|NUCC/];
const UB04_NAMES = [/UB-?0?4/, /CMS-?1450/, /TYPEOFBILL/];
const CMS1500 = [
  ...CMS1500_NAMES,
  /DATE\(S\)OFSERVICE/,
  /DAYSORUNITS/,
  /DIAGNOSISPOINTER/,
  /PATIENT'?SNAME/,
  /INSURED'?SI\.?D\.?NUMBER/,
  /FEDERALTAXI\.?D\.?NUMBER/,
  /TOTALCHARGE/,
  /INSURED'?SPOLICYGROUP/,
  /READBACKOFFORM/,
  /PRIORAUTHORIZATION/,
  /REFERRINGPROVIDER/,
  /HOSPITALIZATIONDATES/,
  /RESUBMISSION/,
  /SERVICEFACILITYLOCATION/,
  /BILLINGPROVIDERINFO/,
];
const UB04 = [
  ...UB04_NAMES,
  /REV\.?CD/,
  /SERV\.?(DATE|UNITS)/,
  /NON-?COVEREDCHARGES/,
  /HCPCS\/RATE/,
  /PRINCIPALPROCEDURE/,
  /ATTENDING/,
];

export type ClaimFormKind = 'cms1500' | 'ub04';

const hits = (squeezed: string, cues: RegExp[]) => cues.filter((re) => re.test(squeezed)).length;

/**
 * Which claim form the text is, if any: three cues of one form's own wording, one of them the form's name
 * (an itemized bill may say 'Patient's name' and 'Total charge', or name the CMS-1500 once; it does not
 * print the form's boxes).
 */
export function claimFormKind(text: string): ClaimFormKind | null {
  const squeezed = text.slice(0, 20_000).toUpperCase().replace(/\s+/g, '');
  const a = hits(squeezed, CMS1500_NAMES) ? hits(squeezed, CMS1500) : 0;
  const b = hits(squeezed, UB04_NAMES) ? hits(squeezed, UB04) : 0;
  if (Math.max(a, b) < 3) return null;
  return a >= b ? 'cms1500' : 'ub04';
}
