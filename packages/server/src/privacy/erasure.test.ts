import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { UploadResponse } from '@clearbill/shared';
import { getTableName, isTable } from 'drizzle-orm';
import * as schema from '../db/schema';
import { confirmAll, patient, upload } from '../test/documents';
import { createGuest } from '../test/factories';
import { describeEachDb, type Harness } from '../test/harness';

/** Every table of the database, in every schema but PostgreSQL's own (pg-boss's included). */
async function allTables(h: Harness): Promise<{ schema: string; name: string }[]> {
  const { rows } = await h.ctx.sql(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
     ORDER BY 1, 2`,
  );
  return rows as { schema: string; name: string }[];
}

/** The tables (schema.table) holding a row whose text form contains any of the needles. */
async function tablesNaming(h: Harness, needles: string[], onlySchema?: string): Promise<string[]> {
  const hits: string[] = [];
  for (const t of await allTables(h)) {
    if (onlySchema && t.schema !== onlySchema) continue;
    const where = needles.map((_, i) => `t::text ILIKE '%' || $${i + 1} || '%'`).join(' OR ');
    const { rows } = await h.ctx.sql(
      `SELECT count(*)::int AS n FROM "${t.schema}"."${t.name}" t WHERE ${where}`,
      needles,
    );
    if ((rows[0] as { n: number }).n > 0) hits.push(`${t.schema}.${t.name}`);
  }
  return hits;
}

/** An account with something in every registered kind of data. */
async function busyAccount(h: Harness, lastName: string) {
  // Uploaded as a guest, then adopted at sign-up.
  const guest = await createGuest(h);
  const guestUp = (await upload(h, { headers: guest.headers })).body();
  const res = await h.request({
    method: 'POST',
    url: '/api/auth/signup',
    headers: guest.headers,
    payload: {
      email: `${lastName.toLowerCase()}@example.org`,
      password: `pw-${lastName}-long-secret`,
      firstName: 'Ottoline',
      lastName,
    },
  });
  expect(res.statusCode).toBe(201);
  const { token, user } = res.json<{ token: string; user: { id: string; email: string } }>();
  const auth = { authorization: `Bearer ${token}` };
  await confirmAll(h, guestUp, auth);
  // An upload of its own, confirmed and analysed, its result saved; one left awaiting confirmation.
  const up = (await upload(h, { headers: auth })).body();
  expect((await confirmAll(h, up, auth)).statusCode).toBe(200);
  expect(
    (await h.request({ method: 'POST', url: `/api/analyses/${up.documentId}/save`, headers: auth }))
      .statusCode,
  ).toBe(200);
  const pending: UploadResponse = (await upload(h, { headers: auth })).body();
  await h.request({
    method: 'POST',
    url: '/api/consent',
    headers: auth,
    payload: { consentType: 'research_use', consentGiven: true },
  });
  await h.request({
    method: 'POST',
    url: '/api/enterprise/manual-review/flag',
    headers: auth,
    payload: { code: '99213', codeType: 'CPT', reason: 'missing_info', description: 'Unclear level' },
  });
  // A letter with the person's name typed into it (stored encrypted).
  const letter = await h.request({
    method: 'POST',
    url: '/api/generate-letter',
    headers: auth,
    payload: {
      templateId: 'itemized-bill-request',
      userData: {
        PATIENT_NAME: `Pat ${lastName}`,
        PATIENT_ADDRESS: '1 Main St, Springfield, IL',
        PROVIDER_NAME: 'General Hospital',
        DATE_OF_SERVICE: '2026-01-12',
      },
      recipientType: 'provider',
      recipientName: 'Billing Office',
    },
  });
  expect(letter.statusCode, letter.body).toBe(200);
  // A message through the contact form from the account's address (found by e-mail match).
  const contact = await h.request({
    method: 'POST',
    url: '/api/contact',
    payload: { name: `Ottoline ${lastName}`, email: user.email, message: 'A question about my account.' },
  });
  expect(contact.statusCode, contact.body).toBe(201);
  // A conversation with the billing assistant (de-identified, owned by the account).
  const chat = await h.request({
    method: 'POST',
    url: '/api/chat/enhanced-public',
    headers: auth,
    payload: { message: 'What does CO-97 mean?' },
  });
  expect(chat.statusCode, chat.body).toBe(200);
  // A second session, and a failed sign-in counted against the account.
  await h.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: 'wrong-password-1' },
  });
  const second = await h.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: `pw-${lastName}-long-secret` },
  });
  expect(second.statusCode).toBe(200);
  return {
    user,
    auth,
    password: `pw-${lastName}-long-secret`,
    secondAuth: { authorization: `Bearer ${second.json<{ token: string }>().token}` },
    documentIds: [guestUp.documentId, up.documentId, pending.documentId],
  };
}

describeEachDb('GDPR export and erasure', (h) => {
  it('exports everything registered for the caller and nothing of anyone else', async () => {
    const me = await busyAccount(h(), 'Exportwhistle');
    const other = await busyAccount(h(), 'Othermarrow');
    const res = await h().request({ method: 'POST', url: '/api/gdpr/data_access', headers: me.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="clearbill-data-2026-01-15.json"');
    const file = res.json<{ parts: Record<string, unknown> }>();
    expect(Object.keys(file.parts)).toEqual([
      'account',
      'sessions',
      'consents',
      'documents',
      'adoptedGuestUploads',
      'analyses',
      'savedResults',
      'letters',
      'assistantConversations',
      'codeReviewFlags',
      'contactMessages',
      'activityLog',
    ]);
    expect(file.parts.account).toMatchObject({ id: me.user.id, lastName: 'Exportwhistle' });
    expect((file.parts.documents as { id: string }[]).map((d) => d.id).sort()).toEqual(
      [...me.documentIds].sort(),
    );
    expect(file.parts.adoptedGuestUploads).toHaveLength(1);
    expect(file.parts.analyses).toHaveLength(2);
    expect(file.parts.savedResults).toHaveLength(1);
    expect(file.parts.consents).toMatchObject([{ consentType: 'research_use', consentGiven: true }]);
    expect(file.parts.codeReviewFlags).toHaveLength(1);
    expect(file.parts.letters).toMatchObject([{ userData: { PATIENT_NAME: 'Pat Exportwhistle' } }]);
    expect(file.parts.assistantConversations).toHaveLength(1);
    expect((file.parts.sessions as unknown[]).length).toBe(2);
    const actions = (file.parts.activityLog as { action: string }[]).map((e) => e.action);
    expect(actions).toContain('gdpr.data_access');
    // Nobody else's data; no original and no PHI from the bill (redacted text only).
    const text = res.body;
    expect(text).not.toContain(other.user.id);
    expect(text).not.toContain('Othermarrow');
    for (const id of other.documentIds) expect(text).not.toContain(id);
    for (const phi of [patient.name, patient.memberId, patient.dob, patient.street])
      expect(text).not.toContain(phi);
    expect(text).not.toMatch(/token_?hash|password_?hash|sealed|pending_?enc/i);
  });

  it('erases every row naming the person in one go; sign-in fails; others keep theirs', async () => {
    const me = await busyAccount(h(), 'Erasewhistle');
    const other = await busyAccount(h(), 'Keepmarrow');
    const needles = [me.user.id, me.user.email, 'Erasewhistle'];
    // The check can see the person before: their rows are in many tables.
    const before = await tablesNaming(h(), needles);
    expect(before).toEqual(
      expect.arrayContaining([
        'public.users',
        'public.sessions',
        'public.documents',
        'public.audit_events',
        'public.consent_records',
        'public.code_review_flags',
      ]),
    );
    // Every table of the drizzle schema is among those searched.
    const searched = new Set((await allTables(h())).map((t) => `${t.schema}.${t.name}`));
    for (const value of Object.values(schema)) {
      if (isTable(value)) expect(searched.has(`public.${getTableName(value)}`)).toBe(true);
    }
    const filesBefore = me.documentIds.filter((id) => existsSync(path.join(h().dataDir, 'originals', id)));

    const res = await h().request({ method: 'POST', url: '/api/gdpr/data_erasure', headers: me.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Your account and all associated data have been permanently deleted.',
    });

    expect(await tablesNaming(h(), needles)).toEqual([]);
    // Their documents' ids are gone from our tables too (pg-boss's finished jobs keep a document id,
    // which names no one now, until its own retention removes them).
    for (const id of me.documentIds) {
      expect(await tablesNaming(h(), [id], 'public'), id).toEqual([]);
      expect(existsSync(path.join(h().dataDir, 'originals', id))).toBe(false);
    }
    if (h().kind === 'pglite') expect(filesBefore.length).toBeGreaterThan(0);
    // Both sessions are dead and the password opens nothing.
    for (const auth of [me.auth, me.secondAuth]) {
      expect((await h().request({ method: 'GET', url: '/api/auth/user', headers: auth })).statusCode).toBe(
        401,
      );
    }
    const login = await h().request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.user.email, password: me.password },
    });
    expect(login.statusCode).toBe(401);
    // One non-identifying record that an erasure happened.
    const { rows } = await h().ctx.sql(
      `SELECT actor_type, actor_id, subject_user_id, resource_id FROM audit_events WHERE action = 'account.erased'`,
    );
    expect(rows).toEqual([
      { actor_type: 'system', actor_id: null, subject_user_id: null, resource_id: null },
    ]);
    // The other account is untouched.
    const theirs = await h().request({ method: 'POST', url: '/api/gdpr/data_access', headers: other.auth });
    const parts = theirs.json<{ parts: { documents: unknown[]; analyses: unknown[]; consents: unknown[] } }>()
      .parts;
    expect(parts.documents).toHaveLength(3);
    expect(parts.analyses).toHaveLength(2);
    expect(parts.consents).toHaveLength(1);
  });
});
