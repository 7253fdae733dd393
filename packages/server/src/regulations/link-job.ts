import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { NO_NETWORK_MESSAGE, type LinkCheckOutcome } from '@clearbill/shared';
import { auditFor } from '../access/audit';
import type { AdminCaller } from '../access/caller';
import type { AppContext } from '../context';
import { regulationLinkChecks, regulations } from '../db/schema';
import { checkLinks, type LinkResult } from '../resources/link-check';
import { regulationsChanged } from './public-cache';

/** What one run found: the counts both link calls answer with. */
export interface RegulationLinkRun {
  networkAvailable: boolean;
  totalChecked: number;
  /** Regulations whose link status changed. */
  updated: number;
  broken: number;
  unreachable: number;
  message: string;
}

/**
 * The source-link check (decision 0021, the patient resources check of decision 0019 reused): every live
 * regulation's sourceUrl asked with HEAD (GET when refused) within the time-out, a few at once. Each check
 * is recorded with its time; the regulation keeps its latest decisive outcome (ok, broken, unreachable).
 * With live calls off, or when not one link could be reached because the network failed, it says so and
 * changes no regulation's status. One run at a time per process: a call during a run gets that run.
 */
export class RegulationLinkJob {
  private running: Promise<RegulationLinkRun> | null = null;

  constructor(private readonly ctx: AppContext) {}

  run(caller: AdminCaller): Promise<RegulationLinkRun> {
    if (this.running) return this.running;
    const next = this.check(caller).finally(() => {
      this.running = null;
    });
    this.running = next;
    return next;
  }

  private async check(caller: AdminCaller): Promise<RegulationLinkRun> {
    const { ctx } = this;
    const rows = await ctx.db
      .select({ id: regulations.id, url: regulations.sourceUrl, linkStatus: regulations.linkStatus })
      .from(regulations)
      .where(and(isNull(regulations.deletedAt), isNotNull(regulations.sourceUrl)));
    const targets = rows.flatMap((r) => (r.url ? [{ resourceId: r.id, url: r.url }] : []));
    await auditFor(ctx, caller, 'regulations.links_validated', { type: 'regulations' });

    let results: LinkResult[];
    let networkAvailable = true;
    if (!ctx.config.externalApis.enabled) {
      networkAvailable = false;
      results = targets.map((t) => ({
        ...t,
        outcome: 'skipped',
        httpStatus: null,
        detail: 'EXTERNAL_APIS=off',
        networkFailure: true,
      }));
    } else {
      results = await checkLinks(targets, ctx.config.linkCheck);
      if (results.length > 0 && results.every((r) => r.networkFailure)) networkAvailable = false;
    }

    const now = ctx.clock.now();
    const before = new Map(rows.map((r) => [r.id, r.linkStatus]));
    let updated = 0;
    await ctx.db.transaction(async (tx) => {
      if (results.length > 0) {
        await tx.insert(regulationLinkChecks).values(
          results.map((r) => ({
            regulationId: r.resourceId,
            url: r.url,
            checkedAt: now,
            outcome: r.outcome,
            httpStatus: r.httpStatus,
            detail: r.detail.slice(0, 200),
          })),
        );
      }
      if (!networkAvailable) return;
      for (const r of results) {
        const outcome: LinkCheckOutcome = r.outcome;
        if (outcome === 'skipped') continue;
        if (before.get(r.resourceId) !== outcome) updated++;
        await tx
          .update(regulations)
          .set({ linkStatus: outcome, linkCheckedAt: now })
          .where(eq(regulations.id, r.resourceId));
      }
    });
    regulationsChanged(ctx);
    const broken = results.filter((r) => r.outcome === 'broken').length;
    const unreachable = results.filter((r) => r.outcome === 'unreachable').length;
    return {
      networkAvailable,
      totalChecked: networkAvailable ? results.length : 0,
      updated,
      broken,
      unreachable,
      message: networkAvailable
        ? `Checked ${results.length} links: ${broken} broken, ${unreachable} not reachable; ${updated} changed status.`
        : NO_NETWORK_MESSAGE,
    };
  }
}
