import { tagTokens } from '../../packages/engine/src/phi/name-model';
import { indexText } from '../../packages/engine/src/phi/text';
import { wordInfo } from '../../packages/engine/src/phi/name-tokens';
for (const t of process.argv.slice(2)) {
  const ix = indexText(t);
  console.log(tagTokens(ix).map((x, i) => `${ix.tokens[i]!.text}/${x.tag}${x.tag !== 'O' ? x.margin.toFixed(0) : ''}${wordInfo(ix.tokens[i]!.key).first ? 'F' : ''}${wordInfo(ix.tokens[i]!.key).last ? 'L' : ''}`).join(' '));
}
