import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError, demoSampleBills, limits, messages, type DocumentDetail } from '@clearbill/shared';
import { audit } from '../access/audit';
import { createSession, revokeSession } from '../access/sessions';
import type { AppContext } from '../context';
import { documents, users } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { toUser, type SignedIn } from '../auth/service';

/** The demo account's address: `.invalid` can never receive mail (RFC 2606). */
export const demoEmail = 'demo@clearbill.invalid';

type UserRow = typeof users.$inferSelect;

/**
 * Finds or creates the demo account. An ordinary account that happens to hold the demo address is
 * never taken over: start-up stops with a plain message instead.
 */
export async function ensureDemoAccount(ctx: AppContext): Promise<UserRow> {
  const [existing] = await ctx.db.select().from(users).where(eq(users.email, demoEmail)).limit(1);
  if (existing) {
    if (!existing.isDemo)
      throw new Error(
        `DEMO_MODE=on but ${demoEmail} belongs to an ordinary account; demo mode will not use it`,
      );
    return existing;
  }
  // Nobody knows this password: the demo account is reached only through POST /api/token-login.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const [row] = await ctx.db
    .insert(users)
    .values({
      email: demoEmail,
      passwordHash,
      firstName: 'Demo',
      lastName: 'Patient (sample data)',
      emailVerified: true,
      createdAt: ctx.clock.now(),
      isDemo: true,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (row) return row;
  // Another instance created it at the same moment.
  return ensureDemoAccount(ctx);
}

async function demoAccount(ctx: AppContext): Promise<UserRow> {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.email, demoEmail), eq(users.isDemo, true)))
    .limit(1);
  if (!row) throw new AppError('not_found', messages.notFound);
  return row;
}

/** POST /api/token-login: a fresh session for the demo account (the route exists only in demo mode). */
export async function tokenLogin(ctx: AppContext): Promise<SignedIn> {
  const row = await demoAccount(ctx);
  const session = await createSession(ctx, { kind: 'user', userId: row.id });
  await audit(ctx, {
    actor: { type: 'user', id: row.id },
    subjectUserId: row.id,
    action: 'session.create',
    resourceType: 'session',
  });
  return { ...session, user: toUser(row) };
}

/** Whether the account is the demo account, and the uploads it has left (the server's own count). */
export async function accountFacts(
  ctx: AppContext,
  userId: string,
): Promise<{ demo: boolean; uploadsRemaining: number }> {
  const [row] = await ctx.db
    .select({ isDemo: users.isDemo, used: users.uploadsUsed })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { demo: row?.isDemo ?? false, uploadsRemaining: Math.max(0, limits.userUploads - (row?.used ?? 0)) };
}

/**
 * Demo mode at start-up: the demo account and its sample bills, each uploaded and analysed through the
 * app's own API (the same engine a patient's bill meets). Idempotent: bills already there are skipped,
 * so a restart or a second instance adds nothing.
 */
export async function seedDemo(app: FastifyInstance, ctx: AppContext): Promise<{ added: number }> {
  const account = await ensureDemoAccount(ctx);
  const have = await ctx.db
    .select({ name: documents.fileNameEnc })
    .from(documents)
    .where(eq(documents.ownerUserId, account.id));
  const present = new Set(have.map((r) => ctx.encryptor.decrypt(r.name)));
  const missing = demoSampleBills.filter((b) => !present.has(b.fileName));
  if (missing.length === 0) return { added: 0 };
  const { token } = await createSession(ctx, { kind: 'user', userId: account.id });
  const headers = { authorization: `Bearer ${token}` };
  try {
    for (const bill of missing) await uploadAndConfirm(app, headers, bill.fileName, bill.text);
  } finally {
    await revokeSession(ctx, token);
  }
  return { added: missing.length };
}

async function uploadAndConfirm(
  app: FastifyInstance,
  headers: Record<string, string>,
  fileName: string,
  text: string,
): Promise<void> {
  const form = new FormData();
  form.append('document', new Blob([text], { type: 'text/plain' }), fileName);
  form.append('consentGiven', 'true');
  form.append('fileCount', '1');
  const up = await app.inject({ method: 'POST', url: '/api/documents/upload', payload: form, headers });
  if (up.statusCode !== 201) throw new Error(`demo sample upload answered ${up.statusCode}`);
  const id = up.json<{ documentId: string }>().documentId;
  let doc = up.json<{ document: DocumentDetail }>().document;
  for (let i = 0; i < 240 && doc.status === 'processing'; i++) {
    await new Promise((r) => setTimeout(r, 250));
    doc = (await app.inject({ method: 'GET', url: `/api/documents/${id}`, headers })).json<DocumentDetail>();
  }
  if (doc.status !== 'awaiting_confirmation') return;
  const res = await app.inject({
    method: 'POST',
    url: `/api/documents/${id}/start-analysis`,
    headers,
    payload: { redactions: doc.redactions.map((r) => ({ id: r.id, approved: true })) },
  });
  if (res.statusCode !== 200) throw new Error(`demo sample analysis answered ${res.statusCode}`);
}
