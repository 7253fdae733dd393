import type { PatientResource } from '@clearbill/shared';
import { mergeDirectory } from './filter';
import { nationalResources } from './national';
import { shipResources } from './states/ship';
import { insuranceDepartmentResources } from './states/insurance-departments';
import { medicaidAgencyResources } from './states/medicaid-agencies';

/**
 * Every resource kept in code: the national programs, then the state programs (each state's SHIP, its
 * department of insurance and its Medicaid agency). The server adds the shared verified organizations after
 * these.
 */
export const builtInResources: readonly PatientResource[] = mergeDirectory(
  nationalResources,
  shipResources,
  insuranceDepartmentResources,
  medicaidAgencyResources,
);
