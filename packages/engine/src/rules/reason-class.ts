// Why a claim or line was denied, in the five classes the appeal letters are written for, from the
// claim adjustment reason codes (CARC) cited and the payer's wording.
import type { AppealReasonClass } from '@clearbill/shared';

const BY_CARC: Record<string, AppealReasonClass> = {
  // Not medically necessary, experimental, or not covered for the diagnosis.
  '50': 'medical_necessity',
  '55': 'medical_necessity',
  '56': 'medical_necessity',
  '150': 'medical_necessity',
  '151': 'medical_necessity',
  '152': 'medical_necessity',
  // Prior authorization or precertification absent, exceeded or invalid.
  '15': 'prior_authorization',
  '62': 'prior_authorization',
  '197': 'prior_authorization',
  '198': 'prior_authorization',
  '243': 'prior_authorization',
  // Out of network.
  '242': 'out_of_network',
  '38': 'out_of_network',
  '111': 'out_of_network',
  // Information missing or invalid on the claim.
  '16': 'missing_information',
  '4': 'missing_information',
  '11': 'missing_information',
  '125': 'missing_information',
  '146': 'missing_information',
  '181': 'missing_information',
  '182': 'missing_information',
  '206': 'missing_information',
  '226': 'missing_information',
  '227': 'missing_information',
  '252': 'missing_information',
};

/** The bare CARC number of 'CO-197', 'PR 242', '50' or 'CARC 16'. */
export function carcNumber(code: string): string | null {
  const m = /(?:^|[^0-9A-Z])(?:(?:CO|PR|OA|PI|CR)[\s-]*)?([A-Z]?\d{1,3})$/i.exec(` ${code.trim()}`);
  return m?.[1]?.toUpperCase() ?? null;
}

const BY_TEXT: [RegExp, AppealReasonClass][] = [
  [/medical(ly)? necess|not (medically )?necessary|experimental|investigational/i, 'medical_necessity'],
  [/prior auth|pre-?auth|pre-?cert|authori[sz]ation|referral/i, 'prior_authorization'],
  [/out[- ]of[- ]network|non[- ]?participating|not provided by network|network provider/i, 'out_of_network'],
  [/missing|incomplete|additional information|medical records|invalid|coding error/i, 'missing_information'],
];

export function reasonClassOf(codes: readonly string[], text: string | null): AppealReasonClass {
  for (const code of codes) {
    const n = carcNumber(code);
    const cls = n ? BY_CARC[n] : undefined;
    if (cls) return cls;
  }
  for (const [pattern, cls] of BY_TEXT) if (text && pattern.test(text)) return cls;
  return 'other';
}

export const reasonClassLabel: Record<AppealReasonClass, string> = {
  medical_necessity: 'the insurer decided the service was not medically necessary',
  prior_authorization: 'the insurer says prior authorization was missing',
  out_of_network: 'the insurer says the provider was out of network',
  missing_information: 'the claim was missing information or had a coding error',
  other: 'the insurer denied payment',
};

export const reasonClassStep: Record<AppealReasonClass, string> = {
  medical_necessity:
    'Ask your doctor for a letter of medical necessity and your records, and file an internal appeal with them.',
  prior_authorization:
    'Ask the provider whether they requested authorization; ask them to request a retroactive authorization and appeal.',
  out_of_network:
    'Check whether the care was an emergency or you had no in-network choice: the No Surprises Act may limit what you owe.',
  missing_information:
    'Ask the provider to correct the claim and resubmit it; this is often fixed without a formal appeal.',
  other:
    'Ask the insurer for the full reason in writing and the documents they used, then file an internal appeal.',
};
