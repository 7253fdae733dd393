import { NO_NETWORK_MESSAGE, type PayerValidateUrlsResponse } from '@clearbill/shared';
import { auditFor } from '../access/audit';
import type { AdminCaller } from '../access/caller';
import type { AppContext } from '../context';
import { payerDocuments, payerLinkChecks } from '../db/schema';
import { checkLinks, type LinkResult } from '../resources/link-check';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The link check of the loaded payer documents: one run at a time per process (a call while one runs gets
 * that run's answer). Each page is asked with HEAD (GET when refused) within the configured time-out; every
 * outcome is recorded with its time. A page found gone (404, 410) is hidden from patients' letters and
 * flagged for the admin, never deleted. With live calls off, or no link reachable at all because the
 * network failed, it says so and marks nothing gone.
 */
export class PayerLinkValidation {
  private running: Promise<PayerValidateUrlsResponse> | null = null;

  constructor(private readonly ctx: AppContext) {}

  run(caller: AdminCaller): Promise<PayerValidateUrlsResponse> {
    if (this.running) return this.running;
    const next = this.validate(caller).finally(() => {
      this.running = null;
    });
    this.running = next;
    return next;
  }

  private async validate(caller: AdminCaller): Promise<PayerValidateUrlsResponse> {
    const { ctx } = this;
    const docs = await ctx.db
      .select({ id: payerDocuments.id, url: payerDocuments.documentUrl })
      .from(payerDocuments);
    const targets = docs.map((d) => ({ resourceId: d.id, url: d.url }));
    await auditFor(ctx, caller, 'payers.links_validated', { type: 'payer_documents' });

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
    if (results.length > 0) {
      await ctx.db.insert(payerLinkChecks).values(
        results.map((r) => ({
          documentId: r.resourceId,
          url: r.url,
          checkedAt: now,
          outcome: r.outcome,
          httpStatus: r.httpStatus,
          detail: r.detail.slice(0, 200),
        })),
      );
    }
    const validated = results.filter((r) => r.outcome === 'ok').length;
    const removed = results.filter((r) => r.outcome === 'broken').length;
    const unreachable = results.filter((r) => r.outcome === 'unreachable').length;
    const skipped = results.filter((r) => r.outcome === 'skipped').length;
    const message = !networkAvailable
      ? NO_NETWORK_MESSAGE
      : results.length === 0
        ? 'No payer documents are loaded: nothing to check.'
        : `${plural(validated, 'link', 'links')} valid, ${removed} gone and hidden from patients, ${unreachable} not reachable (kept).`;
    return { success: networkAvailable, validated, removed, unreachable, skipped, networkAvailable, message };
  }
}
