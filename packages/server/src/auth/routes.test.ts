import { expect, it } from 'vitest';
import { messages } from '@clearbill/shared';
import { minutes, hours } from '../clock';
import { users } from '../db/schema';
import { createAdminSession, createUser, signupInput } from '../test/factories';
import { describeEachDb } from '../test/harness';

describeEachDb('patient accounts', (h) => {
  it('signs up, then the token opens /api/auth/user and /api/user', async () => {
    const input = signupInput({ email: '  New.Patient@Example.org ' });
    const res = await h().request({ method: 'POST', url: '/api/auth/signup', payload: input });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      user: { email: 'new.patient@example.org', firstName: 'Jordan' },
    });
    expect(body.token).toMatch(/^cbu_/);
    for (const url of ['/api/auth/user', '/api/user']) {
      const me = await h().request({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${body.token}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ id: body.user.id, email: 'new.patient@example.org' });
    }
  });

  it('stores the password as an argon2id hash and the token only as a hash', async () => {
    const u = await createUser(h());
    const rows = await h().ctx.db.select().from(users);
    const row = rows.find((r) => r.id === u.user.id);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const { rows: sessions } = await h().testDb.database.execute('SELECT token_hash FROM sessions');
    expect(sessions.some((s) => s.token_hash === u.token)).toBe(false);
  });

  it.each([
    [{}, messages.validEmailRequired],
    [{ email: 'not-an-email' }, messages.validEmailRequired],
    [{ password: '12345' }, messages.passwordMin],
    [{ password: 'elevenchars' }, messages.passwordMin],
    [{ password: 'password' }, messages.passwordMin],
    [{ password: 'password1234' }, messages.passwordTooCommon],
    [{ password: 'Qwerty123456!' }, messages.passwordTooCommon],
    [{ firstName: '   ' }, messages.firstNameRequired],
    [{ lastName: '' }, messages.lastNameRequired],
    [{ firstName: 'x'.repeat(101) }, messages.nameTooLong],
    [{ email: `${'a'.repeat(250)}@example.org` }, messages.emailTooLong],
    [{ password: 'p'.repeat(201) }, messages.passwordTooLong],
  ])('refuses sign-up %j with the spec text, creating nothing', async (override, message) => {
    const before = (await h().ctx.db.select().from(users)).length;
    const payload = Object.keys(override).length ? signupInput(override) : { password: 'whatever1' };
    const res = await h().request({ method: 'POST', url: '/api/auth/signup', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_failed', message });
    expect((await h().ctx.db.select().from(users)).length).toBe(before);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const u = await createUser(h());
    const res = await h().request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupInput({ email: u.email.toUpperCase() }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'email_taken', message: messages.emailTaken });
  });

  it('answers malformed JSON, a non-object body and a wrong content type with clear 4xx errors', async () => {
    const bad = await h().request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'invalid_json', message: messages.invalidJson });

    const arr = await h().request({ method: 'POST', url: '/api/auth/login', payload: [1, 2] });
    expect(arr.statusCode).toBe(400);
    expect(arr.json().error).toBe('validation_failed');

    const text = await h().request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBe('unsupported_media_type');
  });

  it('signs in with the right password and says nothing about which part was wrong', async () => {
    const u = await createUser(h());
    const wrong = await h().request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: 'wrong-password' },
      ip: '10.0.0.1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'invalid_credentials', message: messages.invalidCredentials });
    const unknown = await h().request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.org', password: 'whatever' },
      ip: '10.0.0.1',
    });
    expect(unknown.json()).toEqual(wrong.json());
    const ok = await h().request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email.toUpperCase(), password: u.password },
      ip: '10.0.0.1',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      message: messages.welcomeBackBody,
      user: { id: u.user.id },
    });
  });

  it.each([
    [{ password: 'x' }, messages.emailRequired],
    [{ email: 'a@b.co' }, messages.passwordRequired],
    [{ email: '   ', password: 'x' }, messages.emailRequired],
  ])('refuses sign-in %j with the spec text', async (payload, message) => {
    const res = await h().request({ method: 'POST', url: '/api/auth/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_failed', message });
  });

  it('signs out: the token stops working at once', async () => {
    const u = await createUser(h());
    const out = await h().request({ method: 'POST', url: '/api/auth/logout', headers: u.auth });
    expect(out.json()).toEqual({ success: true, message: messages.loggedOutBody });
    const me = await h().request({ method: 'GET', url: '/api/auth/user', headers: u.auth });
    expect(me.statusCode).toBe(401);
    expect(me.json().error).toBe('unauthorized');
  });

  it('ends a token after 30 minutes idle, not before', async () => {
    const u = await createUser(h());
    h().clock.advance(minutes(29));
    expect((await h().request({ method: 'GET', url: '/api/auth/user', headers: u.auth })).statusCode).toBe(
      200,
    );
    h().clock.advance(minutes(29));
    expect((await h().request({ method: 'GET', url: '/api/auth/user', headers: u.auth })).statusCode).toBe(
      200,
    );
    h().clock.advance(minutes(30));
    const idle = await h().request({ method: 'GET', url: '/api/auth/user', headers: u.auth });
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({ error: 'session_expired', message: messages.sessionExpired });
  });

  it('ends a token 24 hours after sign-in even when it is used all the time', async () => {
    const u = await createUser(h());
    for (let elapsed = 0; elapsed < hours(24) - minutes(20); elapsed += minutes(20)) {
      h().clock.advance(minutes(20));
      expect((await h().request({ method: 'GET', url: '/api/user', headers: u.auth })).statusCode).toBe(200);
    }
    h().clock.advance(minutes(21));
    const res = await h().request({ method: 'GET', url: '/api/user', headers: u.auth });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('session_expired');
  });

  it('refuses no credential, a forged token, a malformed header and an admin token', async () => {
    const admin = await createAdminSession(h());
    const cases: Record<string, string>[] = [
      {},
      { authorization: 'Bearer cbu_forgedforgedforgedforgedforgedforgedforge' },
      { authorization: 'Basic dXNlcjpwYXNz' },
      admin.auth,
    ];
    for (const headers of cases) {
      const res = await h().request({ method: 'GET', url: '/api/auth/user', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('unauthorized');
    }
  });

  it('lets sign-out succeed even without a live token', async () => {
    const res = await h().request({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
  });
});
