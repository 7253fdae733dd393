import { findLabels } from './labels';
import type { Candidate } from './merge';
import { isOrgWord, wordInfo } from './name-tokens';

/**
 * The speakers of a chat or text thread pasted as lines ('Birdie: ok so where do we send it' /
 * 'Fern: mine.'): a name opening a line before a colon and the message, for a speaker who opens two
 * lines or more. Field labels ('Note:', 'Address:'), roles ('Agent:',
 * 'User:', 'Bot:') and relations ('mom:') are words, no names: a speaker is a word no dictionary holds, or a
 * listed first name. In an exported thread whose messages carry their date ('[03/11/2026, 19:12] Rui:'), one
 * line is enough.
 */
const SPEAKER_LINE =
  /^[ \t]*(?:\[?(\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4},?[ \t]+)?\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[ap]\.?m\.?)?\]?(?:[ \t]+[-–])?[ \t]+)?(\p{L}[\p{L}'’-]{1,20}(?:[ \t]\p{Lu}[\p{L}'’-]*|[ \t]\p{Lu}\.)?)[ \t]*:[ \t]+\S/dgmu;

/** Roles that speak in support chats and logs, in the languages patients write in. */
const ROLES = new Set(
  (
    'agent agente rep csr cust customer cliente client usuario user bot system support staff nurse doctor ' +
    'provider office clinic billing me you caller patient pt paciente guest visitor admin moderator host ' +
    'tech operator attn assistant asistente representative rep1 rep2 team desk pharmacy'
  ).split(' '),
);

export function findChatNames(text: string): Candidate[] {
  const lines = [...text.matchAll(SPEAKER_LINE)];
  if (lines.length < 2) return [];
  const counts = new Map<string, number>();
  for (const m of lines) {
    const key = (m[2] ?? '').toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const out: Candidate[] = [];
  for (const m of lines) {
    const speaker = m[2] ?? '';
    // An exported thread dates every message ('[03/11/2026, 19:12] Rui: ...'): one line is enough there.
    const exported = m[1] !== undefined;
    if ((counts.get(speaker.toLowerCase()) ?? 0) < (exported ? 1 : 2)) continue;
    // Capitals alone ('PFS') or joined words ('ClinicBilling') name a desk, not a person.
    if (/^\p{Lu}{2,5}$/u.test(speaker) || /\p{Ll}\p{Lu}/u.test(speaker)) continue;
    const words = speaker.split(/[ \t]+/).map((w) => w.toLowerCase().replace(/\.$/, ''));
    if (words.some((w) => ROLES.has(w))) continue;
    // A field's label repeated ('Birthdate: ...' / 'Birthdate: ...').
    if (findLabels(speaker).some((h) => h.start === 0 && h.end === speaker.length)) continue;
    const first = wordInfo(words[0] ?? '');
    if (words.some((w) => isOrgWord(w) || wordInfo(w).never || wordInfo(w).domain)) continue;
    if (first.dict && !first.first) continue;
    const start = m.indices?.[2]?.[0] ?? m.index;
    out.push({ start, end: start + speaker.length, phiType: 'name', confidence: 0.75 });
  }
  return out;
}
