export { nationalResources } from './national';
export { shipResources, SHIP_UNVERIFIED } from './states/ship';
export { insuranceDepartmentResources } from './states/insurance-departments';
export { medicaidAgencyResources } from './states/medicaid-agencies';
export { builtInResources } from './built-in';
export { resourcesFromVerifiedOrgs, VERIFIED_ORGS_FILE, type VerifiedOrg } from './verified-orgs';
export { filterResources, mergeDirectory, servesState } from './filter';
