import { isCountryName } from './address-chains';
import type { Candidate } from './merge';

/**
 * Addresses written on one line as parts between commas that end with a country's name ('Building 22,
 * Street 830, Zone 66, Doha, Qatar', 'H. Bluebell, Majeedhee Magu, Malé 20088, Maldives'), whatever the
 * country's conventions for the parts: the parts must read as address parts (capitalised words, numbers,
 * short abbreviations, words of a script without case) and one must hold a number or a street word.
 */

/** Lower-case words an address part may hold ('Rua 5 de Julho', 'Bois d'Orange', 'casa 17'). */
const SMALL = new Set(
  `de del della des di du da do dos das la le les los las el al y e of the van von der den ten zu am an
  st no nr n n.º nº apt apto piso andar casa bl sc ap et vh kv ul str mnt iela gøta küç mənzil magu soi moo
  tumani uy xonadon kvartal`.split(/\s+/),
);

const STREET_WORD =
  /\b(?:street|st|road|rd|avenue|ave|av|lane|ln|drive|dr|way|boulevard|blvd|calle|carrera|rua|rue|via|strasse|straße|str|ulica|ul|iela|gata|gøta|vej|vei|magu|soi|jalan|jl|alley|close|crescent|terrace|place|court|plot|block|building|house|flat|erf|stand|sector|zone)\b/i;

function addressPart(part: string): boolean {
  const words = part
    .trim()
    .split(/[ \t]+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 6) return false;
  return words.every((w) => {
    const bare = w.replace(/^[("'“‘]+|[)"'”’]+$/g, '');
    if (/^[\p{Lu}\d#№]/u.test(bare)) return true;
    if (!/[\p{Lu}\p{Ll}]/u.test(bare)) return true; // no case: Chinese, Arabic, numbers with signs
    const key = bare.toLowerCase().replace(/\.$/, '');
    return SMALL.has(key) || /^\p{Ll}{1,4}\.$/u.test(bare) || /^\p{Ll}+['’]\p{Lu}/u.test(bare);
  });
}

export function findCountryChains(text: string): Candidate[] {
  const out: Candidate[] = [];
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const parts: { start: number; end: number }[] = [];
    let pos = 0;
    for (const piece of line.split(',')) {
      parts.push({ start: lineStart + pos, end: lineStart + pos + piece.length });
      pos += piece.length + 1;
    }
    for (let i = 2; i < parts.length; i++) {
      const part = parts[i];
      if (!part) continue;
      // The country part ends at the clause's end: 'Qatar', 'Kuwait. Patient ...', 'Bermuda. Tel ...'.
      const raw = text.slice(part.start, part.end);
      const m = /^[ \t]*([^.;:()!?]+?)[ \t]*(?:[.;:)!?]|$)/u.exec(raw);
      const country = m?.[1] ?? '';
      if (!isCountryName(country)) continue;
      let first = i;
      let start = part.start;
      for (let k = i - 1; k >= 0; k--) {
        const p = parts[k];
        if (!p) break;
        let s = text.slice(p.start, p.end);
        // A label or a dash opens the address inside its first part ('For the bill: Khalid ...').
        const open = Math.max(s.lastIndexOf(':'), s.lastIndexOf(' — '), s.lastIndexOf(' – '));
        const cut = open >= 0 ? open + (s[open] === ':' ? 1 : 3) : 0;
        s = s.slice(cut);
        if (!addressPart(s) || /[.!?][ \t]+\p{Lu}\p{Ll}+[ \t]+\p{Ll}/u.test(s)) break;
        first = k;
        start = p.start + cut + (s.length - s.trimStart().length);
        if (open >= 0) break;
      }
      if (i - first < 2) continue;
      const inner = text.slice(
        start,
        part.start + (m?.index ?? 0) + (m?.[0].indexOf(country) ?? 0) + country.length,
      );
      if (!/\d/.test(inner) && !STREET_WORD.test(inner)) continue;
      out.push({ start, end: start + inner.length, phiType: 'address', confidence: 0.8 });
    }
    lineStart += line.length + 1;
  }
  return out;
}
