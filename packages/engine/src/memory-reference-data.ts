import {
  codeKeyOf,
  pfsModifier,
  type CarcExplanation,
  type CodeInfo,
  type CodeSystem,
  type MedicareRate,
  type MueLimit,
  type MueServiceType,
  type NcciEdit,
  type PovertyGuideline,
  type PovertyRegion,
  type RateSetting,
  type ReferenceData,
} from './reference-data';

export interface PfsFixture {
  code: string;
  modifier?: string;
  facilityAmount: number | null;
  nonFacilityAmount: number | null;
  status?: string | null;
  year: number;
  sourceVersion: string;
}

export interface RateFixture {
  code: string;
  modifier?: string;
  amount: number;
  status?: string | null;
  year: number;
  sourceVersion: string;
}

export interface ReferenceFixtures {
  ncci?: NcciEdit[];
  mue?: MueLimit[];
  pfs?: PfsFixture[];
  opps?: RateFixture[];
  clfs?: RateFixture[];
  carc?: CarcExplanation[];
  poverty?: PovertyGuideline[];
  codes?: CodeInfo[];
}

const pairKey = (a: string, b: string) => `${a}|${b}`;

/** ReferenceData over plain arrays: for engine tests and small tools. Same answers as the database one. */
export function createMemoryReferenceData(f: ReferenceFixtures): ReferenceData {
  const edits = new Map((f.ncci ?? []).map((e) => [pairKey(codeKeyOf(e.column1), codeKeyOf(e.column2)), e]));
  const editOf = (a: string, b: string) => edits.get(pairKey(a, b)) ?? edits.get(pairKey(b, a)) ?? null;
  const rateFrom = (
    rows: RateFixture[] | undefined,
    code: string,
    modifier: string,
    setting: RateSetting,
    basis: 'opps' | 'clfs',
  ): MedicareRate | null => {
    const hit =
      rows?.find((r) => codeKeyOf(r.code) === code && (r.modifier ?? '') === modifier) ??
      rows?.find((r) => codeKeyOf(r.code) === code && (r.modifier ?? '') === '');
    return hit
      ? {
          code,
          modifier: hit.modifier ?? '',
          setting,
          amount: hit.amount,
          basis,
          year: hit.year,
          sourceVersion: hit.sourceVersion,
          status: hit.status ?? null,
        }
      : null;
  };

  return {
    ncciEdit: (codeA, codeB) => Promise.resolve(editOf(codeKeyOf(codeA), codeKeyOf(codeB))),
    ncciEditsAmong: (codes) => {
      const list = [...new Set(codes.map(codeKeyOf))];
      const found: NcciEdit[] = [];
      for (let i = 0; i < list.length; i++) {
        for (let j = i + 1; j < list.length; j++) {
          const a = list[i] ?? '';
          const b = list[j] ?? '';
          const e = edits.get(pairKey(a, b)) ?? null;
          const r = edits.get(pairKey(b, a)) ?? null;
          if (e) found.push(e);
          if (r) found.push(r);
        }
      }
      return Promise.resolve(found);
    },
    mue: (code: string, serviceType?: MueServiceType) => {
      const rows = (f.mue ?? []).filter((m) => codeKeyOf(m.code) === codeKeyOf(code));
      return Promise.resolve(rows.find((m) => m.serviceType === serviceType) ?? rows[0] ?? null);
    },
    medicareRate: (rawCode, setting, modifier) => {
      const code = codeKeyOf(rawCode);
      const mod = modifier?.trim().toUpperCase() ?? '';
      switch (setting) {
        case 'facility':
        case 'non_facility': {
          const pm = pfsModifier(mod);
          const hit = (f.pfs ?? []).find((p) => codeKeyOf(p.code) === code && (p.modifier ?? '') === pm);
          const amount = hit ? (setting === 'facility' ? hit.facilityAmount : hit.nonFacilityAmount) : null;
          if (!hit || amount === null) return Promise.resolve(null);
          return Promise.resolve({
            code,
            modifier: pm,
            setting,
            amount,
            basis: 'pfs' as const,
            year: hit.year,
            sourceVersion: hit.sourceVersion,
            status: hit.status ?? null,
          });
        }
        case 'outpatient_hospital':
          return Promise.resolve(rateFrom(f.opps, code, '', setting, 'opps'));
        case 'lab':
          return Promise.resolve(rateFrom(f.clfs, code, mod, setting, 'clfs'));
      }
    },
    carc: (code) => Promise.resolve((f.carc ?? []).find((c) => c.code === code.trim().toUpperCase()) ?? null),
    povertyGuideline: (year: number, region: PovertyRegion) =>
      Promise.resolve((f.poverty ?? []).find((p) => p.year === year && p.region === region) ?? null),
    lookupCode: (code: string, codeType?: CodeSystem) =>
      Promise.resolve(
        (f.codes ?? []).find(
          (c) => codeKeyOf(c.code) === codeKeyOf(code) && (!codeType || c.codeType === codeType),
        ) ?? null,
      ),
  };
}
