import { patientResourceListSchema, type PatientResourceList } from '@clearbill/shared';
import { apiRequest } from '@/lib/api';
import { resourcesPath, type ResourceFilters } from './resources-view';

/** GET /api/patient-resources (public: no credential needed). */
export function fetchResources(filters: ResourceFilters, signal?: AbortSignal): Promise<PatientResourceList> {
  return apiRequest(resourcesPath(filters), { schema: patientResourceListSchema, signal });
}
