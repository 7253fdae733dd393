import type { CodeType, ExternalApiName, HybridResult, HybridSearchResponse } from '@clearbill/shared';
import type { AppContext } from '../../context';
import { codeKeyOf } from '@clearbill/shared';
import { codeLikeKey } from '../code-format';
import { toMedicalCode } from '../rows';
import { searchCodes } from '../search-service';
import { liveAdapters } from './adapters';
import type { LiveApiAdapter } from './adapters/types';
import { databaseConfidence, externalConfidence } from './confidence';
import { recordOutcome, reserveRequest } from './usage';

export const OFFLINE_NOTICE =
  'Live government sources are unavailable right now; showing results from the ClearBill database.';
export const BUDGET_NOTICE =
  "Live government sources have reached today's request limit; showing results from the ClearBill database.";

type ApiStatus = HybridSearchResponse['sources']['external']['apis'][number]['status'];

interface AdapterRun {
  name: ExternalApiName;
  status: ApiStatus;
  results: HybridResult[];
}

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
}

async function runAdapter(
  ctx: AppContext,
  adapter: LiveApiAdapter,
  query: string,
  max: number,
): Promise<AdapterRun> {
  if (!(await reserveRequest(ctx, adapter.name))) {
    return { name: adapter.name, status: 'budget_exhausted', results: [] };
  }
  const key = codeLikeKey(query);
  try {
    const hits = await adapter.search({
      query,
      max,
      signal: AbortSignal.timeout(ctx.config.externalApis.timeoutMs),
    });
    await recordOutcome(ctx, adapter.name, 'ok');
    const lastUpdated = ctx.clock.now().toISOString();
    return {
      name: adapter.name,
      status: 'ok',
      results: hits.map((h, i) => ({
        code: h.code,
        codeType: h.codeType,
        source: 'external' as const,
        confidence: externalConfidence(key !== null && codeKeyOf(h.code) === key, i, hits.length),
        title: h.title,
        description: h.description,
        category: h.category,
        officialSource: h.officialSource,
        apiSource: adapter.name,
        lastUpdated,
      })),
    };
  } catch (err) {
    const status = isTimeout(err) ? 'timeout' : 'error';
    await recordOutcome(ctx, adapter.name, status);
    return { name: adapter.name, status, results: [] };
  }
}

export interface HybridInput {
  query: string;
  codeType?: CodeType | undefined;
  maxResults: number;
  includeExternal: boolean;
}

/**
 * The database first; when external look-ups are wanted and allowed and the database found fewer than
 * maxResults, the live APIs relevant to the code type are asked in parallel (each bounded by the
 * timeout). A database row wins over the same code from an API.
 */
export async function hybridSearch(
  ctx: AppContext,
  input: HybridInput,
  adapters: LiveApiAdapter[] = liveAdapters(ctx.config.externalApis),
): Promise<HybridSearchResponse> {
  const dbStarted = performance.now();
  const db = await searchCodes(ctx, {
    query: input.query,
    codeType: input.codeType,
    limit: input.maxResults,
    offset: 0,
  });
  const dbTime = performance.now() - dbStarted;
  const bestText = Math.max(0, ...db.hits.filter((h) => h.tier === 'text').map((h) => h.score));
  const dbResults: HybridResult[] = db.hits.map((h) => {
    const code = toMedicalCode(h.row);
    return {
      code: code.code,
      codeType: code.codeType,
      source: 'database',
      confidence: databaseConfidence(h.tier, h.score, bestText),
      title: code.title,
      description: code.description,
      category: code.category,
      officialSource: code.officialSource,
      apiSource: null,
      lastUpdated: h.row.updatedAt.toISOString(),
    };
  });

  const relevant = adapters.filter((a) => !input.codeType || a.codeTypes.includes(input.codeType));
  const wanted = input.includeExternal && db.total < input.maxResults && relevant.length > 0;
  const live = wanted && ctx.config.externalApis.enabled;
  const extStarted = performance.now();
  const runs: AdapterRun[] = live
    ? await Promise.all(relevant.map((a) => runAdapter(ctx, a, input.query, input.maxResults)))
    : [];
  const extTime = live ? performance.now() - extStarted : 0;

  const seen = new Set(dbResults.map((r) => `${r.codeType}|${codeKeyOf(r.code)}`));
  const external: HybridResult[] = [];
  for (const r of runs.flatMap((run) => run.results).sort((a, b) => b.confidence - a.confidence)) {
    const k = `${r.codeType}|${codeKeyOf(r.code)}`;
    if (seen.has(k)) continue;
    seen.add(k);
    external.push(r);
  }
  const room = Math.max(0, input.maxResults - dbResults.length);
  const addedExternal = external.slice(0, room);
  const results = [...dbResults, ...addedExternal].sort((a, b) => b.confidence - a.confidence);

  const apis = adapters.map((a) => {
    const run = runs.find((r) => r.name === a.name);
    return { name: a.name, count: run?.results.length ?? 0, status: run?.status ?? ('skipped' as const) };
  });
  const searchStrategy =
    addedExternal.length === 0 ? 'database_only' : dbResults.length > 0 ? 'hybrid' : 'external_fallback';
  let notice: string | null = null;
  if (wanted && !runs.some((r) => r.status === 'ok')) {
    notice =
      runs.length > 0 && runs.every((r) => r.status === 'budget_exhausted') ? BUDGET_NOTICE : OFFLINE_NOTICE;
  }
  return {
    results,
    sources: {
      database: { count: dbResults.length, searchTime: Math.round(dbTime * 10) / 10 },
      external: { count: addedExternal.length, searchTime: Math.round(extTime * 10) / 10, apis },
    },
    searchStrategy,
    notice,
  };
}
