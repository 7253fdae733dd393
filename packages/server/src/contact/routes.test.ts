import { expect, it } from 'vitest';
import { contactMessageListSchema } from '@clearbill/shared';
import { createAdminSession, createGuest, createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';

const message = {
  name: 'Robin Example',
  email: 'Robin@Example.com',
  message: 'Where can I read how long you keep my bill?',
};

describeEachDb('contact form', (h) => {
  it('stores a message from anyone, sealed at rest, and lists it to an admin', async () => {
    const res = await h().request({ method: 'POST', url: '/api/contact', payload: message, ip: '10.9.0.1' });
    expect(res.statusCode, res.body).toBe(201);
    const { rows } = await h().ctx.sql(`SELECT name_enc, email_enc, message_enc FROM contact_messages`);
    expect(JSON.stringify(rows)).not.toContain('Robin');
    const admin = await createAdminSession(h());
    const list = await h().request({
      method: 'GET',
      url: '/api/admin/contact-messages',
      headers: admin.auth,
    });
    expect(list.statusCode, list.body).toBe(200);
    const body = contactMessageListSchema.parse(list.json());
    expect(body.messages[0]).toMatchObject({ ...message, email: 'robin@example.com' });
    expect(body.total).toBeGreaterThanOrEqual(1);
  });

  it('refuses bad input with the field named', async () => {
    for (const payload of [
      { ...message, email: 'not-an-address' },
      { ...message, name: '' },
      { ...message, message: 'short' },
      { ...message, message: 'x'.repeat(4001) },
      { name: 'A' },
    ]) {
      const res = await h().request({ method: 'POST', url: '/api/contact', payload, ip: '10.9.0.2' });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_failed' });
    }
  });

  it('is rate limited per address', async () => {
    const max = h().ctx.config.contactMessagesPerAddressHour;
    for (let i = 0; i < max; i++) {
      const ok = await h().request({ method: 'POST', url: '/api/contact', payload: message, ip: '10.9.0.3' });
      expect(ok.statusCode).toBe(201);
    }
    const refused = await h().request({
      method: 'POST',
      url: '/api/contact',
      payload: message,
      ip: '10.9.0.3',
    });
    expect(refused.statusCode).toBe(429);
    const other = await h().request({
      method: 'POST',
      url: '/api/contact',
      payload: message,
      ip: '10.9.0.4',
    });
    expect(other.statusCode).toBe(201);
  });

  it('the admin list is closed to no credential, a guest, a user token and a bad token', async () => {
    const guest = await createGuest(h());
    const user = await createUser(h());
    for (const headers of [{}, guest.headers, user.auth, { authorization: 'Bearer nope' }]) {
      const res = await h().request({ method: 'GET', url: '/api/admin/contact-messages', headers });
      expect([401, 403], JSON.stringify(headers)).toContain(res.statusCode);
      expect(res.body).not.toContain('Robin');
    }
  });

  it('refuses a bad page', async () => {
    const admin = await createAdminSession(h());
    const res = await h().request({
      method: 'GET',
      url: '/api/admin/contact-messages?limit=0',
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(400);
  });

  it('exports and erases an account holder’s messages by e-mail match, and no one else’s', async () => {
    const user = await createUser(h());
    const mine = { ...message, email: user.email, message: 'A question from an account holder.' };
    await h().request({ method: 'POST', url: '/api/contact', payload: mine, ip: '10.9.0.5' });
    const exported = await h().request({ method: 'POST', url: '/api/gdpr/data_access', headers: user.auth });
    expect(exported.statusCode, exported.body).toBe(200);
    const parts = exported.json<{ parts: Record<string, unknown> }>().parts;
    expect(parts.contactMessages).toEqual([expect.objectContaining({ message: mine.message })]);
    expect(JSON.stringify(parts.contactMessages)).not.toContain('Where can I read');
    const erased = await h().request({ method: 'POST', url: '/api/gdpr/data_erasure', headers: user.auth });
    expect(erased.statusCode, erased.body).toBe(200);
    const { rows } = await h().ctx.sql(
      `SELECT count(*)::int AS n FROM contact_messages WHERE email_hash = $1`,
      [(await import('./service')).emailKey(user.email)],
    );
    expect(rows[0]).toEqual({ n: 0 });
    const { rows: left } = await h().ctx.sql(`SELECT count(*)::int AS n FROM contact_messages`);
    expect((left[0] as { n: number }).n).toBeGreaterThan(0);
  });
});
