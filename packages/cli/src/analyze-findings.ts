// The analysis part of `analyze`: parse the redacted text, load the reference data for the document's
// codes, run the rules and score them. The JSON fields it fills are in docs/cli.md.
import { readFile } from 'node:fs/promises';
import {
  analyzeDocument,
  extractedFrom,
  locatorFromLayout,
  parseDocument,
  redactWithLayout,
  type ProcessedDocument,
} from '@clearbill/engine';
import {
  readingNoticeDetail,
  verificationAnswersSchema,
  type ExtractedData,
  type Finding,
  type ReadingNotice,
  type VerificationAnswers,
} from '@clearbill/shared';
import { referenceForDocument } from './reference-for-document';

export interface AnalysisFields {
  /** The de-identified fields read from the document (parsed once, here). */
  extracted: ExtractedData;
  /** The JSON result's analysis fields. */
  fields: {
    findings: Finding[];
    riskScore: number;
    appealLikelihood: number;
    potentialSavings: number;
    readingNotice: ReadingNotice | null;
  };
  /** Where the reference data came from. */
  referenceData: 'codesets' | 'database' | 'none';
  timings: { reference: number; analyze: number };
}

/** The answers file, already validated by the command. */
export async function readAnswers(file: string | undefined): Promise<VerificationAnswers | null> {
  if (file === undefined) return null;
  return verificationAnswersSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}

const ms = (since: number) => Math.round((performance.now() - since) * 10) / 10;

export async function analyzeProcessed(
  processed: ProcessedDocument,
  answers: VerificationAnswers | null,
  out: { error: (s: string) => void },
  options: { env?: NodeJS.ProcessEnv; today?: string } = {},
): Promise<AnalysisFields> {
  const text = processed.redactedText;
  const parsed = parseDocument(text, processed.documentType);
  // Evidence points at pages and boxes through the layout carried over to the redacted text.
  const carried = redactWithLayout(processed.extracted.text, processed.extracted.segments, processed.phi);
  const locate = carried.redactedText === text ? locatorFromLayout(carried.layout) : () => null;
  const codes = [...parsed.lines.map((l) => l.code), ...(parsed.denial?.codes ?? [])].filter(
    (c): c is string => !!c,
  );

  let started = performance.now();
  const load = await referenceForDocument(codes, options.env ?? process.env);
  const reference = ms(started);
  if (load.origin === 'none') out.error(load.note);
  try {
    started = performance.now();
    const outcome = await analyzeDocument({
      text,
      parsed,
      answers,
      reference: load.reference,
      locate,
      today: options.today ?? new Date().toISOString().slice(0, 10),
      household: null,
    });
    return {
      extracted: extractedFrom(parsed),
      fields: {
        findings: outcome.findings,
        riskScore: outcome.riskScore,
        appealLikelihood: outcome.appealLikelihood,
        potentialSavings: outcome.potentialSavings,
        readingNotice: outcome.readingNotice,
      },
      referenceData: load.origin,
      timings: { reference, analyze: ms(started) },
    };
  } finally {
    await load.close();
  }
}

const dollars = (n: number) => `$${n.toFixed(2)}`;

/** The summary's lines about findings and scores (never the document's text). */
export function findingLines(result: {
  findings: Finding[];
  riskScore: number | null;
  appealLikelihood: number | null;
  potentialSavings: number | null;
  readingNotice?: ReadingNotice | null;
}): string[] {
  if (result.riskScore === null) return ['Findings and scores: not computed.'];
  return [
    `Findings: ${result.findings.length}${result.findings.length ? ':' : ''}`,
    ...result.findings.map(
      (f) => `  [${f.severity}] ${f.type}${f.codes.length ? ` ${f.codes.join('+')}` : ''}: ${f.title}`,
    ),
    `Risk score ${result.riskScore}; appeal likelihood ${Math.round((result.appealLikelihood ?? 0) * 100)}%; ` +
      `potential savings ${dollars(result.potentialSavings ?? 0)}`,
    ...(result.readingNotice
      ? [`${result.readingNotice.message}: ${readingNoticeDetail(result.readingNotice)}`]
      : []),
  ];
}
