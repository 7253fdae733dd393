import { stateCodes } from './address-words';

/**
 * A town and state written before the street ('Resident of Gallup NM, 1012 Aztec Ave', 'Fairbanks, AK
 * 99709, 1840 Chena Ridge Rd'): the block is widened back over them when it holds no state of its own.
 */
const TOWN_STATE_BEFORE =
  /(?:^|[\s:(])(\p{Lu}[\p{L}'’.-]+(?:[ \t]\p{Lu}[\p{L}'’.-]+){0,2}),?[ \t]+([A-Z]{2})(?:[ \t]+\d{5}(?:-\d{4})?)?,[ \t]*$/u;
const HAS_STATE = /(?:^|[\s,])([A-Z]{2})(?:[ \t]+\d{5}(?:-\d{4})?)?[ \t]*$/;

export function widenToTownFirst(text: string, blocks: { start: number; end: number }[]): void {
  for (const b of blocks) {
    const inner = text.slice(b.start, b.end);
    if (!/^\d/.test(inner)) continue;
    const own = HAS_STATE.exec(inner);
    if (own?.[1] && stateCodes.has(own[1])) continue;
    const before = text.slice(Math.max(0, b.start - 50), b.start);
    const m = TOWN_STATE_BEFORE.exec(before);
    if (!m?.[1] || !m[2] || !stateCodes.has(m[2])) continue;
    b.start -= before.length - (m.index + m[0].indexOf(m[1]));
  }
}
