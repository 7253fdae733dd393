import type { FastifyRequest } from 'fastify';
import { expect, it } from 'vitest';
import { auditEvents, documents } from '../db/schema';
import { upload } from '../test/documents';
import { createGuest, createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { resolveCaller, type Caller } from './caller';
import { ownerFilter, ownerValues } from './owner-scope';

function requestWith(headers: Record<string, string>): FastifyRequest {
  return { headers, ip: '127.0.0.1' } as unknown as FastifyRequest;
}

describeEachDb('ownerFilter: a query keeps to the caller', (h) => {
  const documentIds = async (caller: Caller) =>
    (await h().ctx.db.select({ id: documents.id }).from(documents).where(ownerFilter(caller, documents))).map(
      (r) => r.id,
    );

  it("finds a user's and a guest's own documents and nobody else's", async () => {
    const user = await createUser(h());
    const guest = await createGuest(h());
    const other = await createGuest(h());
    const mine = (await upload(h(), { headers: user.auth })).body().documentId;
    const theirs = (await upload(h(), { headers: guest.headers })).body().documentId;
    const elses = (await upload(h(), { headers: other.headers })).body().documentId;
    const asUser = await resolveCaller(h().ctx, requestWith(user.auth), 'user');
    const asGuest = await resolveCaller(h().ctx, requestWith(guest.headers), 'guest');
    const asOther = await resolveCaller(h().ctx, requestWith(other.headers), 'guest');
    expect(await documentIds(asUser)).toEqual([mine]);
    expect(await documentIds(asGuest)).toEqual([theirs]);
    expect(await documentIds(asOther)).toEqual([elses]);
    // An admin owns no patient's rows.
    expect(await documentIds({ kind: 'admin', adminId: asUser.userId })).toEqual([]);
  });

  it('gives a guest nothing in a table that only accounts own', async () => {
    const user = await createUser(h());
    const guest = await createGuest(h());
    await upload(h(), { headers: user.auth });
    await upload(h(), { headers: guest.headers });
    const asUser = await resolveCaller(h().ctx, requestWith(user.auth), 'user');
    const asGuest = await resolveCaller(h().ctx, requestWith(guest.headers), 'guest');
    const accountOnly = { ownerUserId: auditEvents.subjectUserId };
    const events = (caller: Caller) =>
      h().ctx.db.select().from(auditEvents).where(ownerFilter(caller, accountOnly));
    const userEvents = await events(asUser);
    expect(userEvents.length).toBeGreaterThan(0);
    expect(userEvents.every((e) => e.subjectUserId === asUser.userId)).toBe(true);
    expect(await events(asGuest)).toEqual([]);
  });

  it('fills the owner columns of a new row', () => {
    const guest: Caller = { kind: 'guest', guestId: 'g', guest: {} as never, ip: '127.0.0.1' };
    expect(ownerValues(guest)).toEqual({ ownerUserId: null, ownerGuestId: 'g' });
    expect(ownerValues({ kind: 'user', userId: 'u' })).toEqual({ ownerUserId: 'u', ownerGuestId: null });
    expect(() => ownerValues({ kind: 'admin', adminId: 'a' })).toThrow();
  });
});
