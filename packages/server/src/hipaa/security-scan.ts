import { randomBytes } from 'node:crypto';
import { and, count, isNull, lte, max, sql } from 'drizzle-orm';
import { limits, type SecurityCheck, type SecurityScan } from '@clearbill/shared';
import { auditFor } from '../access/audit';
import type { AdminCaller } from '../access/caller';
import type { AppContext } from '../context';
import { Encryptor } from '../crypto/encryption';
import { admins, auditEvents, documents, securityScans, sweepRuns } from '../db/schema';
import { RETENTION_SWEEP } from '../sweep-runs';
import { latestScan } from './checklist';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Keys nobody should run with: all zeros, one repeated byte, counting bytes (the usual placeholders
 * in examples). The check never reads the key: it asks whether text sealed with a weak key opens.
 */
const weakKeys = (): Buffer[] => [
  Buffer.alloc(32, 0),
  Buffer.alloc(32, 0xff),
  Buffer.alloc(32, 0x61),
  Buffer.from(Array.from({ length: 32 }, (_, i) => i)),
  Buffer.from('0123456789abcdef0123456789abcdef'),
];

function encryptionCheck(ctx: AppContext): SecurityCheck {
  const label = 'Encryption key present and not a default';
  const probe = randomBytes(16).toString('hex');
  try {
    if (ctx.encryptor.decrypt(ctx.encryptor.encrypt(probe)) !== probe) throw new Error('round trip');
  } catch {
    return { key: 'encryptionKey', label, passed: false, detail: 'The at-rest encryptor does not work.' };
  }
  for (const weak of weakKeys()) {
    try {
      if (ctx.encryptor.decrypt(new Encryptor(weak).encrypt(probe)) === probe) {
        return {
          key: 'encryptionKey',
          label,
          passed: false,
          detail: 'The key is a well-known placeholder value; set a random 32-byte key.',
        };
      }
    } catch {
      // Expected: a different key cannot open it.
    }
  }
  return {
    key: 'encryptionKey',
    label,
    passed: true,
    detail: 'AES-256-GCM key loaded; it is none of the placeholder keys.',
  };
}

/** The product's own checks (issue 16 item 7), each read from the live state. */
export async function securityChecks(ctx: AppContext): Promise<SecurityCheck[]> {
  const now = ctx.clock.now();
  const [adminCounts] = await ctx.db
    .select({ all: count(), unenrolled: count(sql`CASE WHEN ${admins.totpSecretEnc} IS NULL THEN 1 END`) })
    .from(admins);
  const [sweep] = await ctx.db
    .select()
    .from(sweepRuns)
    .where(sql`${sweepRuns.name} = ${RETENTION_SWEEP}`);
  const [overdue] = await ctx.db
    .select({ n: count() })
    .from(documents)
    .where(and(lte(documents.originalExpiresAt, now), isNull(documents.originalDeletedAt)));
  const [lastAudit] = await ctx.db.select({ at: max(auditEvents.occurredAt) }).from(auditEvents);

  const unenrolled = adminCounts?.unenrolled ?? 0;
  const sweepFinished = sweep?.lastFinishedAt ?? null;
  const sweepRecent = sweepFinished !== null && now.getTime() - sweepFinished.getTime() <= HOUR_MS;
  const overdueCount = overdue?.n ?? 0;
  const lastAuditAt = lastAudit?.at ? new Date(lastAudit.at) : null;
  const idleMinutes = limits.sessionIdleMs / 60_000;

  return [
    {
      key: 'adminsEnrolled',
      label: 'Every admin enrolled in two-step sign-in',
      passed: unenrolled === 0,
      detail:
        unenrolled === 0
          ? `Every admin (${adminCounts?.all ?? 0}) has an authenticator.`
          : `${unenrolled} of ${adminCounts?.all ?? 0} admins have no authenticator yet.`,
    },
    encryptionCheck(ctx),
    {
      key: 'sweepsRecent',
      label: 'Retention sweeps ran within the last hour',
      passed: sweepRecent && (sweep?.lastOk ?? false),
      detail: !sweepFinished
        ? 'No retention sweep has been recorded.'
        : `Last finished ${sweepFinished.toISOString()}${sweep?.lastOk ? '' : ' with a failure'}.`,
    },
    {
      key: 'noExpiredDocuments',
      label: 'No document kept past its retention window',
      passed: overdueCount === 0,
      detail:
        overdueCount === 0
          ? 'No original is past its window.'
          : `${overdueCount} original(s) past their window still stored.`,
    },
    {
      key: 'sessionIdleTimeout',
      label: 'Sessions end after 30 minutes idle',
      passed: idleMinutes <= 30,
      detail: `Sessions end after ${idleMinutes} minutes without activity.`,
    },
    {
      key: 'auditLogRecent',
      label: 'Audit log written in the last day',
      passed: lastAuditAt !== null && now.getTime() - lastAuditAt.getTime() <= DAY_MS,
      detail: lastAuditAt ? `Last event ${lastAuditAt.toISOString()}.` : 'The audit log is empty.',
    },
  ];
}

/** Runs the checks, stores the results and audits the run (the audit event comes after the check). */
export async function runSecurityScan(ctx: AppContext, caller: AdminCaller): Promise<SecurityScan> {
  const checks = await securityChecks(ctx);
  const passed = checks.filter((c) => c.passed).length;
  await ctx.db.insert(securityScans).values({
    ranAt: ctx.clock.now(),
    ranByAdminId: caller.adminId,
    passed,
    total: checks.length,
    checks,
  });
  await auditFor(ctx, caller, 'hipaa.security_scan_run', { type: 'security_scan' });
  const scan = await latestScan(ctx);
  if (!scan) throw new Error('The scan just stored is missing.');
  return scan;
}
