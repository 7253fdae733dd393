import { and, desc, eq, like } from 'drizzle-orm';
import { renderHipaaReport } from '@clearbill/engine';
import type { HipaaReportKind } from '@clearbill/shared';
import { auditFor } from '../access/audit';
import type { AdminCaller } from '../access/caller';
import type { AppContext } from '../context';
import { admins, auditEvents } from '../db/schema';
import { readChecklist } from './checklist';

const HISTORY_LIMIT = 200;

/** A PDF of the live checklist and scan; the audit report adds the history of checklist changes and scans. */
export async function hipaaReport(
  ctx: AppContext,
  caller: AdminCaller,
  kind: HipaaReportKind,
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const checklist = await readChecklist(ctx);
  const [me] = await ctx.db
    .select({ username: admins.username })
    .from(admins)
    .where(eq(admins.id, caller.adminId));
  const history =
    kind === 'audit'
      ? await ctx.db
          .select({
            at: auditEvents.occurredAt,
            who: admins.username,
            action: auditEvents.action,
            item: auditEvents.resourceId,
          })
          .from(auditEvents)
          .leftJoin(admins, eq(admins.id, auditEvents.actorId))
          .where(and(eq(auditEvents.actorType, 'admin'), like(auditEvents.action, 'hipaa.%')))
          .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
          .limit(HISTORY_LIMIT)
      : [];
  const generatedAt = ctx.clock.now();
  const pdf = await renderHipaaReport({
    kind,
    checklist,
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
    generatedAt,
    generatedBy: me?.username ?? 'an admin',
  });
  await auditFor(ctx, caller, `hipaa.${kind}_report_exported`, { type: 'hipaa_report' });
  return { pdf, fileName: `hipaa-${kind}-report-${generatedAt.toISOString().slice(0, 10)}.pdf` };
}
