import type { AdminPatientResource, LinkCheck, PatientResource } from '@clearbill/shared';

/** A resource as the back office sees it: every field, and its website's latest check. */
export function adminResourceView(
  resource: PatientResource,
  lastLinkCheck: LinkCheck | null,
): AdminPatientResource {
  return { ...resource, lastLinkCheck };
}
