export { nationalResources } from './national';
export { resourcesFromVerifiedOrgs, VERIFIED_ORGS_FILE, type VerifiedOrg } from './verified-orgs';
export { filterResources, mergeDirectory, servesState } from './filter';
