import { readFileSync } from 'node:fs';
import { indexText } from '/work/wt-phi/packages/engine/src/phi/text';
import { shorthandRate } from '/work/wt-phi/packages/engine/src/phi/model-names';
for (const f of process.argv.slice(2)) {
  let n = 0, on = 0;
  for (const l of readFileSync(f, 'utf8').split('\n').filter(Boolean)) {
    const d = JSON.parse(l); n++; if (shorthandRate(indexText(d.text)) >= Number(process.env.NM_NOTE)) on++;
  }
  console.log(f.split('/').pop(), n, 'noteLike', on);
}
