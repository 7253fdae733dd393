import { patientResourceSchema, type PatientResource, type ResourceCategory } from '@clearbill/shared';

/**
 * The shared list of verified assistance organizations (../shared/codesets/financial-assistance/
 * orgs_verified.json, compiled from public pages in 2026), read at run time and turned into directory
 * entries. Only what the file states is used: its name, what the organization does, its link, phone and
 * email; an entry without a link keeps none.
 */

export const VERIFIED_ORGS_FILE = 'financial-assistance/orgs_verified.json';

/** One entry of the shared file. */
export interface VerifiedOrg {
  name: string;
  type: string;
  url?: string | null;
  phone?: string;
  email?: string;
  evidence?: string;
}

function optionalText(v: unknown): v is string | undefined {
  return v === undefined || typeof v === 'string';
}

function asVerifiedOrg(item: unknown): VerifiedOrg | null {
  if (typeof item !== 'object' || item === null) return null;
  const o = item as Record<string, unknown>;
  if (typeof o.name !== 'string' || o.name.trim() === '') return null;
  if (typeof o.type !== 'string' || o.type.trim() === '') return null;
  if (!(o.url === null || optionalText(o.url))) return null;
  if (!optionalText(o.phone) || !optionalText(o.email) || !optionalText(o.evidence)) return null;
  return {
    name: o.name.trim(),
    type: o.type.trim(),
    url: o.url ?? null,
    ...(o.phone ? { phone: o.phone } : {}),
    ...(o.email ? { email: o.email } : {}),
    ...(o.evidence ? { evidence: o.evidence } : {}),
  };
}

/** The year the shared list was compiled (its README). */
const COMPILED = '2026';

function categoryOf(type: string): ResourceCategory {
  const t = type.toLowerCase();
  if (/charity[- ]care/.test(t)) return 'charity_care';
  if (/prescription|medication|database of/.test(t)) return 'prescription_assistance';
  if (/case management/.test(t)) return 'billing_advocacy';
  return 'financial_assistance';
}

function idOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

function servicesOf(type: string): string[] {
  return type
    .replace(/\(([^)]*)\)/g, ', $1')
    .split(/[;,]/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1));
}

function toResource(org: VerifiedOrg): PatientResource | null {
  const website = org.url ?? undefined;
  const candidate = {
    id: idOf(org.name),
    name: org.name,
    description: `${org.type.charAt(0).toUpperCase()}${org.type.slice(1)}.`,
    category: categoryOf(org.type),
    urgencyLevel: 'standard' as const,
    services: servicesOf(org.type),
    coverage: { national: true, states: [] },
    contactInfo: {
      ...(org.phone ? { phone: org.phone } : {}),
      ...(website ? { website } : {}),
      ...(org.email ? { email: org.email } : {}),
    },
    source: {
      url: website ?? null,
      checkedOn: COMPILED,
      ...(org.evidence ? { note: org.evidence } : {}),
    },
  };
  const parsed = patientResourceSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/**
 * The entries of the shared file as directory resources. A file that is not a list is refused (thrown);
 * an entry that does not fit (no name, a malformed link) is counted in `skipped`, never guessed at.
 */
export function resourcesFromVerifiedOrgs(raw: unknown): {
  resources: PatientResource[];
  skipped: number;
} {
  if (!Array.isArray(raw)) throw new Error('The verified organizations file is not a list');
  const list: unknown[] = raw;
  const resources: PatientResource[] = [];
  let skipped = 0;
  for (const item of list) {
    const org = asVerifiedOrg(item);
    const resource = org ? toResource(org) : null;
    if (resource) resources.push(resource);
    else skipped += 1;
  }
  return { resources, skipped };
}
