import { findPostalAnchored } from '../packages/engine/src/phi/address-chains';
import { isOrgWord, wordInfo } from '../packages/engine/src/phi/name-tokens';
const t = process.argv[2].replace(/\\n/g, '\n');
for (const c of findPostalAnchored(t, (w) => wordInfo(w).dict, isOrgWord).candidates) console.log(JSON.stringify(t.slice(c.start, c.end)));
