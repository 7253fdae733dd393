import { inArray, like, or } from 'drizzle-orm';
import { z } from 'zod';
import type { RegulationCategory, RegulationTopic, RegulatoryResearchResponse } from '@clearbill/shared';
import { auditFor } from '../access/audit';
import type { AdminCaller } from '../access/caller';
import type { AppContext } from '../context';
import { regulations } from '../db/schema';
import { regulationsChanged } from './public-cache';
import { searchTextOf } from './views';

/**
 * What the research asks the Federal Register for: final rules on the subjects the bill checks rest on,
 * each filed under the category and topic an admin would give it (our choice; the admin reviews every
 * document, which lands as pending).
 */
export const researchSubjects: readonly {
  term: string;
  category: RegulationCategory;
  topics: RegulationTopic[];
}[] = [
  { term: 'surprise billing', category: 'network_adequacy', topics: ['surprise_billing'] },
  { term: 'prior authorization', category: 'prior_authorization', topics: ['prior_authorization'] },
  { term: 'Medicare claims appeals', category: 'medicare_systems', topics: ['appeals'] },
  { term: 'Medicaid fair hearing', category: 'medicaid', topics: ['fair_hearing'] },
];

/** Documents per subject, newest first. */
const PER_SUBJECT = 10;

const fields = [
  'document_number',
  'title',
  'abstract',
  'html_url',
  'publication_date',
  'effective_on',
  'type',
];

/** The part of the documents search answer we read (federalregister.gov/developers/documentation/api/v1). */
const frDocumentSchema = z.object({
  document_number: z.string().regex(/^[A-Za-z0-9-]{1,40}$/),
  title: z.string().min(1),
  abstract: z.string().nullish(),
  html_url: z.url().nullish(),
  publication_date: z.string().nullish(),
  effective_on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullish(),
});
const frSearchSchema = z.object({
  count: z.number().int().optional(),
  results: z.array(z.unknown()).default([]),
});
type FrDocument = z.infer<typeof frDocumentSchema>;

export function documentsUrl(base: string, term: string): string {
  const q = new URLSearchParams();
  q.set('conditions[term]', term);
  q.append('conditions[type][]', 'RULE');
  q.set('order', 'newest');
  q.set('per_page', String(PER_SUBJECT));
  for (const f of fields) q.append('fields[]', f);
  return `${base}/documents.json?${q.toString()}`;
}

class NetworkFailure extends Error {}

async function searchDocuments(ctx: AppContext, term: string): Promise<FrDocument[]> {
  const { federalRegisterUrl, timeoutMs } = ctx.config.externalApis;
  let res: Response;
  try {
    res = await fetch(documentsUrl(federalRegisterUrl, term), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs * 3),
    });
  } catch {
    throw new NetworkFailure('no answer');
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw new Error(`The Federal Register answered HTTP ${res.status}.`);
  }
  const parsed = frSearchSchema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw new Error('The Federal Register sent an answer we could not read.');
  // A malformed document is skipped, not fatal.
  return parsed.data.results.flatMap((d) => {
    const doc = frDocumentSchema.safeParse(d);
    return doc.success ? [doc.data] : [];
  });
}

const short = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);

/**
 * POST /api/admin/regulatory/research: asks the Federal Register's documents search for each subject and
 * adds the documents not stored yet (by document number, whatever their id) as pending regulations for an
 * admin to verify. Nothing is invented: title, abstract, dates and address are the Federal Register's;
 * key changes and programs are left for the admin. Without network it says so and adds nothing.
 */
export class ResearchJob {
  private running: Promise<RegulatoryResearchResponse> | null = null;

  constructor(private readonly ctx: AppContext) {}

  run(caller: AdminCaller): Promise<RegulatoryResearchResponse> {
    if (this.running) return this.running;
    const next = this.research(caller).finally(() => {
      this.running = null;
    });
    this.running = next;
    return next;
  }

  private async research(caller: AdminCaller): Promise<RegulatoryResearchResponse> {
    const { ctx } = this;
    await auditFor(ctx, caller, 'regulations.researched', { type: 'regulations' });
    if (!ctx.config.externalApis.enabled) {
      return {
        success: false,
        networkAvailable: false,
        message: 'No network: the Federal Register was not queried (EXTERNAL_APIS=off).',
        found: 0,
        added: 0,
      };
    }
    const found = new Map<string, { doc: FrDocument; subject: (typeof researchSubjects)[number] }>();
    let networkFailures = 0;
    for (const subject of researchSubjects) {
      try {
        for (const doc of await searchDocuments(ctx, subject.term)) {
          if (!found.has(doc.document_number)) found.set(doc.document_number, { doc, subject });
        }
      } catch (err) {
        if (err instanceof NetworkFailure) {
          networkFailures++;
          continue;
        }
        const message = err instanceof Error ? err.message : 'The Federal Register could not be queried.';
        return { success: false, networkAvailable: true, message, found: found.size, added: 0 };
      }
    }
    if (networkFailures === researchSubjects.length) {
      return {
        success: false,
        networkAvailable: false,
        message: 'No network: the Federal Register could not be reached.',
        found: 0,
        added: 0,
      };
    }

    const numbers = [...found.keys()];
    const now = ctx.clock.now();
    const added = await ctx.db.transaction(async (tx) => {
      if (numbers.length === 0) return 0;
      // Stored already: as a research row (fr-<number>) or any row whose address names the document.
      const known = await tx
        .select({ id: regulations.id, url: regulations.sourceUrl })
        .from(regulations)
        .where(
          or(
            inArray(
              regulations.id,
              numbers.map((n) => `fr-${n}`),
            ),
            ...numbers.map((n) => like(regulations.sourceUrl, `%${n}%`)),
          ),
        );
      const isKnown = (n: string) => known.some((k) => k.id === `fr-${n}` || (k.url ?? '').includes(n));
      const fresh = [...found.values()].filter(({ doc }) => !isKnown(doc.document_number));
      if (fresh.length === 0) return 0;
      const rows = fresh.map(({ doc, subject }) => {
        const title = short(doc.title.trim(), 300);
        const description = short(
          doc.abstract?.trim() ||
            `Final rule published in the Federal Register${doc.publication_date ? ` on ${doc.publication_date}` : ''}.`,
          5000,
        );
        const source = `Federal Register document ${doc.document_number}`;
        return {
          id: `fr-${doc.document_number}`,
          title,
          description,
          source,
          sourceUrl: doc.html_url ?? `https://www.federalregister.gov/d/${doc.document_number}`,
          category: subject.category,
          impactLevel: 'medium',
          status: 'pending',
          effectiveDate: doc.effective_on ?? null,
          affectedPrograms: [],
          keyChanges: [],
          jurisdiction: 'federal',
          topics: subject.topics,
          origin: 'research' as const,
          researchedAt: now,
          verifiedAt: null,
          searchText: searchTextOf({ title, description, keyChanges: [], source }),
          createdAt: now,
          updatedAt: now,
        };
      });
      const inserted = await tx
        .insert(regulations)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: regulations.id });
      return inserted.length;
    });
    if (added > 0) regulationsChanged(ctx);
    return {
      success: true,
      networkAvailable: true,
      message: `Found ${found.size} Federal Register document${found.size === 1 ? '' : 's'}; ${added} new, added as pending for review.`,
      found: found.size,
      added,
    };
  }
}
