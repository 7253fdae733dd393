import { expect, it } from 'vitest';
import { hours } from '../clock';
import { createGuest, createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { sweepExpiredSessions } from './sweep';

describeEachDb('session sweep', (h) => {
  it('deletes dead sessions and keeps live ones', async () => {
    const dead = await createUser(h());
    await createGuest(h());
    await h().request({ method: 'POST', url: '/api/auth/logout', headers: dead.auth });
    h().clock.advance(hours(1));
    const live = await createUser(h());
    const result = await sweepExpiredSessions(h().ctx);
    expect(result.sessions).toBeGreaterThanOrEqual(1);
    expect(result.guests).toBeGreaterThanOrEqual(1);
    expect((await h().request({ method: 'GET', url: '/api/auth/user', headers: live.auth })).statusCode).toBe(
      200,
    );
  });
});
