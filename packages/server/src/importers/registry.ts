import { carcImporter } from './formats/carc';
import { clfsImporter } from './formats/clfs';
import { cptImporter } from './formats/cpt';
import { drgImporter } from './formats/drg';
import { fplImporter } from './formats/fpl';
import { hcpcsImporter } from './formats/hcpcs';
import { icd10cmImporter, icd10pcsImporter } from './formats/icd10';
import { ncciPtpImporter, mueImporter } from './formats/ncci';
import { ndcImporter } from './formats/ndc';
import { oppsImporter } from './formats/opps';
import { gpciImporter, localitiesImporter, pfsImporter } from './formats/pfs';
import { revenueImporter } from './formats/revenue';
import type { DatasetImporter } from './types';

/**
 * Every known format, in import order: the code sets first (search works as each lands, the small
 * ones early), then the reference tables, NCCI's two million pairs last.
 */
export const importers: readonly DatasetImporter[] = [
  revenueImporter,
  drgImporter,
  hcpcsImporter,
  cptImporter,
  icd10cmImporter,
  icd10pcsImporter,
  ndcImporter,
  carcImporter,
  fplImporter,
  gpciImporter,
  localitiesImporter,
  pfsImporter,
  clfsImporter,
  oppsImporter,
  mueImporter,
  ncciPtpImporter,
];

export const datasetNames = importers.map((i) => i.dataset);
