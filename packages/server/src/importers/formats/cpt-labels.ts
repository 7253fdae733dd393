/**
 * Our own short, plain labels for common CPT codes. They are written by us to tell a patient roughly
 * what a line is; they are not, and must never be replaced by, the AMA's descriptors.
 */
export const cptLabels: Record<string, string> = {
  // Office visits
  '99202': 'New patient office visit, level 2 of 5',
  '99203': 'New patient office visit, level 3 of 5',
  '99204': 'New patient office visit, level 4 of 5',
  '99205': 'New patient office visit, level 5 of 5',
  '99211': 'Returning patient office visit, level 1 (often nurse only)',
  '99212': 'Returning patient office visit, level 2 of 5',
  '99213': 'Returning patient office visit, level 3 of 5',
  '99214': 'Returning patient office visit, level 4 of 5',
  '99215': 'Returning patient office visit, level 5 of 5',
  // Emergency department
  '99281': 'Emergency department visit, level 1 of 5',
  '99282': 'Emergency department visit, level 2 of 5',
  '99283': 'Emergency department visit, level 3 of 5',
  '99284': 'Emergency department visit, level 4 of 5',
  '99285': 'Emergency department visit, level 5 of 5',
  // Hospital care
  '99221': 'Hospital care, first day, level 1 of 3',
  '99222': 'Hospital care, first day, level 2 of 3',
  '99223': 'Hospital care, first day, level 3 of 3',
  '99231': 'Hospital care, later day, level 1 of 3',
  '99232': 'Hospital care, later day, level 2 of 3',
  '99233': 'Hospital care, later day, level 3 of 3',
  '99238': 'Hospital discharge day',
  '99239': 'Hospital discharge day, longer',
  '99291': 'Critical care, first period',
  '99292': 'Critical care, each added half hour',
  // Check-ups
  '99385': 'Preventive check-up, new patient, age 18 to 39',
  '99386': 'Preventive check-up, new patient, age 40 to 64',
  '99395': 'Preventive check-up, returning patient, age 18 to 39',
  '99396': 'Preventive check-up, returning patient, age 40 to 64',
  '99397': 'Preventive check-up, returning patient, 65 or older',
  // Laboratory
  '36415': 'Blood draw from a vein',
  '80048': 'Basic metabolic blood panel',
  '80053': 'Comprehensive metabolic blood panel',
  '80061': 'Cholesterol (lipid) panel',
  '80076': 'Liver function blood panel',
  '81001': 'Urine test with microscope check',
  '81003': 'Urine test, automated',
  '82306': 'Vitamin D blood test',
  '82947': 'Blood sugar (glucose) test',
  '83036': 'Hemoglobin A1c (average blood sugar) test',
  '84153': 'PSA (prostate) blood test',
  '84443': 'Thyroid (TSH) blood test',
  '85025': 'Complete blood count (CBC) with differential',
  '85027': 'Complete blood count (CBC)',
  '85610': 'Blood clotting time (PT/INR) test',
  '87086': 'Urine culture',
  '87635': 'COVID-19 virus test (PCR)',
  '87880': 'Rapid strep test',
  // Imaging and heart tests
  '70450': 'Head CT scan without contrast',
  '70551': 'Brain MRI without contrast',
  '71045': 'Chest X-ray, one view',
  '71046': 'Chest X-ray, two views',
  '72148': 'Lower back MRI without contrast',
  '73721': 'Leg joint (e.g. knee) MRI without contrast',
  '74176': 'Abdomen and pelvis CT scan without contrast',
  '74177': 'Abdomen and pelvis CT scan with contrast',
  '76700': 'Abdominal ultrasound, complete',
  '76856': 'Pelvic ultrasound',
  '77067': 'Screening mammogram, both breasts',
  '93000': 'Heart tracing (ECG) with reading',
  '93306': 'Heart ultrasound (echocardiogram), complete',
  // Procedures
  '10060': 'Draining a skin abscess',
  '20610': 'Injection or drainage of a large joint',
  '27130': 'Total hip replacement',
  '27447': 'Total knee replacement',
  '29881': 'Knee arthroscopy with meniscus trimming',
  '43239': 'Upper GI endoscopy with biopsy',
  '44970': 'Appendix removal by laparoscope',
  '45378': 'Colonoscopy, diagnostic',
  '45380': 'Colonoscopy with biopsy',
  '45385': 'Colonoscopy with polyp removal by snare',
  '47562': 'Gallbladder removal by laparoscope',
  '59400': 'Vaginal delivery with routine pregnancy care',
  '59510': 'Cesarean delivery with routine pregnancy care',
  '66984': 'Cataract removal with lens implant',
  // Injections, vaccines, therapy
  '90471': 'Vaccine given, first one',
  '90791': 'Mental health assessment',
  '90832': 'Psychotherapy, about 30 minutes',
  '90834': 'Psychotherapy, about 45 minutes',
  '90837': 'Psychotherapy, about 60 minutes',
  '96372': 'Injection under the skin or into a muscle',
  '97110': 'Physical therapy exercises',
  '97140': 'Hands-on (manual) physical therapy',
};

/** CPT sections by code number, in our own words: [category, subcategory]. */
const categoryIRanges: [number, number, string, string | null][] = [
  [100, 1999, 'Anesthesia', null],
  [10004, 19499, 'Surgery', 'Skin'],
  [20100, 29999, 'Surgery', 'Muscles and bones'],
  [30000, 32999, 'Surgery', 'Nose, throat and lungs'],
  [33010, 37799, 'Surgery', 'Heart and blood vessels'],
  [38100, 38999, 'Surgery', 'Blood and lymph system'],
  [39000, 39599, 'Surgery', 'Chest cavity'],
  [40490, 49999, 'Surgery', 'Digestive system'],
  [50010, 53899, 'Surgery', 'Urinary system'],
  [54000, 55899, 'Surgery', 'Male reproductive organs'],
  [55920, 58999, 'Surgery', 'Female reproductive organs'],
  [59000, 59899, 'Surgery', 'Pregnancy and delivery'],
  [60000, 60699, 'Surgery', 'Hormone glands'],
  [61000, 64999, 'Surgery', 'Brain, spine and nerves'],
  [65091, 68899, 'Surgery', 'Eyes'],
  [69000, 69979, 'Surgery', 'Ears'],
  [69990, 69990, 'Surgery', 'Operating microscope'],
  [70010, 79999, 'Imaging and radiology', null],
  [80047, 89398, 'Laboratory and pathology', null],
  [90281, 99199, 'Medicine', null],
  [99202, 99499, 'Visits and care management', null],
  [99500, 99607, 'Medicine', 'Home services and medication management'],
];

export type CptKind = 'I' | 'II' | 'III' | 'PLA' | 'MAAA';

export function cptKind(code: string): CptKind | null {
  if (/^[0-9]{5}$/.test(code)) return 'I';
  if (/^[0-9]{4}F$/.test(code)) return 'II';
  if (/^[0-9]{4}T$/.test(code)) return 'III';
  if (/^[0-9]{4}U$/.test(code)) return 'PLA';
  if (/^[0-9]{4}M$/.test(code)) return 'MAAA';
  return null;
}

export function cptCategory(code: string): { category: string; subcategory: string | null } | null {
  const kind = cptKind(code);
  switch (kind) {
    case null:
      return null;
    case 'II':
      return { category: 'Quality measures (Category II)', subcategory: null };
    case 'III':
      return { category: 'New technology (Category III)', subcategory: null };
    case 'PLA':
      return { category: 'Laboratory and pathology', subcategory: 'Proprietary lab tests (PLA)' };
    case 'MAAA':
      return { category: 'Laboratory and pathology', subcategory: 'Multi-test lab scores (MAAA)' };
    case 'I': {
      const n = Number(code);
      // E/M (99202-99499) sits inside Medicine's range: the narrower range wins.
      const hits = categoryIRanges.filter(([from, to]) => n >= from && n <= to);
      const best = hits.sort((a, b) => a[1] - a[0] - (b[1] - b[0]))[0];
      return best ? { category: best[2], subcategory: best[3] } : { category: 'Other', subcategory: null };
    }
  }
}
