import { detectPhi } from '../packages/engine/src/phi';
const negs = [
  'Per Medicare guidelines the claim was denied.', 'Please contact Blue Shield of California at the number on your card.',
  'Thanks so much, Aetna, for nothing.', 'I was treated at Mount Sinai Hospital, 1 Gustave L. Levy Place, New York, NY 10029.',
  'Cedars-Sinai Medical Center billed me twice.', 'The Whipple procedure was done in 2021.', 'Bell palsy resolved after prednisone.',
  'Metoprolol Succinate ER 50 mg daily.', 'Eliquis 5 mg twice a day; Jardiance 10 mg daily.', 'Ask for Patient Financial Services.',
  'Molina Healthcare sent an EOB.', 'Oscar Health denied the claim.', 'Ambetter from Sunshine Health paid $45.00.',
  'Attention Billing Department', 'Attention Deficit Disorder was diagnosed.', 'Hodgkin lymphoma in remission; Marfan syndrome suspected.',
  'A Babinski sign was present.', 'Tdap given; Heimlich maneuver taught.', 'Visit Northwestern Memorial at 251 E Huron St, Chicago, IL 60611.',
  'Mail payments to PO Box 7432, Carol Stream, IL 60197-7432.', 'Billing questions: 1-800-555-0199 Mon-Fri 8-5.', 'Claim ID 8842917733 was reprocessed.',
  'Contact Humana Member Services.', 'Reach Kaiser Permanente at kp.org.', 'Dear Valued Member,', 'Dear Patient,',
  'Thanks again, Team Lakeside', 'The Cleveland Clinic Foundation, 9500 Euclid Avenue, Cleveland, Ohio 44195', 'Patient Portal access was reset.',
  'Patient Responsibility: $125.00', 'Per CMS rules the modifier is required.', 'Providence St. Vincent Medical Center, 9205 SW Barnes Rd, Portland, OR 97225',
  'Send the appeal to Appeals Unit, P.O. Box 14079, Lexington, KY 40512.', 'Zyrtec and Claritin did not help.', 'Kaposi sarcoma and Ewing sarcoma are rare.',
  'Epic MyChart shows a balance.', 'Quest Diagnostics and LabCorp both billed me.', 'CVS Caremark denied the drug.', 'Walgreens charged $12.99.',
  'Call Nurse Line at 1-866-555-0123 anytime.', 'Dr. Anika Sorensen, MD, reviewed the claim.', 'Signed, Dr. Philippa Grant, DO',
  'Regards,\nLakeside Orthopedics Billing Team', 'Best,\nThe ClearView Imaging team', 'Ozempic 0.5 mg weekly was not covered by Cigna.',
  'Sent from my iPhone', 'Sent from Outlook for Android', 'Kind regards,\nCustomer Care', 'The Apgar score was 9.', 'Graves disease, Crohn disease.',
];
let fp = 0;
for (const t of negs) { const s = detectPhi(t); if (s.length) { fp++; console.log(JSON.stringify(t), '=>', s.map((x) => x.phiType + ':' + t.slice(x.start, x.end)).join(' | ')); } }
console.log(fp, '/', negs.length);
