import { detectPhi } from '../../packages/engine/src/phi';
import { findModelNames } from '../../packages/engine/src/phi/model-names';
import { indexText } from '../../packages/engine/src/phi/text';
const texts = [
  'pt resting comfortably, vss, lungs clear bilat, abd soft nt/nd, bs +. foley draining clear yellow urine. family in to visit, wife updated.',
  'NEURO: A&OX3, MAE, PERRLA. CV: NSR 70S-80S, NO ECTOPY. RESP: LS CLEAR, O2 SAT 98% ON 2L NC. GI: TOL PO, +BS. GU: FOLEY PATENT. PLAN: CONT TO MONITOR, OOB TO CHAIR.',
  'Pt seen by Dr. Smith this am. Plan to d/c art line. Lasix 40mg iv given w/ good effect. K 3.9 repleted. Daughter Mary called and was updated on pt status.',
  'RN note: Levophed weaned off at 0400. MAP > 65. Propofol gtt at 20 mcg/kg/min. Sedation vacation done, pt following commands. Hct stable 28.',
];
for (const t of texts) {
  console.log(findModelNames(indexText(t)).map((c) => t.slice(c.start, c.end)), detectPhi(t).map((c) => t.slice(c.start, c.end)));
}
