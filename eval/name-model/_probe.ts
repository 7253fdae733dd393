import { detectPhi } from '../../packages/engine/src/phi';
import { findModelNames } from '../../packages/engine/src/phi/model-names';
import { indexText } from '../../packages/engine/src/phi/text';
const texts = [
  'hi, my name is john kowalski and i got a bill i dont understand',
  'hey its tamsin again. my husband raoul okonjo was charged twice',
  'I am writing for my mother, Wanjiru Kamau. She was seen on 3/4/2025.',
  'Could you let Osei know the payment went through?',
  'Regards\nIngeborg Straßmann',
  'Patient Name ......... Thandeka Mabuza',
  'The appointment with Halvorsen was moved to Friday.',
  'Feng Xiaoling (patient) called twice about the statement.',
  'Please speak with my son Bartholomew van Rensburg about this.',
  'MY NAME IS DESMOND ACHTERBERG AND I NEED HELP',
  'Sent from my iPhone\nNkechi',
  'Is Radoslav covered under my plan?',
  'We saw Dr. Okafor at Mercy General Hospital and took metformin.',
  'Glasgow Coma Scale was 15. The Foley catheter was removed.',
];
for (const t of texts) {
  console.log(JSON.stringify(t.slice(0, 50)), findModelNames(indexText(t)).map((c) => t.slice(c.start, c.end)), '||', detectPhi(t).filter((c) => c.phiType === 'name').map((c) => t.slice(c.start, c.end)));
}
