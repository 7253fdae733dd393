import { sql } from 'drizzle-orm';
import {
  codeKeyOf,
  pfsModifier,
  type CodeInfo,
  type CodeSystem,
  type MedicareRate,
  type MueLimit,
  type NcciEdit,
  type ReferenceData,
} from '@clearbill/engine';
import type { Db } from '../db/client';
import { queryRows } from './bulk';

/** Text of a column value (drivers give text, numbers or dates). */
const asText = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean'
      ? String(v)
      : v instanceof Date
        ? v.toISOString()
        : JSON.stringify(v);
const str = (v: unknown) => (v === null || v === undefined ? null : asText(v));
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const dateStr = (v: unknown) => (v === null || v === undefined ? null : asText(v).slice(0, 10));

function toEdit(r: Record<string, unknown>): NcciEdit {
  const mi = Number(r.modifier_indicator);
  return {
    column1: String(r.column1),
    column2: String(r.column2),
    modifierIndicator: mi === 0 || mi === 1 ? mi : 9,
    rationale: str(r.rationale),
    deletionDate: dateStr(r.deletion_date),
    sourceVersion: String(r.source_version),
  };
}

/** ReferenceData over the imported tables. Every answer carries the source version it came from. */
export function createDbReferenceData(db: Db): ReferenceData {
  return {
    async ncciEdit(codeA, codeB) {
      const a = codeKeyOf(codeA);
      const b = codeKeyOf(codeB);
      const rows = await queryRows(
        db,
        sql`SELECT * FROM ncci_edits WHERE (column1 = ${a} AND column2 = ${b}) OR (column1 = ${b} AND column2 = ${a})
            ORDER BY deletion_date NULLS FIRST LIMIT 1`,
      );
      return rows[0] ? toEdit(rows[0]) : null;
    },

    async ncciEditsAmong(codes) {
      const list = [...new Set(codes.map(codeKeyOf))].filter(Boolean);
      if (list.length < 2) return [];
      const rows = await queryRows(
        db,
        sql`SELECT * FROM ncci_edits WHERE column1 = ANY(${sql.param(list)}::text[]) AND column2 = ANY(${sql.param(list)}::text[])
            AND column1 <> column2 ORDER BY column1, column2`,
      );
      return rows.map(toEdit);
    },

    async mue(code, serviceType) {
      const rows = await queryRows(
        db,
        sql`SELECT * FROM mue_limits WHERE code = ${codeKeyOf(code)}
            ORDER BY (service_type = ${serviceType ?? ''}) DESC, service_type LIMIT 1`,
      );
      const r = rows[0];
      if (!r) return null;
      return {
        code: String(r.code),
        serviceType: String(r.service_type) as MueLimit['serviceType'],
        maxUnits: Number(r.max_units),
        adjudicationIndicator: numOrNull(r.adjudication_indicator),
        rationale: str(r.rationale),
        sourceVersion: String(r.source_version),
      };
    },

    async medicareRate(rawCode, setting, modifier): Promise<MedicareRate | null> {
      const code = codeKeyOf(rawCode);
      const mod = modifier?.trim().toUpperCase() ?? '';
      switch (setting) {
        case 'facility':
        case 'non_facility': {
          const pm = pfsModifier(mod);
          const rows = await queryRows(
            db,
            sql`SELECT * FROM fee_schedule WHERE hcpcs = ${code} AND modifier = ${pm} LIMIT 1`,
          );
          const r = rows[0];
          const amount = r
            ? numOrNull(setting === 'facility' ? r.facility_amount : r.non_facility_amount)
            : null;
          if (!r || amount === null) return null;
          return {
            code,
            modifier: pm,
            setting,
            amount,
            basis: 'pfs',
            year: Number(r.year),
            sourceVersion: String(r.source_version),
            status: str(r.status_code),
          };
        }
        case 'outpatient_hospital': {
          const rows = await queryRows(
            db,
            sql`SELECT * FROM outpatient_rates WHERE hcpcs = ${code} AND payment_rate IS NOT NULL LIMIT 1`,
          );
          const r = rows[0];
          if (!r) return null;
          return {
            code,
            modifier: '',
            setting,
            amount: Number(r.payment_rate),
            basis: 'opps',
            year: Number(r.year),
            sourceVersion: String(r.source_version),
            status: str(r.status_indicator),
          };
        }
        case 'lab': {
          const rows = await queryRows(
            db,
            sql`SELECT * FROM lab_fee_schedule WHERE hcpcs = ${code} AND modifier IN (${mod}, '')
                ORDER BY (modifier = ${mod}) DESC LIMIT 1`,
          );
          const r = rows[0];
          if (!r) return null;
          return {
            code,
            modifier: String(r.modifier),
            setting,
            amount: Number(r.rate),
            basis: 'clfs',
            year: Number(r.year),
            sourceVersion: String(r.source_version),
            status: str(r.indicator),
          };
        }
      }
    },

    async carc(code) {
      const rows = await queryRows(
        db,
        sql`SELECT * FROM carc_codes WHERE code = ${code.trim().toUpperCase()}`,
      );
      const r = rows[0];
      return r
        ? {
            code: String(r.code),
            explanation: String(r.explanation),
            patientAction: str(r.patient_action),
            sourceVersion: String(r.source_version),
          }
        : null;
    },

    async povertyGuideline(year, region) {
      const rows = await queryRows(
        db,
        sql`SELECT * FROM poverty_guidelines WHERE year = ${year} AND region = ${region}`,
      );
      const r = rows[0];
      return r
        ? {
            year: Number(r.year),
            region,
            base: Number(r.base),
            perExtraPerson: Number(r.per_extra_person),
            sourceVersion: String(r.source_version),
          }
        : null;
    },

    async lookupCode(code, codeType?: CodeSystem): Promise<CodeInfo | null> {
      const key = codeKeyOf(code);
      const rows = await queryRows(
        db,
        sql`SELECT code, code_type, title, category, billable_status, expiration_date, source_version
            FROM medical_codes WHERE code_key = ${key} ${codeType ? sql`AND code_type = ${codeType}` : sql``}
            ORDER BY expiration_date NULLS FIRST, code_type LIMIT 1`,
      );
      const r = rows[0];
      if (!r) return null;
      return {
        code: String(r.code),
        codeType: String(r.code_type) as CodeSystem,
        title: String(r.title),
        category: str(r.category),
        billable: Boolean(r.billable_status),
        expirationDate: dateStr(r.expiration_date),
        sourceVersion: String(r.source_version),
      };
    },
  };
}
