import type { Payer } from './types';

/**
 * Finds payers named in free text (a bill, an EOB, a patient's words). Names are compared as whole words after
 * normalising case, punctuation, '&' and a few spellings ("Blue Cross & Blue Shield" = "Blue Cross Blue Shield",
 * "BCBS"), so "Medica" does not match "Medicare" and "UHC" does not match inside another word.
 */
export function normalizeName(text: string): string {
  return ` ${text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[®™℠]/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bblue cross and blue shield\b/g, 'blue cross blue shield')
    .replace(/\bbcbs\b/g, 'blue cross blue shield')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

export interface PayerMatch {
  payer: Payer;
  /** The alias (or name) that matched, as written in the library. */
  matched: string;
}

/** Every name (the payer's own and its aliases), normalised, longest first. */
function namesOf(payer: Payer): { raw: string; norm: string }[] {
  return [payer.name, ...payer.aliases]
    .map((raw) => ({ raw, norm: normalizeName(raw) }))
    .filter((n) => n.norm.trim().length > 0)
    .sort((a, b) => b.norm.length - a.norm.length);
}

/**
 * All payers whose name or an alias appears in `text`, the most specific (longest matched name) first. A payer
 * whose matched name lies inside a longer match of another payer is dropped ("Aetna" inside "Aetna Better Health").
 */
export function matchPayers(payers: readonly Payer[], text: string): PayerMatch[] {
  const hay = normalizeName(text);
  if (hay.trim().length === 0) return [];
  const found: { payer: Payer; matched: string; start: number; end: number }[] = [];
  for (const payer of payers) {
    for (const n of namesOf(payer)) {
      const at = hay.indexOf(n.norm);
      if (at >= 0) {
        found.push({ payer, matched: n.raw, start: at, end: at + n.norm.length });
        break;
      }
    }
  }
  found.sort((a, b) => b.end - b.start - (a.end - a.start));
  const kept: typeof found = [];
  for (const f of found) {
    const inside = kept.some(
      (k) => k.start <= f.start && f.end <= k.end && k.end - k.start > f.end - f.start,
    );
    if (!inside) kept.push(f);
  }
  return kept.map(({ payer, matched }) => ({ payer, matched }));
}

/** The payer a name (as printed on a bill or EOB) refers to, or null when none matches. */
export function findPayerByName(payers: readonly Payer[], name: string): Payer | null {
  return matchPayers(payers, name)[0]?.payer ?? null;
}
