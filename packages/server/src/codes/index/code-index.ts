import { codeTypes, type CodeType } from '@clearbill/shared';
import type { CodeRow } from '../rows';
import { countWords, vocabularyFromCounts, type Vocabulary } from '../vocabulary';
import { parseTsvector } from './tsvector';

/** One medical_codes row as the index build reads it (dates as text, the search vector as text). */
export interface IndexSourceRow {
  id: number;
  code: string;
  codeType: string;
  codeKey: string;
  title: string;
  description: string | null;
  category: string | null;
  subcategory: string | null;
  billableStatus: boolean;
  genderSpecific: string | null;
  ageRestrictions: string | null;
  laterality: string | null;
  officialSource: string;
  sourceVersion: string;
  effectiveDate: string | null;
  expirationDate: string | null;
  updatedAt: Date;
  searchVector: string | null;
}

/**
 * Everything code search needs, in memory, for one version of medical_codes. Rows are held column by
 * column (typed arrays and interned strings: far smaller than 200k row objects); documents are
 * numbered 0..size-1 in id order. Immutable once built: a change to the tables builds a new one.
 */
export interface CodeIndex {
  /** code_index_version when the build started. */
  version: number;
  size: number;
  ids: Float64Array;
  keys: string[];
  /** Position in `codeTypes`; 255 for a type the product does not know. */
  types: Uint8Array;
  /** Index into `categoryNames`; -1 for none. */
  categories: Int32Array;
  categoryIds: Map<string, number>;
  /** Documents in code_key order (bytewise, as text_pattern_ops), ties by id. */
  keyOrder: Int32Array;
  /** Lexemes (search_vector as PostgreSQL stemmed each code) -> dense ids. */
  lexemeIds: Map<string, number>;
  /** Inverted lists: the documents holding lexeme l are postDocs[postStart[l] .. postStart[l+1]), ascending. */
  postStart: Uint32Array;
  postDocs: Int32Array;
  /** keyOrder of each type's documents alone (by position in `codeTypes`): type listings and filtered prefixes in O(log n). */
  typeOrder: Int32Array[];
  /** Each document's place in key order: (code_key, id) order as one integer, for tie-breaks. */
  keyRank: Int32Array;
  /** Per document: entries [termStart[d], termStart[d+1]) of (lexeme id, positions), for ts_rank. */
  termStart: Uint32Array;
  termLexeme: Int32Array;
  posStart: Uint32Array;
  positions: Uint16Array;
  /** ts_rank's document length: positions, an entry without positions counting one. */
  lengths: Uint16Array;
  /** Each word of the titles and descriptions -> its lexemes as PostgreSQL's english_stem gives them ([] for stop words). */
  words: Map<string, string[]>;
  vocab: Vocabulary;
  rows: RowColumns;
}

interface RowColumns {
  code: string[];
  title: string[];
  description: (string | null)[];
  subcategory: (string | null)[];
  billable: Uint8Array;
  genderSpecific: (string | null)[];
  ageRestrictions: (string | null)[];
  laterality: (string | null)[];
  officialSource: string[];
  sourceVersion: string[];
  effectiveDate: (string | null)[];
  expirationDate: (string | null)[];
  updatedAt: Float64Array;
}

export const UNKNOWN_TYPE = 255;
const typeIds = new Map<string, number>(codeTypes.map((t, i) => [t, i]));

export function typeIdOf(codeType: CodeType): number {
  return typeIds.get(codeType) ?? UNKNOWN_TYPE;
}

/** Shares one string per distinct value (types, sources, versions, categories repeat across 200k rows). */
class Interner {
  private readonly seen = new Map<string, string>();
  of(value: string): string;
  of(value: string | null): string | null;
  of(value: string | null): string | null {
    if (value === null) return null;
    const known = this.seen.get(value);
    if (known !== undefined) return known;
    this.seen.set(value, value);
    return value;
  }
}

/** Collects rows (in id order) and lays them out as a CodeIndex. */
export class CodeIndexBuilder {
  private readonly intern = new Interner();
  private readonly ids: number[] = [];
  private readonly keys: string[] = [];
  private readonly types: number[] = [];
  private readonly categories: number[] = [];
  private readonly categoryIds = new Map<string, number>();
  private readonly lexemeIds = new Map<string, number>();
  private readonly termStart: number[] = [0];
  private readonly termLexeme: number[] = [];
  private readonly posStart: number[] = [0];
  private readonly positions: number[] = [];
  private readonly lengths: number[] = [];
  private readonly wordSet = new Set<string>();
  private readonly freq = new Map<string, number>();
  private readonly cols = {
    code: [] as string[],
    title: [] as string[],
    description: [] as (string | null)[],
    subcategory: [] as (string | null)[],
    billable: [] as number[],
    genderSpecific: [] as (string | null)[],
    ageRestrictions: [] as (string | null)[],
    laterality: [] as (string | null)[],
    officialSource: [] as string[],
    sourceVersion: [] as string[],
    effectiveDate: [] as (string | null)[],
    expirationDate: [] as (string | null)[],
    updatedAt: [] as number[],
  };

  get size(): number {
    return this.ids.length;
  }

  add(row: IndexSourceRow): void {
    this.ids.push(row.id);
    this.keys.push(row.codeKey);
    this.types.push(typeIds.get(row.codeType) ?? UNKNOWN_TYPE);
    let category = -1;
    if (row.category !== null) {
      category = this.categoryIds.get(row.category) ?? this.categoryIds.size;
      this.categoryIds.set(row.category, category);
    }
    this.categories.push(category);

    const entries = parseTsvector(row.searchVector ?? '');
    let length = 0;
    for (const e of entries) {
      let lex = this.lexemeIds.get(e.lexeme);
      if (lex === undefined) {
        lex = this.lexemeIds.size;
        this.lexemeIds.set(e.lexeme, lex);
      }
      this.termLexeme.push(lex);
      for (const p of e.positions) this.positions.push(p);
      this.posStart.push(this.positions.length);
      length += Math.max(1, e.positions.length);
    }
    this.termStart.push(this.termLexeme.length);
    this.lengths.push(Math.min(length, 65_535));

    const lower = `${row.title} ${row.description ?? ''}`.toLowerCase();
    for (const w of lower.match(/[a-z]+/g) ?? []) this.wordSet.add(w);
    countWords(this.freq, row.title, row.description);

    const c = this.cols;
    const i = this.intern;
    c.code.push(row.code);
    c.title.push(row.title);
    c.description.push(row.description);
    c.subcategory.push(i.of(row.subcategory));
    c.billable.push(row.billableStatus ? 1 : 0);
    c.genderSpecific.push(i.of(row.genderSpecific));
    c.ageRestrictions.push(i.of(row.ageRestrictions));
    c.laterality.push(i.of(row.laterality));
    c.officialSource.push(i.of(row.officialSource));
    c.sourceVersion.push(i.of(row.sourceVersion));
    c.effectiveDate.push(i.of(row.effectiveDate));
    c.expirationDate.push(i.of(row.expirationDate));
    c.updatedAt.push(row.updatedAt.getTime());
  }

  /** The distinct words of all titles and descriptions (their stems come from the database). */
  distinctWords(): string[] {
    return [...this.wordSet];
  }

  finish(version: number, words: Map<string, string[]>): CodeIndex {
    const keyOrder = Int32Array.from(this.ids.keys());
    const keys = this.keys;
    keyOrder.sort((a, b) => {
      const x = keys[a] ?? '';
      const y = keys[b] ?? '';
      return x < y ? -1 : x > y ? 1 : a - b;
    });
    const types = Uint8Array.from(this.types);
    const typeOrder = codeTypes.map((_, t) => keyOrder.filter((d) => types[d] === t));
    const keyRank = new Int32Array(keyOrder.length);
    keyOrder.forEach((d, i) => (keyRank[d] = i));
    const termLexeme = Int32Array.from(this.termLexeme);
    const termStart = Uint32Array.from(this.termStart);
    // Inverted lists by counting: documents are visited in order, so each list comes out ascending.
    const postStart = new Uint32Array(this.lexemeIds.size + 1);
    for (const l of termLexeme) postStart[l + 1] = (postStart[l + 1] ?? 0) + 1;
    for (let l = 0; l < this.lexemeIds.size; l++)
      postStart[l + 1] = (postStart[l + 1] ?? 0) + (postStart[l] ?? 0);
    const fill = postStart.slice(0, -1);
    const postDocs = new Int32Array(termLexeme.length);
    for (let d = 0; d < this.ids.length; d++) {
      for (let e = termStart[d] ?? 0; e < (termStart[d + 1] ?? 0); e++) {
        const l = termLexeme[e] ?? 0;
        postDocs[fill[l] ?? 0] = d;
        fill[l] = (fill[l] ?? 0) + 1;
      }
    }
    const c = this.cols;
    return {
      version,
      size: this.ids.length,
      ids: Float64Array.from(this.ids),
      keys,
      types,
      categories: Int32Array.from(this.categories),
      categoryIds: this.categoryIds,
      keyOrder,
      typeOrder,
      keyRank,
      lexemeIds: this.lexemeIds,
      postStart,
      postDocs,
      termStart,
      termLexeme,
      posStart: Uint32Array.from(this.posStart),
      positions: Uint16Array.from(this.positions),
      lengths: Uint16Array.from(this.lengths),
      words,
      vocab: vocabularyFromCounts(this.freq),
      rows: {
        ...c,
        billable: Uint8Array.from(c.billable),
        updatedAt: Float64Array.from(c.updatedAt),
      },
    };
  }
}

/** A document as the API's row type (searchVector is not kept: nothing shows it). */
export function rowOf(ix: CodeIndex, d: number): CodeRow {
  const r = ix.rows;
  const type = ix.types[d] ?? UNKNOWN_TYPE;
  const category = ix.categories[d] ?? -1;
  return {
    id: ix.ids[d] ?? 0,
    code: r.code[d] ?? '',
    codeType: codeTypes[type] ?? 'unknown',
    codeKey: ix.keys[d] ?? '',
    title: r.title[d] ?? '',
    description: r.description[d] ?? null,
    category: category >= 0 ? (categoryNameOf(ix, category) ?? null) : null,
    subcategory: r.subcategory[d] ?? null,
    billableStatus: r.billable[d] === 1,
    genderSpecific: r.genderSpecific[d] ?? null,
    ageRestrictions: r.ageRestrictions[d] ?? null,
    laterality: r.laterality[d] ?? null,
    officialSource: r.officialSource[d] ?? '',
    sourceVersion: r.sourceVersion[d] ?? '',
    effectiveDate: r.effectiveDate[d] ?? null,
    expirationDate: r.expirationDate[d] ?? null,
    searchVector: null,
    updatedAt: new Date(r.updatedAt[d] ?? 0),
  };
}

const categoryNames = new WeakMap<CodeIndex, string[]>();

function categoryNameOf(ix: CodeIndex, id: number): string | undefined {
  let names = categoryNames.get(ix);
  if (!names) {
    names = [];
    for (const [name, i] of ix.categoryIds) names[i] = name;
    categoryNames.set(ix, names);
  }
  return names[id];
}
