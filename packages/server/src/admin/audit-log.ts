import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, count, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { AdminAuditEntry, AdminAuditQuery, Paging } from '@clearbill/shared';
import type { AppContext } from '../context';
import { adminAuditLog, admins } from '../db/schema';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin an /api/admin request acted as: the gate's session, or the sign-in that just succeeded. */
    auditAdminId: string | null;
  }
}

/** Path parameters as `name=value` pairs: ids and keys only (routes never carry content in a path). */
function targetOf(request: FastifyRequest): string | null {
  const params = request.params;
  if (!params || typeof params !== 'object') return null;
  const pairs = Object.entries(params as Record<string, unknown>)
    .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
    .map(([k, v]) => `${k}=${String(v).slice(0, 100)}`);
  return pairs.length > 0 ? pairs.join(' ') : null;
}

/**
 * The admin audit log, written in one place for every admin route, existing and future: each request an
 * admin made to a routed /api/admin path, with who, what (method and route pattern, never the URL
 * with its query), which ids, the answer's status, when and from which address. Written in onSend, so
 * the entry exists when the answer leaves (the log's own readers see it at once). A failed write is
 * logged by its error type and never fails the admin's request.
 */
export function registerAdminAuditLog(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('auditAdminId', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const adminId = request.auditAdminId ?? request.adminSession?.caller.adminId ?? null;
    const route = request.routeOptions.url;
    if (!adminId || !route?.startsWith('/api/admin')) return payload;
    try {
      await writeAdminAudit(ctx, {
        adminId,
        action: `${request.method} ${route}`,
        target: targetOf(request),
        statusCode: reply.statusCode,
        ipAddress: request.ip,
      });
    } catch (err) {
      request.log.error({ errType: (err as Error).name }, 'admin audit log write failed');
    }
    return payload;
  });
}

/** One entry; the username is copied from the admin row as it is now. */
export async function writeAdminAudit(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  entry: { adminId: string; action: string; target: string | null; statusCode: number; ipAddress: string },
): Promise<void> {
  await ctx.db.insert(adminAuditLog).values({
    occurredAt: ctx.clock.now(),
    adminId: entry.adminId,
    adminUsername: sql`(SELECT ${admins.username} FROM ${admins} WHERE ${admins.id} = ${entry.adminId})`,
    action: entry.action,
    target: entry.target,
    statusCode: entry.statusCode,
    ipAddress: entry.ipAddress,
  });
}

function whereOf(query: Omit<AdminAuditQuery, 'page' | 'pageSize'>): SQL | undefined {
  const escaped = query.action?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return and(
    query.adminId ? eq(adminAuditLog.adminId, query.adminId) : undefined,
    escaped ? ilike(adminAuditLog.action, `%${escaped}%`) : undefined,
    query.from ? gte(adminAuditLog.occurredAt, new Date(query.from)) : undefined,
    query.to ? lte(adminAuditLog.occurredAt, new Date(query.to)) : undefined,
  );
}

const entryColumns = {
  id: adminAuditLog.id,
  occurredAt: adminAuditLog.occurredAt,
  adminId: adminAuditLog.adminId,
  adminUsername: adminAuditLog.adminUsername,
  action: adminAuditLog.action,
  target: adminAuditLog.target,
  statusCode: adminAuditLog.statusCode,
  ipAddress: adminAuditLog.ipAddress,
};

interface EntryRow {
  id: number;
  occurredAt: Date;
  adminId: string | null;
  adminUsername: string | null;
  action: string;
  target: string | null;
  statusCode: number;
  ipAddress: string;
}

const toEntry = (row: EntryRow): AdminAuditEntry => ({ ...row, occurredAt: row.occurredAt.toISOString() });

/** A page of the log, newest first, with the filters of the Audit log section. */
export async function listAdminAudit(
  ctx: AppContext,
  query: AdminAuditQuery,
): Promise<{ data: AdminAuditEntry[]; paging: Paging }> {
  const where = whereOf(query);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(entryColumns)
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.occurredAt), desc(adminAuditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ n: count() }).from(adminAuditLog).where(where),
  ]);
  return {
    data: rows.map(toEntry),
    paging: { page: query.page, pageSize: query.pageSize, total: total?.n ?? 0 },
  };
}

/** Every cell quoted, and a leading formula character neutralised (a spreadsheet must not run it). */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const CSV_MAX_ROWS = 100_000;

/** The filtered log as CSV, newest first (at most 100,000 rows: narrow the period for more). */
export async function adminAuditCsv(
  ctx: AppContext,
  query: Omit<AdminAuditQuery, 'page' | 'pageSize'>,
): Promise<string> {
  const rows = await ctx.db
    .select(entryColumns)
    .from(adminAuditLog)
    .where(whereOf(query))
    .orderBy(desc(adminAuditLog.occurredAt), desc(adminAuditLog.id))
    .limit(CSV_MAX_ROWS);
  const header = [
    'id',
    'occurred_at',
    'admin_id',
    'admin_username',
    'action',
    'target',
    'status',
    'ip_address',
  ];
  const lines = rows.map((r) =>
    [
      r.id,
      r.occurredAt.toISOString(),
      r.adminId,
      r.adminUsername,
      r.action,
      r.target,
      r.statusCode,
      r.ipAddress,
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
