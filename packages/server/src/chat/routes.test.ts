import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatResponseSchema, type ChatResponse } from '@clearbill/shared';
import { hours } from '../clock';
import { chatMessages, chatSessions, resourceLinkChecks } from '../db/schema';
import { patientDataRights } from '../registered-data';
import { analysedDocument } from '../test/documents';
import { createAdminSession, createGuest, createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { sweepExpiredChats } from './service';

const url = '/api/chat/enhanced-public';
const reply = (body: string): ChatResponse => chatResponseSchema.parse(JSON.parse(body));

describeEachDb('billing assistant chat', (h) => {
  const ask = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    h().request({ method: 'POST', url, payload, headers });

  it('answers a visitor from our sources and keeps the conversation under the returned id', async () => {
    const first = await ask({ message: 'What does CO-97 mean?', context: 'public_billing_questions' });
    expect(first.statusCode, first.body).toBe(200);
    const a = reply(first.body);
    expect(a.response).toContain('CO-97');
    expect(a.response).toContain('Sources:');
    expect(a.medicalCodes[0]).toMatchObject({ code: 'CO-97', codeType: 'CARC' });
    expect(a.suggestions).toHaveLength(4);
    expect(a.sources.length).toBeGreaterThan(0);
    const second = reply(
      (await ask({ message: 'How do I appeal a denied claim?', sessionId: a.sessionId })).body,
    );
    expect(second.sessionId).toBe(a.sessionId);
    expect(second.response).toContain('180 days');
    const stored = await h()
      .ctx.db.select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, a.sessionId));
    expect(stored.map((m) => m.role)).toEqual(['user', 'bot', 'user', 'bot']);
  });

  it('puts 988 and 911 first, marked urgent, for a crisis', async () => {
    const a = reply((await ask({ message: 'I want to kill myself over these bills' })).body);
    expect(a.urgent).toBe(true);
    expect(a.response.startsWith('Call or text 988')).toBe(true);
    expect(a.response).toContain('911');
    expect(a.patientResources[0]?.id).toBe('988_crisis');
  });

  it('leaves out a website the link check found gone, as the directory page does; the phone stays', async () => {
    const before = reply((await ask({ message: 'I want to kill myself over these bills' })).body);
    const website = before.patientResources[0]?.contactInfo.website ?? '';
    expect(website).not.toBe('');
    await h().ctx.db.insert(resourceLinkChecks).values({
      resourceId: '988_crisis',
      url: website,
      checkedAt: h().clock.now(),
      outcome: 'broken',
      httpStatus: 404,
    });
    const after = reply((await ask({ message: 'I want to kill myself over these bills' })).body);
    expect(after.patientResources[0]?.id).toBe('988_crisis');
    expect(after.patientResources[0]?.contactInfo.website).toBeUndefined();
    expect(after.patientResources[0]?.contactInfo.phone).toBe('988');
    await h().ctx.db.delete(resourceLinkChecks).where(eq(resourceLinkChecks.resourceId, '988_crisis'));
  });

  it('refuses bad input with 400: blank, too long, missing, a bad session id', async () => {
    for (const payload of [
      { message: '' },
      { message: '   \n\t ' },
      { message: 'x'.repeat(2001) },
      {},
      { message: 42 },
      { message: 'hi', sessionId: 'not-a-uuid' },
    ]) {
      const res = await ask(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const longest = await ask({ message: `  ${'a'.repeat(2000)}  ` });
    expect(longest.statusCode).toBe(200);
    const del = await h().request({ method: 'DELETE', url: '/api/chat/sessions/not-a-uuid' });
    expect(del.statusCode).toBe(400);
  });

  it("keeps one owner's conversation from everyone else, and lets the owner delete it", async () => {
    const owner = await createUser(h());
    const other = await createUser(h());
    const guest = await createGuest(h());
    const mine = reply((await ask({ message: 'What is prior authorization?' }, owner.auth)).body);
    const [row] = await h().ctx.db.select().from(chatSessions).where(eq(chatSessions.id, mine.sessionId));
    expect(row?.ownerUserId).toBe(owner.user.id);
    expect(row?.expiresAt).toBeNull();

    for (const headers of [other.auth, guest.headers, {}]) {
      const res = await ask({ message: 'hello', sessionId: mine.sessionId }, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
      const del = await h().request({
        method: 'DELETE',
        url: `/api/chat/sessions/${mine.sessionId}`,
        headers,
      });
      expect(del.statusCode).toBe(404);
    }
    expect((await ask({ message: 'hello' }, { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
    const admin = await createAdminSession(h());
    expect((await ask({ message: 'hello' }, admin.auth)).statusCode).toBe(403);

    // The guest's own conversation is the guest's.
    const guestChat = reply((await ask({ message: 'Can I get charity care?' }, guest.headers)).body);
    expect((await ask({ message: 'hello', sessionId: guestChat.sessionId }, other.auth)).statusCode).toBe(
      404,
    );

    const del = await h().request({
      method: 'DELETE',
      url: `/api/chat/sessions/${mine.sessionId}`,
      headers: owner.auth,
    });
    expect(del.statusCode, del.body).toBe(200);
    const left = await h()
      .ctx.db.select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, mine.sessionId));
    expect(left).toEqual([]);
  });

  it('stores and logs no name, phone or SSN typed into a message', async () => {
    // Long enough not to occur by chance in ids and hashes.
    const secrets = [
      'Maria',
      'Gonzalez',
      '(415) 555-0134',
      '555-0134',
      '4155550134',
      '123-45-6789',
      '123456789',
    ];
    const message =
      'My name is Maria Gonzalez, call me at (415) 555-0134, my SSN is 123-45-6789. What does CO-45 mean?';
    const res = await ask({ message });
    expect(res.statusCode, res.body).toBe(200);
    const a = reply(res.body);
    expect(a.response).toContain('CO-45');
    for (const s of secrets) expect(a.response).not.toContain(s);

    const rows = await h().ctx.db.select().from(chatMessages).where(eq(chatMessages.sessionId, a.sessionId));
    expect(rows.length).toBe(2);
    // Every text column of every chat row, and the whole database dump of both tables.
    const dump = JSON.stringify(
      (await h().ctx.sql('SELECT m.*, s.* FROM chat_messages m JOIN chat_sessions s ON s.id = m.session_id'))
        .rows,
    );
    const audit = JSON.stringify((await h().ctx.sql('SELECT * FROM audit_events')).rows);
    const logs = h().logs.text();
    for (const s of secrets) {
      expect(dump).not.toContain(s);
      expect(audit).not.toContain(s);
      expect(logs).not.toContain(s);
    }
    expect(rows[0]?.content).toContain('[NAME]');
    expect(rows[0]?.content).toContain('[SSN]');
  });

  it("answers a signed-in patient's 'explain my bill' from their own analysis, and nobody else's", async () => {
    const owner = await createUser(h());
    const doc = await analysedDocument(h(), owner.auth);
    const a = reply((await ask({ message: 'Explain my last bill' }, owner.auth)).body);
    expect(a.sources.some((s) => s.url === `/analysis/${doc.id}`)).toBe(true);
    expect(a.response).toMatch(/found \d+ issue/);
    const other = await createUser(h());
    const b = reply((await ask({ message: 'Explain my last bill' }, other.auth)).body);
    expect(b.response).toContain('no analysed bills');
    expect(JSON.stringify(b)).not.toContain(doc.id);
    const visitor = reply((await ask({ message: 'Explain my last bill' })).body);
    expect(visitor.response).toContain('upload');
  });

  it("exports and erases an account's conversations with its data", async () => {
    const owner = await createUser(h());
    const a = reply((await ask({ message: 'What does PR-1 mean?' }, owner.auth)).body);
    const rights = patientDataRights();
    const exported = await rights.exportAll(h().ctx, { userId: owner.user.id });
    expect(JSON.stringify(exported.assistantConversations)).toContain('PR-1');
    await rights.erase(
      h().ctx,
      { userId: owner.user.id },
      { only: (e) => e.name === 'assistantConversations' },
    );
    const left = await h().ctx.db.select().from(chatSessions).where(eq(chatSessions.id, a.sessionId));
    expect(left).toEqual([]);
  });

  it("deletes visitors' and guests' conversations 24 hours after the last message, not accounts'", async () => {
    const owner = await createUser(h());
    const kept = reply((await ask({ message: 'hello' }, owner.auth)).body);
    const visitor = reply((await ask({ message: 'hello' })).body);
    h().clock.advance(hours(23));
    await sweepExpiredChats(h().ctx);
    expect(
      await h().ctx.db.select().from(chatSessions).where(eq(chatSessions.id, visitor.sessionId)),
    ).toHaveLength(1);
    h().clock.advance(hours(2));
    await sweepExpiredChats(h().ctx);
    expect(
      await h().ctx.db.select().from(chatSessions).where(eq(chatSessions.id, visitor.sessionId)),
    ).toHaveLength(0);
    expect(
      await h().ctx.db.select().from(chatSessions).where(eq(chatSessions.id, kept.sessionId)),
    ).toHaveLength(1);
  });
});

describeEachDb(
  'billing assistant chat limits',
  (h) => {
    it('answers 429 with Retry-After past 3 messages a minute per conversation and per address', async () => {
      const ask = (payload: Record<string, unknown>, ip: string) =>
        h().request({ method: 'POST', url, payload, ip });
      const first = reply((await ask({ message: 'hello' }, '10.0.0.1')).body);
      for (let i = 0; i < 2; i++)
        expect((await ask({ message: 'hello', sessionId: first.sessionId }, `10.0.1.${i}`)).statusCode).toBe(
          200,
        );
      const limited = await ask({ message: 'hello', sessionId: first.sessionId }, '10.0.2.1');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      // Per address: new conversations from one address.
      for (let i = 0; i < 3; i++) expect((await ask({ message: 'hello' }, '10.9.9.9')).statusCode).toBe(200);
      const byAddress = await ask({ message: 'hello' }, '10.9.9.9');
      expect(byAddress.statusCode).toBe(429);
      expect(byAddress.headers['retry-after']).toBeDefined();
      h().clock.advance(61_000);
      expect((await ask({ message: 'hello' }, '10.9.9.9')).statusCode).toBe(200);
    });
  },
  { CHAT_MESSAGES_PER_MINUTE: '3' },
);
