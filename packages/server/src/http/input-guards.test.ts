import { expect, it } from 'vitest';
import { messages } from '@clearbill/shared';
import { createGuest, createUser, signupInput } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { findInputProblem, inputMessages, MAX_INPUT_DEPTH } from './input-guards';

describeEachDb('input guards', (h) => {
  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    h().request({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('refuses a NUL in a beta code with 400 (it was a 500: PostgreSQL text cannot hold NUL)', async () => {
    const guest = await createGuest(h());
    const res = await post('/api/auth/guest/apply-discount', '{"code":"BETA\\u0000CODE"}', guest.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation_failed', message: inputMessages.nul });
  });

  it('refuses a NUL in a sign-up name and creates no account', async () => {
    const input = signupInput({ firstName: 'Jo\u0000rdan' });
    const res = await post('/api/auth/signup', JSON.stringify(input));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(inputMessages.nul);
    const login = await post(
      '/api/auth/login',
      JSON.stringify({ email: input.email, password: input.password }),
    );
    expect(login.statusCode).toBe(401);
  });

  it('refuses a NUL in a query string and in an object key', async () => {
    const user = await createUser(h());
    const query = await h().request({
      method: 'GET',
      url: '/api/medical-codes?query=a%00b',
      headers: user.auth,
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe(inputMessages.nul);
    const key = await post('/api/auth/login', '{"email":"a@b.co","password":"x","\\u0000":1}');
    expect(key.statusCode).toBe(400);
    expect(key.json().message).toBe(inputMessages.nul);
  });

  it('refuses an unpaired surrogate and over-deep nesting with 400', async () => {
    const surrogate = await post('/api/auth/login', '{"email":"\\ud800@b.co","password":"x"}');
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().message).toBe(inputMessages.unpairedSurrogate);
    const depth = 50_000;
    const deep = await post(
      '/api/auth/login',
      `{"email":${'['.repeat(depth)}${']'.repeat(depth)},"password":"x"}`,
    );
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe(inputMessages.tooDeep);
  });

  it('lets other control characters through to the route (they are valid text)', async () => {
    const guest = await createGuest(h());
    const res = await post('/api/auth/guest/apply-discount', '{"code":"BETA\\u0001\\u007f"}', guest.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.invalidCodeBody);
  });
});

it('walks inputs without recursion and finds problems at any place', () => {
  let deep: unknown = 'leaf';
  for (let i = 0; i < 100_000; i++) deep = [deep];
  expect(findInputProblem(deep)).toBe('tooDeep');
  let ok: unknown = 'leaf';
  for (let i = 0; i < MAX_INPUT_DEPTH - 1; i++) ok = { a: ok };
  expect(findInputProblem(ok)).toBeNull();
  expect(findInputProblem({ a: [1, { b: ['x', 'y\u0000'] }] })).toBe('nul');
  expect(findInputProblem({ a: '\udc00' })).toBe('unpairedSurrogate');
  expect(findInputProblem({ a: '\ud83d\udca9 \u0001\t\n' })).toBeNull();
});
