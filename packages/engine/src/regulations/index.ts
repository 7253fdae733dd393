// The regulations library (issue 14 item 1): every entry written and checked by us, in one readonly list.
import { federalAppeals } from './federal-appeals';
import { federalCharityCare } from './federal-charity-care';
import { federalCoverage } from './federal-coverage';
import { federalDebt } from './federal-debt';
import { federalHospitals } from './federal-hospitals';
import { federalMedicareBilling } from './federal-medicare-billing';
import { federalMedicaid } from './federal-medicaid';
import { federalOversight } from './federal-oversight';
import { federalPrograms } from './federal-programs';
import { federalPriorAuthorization } from './federal-prior-authorization';
import { federalPrivacy } from './federal-privacy';
import { federalSurpriseBilling } from './federal-surprise-billing';
import { stateLaws } from './states';
import type { RegulationSeed } from './types';

export type { RegulationSeed, RegulationCheck } from './types';
export { CHECKED_ON } from './entry';

export const regulationLibrary: readonly RegulationSeed[] = Object.freeze([
  ...federalSurpriseBilling,
  ...federalAppeals,
  ...federalMedicaid,
  ...federalCharityCare,
  ...federalHospitals,
  ...federalCoverage,
  ...federalMedicareBilling,
  ...federalPriorAuthorization,
  ...federalDebt,
  ...federalPrograms,
  ...federalOversight,
  ...federalPrivacy,
  ...stateLaws,
]);

const byId = new Map(regulationLibrary.map((r) => [r.id, r]));

/** The entry with this id, or undefined. */
export function regulationById(id: string): RegulationSeed | undefined {
  return byId.get(id);
}
