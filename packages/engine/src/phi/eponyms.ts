import type { Candidate } from './merge';

/**
 * Medical eponyms are not people: 'Quinton catheter', "Wilson's disease", 'Douglas pouch', 'Foley',
 * 'Apgar score'. A name guess followed by a clinical noun (with or without the possessive) is dropped.
 */
const CLINICAL_NOUN =
  /^(?:['’]s)?[ \t]+(?:catheter|catheters|line|tube|disease|syndrome|sign|signs|test|score|scores|scale|pouch|procedure|operation|surgery|maneuver|manoeuvre|fracture|palsy|lymphoma|sarcoma|tumou?r|esophagus|reflex|phenomenon|classification|criteria|node|nodes|duct|space|canal|gland|glands|cyst|ulcer|anomaly|malformation|disorder|balloon|stent|forceps|drain|retractor|clamp|stocking|stockings|position|incision|repair|technique|block|equation|formula|rule|rules|index|shunt|valve|ligament|fibers|triad|pentad|bag|filter|mask|needle|diverticulum|thyroiditis|encephalopathy|anemia|anaemia|contracture|phenomenon|monitor|fundoplication|cardiomyopathy|neuralgia|neuroma|deformity|varices|ataxia|dystrophy|splint|graft|flap|granuloma|hernia|chorea)s?\b/i;
/** Eponyms used on their own as nouns ('the Foley was removed', 'Apgars 8 and 9'). */
const BARE_EPONYM =
  /^(?:foley|apgars?|swan|ganz|hickman|broviac|quinton|jackson|pratt|bovie|doppler|holter|heimlich|papanicolaou|gram|kegel)$/i;

export function dropEponyms(text: string, candidates: Candidate[]): Candidate[] {
  return candidates.filter((c) => {
    if (c.phiType !== 'name') return true;
    const after = text.slice(c.end, c.end + 40);
    // "Margie Tschetter's surgery": a person's own operation or test, written with the possessive.
    if (
      /^['’]s[ \t]+(?:surgery|operation|procedure|tests?|biopsy|repair|stent|drain)\b/i.test(after) &&
      c.end - c.start > 0
    ) {
      const words = text.slice(c.start, c.end).trim().split(/\s+/);
      if (words.length >= 2) return true;
    }
    // 'Lou Gehrig's disease': one more capitalised word may stand before the noun.
    const skipped = after.replace(/^[ \t]+[A-Z][\w-]*(?=['’]s[ \t]|[ \t])/, '');
    if (
      CLINICAL_NOUN.test(after) ||
      CLINICAL_NOUN.test(skipped) ||
      /^-[A-Z]\w+\s+(?:catheter|line|tube)/.test(after)
    )
      return false;
    const words = text.slice(c.start, c.end).split(/[\s-]+/);
    return !(c.strong !== true && words.length === 1 && BARE_EPONYM.test(words[0] ?? ''));
  });
}
