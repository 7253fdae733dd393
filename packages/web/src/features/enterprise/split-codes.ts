/** 03-feature-pages.md §5: codes are split on commas, trimmed, and empty entries dropped. */
export function splitCodes(text: string): string[] {
  return text
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '');
}

export const reasonLabels = {
  unclear_documentation: 'Unclear documentation',
  missing_info: 'Missing information',
  inappropriate_code: 'Inappropriate code',
  payer_variation: 'Payer variation',
  emerging_tech: 'Emerging technology',
  compliance_issue: 'Compliance issue',
} as const;

export const priorityLabels = { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' } as const;
