import { z } from 'zod';

/**
 * The HIPAA Audit tab (spec 02 §2, §3; issue 16 item 7; decision 0024): the 15-item Security Rule
 * checklist kept in the database, the product's own security scan, and the reports.
 *
 * Citations checked 2026-11-27 against 45 CFR 164.312 (govinfo.gov, CFR-2019 title 45 vol 2 sec 164.312),
 * 164.308 (law.cornell.edu/cfr/text/45/164.308) and 164.310 (edocket.access.gpo.gov cfr_2004 45cfr164.310).
 * The titles and explanations are our own words.
 */

export const hipaaGroups = ['technical', 'administrative', 'physical'] as const;
export const hipaaGroupSchema = z.enum(hipaaGroups);
export type HipaaGroup = z.infer<typeof hipaaGroupSchema>;

export const hipaaGroupInfo: Record<HipaaGroup, { label: string; citation: string }> = {
  technical: { label: 'Technical', citation: '§164.312' },
  administrative: { label: 'Administrative', citation: '§164.308' },
  physical: { label: 'Physical', citation: '§164.310' },
};

export interface HipaaRequirement {
  key: string;
  group: HipaaGroup;
  title: string;
  citation: string;
  /** What meeting it means here, in plain words (the details popup). */
  explanation: string;
  /** Spec 02 §3: the starting flags. */
  initiallyCompliant: boolean;
  initiallyVerified: boolean;
}

const item = (
  key: string,
  group: HipaaGroup,
  title: string,
  citation: string,
  explanation: string,
  initiallyCompliant = true,
  initiallyVerified = true,
): HipaaRequirement => ({ key, group, title, citation, explanation, initiallyCompliant, initiallyVerified });

/** The 15 requirements of spec 02 §3, in its order. */
export const hipaaRequirements: readonly HipaaRequirement[] = [
  item(
    'accessControl',
    'technical',
    'Access control',
    '§164.312(a)(1)',
    'Only people and programs granted access reach health information: patients see their own documents, admins sign in separately with two-step sign-in, idle sessions end.',
  ),
  item(
    'auditControls',
    'technical',
    'Audit controls',
    '§164.312(b)',
    'Activity on systems holding health information is recorded and can be reviewed: every read or change of a person’s data writes an audit event.',
  ),
  item(
    'integrity',
    'technical',
    'Integrity',
    '§164.312(c)(1)',
    'Health information is protected from being altered or destroyed improperly: originals are sealed with authenticated encryption, so tampering is detected.',
  ),
  item(
    'personEntityAuth',
    'technical',
    'Person or entity authentication',
    '§164.312(d)',
    'Whoever asks for health information is checked to be who they claim: passwords, bearer sessions, and a second factor for admins.',
  ),
  item(
    'transmissionSecurity',
    'technical',
    'Transmission security',
    '§164.312(e)(1)',
    'Health information sent over a network is guarded against interception: HTTPS in front of the service, with strict transport headers.',
    true,
    false,
  ),
  item(
    'securityOfficer',
    'administrative',
    'Assigned security responsibility',
    '§164.308(a)(2)',
    'One named person is responsible for security policies and how they are carried out.',
  ),
  item(
    'workforceTraining',
    'administrative',
    'Security awareness and training',
    '§164.308(a)(5)',
    'Everyone who works with the system is trained on security and reminded regularly.',
  ),
  item(
    'informationAccess',
    'administrative',
    'Information access management',
    '§164.308(a)(4)',
    'Access to health information is authorised by written policy and limited to what each role needs.',
  ),
  item(
    'securityIncidents',
    'administrative',
    'Security incident procedures',
    '§164.308(a)(6)',
    'Suspected and known security incidents are identified, answered, documented and their harm reduced.',
  ),
  item(
    'contingencyPlan',
    'administrative',
    'Contingency plan',
    '§164.308(a)(7)',
    'Backups, disaster recovery and emergency operation are planned and tested.',
  ),
  item(
    'periodicEvaluation',
    'administrative',
    'Evaluation',
    '§164.308(a)(8)',
    'Technical and non-technical evaluations are done periodically and after changes, to check the safeguards still meet the rule.',
    false,
    false,
  ),
  item(
    'businessAssociates',
    'administrative',
    'Business associate contracts',
    '§164.308(b)',
    'Every outside party that handles health information for us has signed written assurances.',
  ),
  item(
    'facilityAccess',
    'physical',
    'Facility access controls',
    '§164.310(a)(1)',
    'Physical access to the systems and the places they run in is limited to authorised people.',
  ),
  item(
    'workstationUse',
    'physical',
    'Workstation use',
    '§164.310(b)',
    'Rules say how and where workstations that reach health information are used.',
  ),
  item(
    'deviceMedia',
    'physical',
    'Device and media controls',
    '§164.310(d)(1)',
    'Hardware and storage media holding health information are tracked, wiped before reuse and disposed of safely.',
  ),
];

export const hipaaKeys = hipaaRequirements.map((r) => r.key);

/** Spec 02 §4: compliant and verified is done; not compliant is alert; compliant but unverified is pending. */
export const hipaaStatuses = ['done', 'pending', 'alert'] as const;
export type HipaaStatus = (typeof hipaaStatuses)[number];

export function hipaaStatusOf(flags: { compliant: boolean; verified: boolean }): HipaaStatus {
  if (!flags.compliant) return 'alert';
  return flags.verified ? 'done' : 'pending';
}

/** Spec 02 §4: the rounded percentage of the 15 items marked compliant. */
export function hipaaCompliancePercent(items: readonly { compliant: boolean }[]): number {
  if (items.length === 0) return 0;
  return Math.round((items.filter((i) => i.compliant).length / items.length) * 100);
}

/** Spec 02 §2: action items fall due 14 days (alerts) or 30 days (pending checks) ahead. */
export const HIPAA_ALERT_DUE_DAYS = 14;
export const HIPAA_PENDING_DUE_DAYS = 30;

const evidenceLinkSchema = z
  .url({ protocol: /^https?$/, message: 'Evidence links must be http(s) addresses' })
  .max(500);

export const hipaaChecklistUpdateSchema = z.strictObject({
  compliant: z.boolean(),
  verified: z.boolean(),
  notes: z.string().trim().max(2000).nullable().optional(),
  evidenceLinks: z.array(evidenceLinkSchema).max(10).optional(),
});
export type HipaaChecklistUpdate = z.infer<typeof hipaaChecklistUpdateSchema>;

export const hipaaKeyParamsSchema = z.object({ key: z.string().max(64) });

export const hipaaChecklistItemSchema = z.object({
  key: z.string(),
  group: hipaaGroupSchema,
  title: z.string(),
  citation: z.string(),
  explanation: z.string(),
  compliant: z.boolean(),
  verified: z.boolean(),
  status: z.enum(hipaaStatuses),
  notes: z.string().nullable(),
  evidenceLinks: z.array(z.string()),
  /** Null while the item keeps its starting flags (nobody has reviewed it yet). */
  updatedAt: z.iso.datetime().nullable(),
  updatedBy: z.string().nullable(),
});
export type HipaaChecklistItem = z.infer<typeof hipaaChecklistItemSchema>;

export const hipaaActionItemSchema = z.object({
  key: z.string(),
  title: z.string(),
  reason: z.string(),
  dueDate: z.string(),
});
export type HipaaActionItem = z.infer<typeof hipaaActionItemSchema>;

export const securityCheckKeys = [
  'adminsEnrolled',
  'encryptionKey',
  'sweepsRecent',
  'noExpiredDocuments',
  'sessionIdleTimeout',
  'auditLogRecent',
] as const;
export type SecurityCheckKey = (typeof securityCheckKeys)[number];

export const securityCheckSchema = z.object({
  key: z.enum(securityCheckKeys),
  label: z.string(),
  passed: z.boolean(),
  detail: z.string(),
});
export type SecurityCheck = z.infer<typeof securityCheckSchema>;

export const securityScanSchema = z.object({
  id: z.string(),
  ranAt: z.iso.datetime(),
  ranBy: z.string().nullable(),
  passed: z.number().int(),
  total: z.number().int(),
  checks: z.array(securityCheckSchema),
});
export type SecurityScan = z.infer<typeof securityScanSchema>;

export const hipaaChecklistResponseSchema = z.object({
  items: z.array(hipaaChecklistItemSchema),
  overallPercent: z.number().int(),
  groups: z.array(
    z.object({
      group: hipaaGroupSchema,
      label: z.string(),
      citation: z.string(),
      percent: z.number().int(),
    }),
  ),
  actionItems: z.array(hipaaActionItemSchema),
  lastScan: securityScanSchema.nullable(),
});
export type HipaaChecklistResponse = z.infer<typeof hipaaChecklistResponseSchema>;

export const hipaaReportKinds = ['audit', 'compliance'] as const;
export const hipaaReportParamsSchema = z.object({ kind: z.enum(hipaaReportKinds) });
export type HipaaReportKind = (typeof hipaaReportKinds)[number];
