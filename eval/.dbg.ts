import { detectPhi } from '/work/wt-phi2/packages/engine/src/phi';
const t = process.argv[2].replace(/\\n/g, '\n');
for (const s of detectPhi(t)) console.log(s.phiType, s.confidence, JSON.stringify(t.slice(s.start, s.end)));
