import { inArray } from 'drizzle-orm';
import { CPT_LICENSED_LABEL, codeTypes, type AccuracyReviewResponse, type CodeType } from '@clearbill/shared';
import type { AppContext } from '../context';
import { medicalCodes } from '../db/schema';
import { codeKeyOf } from '@clearbill/shared';
import { diagnosisFits, surgeryFamilyOf } from './fit-rules';
import { matchingTerms } from './terms';

type Review = AccuracyReviewResponse['accuracyReview'];
type Reason = Review['reasons'][number];
type ReviewedCode = Review['codes'][number];

/** The most each check can give; they add up to 100. */
export const weights = { codes: 40, diagnosis: 10, procedure: 10, fit: 15, documentation: 25 } as const;

/** When a bare code matches rows of several types, the likelier reading wins. */
const typePreference: CodeType[] = ['ICD-10-CM', 'CPT', 'HCPCS', 'ICD-10-PCS', 'DRG', 'REVENUE', 'NDC'];
const procedureTypes = new Set<CodeType>(['CPT', 'HCPCS', 'ICD-10-PCS']);

const round1 = (n: number) => Math.round(n * 10) / 10;
const plural = (n: number, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;

/** Records what a check gave and what it did not, as signed points with plain reasons. */
function score(reasons: Reason[], max: number, gained: number, gainedText: string, lostText: string): number {
  const got = Math.max(0, Math.min(max, gained));
  if (got > 0) reasons.push({ points: round1(got), text: gainedText });
  if (max - got > 0) reasons.push({ points: -round1(max - got), text: lostText });
  return got;
}

interface Input {
  codes: string[];
  clinicalDocumentation: string;
  procedureNotes: string;
}

/**
 * A deterministic review of a set of codes against the documentation: do the codes exist and are
 * they billable, are there both diagnosis and procedure codes, do they fit together (fit-rules.ts),
 * and do the documentation's words match the codes' titles. Every point is explained.
 */
export async function reviewAccuracy(ctx: AppContext, input: Input): Promise<Review> {
  const wanted = [...new Set(input.codes.map((c) => c.trim().toUpperCase()).filter(Boolean))];
  const keys = wanted.map(codeKeyOf);
  const rows = keys.length
    ? await ctx.db
        .select({
          code: medicalCodes.code,
          codeKey: medicalCodes.codeKey,
          codeType: medicalCodes.codeType,
          title: medicalCodes.title,
          billable: medicalCodes.billableStatus,
        })
        .from(medicalCodes)
        .where(inArray(medicalCodes.codeKey, keys))
    : [];

  const codes: ReviewedCode[] = [];
  const documentation = `${input.clinicalDocumentation}\n${input.procedureNotes}`;
  for (const code of wanted) {
    const key = codeKeyOf(code);
    const match = rows
      .filter((r) => r.codeKey === key)
      .sort((a, b) => rank(a.codeType) - rank(b.codeType))[0];
    if (!match) {
      codes.push({ code, codeType: null, title: null, exists: false, billable: null, matchedTerms: [] });
      continue;
    }
    const codeType = (codeTypes as readonly string[]).includes(match.codeType)
      ? (match.codeType as CodeType)
      : null;
    const comparable = match.title !== CPT_LICENSED_LABEL;
    codes.push({
      code: match.code,
      codeType,
      title: match.title,
      exists: true,
      billable: match.billable,
      matchedTerms: comparable ? matchingTerms(match.title, documentation) : [],
    });
  }

  const reasons: Reason[] = [];
  let total = 0;
  total += scoreExistence(reasons, codes);
  total += scorePresence(reasons, codes);
  total += scoreFit(reasons, codes);
  total += scoreDocumentation(reasons, codes);
  return { accuracyScore: Math.max(0, Math.min(100, Math.round(total))), codes, reasons };
}

function rank(codeType: string): number {
  const i = typePreference.indexOf(codeType as CodeType);
  return i === -1 ? typePreference.length : i;
}

function scoreExistence(reasons: Reason[], codes: ReviewedCode[]): number {
  const share = weights.codes / codes.length;
  const found = codes.filter((c) => c.exists);
  const billable = found.filter((c) => c.billable);
  const missing = codes.filter((c) => !c.exists).map((c) => c.code);
  const headings = found.filter((c) => !c.billable).map((c) => c.code);
  // A listed but non-billable code earns half: the right family, not yet the reportable code.
  const gained = billable.length * share + headings.length * share * 0.5;
  const lost: string[] = [];
  if (missing.length) lost.push(`not found in the code database: ${missing.join(', ')}`);
  if (headings.length)
    lost.push(`listed but not billable (a more specific code is needed): ${headings.join(', ')}`);
  return score(
    reasons,
    weights.codes,
    gained,
    `${plural(billable.length, 'code')} of ${String(codes.length)} found and billable.`,
    `Codes ${lost.join('; ')}.`,
  );
}

function scorePresence(reasons: Reason[], codes: ReviewedCode[]): number {
  const diagnoses = codes.filter((c) => c.codeType === 'ICD-10-CM');
  const procedures = codes.filter((c) => c.codeType !== null && procedureTypes.has(c.codeType));
  let got = score(
    reasons,
    weights.diagnosis,
    diagnoses.length ? weights.diagnosis : 0,
    `Diagnosis code present (${diagnoses.map((c) => c.code).join(', ')}).`,
    'No known ICD-10-CM diagnosis code: a claim needs one to say why the care was given.',
  );
  got += score(
    reasons,
    weights.procedure,
    procedures.length ? weights.procedure : 0,
    `Procedure or service code present (${procedures.map((c) => c.code).join(', ')}).`,
    'No known procedure or service code (CPT, HCPCS or ICD-10-PCS): a claim needs one to say what was done.',
  );
  return got;
}

function scoreFit(reasons: Reason[], codes: ReviewedCode[]): number {
  const diagnoses = codes.filter((c) => c.codeType === 'ICD-10-CM');
  const checked = codes
    .filter((c) => c.codeType === 'CPT')
    .map((c) => ({ code: c.code, family: surgeryFamilyOf(c.code) }))
    .flatMap((c) => (c.family ? [{ code: c.code, family: c.family }] : []));
  if (!diagnoses.length || !checked.length) {
    const why = !diagnoses.length
      ? 'there is no diagnosis code to compare with'
      : 'none of the procedures is a surgery our rules cover (visits, imaging, lab and medicine codes go with most diagnoses)';
    reasons.push({
      points: weights.fit,
      text: `Diagnosis and procedure fit: not checked, because ${why}; nothing is counted against the codes.`,
    });
    return weights.fit;
  }
  const fitting = checked.filter((p) => diagnoses.some((d) => diagnosisFits(p.family, d.code)));
  const misfits = checked.filter((p) => !fitting.includes(p));
  return score(
    reasons,
    weights.fit,
    (weights.fit * fitting.length) / checked.length,
    `Diagnosis and procedure fit: ${fitting.map((p) => `${p.code} (${p.family.name})`).join(', ')} has a diagnosis from a matching chapter.`,
    `Diagnosis and procedure fit: ${misfits.map((p) => `${p.code} (${p.family.name})`).join(', ')} has no diagnosis from a chapter that usually goes with it.`,
  );
}

function scoreDocumentation(reasons: Reason[], codes: ReviewedCode[]): number {
  const comparable = codes.filter((c) => c.exists && c.title !== null && c.title !== CPT_LICENSED_LABEL);
  const missing = codes.filter((c) => !c.exists);
  const considered = comparable.length + missing.length;
  if (considered === 0) {
    reasons.push({
      points: weights.documentation,
      text: 'Documentation: not compared, because no code has a title we may show (CPT descriptions are licensed by the AMA); nothing is counted against the codes.',
    });
    return weights.documentation;
  }
  const share = weights.documentation / considered;
  // Two shared words or more is a match; one is half a match.
  const gained = comparable.reduce((sum, c) => sum + share * Math.min(1, c.matchedTerms.length / 2), 0);
  const matched = comparable.filter((c) => c.matchedTerms.length > 0);
  const unmatched = comparable.filter((c) => c.matchedTerms.length === 0).map((c) => c.code);
  const lost: string[] = [];
  if (unmatched.length) lost.push(`no words of the title found for ${unmatched.join(', ')}`);
  const weak = comparable.filter((c) => c.matchedTerms.length === 1).map((c) => c.code);
  if (weak.length) lost.push(`only one title word found for ${weak.join(', ')}`);
  if (missing.length)
    lost.push(`no title to compare for ${missing.map((c) => c.code).join(', ')} (not found)`);
  return score(
    reasons,
    weights.documentation,
    gained,
    `Documentation mentions the codes' titles: ${matched.map((c) => `${c.code} (${c.matchedTerms.join(', ')})`).join('; ')}.`,
    `Documentation: ${lost.join('; ')}.`,
  );
}
