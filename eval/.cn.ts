import { findCueNames } from '../packages/engine/src/phi/cue-names';
import { indexText } from '../packages/engine/src/phi/text';
const t = process.argv[2];
const ix = indexText(t);
console.log(ix.tokens.map((x) => x.text).join('|'));
for (const c of findCueNames(ix)) console.log(JSON.stringify(t.slice(c.start, c.end)), c.confidence);
