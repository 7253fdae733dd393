import type { LetterDraftResponse, LetterDraftRoute, LetterRoute } from '@clearbill/shared';
import type { AppealFacts } from './appeal-prefill';
import type { SavedInfoField, SavedInfoValues } from './saved-info';

/** The order routes are offered in: what wins money back first, the requests that support it after. */
const routeOrder: Record<LetterRoute, number> = {
  appeal: 0,
  dispute: 1,
  no_surprises: 2,
  charity_care: 3,
  itemized_bill: 4,
};

export const routeTitles: Record<LetterRoute, string> = {
  appeal: 'Appeal the denial',
  dispute: 'Dispute the billing error',
  no_surprises: 'No Surprises Act dispute',
  charity_care: 'Apply for financial assistance',
  itemized_bill: 'Ask for an itemized bill',
};

export function sortRoutes(routes: readonly LetterDraftRoute[]): LetterDraftRoute[] {
  return [...routes].sort((a, b) => routeOrder[a.route] - routeOrder[b.route]);
}

function firstValue(prefilled: Record<string, string>, test: (key: string) => boolean): string | undefined {
  for (const [key, value] of Object.entries(prefilled))
    if (test(key) && value.trim() !== '') return value.trim();
  return undefined;
}

/** What the smart appeal form takes from a draft: the first route's facts (03-feature-pages.md §2.6). */
export function factsFromDraft(draft: LetterDraftResponse): AppealFacts | null {
  const routes = sortRoutes(draft.routes);
  const route = routes[0];
  if (!route) return null;
  const p = route.prefilled;
  const details = firstValue(p, (k) => /DESCRIPTION|DETAILS|ISSUE|ERROR/.test(k));
  const reasons = routes.map((r) => r.reason.trim()).filter(Boolean);
  const issue = [...new Set(reasons), ...(details && !reasons.includes(details) ? [details] : [])].join(
    '\n\n',
  );
  return {
    issueDescription: issue || undefined,
    billAmount: firstValue(p, (k) => k.includes('AMOUNT')),
    dateOfService: firstValue(p, (k) => k.includes('DATE') && k.includes('SERVICE')),
    providerName: firstValue(p, (k) => k === 'PROVIDER_NAME'),
  };
}

/** Template field keys the browser-saved details can fill. */
const savedByKey: Record<string, SavedInfoField> = {
  PATIENT_NAME: 'patientName',
  YOUR_NAME: 'patientName',
  PATIENT_ADDRESS: 'address',
  YOUR_ADDRESS: 'address',
  ADDRESS: 'address',
  PATIENT_PHONE: 'phone',
  YOUR_PHONE: 'phone',
  PHONE: 'phone',
  MEMBER_ID: 'memberId',
  ACCOUNT_NUMBER: 'accountNumber',
  PROVIDER_NAME: 'providerName',
  INSURANCE_COMPANY: 'insuranceCompany',
  INSURER_NAME: 'insuranceCompany',
  DATE_OF_SERVICE: 'dateOfService',
};

export function savedFieldFor(key: string): SavedInfoField | null {
  return savedByKey[key] ?? null;
}

/** Personal fields filled from what the browser saved; a key the browser cannot fill is left out. */
export function personalFromSaved(
  keys: readonly string[],
  saved: SavedInfoValues | null,
): Record<string, string> {
  const out: Record<string, string> = {};
  if (!saved) return out;
  for (const key of keys) {
    const field = savedFieldFor(key);
    const value = field ? saved[field] : undefined;
    if (value) out[key] = value;
  }
  return out;
}

/** The reverse: what of the typed fields the browser may keep. */
export function savedFromFields(values: Record<string, string>): SavedInfoValues {
  const out: SavedInfoValues = {};
  for (const [key, value] of Object.entries(values)) {
    const field = savedFieldFor(key);
    if (field && value.trim() !== '' && out[field] === undefined) out[field] = value;
  }
  return out;
}
