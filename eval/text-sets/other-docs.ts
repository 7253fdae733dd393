// Documents that are not bills or EOBs but carry numbers, dates and sometimes codes: lab results, imaging
// reports, medical histories, discharge summaries. Truth: docType other, no lines.
import { PROVIDERS, fmtDate, person, randomDate, type Doc, type Rng } from './common';

function labReport(rng: Rng, name: string, date: string): string {
  const rows: [string, string, string, string][] = [
    ['Glucose', `${rng.int(1, 2)},${rng.int(100, 999)}`, 'mg/dL', '70-99'],
    ['Sodium', String(rng.int(132, 146)), 'mmol/L', '135-145'],
    ['Potassium', (3 + rng.next() * 2).toFixed(1), 'mmol/L', '3.5-5.1'],
    ['Creatinine', (0.5 + rng.next()).toFixed(2), 'mg/dL', '0.60-1.20'],
    ['Platelets', String(rng.int(120, 420)), 'K/uL', '150-400'],
  ];
  return [
    rng.pick(['LABORATORY REPORT', 'Lab Results', 'Laboratory Results']),
    `Patient: ${name}`,
    `Collected: ${date}`,
    `Ordering physician: Dr. Ines Halvorsen`,
    '',
    ['Test', 'Result', 'Units', 'Reference Range'].join('\t'),
    ...rows.map((r) => r.join('\t')),
    '',
    'Results flagged outside the reference range should be reviewed with your clinician.',
  ].join('\n');
}

function imagingReport(rng: Rng, name: string, date: string): string {
  return [
    rng.pick(['RADIOLOGY REPORT', 'Imaging Report', 'CT Report']),
    `Patient: ${name}    Exam date: ${date}`,
    `Exam: CT abdomen and pelvis with contrast (CPT 74177)`,
    `Accession: ${rng.int(10000000, 99999999)}`,
    '',
    'Findings: The liver measures 15.2 cm. No focal lesion. A 4 mm nonobstructing stone in the left kidney.',
    'Contrast: 100 mL iohexol 350.',
    'Impression: No acute abnormality. Small left renal stone.',
    'Electronically signed by Dr. Pavel Ostrowski, Radiology.',
  ].join('\n');
}

function history(rng: Rng, name: string, date: string): string {
  return [
    rng.pick(['Medical History', 'Patient Health History', 'HISTORY AND PHYSICAL']),
    `Name: ${name}    Visit: ${date}`,
    '',
    'Past medical history: hypertension since 2015, type 2 diabetes (A1c 7.2 in 2025), appendectomy 1998.',
    `Medications: metformin 1,000 mg twice daily; lisinopril 20 mg daily.`,
    'Allergies: penicillin (rash).',
    `Vitals: BP 138/86, pulse 78, weight 212 lb, height 5 ft 10 in.`,
    'Family history: father with coronary disease at 62.',
    'Plan: follow up in 3 months, repeat labs.',
  ].join('\n');
}

function discharge(rng: Rng, name: string, date: string): string {
  return [
    'DISCHARGE SUMMARY',
    `Patient: ${name}`,
    `Admitted: ${date}    Discharged: ${fmtDate(randomDate(rng), 'mdy')}`,
    'Diagnosis: community acquired pneumonia (J18.9).',
    'Hospital course: treated with IV ceftriaxone 1 g daily for 3 days, then oral therapy.',
    'Discharge medications: amoxicillin 875 mg twice daily for 5 days.',
    `Follow-up: clinic in 1 week. Call ${rng.int(200, 989)}-555-${rng.int(1000, 9999)} with questions.`,
  ].join('\n');
}

export function otherDocument(rng: Rng): Doc {
  const who = person(rng);
  const date = fmtDate(randomDate(rng), rng.pick(['mdy', 'iso', 'named'] as const));
  const kind = rng.pick(['lab', 'imaging', 'history', 'discharge'] as const);
  const body =
    kind === 'lab'
      ? labReport(rng, who.name, date)
      : kind === 'imaging'
        ? imagingReport(rng, who.name, date)
        : kind === 'history'
          ? history(rng, who.name, date)
          : discharge(rng, who.name, date);
  const provider = rng.pick(PROVIDERS);
  return {
    docType: 'other',
    style: kind,
    phi: [{ type: 'name', text: who.name }],
    nonPhi: [provider],
    lines: [],
    totals: {},
    findings: [],
    plain: `${provider}\n${body}`,
  };
}
