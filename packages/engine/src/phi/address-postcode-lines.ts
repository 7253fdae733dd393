import type { Candidate } from './merge';
import { isOrgWord, wordInfo } from './name-tokens';
import { clinicianTitles, titles } from './word-lists';

/**
 * Addresses of houses that have names, not numbers, as the British Isles and their islands write them:
 * lines of places above a postcode alone on its line ('Quoyness / Sanday / Orkney / KW17 2AZ', 'Tŷ Gwyn /
 * Heol y Dŵr / Llanbedr Pont Steffan / SA48 7BG', 'Adamstown / Pitcairn Island / South Pacific / PCRN 1ZZ').
 * The postcode's shape is the anchor; the lines above count while they read as places (short, capitalised,
 * no sentence, no label), up to the addressee's name or a blank line.
 */

/** UK and British overseas postcodes ('KW17 2AZ', 'GY9 3TN', 'PCRN 1ZZ', 'ASCN 1ZZ'), alone or after a town. */
const POSTCODE_LINE =
  /^[ \t]*(?:(\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*){0,2})[ \t]+)?(?:[A-Z]{1,2}\d[A-Z\d]?|[A-Z]{4}) \d[A-Z]{2}[ \t]*$/u;

/** Small words inside place names ('Isles of Scilly', 'Heol y Dŵr', 'Le Huret', 'Tigh na Mara'). */
const SMALL = /^(?:of|on|upon|the|y|yr|le|la|de|du|des|and|&|st\.?|na|nan|an|a'|ar|yn|dy)$/i;

export function placeLine(line: string): boolean {
  const s = line.trim().replace(/,$/, '');
  if (s === '' || s.length > 40 || /[:;@$()]|\d{3,}/.test(s)) return false;
  const words = s.split(/[ \t]+/);
  if (words.length > 5) return false;
  const first = (words[0] ?? '').toLowerCase().replace(/\.$/, '');
  if (titles.has(first) || clinicianTitles.has(first) || /^(?:capt|rev|sgt|lt|col|sr|fr)$/.test(first))
    return false;
  if (words.some((w) => isOrgWord(w.toLowerCase().replace(/[.,]$/, '')))) return false;
  return words.every((w) => SMALL.test(w) || /^(?:\p{Lu}|\d)[\p{L}\p{M}\d'’.,-]*$/u.test(w));
}

/** A person's name on its own line: a listed given name, then a word no dictionary holds. */
export function nameLine(line: string): boolean {
  const words = line.trim().split(/[ \t]+/);
  if (words.length < 2 || words.length > 4 || SMALL.test(words[0] ?? '')) return false;
  const first = wordInfo((words[0] ?? '').toLowerCase());
  const last = wordInfo((words.at(-1) ?? '').toLowerCase().replace(/,$/, ''));
  return first.first && !first.dict && !last.dict;
}

export function findPostcodeLineAddresses(text: string): Candidate[] {
  const out: Candidate[] = [];
  const lines = text.split('\n');
  const starts: number[] = [];
  let at = 0;
  for (const line of lines) {
    starts.push(at);
    at += line.length + 1;
  }
  lines.forEach((line, i) => {
    if (!POSTCODE_LINE.test(line)) return;
    let first = i;
    let lead = 0;
    for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
      const above = lines[k] ?? '';
      // 'Home address: Quoyness': the value after a label opens the address.
      const labelled = /^([^:\n]{1,30}:[ \t]*)(\S.*)$/.exec(above);
      if (labelled?.[1] && labelled[2] && placeLine(labelled[2]) && !nameLine(labelled[2])) {
        first = k;
        lead = labelled[1].length;
        break;
      }
      if (!placeLine(above) || nameLine(above)) break;
      first = k;
    }
    // Two lines of places at least, or one above a postcode after its town ('Tigh na Mara, Braes' /
    // 'Portree IV51 9LJ').
    if (i - first < (POSTCODE_LINE.exec(line)?.[1] ? 1 : 2)) return;
    // An organisation's name on the line above makes it the organisation's address.
    const over = lead === 0 ? (lines[first - 1] ?? '') : '';
    if (
      over.split(/[ \t]+/).some((w) => /^\p{Lu}/u.test(w) && isOrgWord(w.toLowerCase().replace(/[.,]$/, '')))
    )
      return;
    const startLine = (lines[first] ?? '').slice(lead);
    const start = (starts[first] ?? 0) + lead + (startLine.length - startLine.trimStart().length);
    const end = (starts[i] ?? 0) + line.trimEnd().length;
    out.push({ start, end, phiType: 'address', confidence: 0.75 });
  });
  return out;
}
