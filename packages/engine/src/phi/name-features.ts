import { isOrgWord, nameStrength, wordInfo } from './name-tokens';
import { modeOf } from './names';
import { startsSentence, type TextIndex } from './text';
import { clinicianTitles, relationWords, titles } from './word-lists';

/**
 * Features of one word token for the person-name tagger (`name-model.ts`). Shared by the tagger and
 * its training script (`eval/name-model/train.ts`), so both see the same features.
 *
 * Tags are BIO: 'O' outside a name, 'B' a name's first word, 'I' a following word.
 */
export const TAGS = ['O', 'B', 'I'] as const;
export type Tag = (typeof TAGS)[number];

/** What separates two words, reduced to its punctuation: ', ' -> ',', '\n' -> 'NL', ' (' -> '('. */
function gapClass(gap: string): string {
  if (gap.includes('\n')) return /\n\s*\n/.test(gap) ? 'NL2' : 'NL';
  const p = gap.replace(/\s+/g, '').replace(/\d+/g, '0').slice(0, 3);
  return p === '' ? '_' : p;
}

function shapeOf(word: string): string {
  return word
    .replace(/[A-Z\u00C0-\u00DE]+/g, 'X')
    .replace(/[a-z\u00DF-\u024F]+/g, 'x')
    .slice(0, 5);
}

function listClass(key: string, text: string): string {
  if (key.length < 2) return 'short';
  const info = wordInfo(key);
  if (info.never) return 'never';
  if (info.domain) return 'domain';
  if (isOrgWord(key)) return 'org';
  const f = info.first ? 'F' : '';
  const l = info.last ? 'L' : '';
  const d = info.dict ? 'D' : info.word ? 'd' : '';
  const s = /[^A-Za-z'’-]/.test(text) ? 'u' : '';
  return `${f}${l}${d}${s}` || 'none';
}

/** The features of each token, computed once per text (the previous tag is added by the tagger). */
export function tokenFeatures(index: TextIndex, need: (i: number) => boolean = () => true): string[][] {
  const { tokens, text } = index;
  const lists = tokens.map((t) => listClass(t.key, t.text));
  const keyAt = (i: number) => {
    const t = tokens[i];
    if (!t) return i < 0 ? '<s>' : '</s>';
    return t.key;
  };
  return tokens.map((t, i) => {
    if (!need(i)) return [];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    const gapBefore = prev ? gapClass(text.slice(prev.end, t.start)) : 'START';
    const gapAfter = next ? gapClass(text.slice(t.end, next.start)) : 'END';
    const mode = modeOf(index, t);
    const shape = t.shape;
    const list = lists[i] ?? 'none';
    const strength = nameStrength(t, mode === 'mixed');
    const sent = startsSentence(index, i) ? 1 : 0;
    const pk = keyAt(i - 1);
    const nk = keyAt(i + 1);
    const pcls =
      prev &&
      (titles.has(prev.key)
        ? 'title'
        : clinicianTitles.has(prev.key)
          ? 'clin'
          : relationWords.has(prev.key)
            ? 'rel'
            : '');
    const f = [
      'b',
      `w=${t.key}`,
      `s=${shape}`,
      `m=${mode}`,
      `sm=${shape}|${mode}`,
      `x=${shapeOf(t.text)}`,
      `l=${list}`,
      `ls=${list}|${shape}|${mode}`,
      `st=${strength}|${shape === 'title' ? 1 : 0}|${mode}`,
      `sf3=${t.key.slice(-3)}`,
      `sf2=${t.key.slice(-2)}`,
      `pf3=${t.key.slice(0, 3)}`,
      `len=${Math.min(t.key.length, 10)}`,
      `ss=${sent}|${shape}`,
      `gb=${gapBefore}`,
      `ga=${gapAfter}`,
      `gg=${gapBefore}|${gapAfter}`,
      `pw=${pk}`,
      `nw=${nk}`,
      `pw2=${keyAt(i - 2)}|${pk}`,
      `nw2=${nk}|${keyAt(i + 2)}`,
      `pwg=${pk}|${gapBefore}`,
      `nwg=${gapAfter}|${nk}`,
      `ps=${prev ? prev.shape : '<s>'}|${shape}`,
      `ns=${shape}|${next ? next.shape : '</s>'}`,
      `pl=${lists[i - 1] ?? '<s>'}|${list}`,
      `nl=${list}|${lists[i + 1] ?? '</s>'}`,
      `nls=${list}|${shape}|${next ? next.shape : '</s>'}|${lists[i + 1] ?? '</s>'}`,
      `pls=${prev ? prev.shape : '<s>'}|${lists[i - 1] ?? '<s>'}|${list}|${shape}`,
    ];
    if (pcls) f.push(`pc=${pcls}`);
    if (t.text.includes("'") || t.text.includes('’')) f.push('apos');
    if (/['’]s$/i.test(t.text)) f.push('poss');
    return f;
  });
}

/** The features that depend on the tag given to the word before (greedy decoding). */
export function prevTagFeatures(feats: readonly string[], prevTag: Tag): string[] {
  return [
    `pt=${prevTag}`,
    `pts=${prevTag}|${feats[4] ?? ''}`,
    `ptl=${prevTag}|${feats[6] ?? ''}`,
    `ptg=${prevTag}|${feats[14] ?? ''}`,
  ];
}
