// A ReferenceData that notes the source and version of every answer it gives, so an analysis can list
// every data source its rules consulted, including those that found nothing.
import type { FindingSource } from '@clearbill/shared';
import type { MedicareRate, ReferenceData } from '../reference-data';

const RATE_NAMES: Record<MedicareRate['basis'], string> = {
  pfs: 'Medicare physician fee schedule',
  opps: 'Medicare hospital outpatient rates (OPPS)',
  clfs: 'Medicare clinical laboratory fee schedule',
};

export function recordingReference(inner: ReferenceData): {
  reference: ReferenceData;
  sources: () => FindingSource[];
} {
  const seen = new Map<string, FindingSource>();
  const note = (name: string, version: string | undefined) => {
    if (version !== undefined) seen.set(`${name}|${version}`, { name, version });
  };
  const reference: ReferenceData = {
    async ncciEdit(a, b) {
      const edit = await inner.ncciEdit(a, b);
      note('NCCI procedure-to-procedure edits', edit?.sourceVersion);
      return edit;
    },
    async ncciEditsAmong(codes) {
      const edits = await inner.ncciEditsAmong(codes);
      for (const e of edits) note('NCCI procedure-to-procedure edits', e.sourceVersion);
      return edits;
    },
    async mue(code, serviceType) {
      const limit = await inner.mue(code, serviceType);
      note('NCCI medically unlikely edits (MUE)', limit?.sourceVersion);
      return limit;
    },
    async medicareRate(code, setting, modifier) {
      const rate = await inner.medicareRate(code, setting, modifier);
      if (rate) note(RATE_NAMES[rate.basis], rate.sourceVersion);
      return rate;
    },
    async carc(code) {
      const carc = await inner.carc(code);
      note('Claim adjustment reason codes (CARC)', carc?.sourceVersion);
      return carc;
    },
    async povertyGuideline(year, region) {
      const g = await inner.povertyGuideline(year, region);
      note('HHS poverty guidelines', g?.sourceVersion);
      return g;
    },
    async lookupCode(code, codeType) {
      const info = await inner.lookupCode(code, codeType);
      note('Code sets', info?.sourceVersion);
      return info;
    },
  };
  return { reference, sources: () => [...seen.values()] };
}
