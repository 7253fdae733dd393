import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../access/audit';
import { guestToken } from '../access/caller';
import { resolveGuestSession } from '../access/guest-sessions';
import type { AppContext } from '../context';
import { documents } from '../db/schema';

/**
 * A guest who signs up or signs in keeps what they uploaded: documents of the guest session named in
 * x-guest-session move to the account. A missing or expired guest session moves nothing.
 */
export async function adoptGuestDocuments(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
): Promise<number> {
  const token = guestToken(request);
  if (!token) return 0;
  const guest = await resolveGuestSession(ctx, token).catch(() => null);
  if (!guest) return 0;
  const moved = await ctx.db
    .update(documents)
    .set({ ownerUserId: userId, ownerGuestId: null, adoptedFromGuestAt: ctx.clock.now() })
    .where(and(eq(documents.ownerGuestId, guest.id)))
    .returning({ id: documents.id });
  for (const doc of moved) {
    await audit(ctx, {
      actor: { type: 'user', id: userId },
      subjectUserId: userId,
      action: 'document.adopted_from_guest',
      resourceType: 'document',
      resourceId: doc.id,
    });
  }
  return moved.length;
}
