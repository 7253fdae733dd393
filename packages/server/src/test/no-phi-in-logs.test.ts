import { expect, it } from 'vitest';
import { createAdminSession, createBetaCodeViaApi } from './factories';
import { describeEachDb } from './harness';

describeEachDb('logs', (h) => {
  it('never contain what a person typed: emails, names, passwords, tokens, codes or query text', async () => {
    const secrets = {
      email: 'marisol.quintanilla-phi@example.org',
      password: 'Tangerine-Lighthouse-42',
      firstName: 'Marisol',
      lastName: 'Quintanilla',
    };
    const signup = await h().request({ method: 'POST', url: '/api/auth/signup', payload: secrets });
    const token = signup.json().token as string;
    await h().request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: secrets.email, password: 'Wrong-Guess-Xylophone' },
    });
    await h().request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: secrets.email, password: secrets.password },
    });
    await h().request({ method: 'POST', url: '/api/auth/signup', payload: secrets });
    await h().request({
      method: 'GET',
      url: '/api/auth/user?ssn=123-45-6789',
      headers: { authorization: `Bearer ${token}` },
    });
    await h().request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${secrets.email}", broken`,
    });
    const guest = (await h().request({ method: 'POST', url: '/api/auth/guest' })).json().sessionId as string;
    const admin = await createAdminSession(h());
    const code = await createBetaCodeViaApi(h(), admin, { code: 'PRIVATE-CODE-777' });
    await h().request({
      method: 'POST',
      url: '/api/auth/guest/apply-discount',
      headers: { 'x-guest-session': guest },
      payload: { code: code.code },
    });
    await h().request({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });

    const logs = h().logs.text();
    expect(h().logs.lines.length).toBeGreaterThan(8);
    const forbidden = [
      secrets.email,
      'marisol',
      'quintanilla',
      secrets.password,
      'Wrong-Guess-Xylophone',
      '123-45-6789',
      token,
      guest,
      admin.token,
      admin.password,
      'PRIVATE-CODE-777',
    ];
    for (const value of forbidden) expect(logs.toLowerCase()).not.toContain(value.toLowerCase());
  });
});
