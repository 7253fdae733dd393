import { asc, sql } from 'drizzle-orm';
import {
  AppError,
  type AdminAccount,
  type AdminUsersQuery,
  type AdminUsersResponse,
  type CreateAdminRequest,
} from '@clearbill/shared';
import { audit } from '../access/audit';
import type { AdminCaller } from '../access/caller';
import type { AppContext } from '../context';
import { queryRows } from '../codes/sql-rows';
import { admins } from '../db/schema';
import { consumeLimits } from '../limits/events';
import { complianceMetrics, crisisResponsesThisWeek } from './analytics';
import { createAdmin } from './service';

const MINUTE_MS = 60 * 1000;

/** ILIKE pattern for a typed search: the user's %, _ and \ are matched as themselves. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const iso = (v: unknown): string | null =>
  v === null || v === undefined ? null : new Date(v as string).toISOString();

/**
 * The users list is counted per admin: a flood of refreshes is answered 429 with Retry-After (the
 * screen also skips a refresh within 5 s of the last one, 02-admin-back-office.md §5).
 */
export async function limitUsersList(ctx: AppContext, caller: AdminCaller): Promise<void> {
  await consumeLimits(ctx.db, ctx.clock.now(), [
    {
      rule: {
        scope: 'admin-users-list:admin',
        max: ctx.config.abuseLimits.adminUsersListPerMinute,
        windowMs: MINUTE_MS,
        message: () => 'Please wait before refreshing user data',
      },
      key: caller.adminId,
    },
  ]);
}

function toAccount(row: typeof admins.$inferSelect): AdminAccount {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    totpEnabled: row.totpSecretEnc !== null,
    lastLogin: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    isAdmin: true,
  };
}

/**
 * GET /api/admin/users: the patients' accounts (newest first, searched by e-mail or name) with their
 * document and analysis counts, the back office's own accounts, and the three compliance cards. Never a
 * password hash, a token or anything from a document.
 */
export async function listUsers(
  ctx: AppContext,
  caller: AdminCaller,
  query: AdminUsersQuery,
): Promise<AdminUsersResponse> {
  await limitUsersList(ctx, caller);
  const where = query.search
    ? sql`WHERE u.email ILIKE ${containsPattern(query.search)} OR (u.first_name || ' ' || u.last_name) ILIKE ${containsPattern(query.search)}`
    : sql``;
  const rows = await queryRows(
    ctx.db,
    sql`SELECT u.id, u.email, u.first_name, u.last_name, u.email_verified, u.last_login_at, u.created_at,
          (SELECT count(*) FROM documents d WHERE d.owner_user_id = u.id)::int AS documents,
          (SELECT count(*) FROM documents d JOIN analyses a ON a.document_id = d.id
             WHERE d.owner_user_id = u.id)::int AS analyses
        FROM users u ${where}
        ORDER BY u.created_at DESC, u.id
        LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
  );
  const [total] = await queryRows(ctx.db, sql`SELECT count(*)::int AS n FROM users u ${where}`);
  const adminRows = await ctx.db.select().from(admins).orderBy(asc(admins.createdAt));
  const compliance = await complianceMetrics(ctx);
  return {
    success: true,
    data: rows.map((r) => ({
      id: String(r.id),
      email: String(r.email),
      firstName: String(r.first_name),
      lastName: String(r.last_name),
      emailVerified: Boolean(r.email_verified),
      documentCount: Number(r.documents),
      analysisCount: Number(r.analyses),
      lastLogin: iso(r.last_login_at),
      createdAt: iso(r.created_at) ?? '',
      isAdmin: false,
    })),
    admins: adminRows.map(toAccount),
    paging: { page: query.page, pageSize: query.pageSize, total: Number(total?.n ?? 0) },
    metrics: {
      dataRetentionCompliance: compliance.dataRetentionCompliance,
      gdprRequests: compliance.gdprRequests,
      crisisResponsesThisWeek: await crisisResponsesThisWeek(ctx),
    },
  };
}

/**
 * Another admin, created by a signed-in admin (POST /api/admin/admins). The new admin has no
 * authenticator: their first sign-in opens only the two-step set-up, as for every admin.
 */
export async function createAdminByAdmin(
  ctx: AppContext,
  caller: AdminCaller,
  input: CreateAdminRequest,
): Promise<AdminAccount> {
  const row = await createAdmin(ctx, {
    username: input.username,
    password: input.password,
    firstName: input.firstName?.trim() ? input.firstName.trim() : null,
  });
  if (!row) throw new AppError('conflict', 'An admin with that username already exists.');
  await audit(ctx, {
    actor: { type: 'admin', id: caller.adminId },
    action: 'admin.create',
    resourceType: 'admin',
    resourceId: row.id,
  });
  return toAccount(row);
}
