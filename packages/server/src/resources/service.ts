import { and, desc, inArray } from 'drizzle-orm';
import {
  NO_NETWORK_MESSAGE,
  resourceCategories,
  type AdminPatientResourcesResponse,
  type AdminResourceLoadResponse,
  type AdminValidateUrlsBody,
  type AdminValidateUrlsResponse,
  type LinkCheck,
  type PatientResource,
  type ResourceCategory,
} from '@clearbill/shared';
import { auditFor } from '../access/audit';
import type { AdminCaller } from '../access/caller';
import type { AppContext } from '../context';
import { resourceLinkChecks } from '../db/schema';
import type { ResourceDirectory } from './directory-store';
import { checkLinks, type LinkResult } from './link-check';
import { adminResourceView } from './views';

const key = (resourceId: string, url: string) => `${resourceId}\n${url}`;

/**
 * The websites the public page leaves out: those whose latest decisive check (ok or broken) of the
 * resource's current address found it gone. A time-out or a run without network changes nothing.
 * With `ids`, only those resources' checks are read (the assistant shows at most three).
 */
export async function brokenWebsites(ctx: AppContext, ids?: readonly string[]): Promise<Set<string>> {
  const t = resourceLinkChecks;
  const decisive = inArray(t.outcome, ['ok', 'broken']);
  const rows = await ctx.db
    .selectDistinctOn([t.resourceId, t.url], { resourceId: t.resourceId, url: t.url, outcome: t.outcome })
    .from(t)
    .where(ids ? and(decisive, inArray(t.resourceId, [...ids])) : decisive)
    .orderBy(t.resourceId, t.url, desc(t.checkedAt), desc(t.id));
  return new Set(rows.filter((r) => r.outcome === 'broken').map((r) => key(r.resourceId, r.url)));
}

/** A resource as the public sees it: without a website found gone; the phone stays. */
export function withoutBrokenWebsite(resource: PatientResource, broken: Set<string>): PatientResource {
  const website = resource.contactInfo.website;
  if (!website || !broken.has(key(resource.id, website))) return resource;
  const { website: _gone, ...contactInfo } = resource.contactInfo;
  return { ...resource, contactInfo };
}

/** Resources as the public sees them (the directory page, the assistant): gone websites left out. */
export async function asPublicResources(
  ctx: AppContext,
  resources: readonly PatientResource[],
): Promise<PatientResource[]> {
  if (resources.length === 0) return [];
  // A few (the assistant's three): read only theirs; a page of them: one pass over all checks.
  const broken = await brokenWebsites(ctx, resources.length <= 20 ? resources.map((r) => r.id) : undefined);
  return resources.map((r) => withoutBrokenWebsite(r, broken));
}

/** The latest check of each resource's current website, whatever its outcome. */
async function latestChecks(ctx: AppContext): Promise<Map<string, LinkCheck>> {
  const t = resourceLinkChecks;
  const rows = await ctx.db
    .selectDistinctOn([t.resourceId, t.url])
    .from(t)
    .orderBy(t.resourceId, t.url, desc(t.checkedAt), desc(t.id));
  return new Map(
    rows.map((r) => [
      key(r.resourceId, r.url),
      {
        url: r.url,
        checkedAt: r.checkedAt.toISOString(),
        outcome: r.outcome,
        httpStatus: r.httpStatus,
        detail: r.detail,
      },
    ]),
  );
}

function counts(all: readonly PatientResource[]) {
  const countsByCategory = Object.fromEntries(resourceCategories.map((c) => [c, 0])) as Record<
    ResourceCategory,
    number
  >;
  for (const r of all) countsByCategory[r.category] += 1;
  const national = all.filter((r) => r.coverage.national).length;
  return { total: all.length, national, stateOrLocal: all.length - national, countsByCategory };
}

/** GET /api/admin/patient-resources: every resource with its latest link check, and the counters. */
export async function adminResourceList(
  ctx: AppContext,
  directory: ResourceDirectory,
): Promise<AdminPatientResourcesResponse> {
  const all = directory.current();
  const checks = await latestChecks(ctx);
  const resources = all.map((r) =>
    adminResourceView(
      r,
      r.contactInfo.website ? (checks.get(key(r.id, r.contactInfo.website)) ?? null) : null,
    ),
  );
  return {
    success: true,
    resources,
    ...counts(all),
    brokenLinks: resources.filter((r) => r.lastLinkCheck?.outcome === 'broken').length,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * POST seed / load-enhanced: read the directory's sources again (idempotent: the same sources give the
 * same directory) and say how many there are. Seed counts the national programs and the shared
 * organizations; load-enhanced the whole directory, state programs included.
 */
export async function reloadDirectory(
  ctx: AppContext,
  directory: ResourceDirectory,
  caller: AdminCaller,
  scope: 'seed' | 'enhanced',
): Promise<AdminResourceLoadResponse> {
  const all = directory.reload();
  const { total, national, stateOrLocal } = counts(all);
  await auditFor(ctx, caller, scope === 'seed' ? 'resources.seeded' : 'resources.enhanced_loaded', {
    type: 'patient_resources',
  });
  if (scope === 'seed') {
    return {
      success: true,
      message: `Patient resources ready: ${plural(national, 'national program or organization', 'national programs and organizations')}.`,
      loaded: national,
      total,
      stateOrLocal,
    };
  }
  return {
    success: true,
    message: `Loaded ${plural(total, 'patient resource', 'patient resources')} (${national} national, ${stateOrLocal} state or local).`,
    loaded: total,
    total,
    stateOrLocal,
  };
}

/**
 * The link check: one run at a time per process (a second request for the same links while one runs
 * gets that run's answer; another waits for it). Each website is asked with HEAD (GET when refused)
 * within the configured time-out, a few at once; every outcome is recorded. When live calls are off, or not one link could be reached because
 * the network itself failed, it says so and marks nothing broken.
 */
export class LinkValidation {
  private running: Promise<AdminValidateUrlsResponse> | null = null;
  private runningKey = '';

  constructor(
    private readonly ctx: AppContext,
    private readonly directory: ResourceDirectory,
  ) {}

  /** A call for the same links as the run in progress gets its answer; other calls wait their turn. */
  run(caller: AdminCaller, body: AdminValidateUrlsBody): Promise<AdminValidateUrlsResponse> {
    const runKey = body?.resourceIds ? [...body.resourceIds].sort().join('\n') : '*';
    if (this.running && this.runningKey === runKey) return this.running;
    const before = this.running ?? Promise.resolve();
    const next: Promise<AdminValidateUrlsResponse> = before
      .catch(() => undefined)
      .then(() => this.validate(caller, body))
      .finally(() => {
        if (this.running === next) this.running = null;
      });
    this.running = next;
    this.runningKey = runKey;
    return next;
  }

  private async validate(
    caller: AdminCaller,
    body: AdminValidateUrlsBody,
  ): Promise<AdminValidateUrlsResponse> {
    const { ctx } = this;
    const wanted = body?.resourceIds ? new Set(body.resourceIds) : null;
    const chosen = this.directory.current().filter((r) => !wanted || wanted.has(r.id));
    const targets = chosen.flatMap((r) =>
      r.contactInfo.website ? [{ resourceId: r.id, url: r.contactInfo.website }] : [],
    );
    const withoutWebsite = chosen.length - targets.length;
    await auditFor(ctx, caller, 'resources.links_validated', { type: 'patient_resources' });

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
      await ctx.db.insert(resourceLinkChecks).values(
        results.map((r) => ({
          resourceId: r.resourceId,
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
    const skipped = withoutWebsite + results.filter((r) => r.outcome === 'skipped').length;
    const message = networkAvailable
      ? `${plural(validated, 'link', 'links')} valid, ${removed} broken and hidden, ${unreachable} not reachable (kept).`
      : NO_NETWORK_MESSAGE;
    return { success: networkAvailable, validated, removed, unreachable, skipped, networkAvailable, message };
  }
}
