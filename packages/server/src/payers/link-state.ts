import { and, desc, inArray } from 'drizzle-orm';
import type { LinkCheck } from '@clearbill/shared';
import type { AppContext } from '../context';
import { payerLinkChecks } from '../db/schema';

const key = (documentId: string, url: string) => `${documentId}\n${url}`;

/** The latest check of each document's page, and which pages the latest decisive check found gone. */
export interface PayerLinkState {
  latest(documentId: string, url: string): LinkCheck | null;
  isGone(documentId: string, url: string): boolean;
}

export async function payerLinkState(ctx: AppContext, documentIds?: string[]): Promise<PayerLinkState> {
  const t = payerLinkChecks;
  if (documentIds && documentIds.length === 0) return { latest: () => null, isGone: () => false };
  const scope = documentIds ? inArray(t.documentId, documentIds) : undefined;
  const [latestRows, decisiveRows] = await Promise.all([
    ctx.db
      .selectDistinctOn([t.documentId, t.url])
      .from(t)
      .where(scope)
      .orderBy(t.documentId, t.url, desc(t.checkedAt), desc(t.id)),
    // A time-out or a run without network changes nothing: only ok and broken decide.
    ctx.db
      .selectDistinctOn([t.documentId, t.url], { documentId: t.documentId, url: t.url, outcome: t.outcome })
      .from(t)
      .where(and(inArray(t.outcome, ['ok', 'broken']), scope))
      .orderBy(t.documentId, t.url, desc(t.checkedAt), desc(t.id)),
  ]);
  const latest = new Map<string, LinkCheck>(
    latestRows.map((r) => [
      key(r.documentId, r.url),
      {
        url: r.url,
        checkedAt: r.checkedAt.toISOString(),
        outcome: r.outcome,
        httpStatus: r.httpStatus,
        detail: r.detail,
      },
    ]),
  );
  const gone = new Set(
    decisiveRows.filter((r) => r.outcome === 'broken').map((r) => key(r.documentId, r.url)),
  );
  return {
    latest: (id, url) => latest.get(key(id, url)) ?? null,
    isGone: (id, url) => gone.has(key(id, url)),
  };
}
