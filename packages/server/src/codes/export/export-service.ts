import { Readable } from 'node:stream';
import { and, asc, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { CodeType } from '@clearbill/shared';
import type { AppContext } from '../../context';
import { medicalCodes, referenceSources } from '../../db/schema-codes';
import { csvLine } from '../csv';
import { toMedicalCode } from '../rows';
import { codeColumns } from '../upload/code-columns';

const BATCH = 2000;

/** Every code (of a type), in id order, a batch at a time: the table is never held in memory. */
async function* codeBatches(ctx: AppContext, codeType?: CodeType) {
  let lastId = 0;
  for (;;) {
    const where: SQL[] = [gt(medicalCodes.id, lastId)];
    if (codeType) where.push(eq(medicalCodes.codeType, codeType));
    const rows = await ctx.db
      .select()
      .from(medicalCodes)
      .where(and(...where))
      .orderBy(asc(medicalCodes.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    yield rows.map(toMedicalCode);
    lastId = rows[rows.length - 1]?.id ?? lastId;
    if (rows.length < BATCH) return;
  }
}

export function csvExport(ctx: AppContext, codeType?: CodeType): Readable {
  return Readable.from(
    (async function* () {
      yield csvLine([...codeColumns]);
      for await (const batch of codeBatches(ctx, codeType)) {
        yield batch.map((c) => csvLine(codeColumns.map((col) => c[col]))).join('');
      }
    })(),
  );
}

export function jsonExport(ctx: AppContext, codeType?: CodeType): Readable {
  return Readable.from(
    (async function* () {
      yield '[';
      let first = true;
      for await (const batch of codeBatches(ctx, codeType)) {
        const body = batch.map((c) => JSON.stringify(c)).join(',\n');
        yield `${first ? '\n' : ',\n'}${body}`;
        first = false;
      }
      yield '\n]\n';
    })(),
  );
}

/** The whole repository: which files (source and version) were loaded, then every code. */
export function repositoryExport(ctx: AppContext): Readable {
  return Readable.from(
    (async function* () {
      const sources = await ctx.db
        .select()
        .from(referenceSources)
        .where(eq(referenceSources.status, 'done'))
        .orderBy(desc(referenceSources.startedAt))
        .limit(1000);
      yield `{"exportedAt":${JSON.stringify(ctx.clock.now().toISOString())},\n"sources":${JSON.stringify(
        sources.map((s) => ({
          dataset: s.dataset,
          sourceFile: s.sourceFile,
          sourceVersion: s.sourceVersion,
          rowCount: s.rowCount,
          finishedAt: s.finishedAt?.toISOString() ?? null,
        })),
      )},\n"codes":[`;
      let first = true;
      for await (const batch of codeBatches(ctx)) {
        yield `${first ? '\n' : ',\n'}${batch.map((c) => JSON.stringify(c)).join(',\n')}`;
        first = false;
      }
      yield '\n]}\n';
    })(),
  );
}
