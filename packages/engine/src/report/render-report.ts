// The downloadable PDF report of one analysis. It receives only the de-identified analysis (findings,
// evidence lines with PHI markers, sources): nothing here can add personal information to it.
import {
  citationLine,
  clampRiskScore,
  findingCitations,
  readingNoticeDetail,
  readingNoticeSteps,
  documentTypeLabels,
  evidenceLineText,
  findingTypeLabels,
  formatUsd,
  linksAsText,
  recommendedActions,
  severityLabels,
  specificRecommendations,
  typicalRangeFor,
  typicalRangeSources,
  WHY_YOUR_RIGHT,
  type AnalysisResult,
  type DocumentType,
  type Finding,
  type RegulationCitation,
  type Severity,
} from '@clearbill/shared';
import { rgb, type RGB } from 'pdf-lib';
import { colors, PdfWriter } from './pdf-writer';

export interface AnalysisReportInput {
  documentName: string;
  documentType: DocumentType | null;
  analysis: AnalysisResult;
  generatedAt: Date;
}

/** Evidence lines printed per finding; the rest are counted. */
const MAX_EVIDENCE_LINES = 12;

const bandColors = { low: colors.low, medium: colors.medium, high: colors.high } as const;
/** As on the results screen: a low-severity finding is information, not a good sign. */
const severityColors: Record<Severity, RGB> = { high: colors.high, medium: colors.medium, low: colors.info };

const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const timeOfDay = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'UTC',
});

function formatDay(value: string | Date): string {
  const date =
    typeof value === 'string' ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : longDate.format(date);
}

/** A readable, multi-page PDF: summary, each finding with its evidence, next steps, deadlines, sources. */
export async function renderAnalysisReport(input: AnalysisReportInput): Promise<Uint8Array> {
  const { analysis } = input;
  const w = await PdfWriter.create('ClearBill bill review report');
  writeHeader(w, input);
  writeSummary(w, analysis);
  writeReadingNotice(w, analysis.readingNotice);
  writeFindings(w, analysis.findings, analysis.regulations);
  writeNextSteps(w, analysis.findings);
  writeSources(w, analysis);
  writeNote(w, analysis.limited);
  return w.finish('ClearBill bill review report. General information, not legal or medical advice.');
}

function writeHeader(
  w: PdfWriter,
  { documentName, documentType, analysis, generatedAt }: AnalysisReportInput,
) {
  w.paragraph('ClearBill', { size: 11, bold: true, color: colors.brand });
  w.paragraph('Bill review report', { size: 22, bold: true, after: 6 });
  w.paragraph(`Document: ${documentName || 'Medical bill'}`, { color: colors.muted });
  const type = documentType ?? analysis.documentType;
  if (type) w.paragraph(`Type: ${documentTypeLabels[type]}`, { color: colors.muted });
  w.paragraph(`Analysed: ${formatDay(analysis.createdAt)}`, { color: colors.muted });
  w.paragraph(`Report created: ${formatDay(generatedAt)}, ${timeOfDay.format(generatedAt)} UTC`, {
    color: colors.muted,
    after: 10,
  });
}

function writeSummary(w: PdfWriter, analysis: AnalysisResult) {
  const score = clampRiskScore(analysis.riskScore);
  const high = analysis.findings.filter((f) => f.severity === 'high').length;
  const height = 132;
  w.ensure(height + 10);
  const { page, x, y, width } = w.cursor();
  page.drawRectangle({ x, y: y - height, width, height, color: colors.panel, borderColor: colors.rule });
  const left = x + 16;
  w.drawAt(page, 'Summary', left, y - 24, { size: 13, bold: true, color: colors.brand });
  w.drawAt(page, `Risk score: ${score} of 100`, left, y - 46, { size: 12, bold: true });
  w.drawAt(page, `${analysis.riskLevel} risk`, left + 150, y - 46, {
    size: 12,
    bold: true,
    color: bandColors[analysis.riskBand],
  });
  drawScale(page, left, y - 64, width - 32, score);
  const savings =
    analysis.potentialSavings > 0
      ? `${formatUsd(analysis.potentialSavings)}${analysis.savingsCappedAt !== null ? ' (capped at what you are asked to pay)' : ''}`
      : 'None found';
  const issues = analysis.findings.length;
  const lines = [
    `Issues found: ${issues}${issues > 0 ? ` (${high} high priority)` : ''}`,
    `Potential savings: ${savings}`,
    `Appeal likelihood: ${Math.round(analysis.appealLikelihood * 100)}% (our estimate from the strength of the findings)`,
  ];
  lines.forEach((line, i) => {
    w.drawAt(page, line, left, y - 92 - i * 15, { size: 10.5 });
  });
  w.advance(height + 12);

  function drawScale(p: typeof page, sx: number, sy: number, sw: number, value: number) {
    const bands = [
      { from: 0, to: 34, color: rgb(0.82, 0.93, 0.85) },
      { from: 34, to: 67, color: rgb(0.99, 0.9, 0.7) },
      { from: 67, to: 100, color: rgb(0.98, 0.82, 0.82) },
    ];
    for (const band of bands) {
      p.drawRectangle({
        x: sx + (sw * band.from) / 100,
        y: sy,
        width: (sw * (band.to - band.from)) / 100,
        height: 8,
        color: band.color,
      });
    }
    const mx = sx + (sw * value) / 100;
    p.drawRectangle({ x: mx - 1.5, y: sy - 3, width: 3, height: 14, color: colors.text });
    w.drawAt(p, '0', sx, sy - 12, { size: 8, color: colors.muted });
    w.drawAt(p, '100', sx + sw - w.widthOf('100', 8), sy - 12, { size: 8, color: colors.muted });
  }
}

/** We could not read every line: said calmly, with what to do, before the findings. */
function writeReadingNotice(w: PdfWriter, notice: AnalysisResult['readingNotice']) {
  if (!notice) return;
  w.heading(notice.message, { size: 12, keep: 60 });
  w.paragraph(readingNoticeDetail(notice), { after: 3 });
  for (const step of readingNoticeSteps) w.bullet(step);
  w.space(4);
}

function writeFindings(w: PdfWriter, findings: Finding[], regulations: AnalysisResult['regulations']) {
  w.heading('What we found');
  if (findings.length === 0) {
    w.paragraph(
      'We did not find billing problems in this document. The charges we could read look consistent with each other and with the reference data we checked.',
      { after: 6 },
    );
    return;
  }
  // Each line of the document is quoted once, under the first finding that points at it.
  const quoted = new Map<string, number>();
  findings.forEach((finding, i) => {
    writeFinding(w, finding, i + 1, quoted, findingCitations(finding, regulations));
    if (i < findings.length - 1) w.rule();
  });
}

const evidenceKey = (ev: Finding['evidence'][number]) =>
  ev.lineIndex !== null ? `line ${ev.lineIndex}` : `text ${ev.text}`;

function writeFinding(
  w: PdfWriter,
  f: Finding,
  n: number,
  quoted: Map<string, number>,
  rights: readonly RegulationCitation[],
) {
  w.ensure(80);
  w.paragraph(`${n}. ${f.title}`, { size: 12.5, bold: true, after: 1 });
  w.paragraph(`${severityLabels[f.severity]} · ${findingTypeLabels[f.type]}`, {
    size: 9.5,
    bold: true,
    color: severityColors[f.severity],
    after: 3,
  });
  w.paragraph(f.description, { after: 3 });
  const money = [
    f.amount !== null ? `Amount: ${formatUsd(f.amount)}` : null,
    f.savingsPotential !== null && f.savingsPotential > 0
      ? `Possible savings: ${formatUsd(f.savingsPotential)}`
      : null,
  ].filter((s): s is string => s !== null);
  if (money.length > 0) w.paragraph(money.join(' | '), { bold: true, after: 2 });
  if (f.codes.length > 0) w.paragraph(`Codes: ${f.codes.join(', ')}`, { color: colors.muted });
  const range = typicalRangeFor(f);
  if (range) {
    w.paragraph(
      `Typical range: ${formatUsd(range.low)} to ${formatUsd(range.high)} (a rough guide based on ${typicalRangeSources}).`,
      { color: colors.muted },
    );
  }
  if (f.deadline) {
    w.paragraph(`Deadline: act by ${formatDay(f.deadline)}`, { bold: true, color: colors.high, after: 2 });
  }

  w.space(3);
  w.paragraph('What to do', { size: 10, bold: true });
  w.bullet(recommendedActions[f.severity]);
  for (const rec of specificRecommendations(f)) w.bullet(linksAsText(rec));

  if (rights.length > 0) {
    w.space(3);
    w.paragraph(WHY_YOUR_RIGHT, { size: 10, bold: true });
    for (const c of rights) w.bullet(citationLine(c), { size: 9.5, color: colors.text });
  }

  const seen = new Set<string>();
  const evidence = f.evidence.filter((ev) => {
    const key = evidenceKey(ev);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const fresh = evidence.filter((ev) => !quoted.has(evidenceKey(ev)));
  const earlier = [
    ...new Set(evidence.map((ev) => quoted.get(evidenceKey(ev))).filter((k) => k !== undefined)),
  ];
  if (evidence.length > 0) {
    w.space(3);
    w.paragraph('Lines on your document', { size: 10, bold: true });
    for (const ev of fresh.slice(0, MAX_EVIDENCE_LINES)) {
      const where = ev.location ? `Page ${ev.location.page}: ` : '';
      w.bullet(`${where}${evidenceLineText(ev.text)}`, { size: 9.5, color: colors.text });
    }
    const more = fresh.length - MAX_EVIDENCE_LINES;
    if (more > 0) w.paragraph(`and ${more} more line${more === 1 ? '' : 's'}`, { indent: 14, size: 9.5 });
    const shown = evidence.length - fresh.length;
    if (shown > 0) {
      const where = earlier.length === 1 ? `finding ${earlier[0]}` : `findings ${earlier.join(', ')}`;
      w.paragraph(`${shown === 1 ? 'One line is' : `${shown} lines are`} quoted under ${where} above.`, {
        indent: 14,
        size: 9.5,
        color: colors.muted,
      });
    }
    for (const ev of fresh) quoted.set(evidenceKey(ev), n);
  }
  if (f.source) {
    w.space(2);
    const version = f.source.version ? `, ${f.source.version}` : '';
    w.paragraph(`Source: ${f.source.name}${version}`, { size: 9, color: colors.muted });
  }
  w.space(4);
}

function writeNextSteps(w: PdfWriter, findings: Finding[]) {
  w.heading('Next steps');
  const serious = findings.some((f) => f.severity === 'high' || f.severity === 'medium');
  const types = new Set(findings.map((f) => f.type));
  const steps: string[] = [];
  if (serious) {
    steps.push(
      "Call the provider's billing office with this report at hand. Ask for an itemized bill if you do not have one, and ask them to review and correct the issues listed above. Note the date, the name of the person you spoke with and what they said.",
      'Ask the provider to put the account on hold while the review is open, so that it is not sent to collections.',
    );
  }
  if (types.has('appeal_opportunity') || types.has('surprise_billing') || serious) {
    steps.push(
      'If your insurer denied or reduced a claim, file a written appeal before the deadline. ClearBill can draft an appeal letter from this analysis.',
    );
  }
  steps.push(
    types.has('financial_assistance')
      ? 'Apply for financial assistance: ask the hospital for its financial assistance (charity care) policy and application.'
      : 'If the bill is hard to pay, ask about financial assistance or a payment plan. Nonprofit hospitals must have a financial assistance policy.',
  );
  if (!serious && findings.length === 0) {
    steps.unshift('Keep this report with your records. Your bill appears to be processed correctly.');
  }
  steps.forEach((step, i) => {
    w.paragraph(`${i + 1}. ${step}`, { after: 3 });
  });

  w.heading('Deadlines', { size: 12, keep: 30 });
  const dated = findings
    .filter((f): f is Finding & { deadline: string } => f.deadline !== null)
    .sort((a, b) => a.deadline.localeCompare(b.deadline));
  if (dated.length === 0) {
    w.paragraph(
      'No deadline was printed on this document. For a denied claim, most plans allow 180 days from the denial notice for an internal appeal: check your plan documents.',
      { after: 4 },
    );
  } else {
    for (const f of dated) w.bullet(`${formatDay(f.deadline)}: ${f.title}`, { bold: true });
  }
}

function writeSources(w: PdfWriter, analysis: AnalysisResult) {
  if (analysis.sources.length === 0) return;
  w.heading('Checks and reference data used', { size: 12, keep: 30 });
  for (const s of analysis.sources) {
    w.bullet(`${s.name}${s.version ? `, ${s.version}` : ''}`, { size: 9.5, color: colors.muted });
  }
}

function writeNote(w: PdfWriter, limited: boolean) {
  w.heading('About this report', { size: 12, keep: 50 });
  const text = [
    'ClearBill gives general information about medical bills. It is not legal, financial or medical advice, and results are not guaranteed. Check each finding against your bill and your plan documents before you act, and ask a patient advocate or an attorney if you need advice about your situation.',
    'Personal information was removed from your document before it was analysed. The lines quoted here come from the de-identified copy: words in square brackets, like [NAME], mark where personal information was removed.',
  ];
  if (limited)
    text.push('This is a limited analysis. Create a free ClearBill account for the full analysis.');
  for (const p of text) w.paragraph(p, { size: 9.5, color: colors.muted, after: 4 });
}
