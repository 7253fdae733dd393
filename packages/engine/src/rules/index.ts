// Every analysis rule, in the order their findings are listed.
import type { FindingType } from '@clearbill/shared';
import type { Rule } from '../analysis/types';
import { appealOpportunity } from './appeal-opportunity';
import { balanceBilling } from './balance-billing';
import { duplicateCharge } from './duplicate-charge';
import { excessivePricing } from './excessive-pricing';
import { excessiveUnits } from './excessive-units';
import { financialAssistance } from './financial-assistance';
import { mathError } from './math-error';
import { personalDetails } from './personal-details';
import { serviceNotReceived } from './service-not-received';
import { surpriseBilling } from './surprise-billing';
import { unbundling } from './unbundling';

export const rules: readonly (readonly [FindingType, Rule])[] = [
  ['service_not_received', serviceNotReceived],
  ['duplicate_charge', duplicateCharge],
  ['unbundling', unbundling],
  ['excessive_units', excessiveUnits],
  ['appeal_opportunity', appealOpportunity],
  ['surprise_billing', surpriseBilling],
  ['balance_billing', balanceBilling],
  ['math_error', mathError],
  ['excessive_pricing', excessivePricing],
  ['financial_assistance', financialAssistance],
  ['personal_details', personalDetails],
];

export {
  appealOpportunity,
  balanceBilling,
  duplicateCharge,
  excessivePricing,
  excessiveUnits,
  financialAssistance,
  mathError,
  personalDetails,
  serviceNotReceived,
  surpriseBilling,
  unbundling,
};
export { reasonClassOf } from './reason-class';
export { ruleRegulationIds, regulationIdsFor, citedRegulationIds } from './regulations';
export { PRICE_MULTIPLE, HOSPITAL_RATE_MULTIPLE, TYPICAL_RANGE } from './benchmark';
