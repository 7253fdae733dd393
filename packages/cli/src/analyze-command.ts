// `analyze FILE [--answers answers.json] [--json]`: one document through the engine pipeline (extract,
// classify, find and redact PHI), then parsing and the analysis rules (analyze-findings.ts), with reference
// data from CODESETS_DIR or the database (reference-for-document.ts). The JSON contract is in docs/cli.md.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  createOcrPool,
  DocumentRejectedError,
  inspectFile,
  locate,
  processDocument,
  rejectionMessages,
  type OcrEngine,
  type ProcessedDocument,
} from '@clearbill/engine';
import {
  phiTypeLabels,
  verificationAnswersSchema,
  type DocumentType,
  type ExtractedData,
  type Finding,
  type PhiType,
  type ReadingNotice,
  type TextLocation,
} from '@clearbill/shared';
import { analyzeProcessed, findingLines, readAnswers } from './analyze-findings';

export const analyzeUsage = `  analyze FILE [--answers FILE] [--json]
                                        Extract, classify, de-identify and analyse one document (PDF,
                                        JPEG, PNG, DICOM, DOCX or plain text); --json prints the result as
                                        one object. Reference data: CODESETS_DIR, else the database`;

export interface AnalyzeArgs {
  file: string | undefined;
  answers?: string | undefined;
  json?: boolean | undefined;
}

export interface AnalyzeResult {
  documentType: DocumentType;
  text: { redacted: string };
  /** start/end: offsets in the extracted text before redaction; page and box: where the value sits. */
  redactions: {
    phiType: PhiType;
    start: number;
    end: number;
    confidence: number;
    page: number | null;
    box: TextLocation['box'];
  }[];
  extracted: ExtractedData;
  /** The analysis (docs/analysis-scoring.md); toResult leaves them empty, analyzeProcessed fills them. */
  findings: Finding[];
  riskScore: number | null;
  appealLikelihood: number | null;
  potentialSavings: number | null;
  /** Set when we could not read every line (docs/analysis-scoring.md); null otherwise or not analysed. */
  readingNotice: ReadingNotice | null;
  timings: Record<string, number>;
}

type Out = { log: (s: string) => void; error: (s: string) => void };

/** Exit codes: 0 done, 1 the document was refused or unreadable, 2 bad usage or answers file. */
export async function analyzeCommand(
  args: AnalyzeArgs,
  out: Out = console,
  deps: { ocr?: OcrEngine; env?: NodeJS.ProcessEnv; today?: string } = {},
): Promise<number> {
  if (!args.file) {
    out.error('Usage: npm run cli -- analyze FILE [--answers answers.json] [--json]');
    return 2;
  }
  if (args.answers !== undefined) {
    const problem = await answersProblem(args.answers);
    if (problem) {
      out.error(problem);
      return 2;
    }
  }

  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(args.file));
  } catch (err) {
    out.error(`Cannot read ${args.file}: ${(err as NodeJS.ErrnoException).code ?? 'unreadable'}`);
    return 1;
  }

  let ocr: OcrEngine | undefined = deps.ocr;
  try {
    const started = performance.now();
    const file = await inspectFile(bytes);
    const inspectMs = Math.round((performance.now() - started) * 10) / 10;
    // Workers start only if a page needs OCR; an image is one page, which one worker reads. The pool
    // must be closed for the process to exit.
    ocr ??= createOcrPool(file.format === 'png' || file.format === 'jpeg' ? { size: 1 } : {});
    const processed = await processDocument([file], { ocr });
    const answers = await readAnswers(args.answers);
    const analysis = await analyzeProcessed(processed, answers, out, { env: deps.env, today: deps.today });
    const result: AnalyzeResult = {
      ...toResult(processed, analysis.extracted, {
        inspect: inspectMs,
        ...processed.timings,
        ...analysis.timings,
      }),
      ...analysis.fields,
    };
    if (args.json) out.log(JSON.stringify(result));
    else out.log(summary(path.basename(args.file), processed, result));
    return 0;
  } catch (err) {
    if (err instanceof DocumentRejectedError) {
      out.error(`${rejectionMessages[err.reason]} (${err.reason})`);
      return 1;
    }
    // Messages only: a stack trace could quote document content.
    out.error(`Analysis failed: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    if (!deps.ocr) await ocr?.close();
  }
}

async function answersProblem(file: string): Promise<string | null> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    const why =
      err instanceof SyntaxError ? 'not valid JSON' : ((err as NodeJS.ErrnoException).code ?? 'unreadable');
    return `Invalid answers file ${file}: ${why}`;
  }
  const parsed = verificationAnswersSchema.safeParse(raw);
  if (parsed.success) return null;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  return `Invalid answers file ${file}: ${issues.slice(0, 5).join('; ')}`;
}

export function toResult(
  processed: ProcessedDocument,
  extracted: ExtractedData,
  timings: Record<string, number>,
): AnalyzeResult {
  return {
    documentType: processed.documentType,
    text: { redacted: processed.redactedText },
    redactions: processed.phi.map((span) => {
      const where = locate(processed.extracted, span.start, span.end);
      return {
        phiType: span.phiType,
        start: span.start,
        end: span.end,
        confidence: span.confidence,
        page: where?.page ?? null,
        box: where?.box ?? null,
      };
    }),
    extracted,
    findings: [],
    riskScore: null,
    appealLikelihood: null,
    potentialSavings: null,
    readingNotice: null,
    timings,
  };
}

/** A few lines for people; never the document's text. */
function summary(name: string, processed: ProcessedDocument, result: AnalyzeResult): string {
  const { extracted } = processed;
  const ocrPages = extracted.pages.filter((p) => p.ocr).length;
  const counts = new Map<PhiType, number>();
  for (const r of result.redactions) counts.set(r.phiType, (counts.get(r.phiType) ?? 0) + 1);
  const phi = [...counts].map(([type, n]) => `${phiTypeLabels[type]} ${n}`).join(', ');
  const timings = Object.entries(result.timings)
    .map(([stage, ms]) => `${stage} ${Math.round(ms)} ms`)
    .join(', ');
  return [
    `${name}: ${processed.documentType} (confidence ${processed.typeConfidence.toFixed(2)}), ${extracted.format}`,
    `Pages: ${extracted.pages.length}${ocrPages ? ` (${ocrPages} read by OCR)` : ''}; characters: ${extracted.text.length}`,
    `Personal information removed: ${result.redactions.length}${phi ? ` (${phi})` : ''}`,
    `Timings: ${timings}`,
    ...findingLines(result),
    'Use --json for the redacted text and the full result.',
  ].join('\n');
}
