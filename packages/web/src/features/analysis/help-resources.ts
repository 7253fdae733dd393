import {
  CRISIS_RESOURCE_ID,
  usStateSchema,
  type Finding,
  type PatientResource,
  type ResourceCategory,
  type UsState,
} from '@clearbill/shared';

/** Which kind of help a finding calls for (issue 13 item 6). */
export type HelpKind = 'assistance' | 'appeal';

export const helpCategories: Record<HelpKind, readonly ResourceCategory[]> = {
  assistance: ['financial_assistance', 'hospital_financial_assistance', 'charity_care'],
  appeal: ['state_advocacy', 'billing_advocacy'],
};

export const helpTitles: Record<HelpKind, string> = {
  assistance: 'Help paying this bill',
  appeal: 'Help with an appeal or complaint',
};

/** Findings whose next step is an appeal or a complaint. */
const appealRoutes: readonly Finding['type'][] = [
  'appeal_opportunity',
  'surprise_billing',
  'balance_billing',
];

/** The kinds of help the findings call for, assistance first. */
export function helpKinds(findings: readonly Pick<Finding, 'type'>[]): HelpKind[] {
  const kinds: HelpKind[] = [];
  if (findings.some((f) => f.type === 'financial_assistance')) kinds.push('assistance');
  if (findings.some((f) => appealRoutes.includes(f.type))) kinds.push('appeal');
  return kinds;
}

/**
 * Up to `n` resources of the kind: those of the patient's state first (when known), then national ones,
 * each group in the directory's order (most urgent, then by name). The crisis line has its own place.
 */
export function pickResources(
  all: readonly PatientResource[],
  kind: HelpKind,
  state: UsState | null,
  n = 3,
): PatientResource[] {
  const wanted = all.filter((r) => r.id !== CRISIS_RESOURCE_ID && helpCategories[kind].includes(r.category));
  const local = state ? wanted.filter((r) => !r.coverage.national && r.coverage.states.includes(state)) : [];
  const national = wanted.filter((r) => r.coverage.national);
  return [...local, ...national].slice(0, n);
}

/** The state the patient chose on a result page, kept for this browser tab only (not an identifier). */
const STATE_KEY = 'clearbill.resourceState';

export function readHelpState(): UsState | null {
  try {
    const parsed = usStateSchema.safeParse(window.sessionStorage.getItem(STATE_KEY));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeHelpState(state: UsState | null): void {
  try {
    if (state) window.sessionStorage.setItem(STATE_KEY, state);
    else window.sessionStorage.removeItem(STATE_KEY);
  } catch {
    // Storage unavailable: the choice lasts while the page is open.
  }
}
