// Why a claim was denied, as one of the appeal reason classes, from the CARC cited and the payer's words.
import type { AppealReasonClass } from '@clearbill/shared';

// CARC meanings (X12 claim adjustment reason codes) grouped by what an appeal has to show.
const CARC_CLASS: Record<string, AppealReasonClass> = {
  // Not medically necessary, experimental, not covered for the diagnosis or the frequency.
  '50': 'medical_necessity',
  '55': 'medical_necessity',
  '56': 'medical_necessity',
  '57': 'medical_necessity',
  '58': 'medical_necessity',
  '119': 'medical_necessity',
  '146': 'medical_necessity',
  '150': 'medical_necessity',
  '151': 'medical_necessity',
  '152': 'medical_necessity',
  '167': 'medical_necessity',
  '272': 'medical_necessity',
  // Authorization, precertification, notification or referral absent.
  '15': 'prior_authorization',
  '39': 'prior_authorization',
  '62': 'prior_authorization',
  '197': 'prior_authorization',
  '198': 'prior_authorization',
  '288': 'prior_authorization',
  // Not provided or authorized by network providers.
  '38': 'out_of_network',
  '242': 'out_of_network',
  '243': 'out_of_network',
  // Information or documentation missing.
  '16': 'missing_information',
  '17': 'missing_information',
  '226': 'missing_information',
  '227': 'missing_information',
  '251': 'missing_information',
  '252': 'missing_information',
};

/** CARCs that mean the payer refused the service (not a deductible, copay or contract write-off). */
const DENIAL_CARCS = new Set([
  ...Object.keys(CARC_CLASS),
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '11',
  '18',
  '19',
  '20',
  '21',
  '22',
  '26',
  '27',
  '29',
  '31',
  '32',
  '33',
  '35',
  '49',
  '96',
  '97',
  '109',
  '110',
  '181',
  '182',
  '183',
  '184',
  '185',
  '204',
  '236',
]);

export const carcClass = (carc: string): AppealReasonClass | null => CARC_CLASS[stripGroup(carc)] ?? null;

export const isDenialCarc = (carc: string): boolean => DENIAL_CARCS.has(stripGroup(carc));

const stripGroup = (carc: string) =>
  carc.replace(/^(CO|PR|OA|PI|CR)\s?[-–:]?\s?/i, '').replace(/^0+(?=\d)/, '');

const TEXT_CLASS: [AppealReasonClass, RegExp][] = [
  [
    'prior_authorization',
    /prior auth|pre-?auth|requires? (a |an )?(prior )?(referral|authorization|approval|precertification)|pre-?cert|precertification|(authorization|approval|notification|referral)[^.]{0,40}\b(absent|missing|not (obtained|received|on file|requested)|required)|(no|without|lack(ed)? of|did not (have|obtain|get)) (a |an |the )?(prior |required |valid )?(authorization|approval|referral|precertification)|not (been )?(pre-?)?authorized/i,
  ],
  [
    'out_of_network',
    /out[- ]of[- ]network|not (provided by|in|part of|within) (our |the |your plan'?s? )?(provider )?network|non-?participating|not (a )?(contracted|participating|network) provider|network\/primary care|outside (of )?(your|the|our) (plan'?s? )?network|\bOON\b|not in-network/i,
  ],
  [
    'medical_necessity',
    /medical(ly)? necess|not (medically )?necessary|experimental|investigational|not (deemed )?(reasonable and )?necessary|clinical (criteria|guidelines|policy) (were|was)? ?not met|does not meet (our |the )?(clinical|medical)/i,
  ],
  [
    'missing_information',
    /missing|incomplete|additional (information|documentation|records)|more information|lacks (information|documentation)|information (was )?(not received|needed|required)|medical records (were )?(not received|needed|requested)|not enough information|insufficient (information|documentation)|invalid (code|information)/i,
  ],
];

/** The reason class of a denial: a CARC with a known meaning first, then the words of the reason. */
export function reasonClassOf(codes: string[], text: string | null): AppealReasonClass {
  for (const code of codes) {
    const cls = carcClass(code);
    if (cls) return cls;
  }
  const flat = text?.replace(/\s+/g, ' ');
  if (flat) for (const [cls, re] of TEXT_CLASS) if (re.test(flat)) return cls;
  return 'other';
}

/** The payer's words say the service was refused. */
export const DENIAL_WORDS =
  /\b(denied|denial|deny|declined|rejected|not covered|non-?covered|not payable|not a covered|no payment|not eligible|excluded|not allowed)\b/i;
