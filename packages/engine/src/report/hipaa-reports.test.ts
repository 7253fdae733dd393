import { describe, expect, it } from 'vitest';
import {
  hipaaCompliancePercent,
  hipaaGroupInfo,
  hipaaGroups,
  hipaaRequirements,
  hipaaStatusOf,
  type HipaaChecklistResponse,
} from '@clearbill/shared';
import { openPdf } from '../extraction/pdfjs';
import { renderHipaaReport } from './hipaa-reports';

async function textOf(bytes: Uint8Array): Promise<string> {
  const doc = await openPdf(bytes);
  try {
    const parts: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return parts.join('\n').replace(/\s+/g, ' ');
  } finally {
    await doc.destroy();
  }
}

function checklist(): HipaaChecklistResponse {
  const items = hipaaRequirements.map((r) => {
    const flags =
      r.key === 'contingencyPlan'
        ? { compliant: false, verified: false }
        : { compliant: r.initiallyCompliant, verified: r.initiallyVerified };
    return {
      key: r.key,
      group: r.group,
      title: r.title,
      citation: r.citation,
      explanation: r.explanation,
      ...flags,
      status: hipaaStatusOf(flags),
      notes: r.key === 'contingencyPlan' ? 'Restore drill failed on the backup of March.' : null,
      evidenceLinks: r.key === 'contingencyPlan' ? ['https://example.org/drill-report'] : [],
      updatedAt: r.key === 'contingencyPlan' ? '2026-03-02T10:00:00.000Z' : null,
      updatedBy: r.key === 'contingencyPlan' ? 'officer-kim' : null,
    };
  });
  return {
    items,
    overallPercent: hipaaCompliancePercent(items),
    groups: hipaaGroups.map((g) => ({
      group: g,
      ...hipaaGroupInfo[g],
      percent: hipaaCompliancePercent(items.filter((i) => i.group === g)),
    })),
    actionItems: [
      { key: 'contingencyPlan', title: 'Contingency plan', reason: 'Not compliant', dueDate: '2026-03-16' },
    ],
    lastScan: {
      id: 'scan-1',
      ranAt: '2026-03-02T11:00:00.000Z',
      ranBy: 'officer-kim',
      passed: 5,
      total: 6,
      checks: [
        {
          key: 'adminsEnrolled',
          label: 'Every admin enrolled in two-step sign-in',
          passed: false,
          detail: '1 of 3 admins has no authenticator yet.',
        },
      ],
    },
  };
}

describe('HIPAA reports', () => {
  it('the audit report prints the live state: percentages, notes, evidence, who changed it, scan and history', async () => {
    const text = await textOf(
      await renderHipaaReport({
        kind: 'audit',
        checklist: checklist(),
        history: [
          {
            at: '2026-03-02T10:00:00.000Z',
            who: 'officer-kim',
            action: 'hipaa.checklist_updated',
            item: 'contingencyPlan',
          },
        ],
        generatedAt: new Date('2026-03-02T12:00:00Z'),
        generatedBy: 'officer-kim',
      }),
    );
    expect(text).toContain('HIPAA Audit Report');
    expect(text).toContain('Overall compliance: 87%');
    expect(text).toContain('Restore drill failed on the backup of March.');
    expect(text).toContain('https://example.org/drill-report');
    expect(text).toContain('Last changed 2026-03-02 10:00 UTC by officer-kim');
    expect(text).toContain('FAIL Every admin enrolled in two-step sign-in');
    expect(text).toContain('hipaa.checklist_updated (contingencyPlan)');
  });

  it('the compliance report leaves out notes, links and history', async () => {
    const text = await textOf(
      await renderHipaaReport({
        kind: 'compliance',
        checklist: checklist(),
        history: [],
        generatedAt: new Date('2026-03-02T12:00:00Z'),
        generatedBy: 'officer-kim',
      }),
    );
    expect(text).toContain('HIPAA Compliance Report');
    expect(text).toContain('Contingency plan');
    expect(text).not.toContain('Restore drill failed');
    expect(text).not.toContain('Change history');
  });
});
