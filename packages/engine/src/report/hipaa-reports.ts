// The HIPAA Audit tab's two PDFs (decision 0024), drawn from the live checklist and the latest security
// scan handed in. They hold flags, notes, links and check results: no patient data reaches them.
import {
  hipaaGroupInfo,
  hipaaGroups,
  type HipaaChecklistResponse,
  type HipaaReportKind,
  type SecurityScan,
} from '@clearbill/shared';
import { colors, PdfWriter } from './pdf-writer';

export interface HipaaReportInput {
  kind: HipaaReportKind;
  checklist: HipaaChecklistResponse;
  /** Admin actions on the checklist and scans, newest first (audit report only). */
  history: { at: string; who: string | null; action: string; item: string | null }[];
  generatedAt: Date;
  generatedBy: string;
}

const statusText = { done: 'Done', pending: 'Pending verification', alert: 'Not compliant' } as const;
const statusColor = { done: colors.low, pending: colors.medium, alert: colors.high } as const;

const stamp = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function scanSection(w: PdfWriter, scan: SecurityScan | null): void {
  w.heading('Security scan');
  if (!scan) {
    w.paragraph('No security scan has been run yet.', { color: colors.muted });
    return;
  }
  w.paragraph(
    `Run ${stamp(scan.ranAt)}${scan.ranBy ? ` by ${scan.ranBy}` : ''}: ${scan.passed} of ${scan.total} checks passed.`,
    { after: 4 },
  );
  for (const check of scan.checks) {
    w.bullet(`${check.passed ? 'PASS' : 'FAIL'}  ${check.label}: ${check.detail}`, {
      color: check.passed ? colors.text : colors.high,
    });
  }
}

/**
 * 'compliance': the summary for a reader outside the team (percentages, requirements, open actions,
 * the scan). 'audit': the same state in full, with each item's notes, evidence links, who changed it
 * and when, and the history of checklist changes and scans.
 */
export async function renderHipaaReport(input: HipaaReportInput): Promise<Uint8Array> {
  const { checklist, kind } = input;
  const title = kind === 'audit' ? 'HIPAA Audit Report' : 'HIPAA Compliance Report';
  const w = await PdfWriter.create(title);
  w.paragraph(title, { size: 20, bold: true, color: colors.brand, after: 2 });
  w.paragraph(
    `Generated ${stamp(input.generatedAt.toISOString())} by ${input.generatedBy}, from the live checklist.`,
    { color: colors.muted, after: 8 },
  );
  w.paragraph(`Overall compliance: ${checklist.overallPercent}% of 15 requirements marked compliant.`, {
    size: 13,
    bold: true,
    after: 4,
  });
  for (const g of checklist.groups) {
    w.bullet(`${g.label} safeguards (${g.citation}): ${g.percent}% compliant`);
  }
  w.rule();

  for (const group of hipaaGroups) {
    const info = hipaaGroupInfo[group];
    w.heading(`${info.label} safeguards (${info.citation})`);
    for (const item of checklist.items.filter((i) => i.group === group)) {
      w.paragraph(`${item.title} (${item.citation})`, { bold: true, after: 1 });
      w.paragraph(
        `${statusText[item.status]} - compliant: ${item.compliant ? 'yes' : 'no'}, verified: ${item.verified ? 'yes' : 'no'}`,
        { color: statusColor[item.status], indent: 12, after: 1 },
      );
      if (kind === 'audit') {
        w.paragraph(
          item.updatedAt
            ? `Last changed ${stamp(item.updatedAt)} by ${item.updatedBy ?? 'a removed admin'}`
            : 'Starting state; not yet reviewed by an admin',
          { color: colors.muted, indent: 12, size: 9.5, after: 1 },
        );
        if (item.notes) w.paragraph(`Notes: ${item.notes}`, { indent: 12, size: 9.5, after: 1 });
        for (const link of item.evidenceLinks) w.bullet(`Evidence: ${link}`, { indent: 12, size: 9.5 });
      }
      w.space(4);
    }
  }

  w.heading('Action items');
  if (checklist.actionItems.length === 0) w.paragraph('None open.', { color: colors.muted });
  for (const a of checklist.actionItems) w.bullet(`${a.title} - ${a.reason} (due ${a.dueDate})`);

  scanSection(w, checklist.lastScan);

  if (kind === 'audit') {
    w.heading('Change history');
    if (input.history.length === 0) w.paragraph('No changes recorded yet.', { color: colors.muted });
    for (const h of input.history) {
      w.bullet(`${stamp(h.at)}  ${h.who ?? 'unknown admin'}: ${h.action}${h.item ? ` (${h.item})` : ''}`, {
        size: 9.5,
      });
    }
  }
  return w.finish(`ClearBill - ${title}`);
}
