// service_not_received: from the questionnaire. When the patient says they did not receive every
// service, the lines not among the services they confirmed (or named in their notes) are flagged; when
// we cannot tell which, one finding asks them to check the itemized list.
import type { AnalyzeInput, ParsedLine, Rule } from '../analysis/types';
import { codeLabel, lineEvidence, money, ownSource, patientShare, recommendations, round2 } from './common';

const SOURCE = ownSource('Your answers to the questionnaire');
const fold = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** True when a confirmed service (a code or a description) names this line. */
function confirms(entry: string, line: ParsedLine): boolean {
  const e = fold(entry);
  if (!e) return false;
  if (line.code && e.split(' ').includes(line.code.toLowerCase())) return true;
  const d = fold(line.description ?? '');
  return d.length > 0 && (d === e || (e.length >= 5 && (d.includes(e) || e.includes(d))));
}

function linesNamedInNotes(notes: string, lines: readonly ParsedLine[]): number[] {
  const words = new Set(fold(notes).split(' '));
  return lines.flatMap((l, i) => (l.code && words.has(l.code.toLowerCase()) ? [i] : []));
}

export const serviceNotReceived: Rule = async (input: AnalyzeInput) => {
  const answers = input.answers;
  if (answers?.additionalQuestions.allServicesReceived !== false) return [];
  const { lines } = input.parsed;
  const confirmed = answers.servicesReceived.filter((s) => s.trim());
  const notes = answers.additionalQuestions.serviceNotes;
  const named = linesNamedInNotes(notes, lines);
  const unconfirmed = confirmed.length
    ? lines.flatMap((l, i) => (l.amount !== null && !confirmed.some((c) => confirms(c, l)) ? [i] : []))
    : [];
  const flagged = [...new Set([...named, ...unconfirmed])].sort((a, b) => a - b);
  const noteText = notes ? ` Your note: "${notes.slice(0, 200)}".` : '';

  if (flagged.length === 0) {
    return [
      {
        type: 'service_not_received',
        severity: 'medium',
        title: 'You said you did not receive every service billed',
        description:
          `You told us some services on this bill were not provided.${noteText} Check each line against ` +
          'what happened at your visit; you should not pay for care you did not receive.',
        codes: [],
        amount: null,
        savingsPotential: null,
        recommendations: recommendations(
          'medium',
          'Mark the lines you did not receive and ask the billing office to remove them.',
          'Ask for your medical record for the visit to compare with the bill.',
        ),
        evidence: [],
        source: SOURCE,
        reasonClass: null,
        deadline: null,
      },
    ];
  }
  const items = flagged.map((i) => lines[i] as ParsedLine);
  const amount = round2(items.reduce((s, l) => s + (l.amount ?? 0), 0));
  const savings = round2(items.reduce((s, l) => s + patientShare(l), 0));
  return [
    {
      type: 'service_not_received',
      severity: 'high',
      title:
        items.length === 1
          ? 'Billed for a service you did not receive'
          : `Billed for ${items.length} services you did not receive`,
      description:
        `You told us you did not receive everything billed. ${items.map(codeLabel).join('; ')} ` +
        `${items.length === 1 ? 'is' : 'are'} not among the services you confirmed, for ${money(amount)}.${noteText}`,
      codes: [...new Set(items.map((l) => l.code).filter((c): c is string => !!c))],
      amount,
      savingsPotential: savings,
      recommendations: recommendations(
        'high',
        'Write to the billing office listing these lines, say you did not receive them, and ask for their removal.',
        'Ask for your medical record for the visit: a service with no record should not be billed.',
      ),
      evidence: flagged.map((i) => lineEvidence(input, i)),
      source: SOURCE,
      reasonClass: null,
      deadline: null,
    },
  ];
};
