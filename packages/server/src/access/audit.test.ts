import { desc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditEvents } from '../db/schema';
import { describeEachDb } from '../test/harness';
import { auditFor } from './audit';
import type { Caller } from './caller';

describeEachDb('auditFor: one call per audited action', (h) => {
  const last = async () =>
    (await h().ctx.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1))[0];

  it('names the actor, the account holder concerned, the action and the resource (ids only)', async () => {
    const userId = '11111111-1111-4111-8111-111111111111';
    const guestId = '22222222-2222-4222-8222-222222222222';
    const adminId = '33333333-3333-4333-8333-333333333333';
    const cases: [Caller, { actorType: string; actorId: string; subjectUserId: string | null }][] = [
      [
        { kind: 'user', userId },
        { actorType: 'user', actorId: userId, subjectUserId: userId },
      ],
      [
        { kind: 'guest', guestId, guest: {} as never, ip: '127.0.0.1' },
        { actorType: 'guest', actorId: guestId, subjectUserId: null },
      ],
      [
        { kind: 'admin', adminId },
        { actorType: 'admin', actorId: adminId, subjectUserId: null },
      ],
    ];
    for (const [caller, who] of cases) {
      await auditFor(h().ctx, caller, 'document.viewed', { type: 'document', id: 'doc-1' });
      expect(await last()).toMatchObject({
        ...who,
        action: 'document.viewed',
        resourceType: 'document',
        resourceId: 'doc-1',
        occurredAt: h().clock.now(),
      });
    }
    await auditFor(h().ctx, cases[0]![0], 'account.viewed', { type: 'account' });
    expect(await last()).toMatchObject({ action: 'account.viewed', resourceId: null });
  });

  it('commits with the transaction it is given, and not without it', async () => {
    const caller: Caller = { kind: 'user', userId: '44444444-4444-4444-8444-444444444444' };
    await h()
      .ctx.db.transaction(async (tx) => {
        await auditFor({ db: tx, clock: h().ctx.clock }, caller, 'redaction.added', {
          type: 'document',
          id: 'x',
        });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect((await last())?.action).not.toBe('redaction.added');
    await h().ctx.db.transaction(async (tx) => {
      await auditFor({ db: tx, clock: h().ctx.clock }, caller, 'redaction.added', {
        type: 'document',
        id: 'x',
      });
    });
    expect((await last())?.action).toBe('redaction.added');
  });
});
