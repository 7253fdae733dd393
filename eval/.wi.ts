import { wordInfo } from '../packages/engine/src/phi/name-tokens';
for (const w of process.argv.slice(2)) console.log(w, wordInfo(w));
