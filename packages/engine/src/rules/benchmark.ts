// The Medicare amounts a line's price is compared with, for the setting it was billed in.
import type { MedicareRate, ReferenceData } from '../reference-data';
import type { CareSetting, ParsedLine } from '../analysis/types';
import { isHospitalSetting } from './common';

export interface Benchmarks {
  /** Clinical lab fee schedule: for lab tests, the only benchmark. */
  lab: MedicareRate | null;
  /** Physician fee schedule: facility rate in hospital settings, else the office (non-facility) rate. */
  pfs: MedicareRate | null;
  /** Hospital outpatient rate (OPPS), hospital settings only, when the code is paid separately. */
  opps: MedicareRate | null;
}

const positive = (r: MedicareRate | null) => (r && r.amount > 0 ? r : null);

export async function benchmarksFor(
  reference: ReferenceData,
  line: ParsedLine,
  setting: CareSetting | null,
): Promise<Benchmarks> {
  const code = line.code;
  const none: Benchmarks = { lab: null, pfs: null, opps: null };
  if (!code) return none;
  const modifier = line.modifiers.find((m) => ['26', 'TC', '53'].includes(m)) ?? line.modifiers[0];
  const lab = positive(await reference.medicareRate(code, 'lab', modifier));
  if (lab) return { ...none, lab };
  const hospital = isHospitalSetting(setting);
  const pfs =
    positive(await reference.medicareRate(code, hospital ? 'facility' : 'non_facility', modifier)) ??
    positive(await reference.medicareRate(code, hospital ? 'non_facility' : 'facility', modifier));
  const opps = hospital ? positive(await reference.medicareRate(code, 'outpatient_hospital')) : null;
  return { lab: null, pfs, opps };
}

/** Flag at 10x the fee schedule; in a hospital also at least 5x the hospital's own Medicare rate. */
export const PRICE_MULTIPLE = 10;
export const HOSPITAL_RATE_MULTIPLE = 5;
/** What commercial insurers commonly pay, as multiples of Medicare: the 'typical range' shown. */
export const TYPICAL_RANGE = [1.5, 3] as const;

export interface PriceJudgement {
  /** The benchmark the multiple is stated against. */
  rate: MedicareRate;
  multiple: number;
  /** The highest Medicare amount that applies: the typical range is built on it. */
  reference: number;
  typical: [number, number];
}

/** The judgement for a unit price, or null when it is not clearly excessive (or nothing to compare). */
export function judgePrice(unitPrice: number, b: Benchmarks): PriceJudgement | null {
  const primary = b.lab ?? b.pfs ?? b.opps;
  if (!primary || unitPrice <= 0) return null;
  const multiple = unitPrice / primary.amount;
  if (multiple < PRICE_MULTIPLE) return null;
  // A hospital's facility charge is compared with what Medicare pays hospitals, too.
  if (b.opps && primary !== b.opps && unitPrice / b.opps.amount < HOSPITAL_RATE_MULTIPLE) return null;
  const reference = Math.max(primary.amount, b.opps?.amount ?? 0);
  // Whole dollars, except for small amounts where cents matter.
  const r = (n: number) => (reference < 20 ? Math.round(n * 100) / 100 : Math.round(n));
  const typical: [number, number] = [r(reference * TYPICAL_RANGE[0]), r(reference * TYPICAL_RANGE[1])];
  return { rate: primary, multiple, reference, typical };
}

export const scheduleName: Record<MedicareRate['basis'], string> = {
  pfs: 'Medicare physician fee schedule',
  opps: 'Medicare hospital outpatient rates (OPPS)',
  clfs: 'Medicare clinical laboratory fee schedule',
};
