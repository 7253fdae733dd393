import type { FastifyRequest } from 'fastify';
import { expect, it } from 'vitest';
import { AppError } from '@clearbill/shared';
import { minutes } from '../clock';
import { createAdminSession, createGuest, createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { resolveCaller, type Allowed } from './caller';

function requestWith(headers: Record<string, string>): FastifyRequest {
  return { headers, ip: '127.0.0.1' } as unknown as FastifyRequest;
}

describeEachDb('resolveCaller: who each route allows', (h) => {
  async function outcome(headers: Record<string, string>, allowed: Allowed): Promise<string> {
    try {
      const caller = await resolveCaller(h().ctx, requestWith(headers), allowed);
      return caller.kind;
    } catch (err) {
      if (err instanceof AppError) return err.code;
      throw err;
    }
  }

  it('answers every kind of credential for every kind of route', async () => {
    const user = await createUser(h());
    const guest = await createGuest(h());
    const admin = await createAdminSession(h());
    const enrolling = await createAdminSession(h(), { enrolled: false });
    const credentials: Record<string, Record<string, string>> = {
      none: {},
      user: user.auth,
      guest: guest.headers,
      admin: admin.auth,
      enrolling: enrolling.auth,
      userAndGuest: { ...user.auth, ...guest.headers },
      deadToken: { authorization: 'Bearer cbu_not-a-session' },
      deadGuest: { 'x-guest-session': 'not-a-session' },
    };
    const expected: Record<Allowed, Record<string, string>> = {
      patient: {
        none: 'unauthorized',
        user: 'user',
        guest: 'guest',
        admin: 'forbidden',
        enrolling: 'forbidden',
        userAndGuest: 'user',
        deadToken: 'unauthorized',
        deadGuest: 'unauthorized',
      },
      user: {
        none: 'unauthorized',
        user: 'user',
        guest: 'unauthorized',
        admin: 'unauthorized',
        enrolling: 'unauthorized',
        userAndGuest: 'user',
        deadToken: 'unauthorized',
        deadGuest: 'unauthorized',
      },
      guest: {
        none: 'unauthorized',
        user: 'unauthorized',
        guest: 'guest',
        admin: 'unauthorized',
        enrolling: 'unauthorized',
        userAndGuest: 'guest',
        deadToken: 'unauthorized',
        deadGuest: 'unauthorized',
      },
      account: {
        none: 'unauthorized',
        user: 'user',
        guest: 'unauthorized',
        admin: 'admin',
        enrolling: 'totp_enrolment_required',
        userAndGuest: 'user',
        deadToken: 'unauthorized',
        deadGuest: 'unauthorized',
      },
      admin: {
        none: 'unauthorized',
        user: 'forbidden',
        guest: 'unauthorized',
        admin: 'admin',
        enrolling: 'totp_enrolment_required',
        userAndGuest: 'forbidden',
        deadToken: 'unauthorized',
        deadGuest: 'unauthorized',
      },
      'admin-enrolling': {
        none: 'unauthorized',
        user: 'forbidden',
        guest: 'unauthorized',
        admin: 'admin',
        enrolling: 'admin',
        userAndGuest: 'forbidden',
        deadToken: 'unauthorized',
        deadGuest: 'unauthorized',
      },
    };
    for (const [allowed, byCredential] of Object.entries(expected) as [Allowed, Record<string, string>][]) {
      for (const [name, headers] of Object.entries(credentials)) {
        expect(`${allowed}/${name}: ${await outcome(headers, allowed)}`).toBe(
          `${allowed}/${name}: ${byCredential[name]}`,
        );
      }
    }
  });

  it('names the owner: the user id, or the guest session with its address', async () => {
    const user = await createUser(h());
    const guest = await createGuest(h());
    expect(await resolveCaller(h().ctx, requestWith(user.auth), 'patient')).toEqual({
      kind: 'user',
      userId: user.user.id,
    });
    const asGuest = await resolveCaller(h().ctx, requestWith(guest.headers), 'patient');
    expect(asGuest.kind === 'guest' && asGuest.ip).toBe('127.0.0.1');
  });

  it('refuses a session idle past 30 minutes as expired', async () => {
    const user = await createUser(h());
    const guest = await createGuest(h());
    h().clock.advance(minutes(31));
    expect(await outcome(user.auth, 'patient')).toBe('session_expired');
    expect(await outcome(guest.headers, 'patient')).toBe('session_expired');
  });
});
