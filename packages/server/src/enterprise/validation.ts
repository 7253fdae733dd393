import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  codeFormats,
  hasValidCodeFormat,
  type CodeValidationRequest,
  type CodeValidationResponse,
} from '@clearbill/shared';
import type { AppContext } from '../context';
import { medicalCodes } from '../db/schema';
import { lookupKeys, normaliseInput, storedTypeOf } from './code-formats';

export function todayOf(ctx: AppContext): string {
  return ctx.clock.now().toISOString().slice(0, 10);
}

/**
 * Checks a code the way a coder would, in order: its format for the type, that it is in our code
 * database, that it is billable, and that it was in effect on the date of service. Each check is
 * explained in plain words.
 */
export async function validateCode(
  ctx: AppContext,
  input: CodeValidationRequest,
): Promise<CodeValidationResponse['validation']> {
  const code = normaliseInput(input.code);
  const { codeType } = input;
  const serviceDate = input.serviceDate ?? todayOf(ctx);
  const messages: string[] = [];

  const formatValid = hasValidCodeFormat(codeType, code);
  const { shape } = codeFormats[codeType];
  messages.push(
    formatValid
      ? `Format: ${code} has the shape of ${article(codeType)} ${codeType} code: ${shape}.`
      : `Format: ${code} does not have the shape of ${article(codeType)} ${codeType} code, which is ${shape}.`,
  );

  const keys = lookupKeys(code, codeType);
  const [row] = await ctx.db
    .select({
      code: medicalCodes.code,
      title: medicalCodes.title,
      billable: medicalCodes.billableStatus,
      effectiveDate: medicalCodes.effectiveDate,
      expirationDate: medicalCodes.expirationDate,
      sourceVersion: medicalCodes.sourceVersion,
    })
    .from(medicalCodes)
    .where(
      and(
        eq(medicalCodes.codeType, storedTypeOf(codeType)),
        or(inArray(medicalCodes.codeKey, keys), eq(medicalCodes.code, code), ndcMatch(codeType, keys)),
      ),
    )
    .limit(1);

  if (!row) {
    messages.push(
      `Database: ${code} was not found among the ${codeType} codes we hold. It may be mistyped, retired, or from a code set version we have not imported.`,
    );
    return {
      isValid: false,
      code,
      codeType,
      formatValid,
      exists: false,
      billable: null,
      effectiveOnDate: null,
      title: null,
      messages,
    };
  }

  messages.push(`Database: ${row.code} is listed (version ${row.sourceVersion}): ${row.title}.`);
  messages.push(
    row.billable
      ? 'Billable: yes, this code can be reported on a claim.'
      : 'Billable: no, this code is a heading; a more specific code under it must be used on a claim.',
  );

  const effectiveOnDate = isEffective(row.effectiveDate, row.expirationDate, serviceDate);
  messages.push(effectiveText(row.effectiveDate, row.expirationDate, serviceDate, effectiveOnDate));

  return {
    isValid: formatValid && row.billable && effectiveOnDate,
    code,
    codeType,
    formatValid,
    exists: true,
    billable: row.billable,
    effectiveOnDate,
    title: row.title,
    messages,
  };
}

/**
 * A dashed NDC is billed in its 11-digit (5-4-2) form; a stored 4-4-2 or 5-3-2 code is padded the
 * same way so that either spelling finds it.
 */
function ndcMatch(codeType: CodeValidationRequest['codeType'], keys: string[]) {
  if (codeType !== 'NDC') return undefined;
  const c = medicalCodes.code;
  const padded = sql`lpad(split_part(${c}, '-', 1), 5, '0') || lpad(split_part(${c}, '-', 2), 4, '0') || lpad(split_part(${c}, '-', 3), 2, '0')`;
  return and(sql`${c} like '%-%-%'`, inArray(padded, keys));
}

/** 'an ICD-10-CM code', 'an HCPCS code', 'an NDC code', 'a CPT code'. */
function article(codeType: string): string {
  return /^(ICD|HCPCS|NDC)/.test(codeType) ? 'an' : 'a';
}

function isEffective(from: string | null, until: string | null, on: string): boolean {
  if (from && on < from) return false;
  if (until && on > until) return false;
  return true;
}

function effectiveText(from: string | null, until: string | null, on: string, effective: boolean): string {
  if (from && on < from) return `In effect: no, on ${on} it was not yet in effect (it starts on ${from}).`;
  if (until && on > until) return `In effect: no, it expired on ${until}, before ${on}.`;
  const since = from ? ` (in effect since ${from}${until ? `, until ${until}` : ''})` : '';
  return effective ? `In effect: yes, on ${on}${since}.` : `In effect: no, not on ${on}.`;
}
