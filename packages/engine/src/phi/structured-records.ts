import type { PhiType } from '@clearbill/shared';
import { readKeyedFields } from './keyed-fields';
import type { Candidate, Range } from './merge';
import { isClinicianWord } from './word-lists';

/**
 * Patients' fields in the machine formats that health records and claims travel in, read by position,
 * since their values carry no words to recognise:
 * - HL7 v2 messages: the PID, NK1, GT1 and IN1 segments ('PID|1||MRN00872214^^^NRMC^MR||QUAYLE^TIBERIUS^M||19571104|...');
 * - X12 EDI claims and enrolments (837, 834): the person loops' NM1, N3/N4, DMG and PER segments
 *   ('NM1*IL*1*LAST*FIRST*M~N3*...~N4*TULSA*OK*74114~DMG*D8*19880317*F~'); the provider, payer and
 *   submitter loops are not the patient's and stay;
 * - vCards: FN, N, ADR, TEL and BDAY;
 * - names and addresses in HL7's component form elsewhere (DICOM dumps, lab instruments).
 */

type Field = PhiType;

/** HL7 v2 field numbers holding a person's data, per segment (PID-5 is the patient's name). */
const HL7_FIELDS: Record<string, Record<number, Field>> = {
  PID: {
    2: 'mrn',
    3: 'mrn',
    4: 'mrn',
    5: 'name',
    6: 'name',
    7: 'date_of_birth',
    9: 'name',
    11: 'address',
    13: 'phone',
    14: 'phone',
    18: 'account_number',
    19: 'ssn',
    20: 'drivers_license',
  },
  NK1: { 2: 'name', 4: 'address', 5: 'phone', 6: 'phone', 16: 'date_of_birth', 37: 'ssn' },
  GT1: {
    2: 'account_number',
    3: 'name',
    5: 'address',
    6: 'phone',
    7: 'phone',
    8: 'date_of_birth',
    12: 'ssn',
  },
  IN1: { 16: 'name', 18: 'date_of_birth', 19: 'address', 36: 'insurance_id', 49: 'insurance_id' },
  IN2: { 2: 'ssn', 8: 'mrn' },
};

const HL7_SEGMENT = /^(PID|NK1|GT1|IN1|IN2)\|/;

function push(out: Candidate[], phiType: Field, start: number, value: string): void {
  let v = value;
  // Identifiers keep their first component ('MRN00872214^^^NRMC^MR'); the rest names who issued them.
  if (phiType === 'mrn' || phiType === 'insurance_id' || phiType === 'account_number' || phiType === 'ssn')
    v = v.split('^')[0] ?? '';
  if (phiType === 'date_of_birth') v = /^\d{8}/.exec(v)?.[0] ?? '';
  v = v.replace(/[\^~&;*\s]+$/, '');
  const lead = /^[\^;\s]*/.exec(v)?.[0].length ?? 0;
  if (v.length - lead < 2 || !/[\p{L}\d]/u.test(v)) return;
  out.push({ start: start + lead, end: start + v.length, phiType, confidence: 0.95, strong: true });
}

function hl7(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const line of text.matchAll(/^[^\r\n]+/gm)) {
    const seg = HL7_SEGMENT.exec(line[0])?.[1];
    const fields = seg ? HL7_FIELDS[seg] : undefined;
    if (!fields || (line[0].match(/\|/g)?.length ?? 0) < 5) continue;
    let pos = line.index;
    line[0].split('|').forEach((value, n) => {
      const type = fields[n];
      if (type) push(out, type, pos, value);
      pos += value.length + 1;
    });
  }
  return out;
}

/** X12 entity codes of people whose data is the patient's: subscriber or insured, patient, dependent. */
const X12_PERSON = new Set(['IL', 'QC', '03', '74', '31', 'S1']);

function x12(text: string, keeps: Range[] = []): Candidate[] {
  if (!/(?:^|~\s*)NM1\*/m.test(text)) return [];
  const out: Candidate[] = [];
  let loop = false;
  let person = false;
  let street: { start: number } | null = null;
  for (const m of text.matchAll(/[A-Z][A-Z0-9]{1,2}\*[^~]*/g)) {
    const els = m[0].split('*');
    const at = (k: number) => m.index + els.slice(0, k).join('*').length + 1;
    const id = els[0];
    // An 834's INS opens a member's loop: its REF numbers, before the member's NM1, are the member's.
    if (id === 'INS') {
      person = true;
      street = null;
      continue;
    }
    if (id === 'NM1') {
      person = X12_PERSON.has(els[1] ?? '') && els[2] === '1';
      loop = true;
      street = null;
      if (!person) {
        keeps.push({ start: m.index, end: m.index + m[0].length, blocks: 'all', force: true });
        continue;
      }
      const last = Math.max(...[3, 4, 5, 6, 7].filter((k) => (els[k] ?? '').trim() !== ''));
      if (last >= 3)
        push(out, 'name', at(3), m[0].slice(at(3) - m.index, at(last) - m.index + (els[last]?.length ?? 0)));
      if (els[9]) push(out, els[8] === '34' ? 'ssn' : 'insurance_id', at(9), els[9]);
    } else if (person && id === 'N3') {
      street = { start: at(1) };
      push(out, 'address', at(1), m[0].slice(at(1) - m.index));
    } else if (person && id === 'N4') {
      // The town, state and ZIP join the street line above into one address.
      const end = m.index + m[0].replace(/\*+$/, '').length;
      const from = street?.start ?? at(1);
      const lastEl = Math.max(...[1, 2, 3, 4].filter((k) => (els[k] ?? '').trim() !== ''));
      push(out, 'address', from, text.slice(from, Math.min(end, at(lastEl) + (els[lastEl]?.length ?? 0))));
      street = null;
    } else if (id === 'DMG' && /^D8$/.test(els[1] ?? '')) {
      push(out, 'date_of_birth', at(2), els[2] ?? '');
    } else if (person && id === 'PER') {
      for (let k = 3; k + 1 < els.length; k += 2)
        if (/^(?:TE|HP|CP|WP)$/.test(els[k] ?? '')) push(out, 'phone', at(k + 1), els[k + 1] ?? '');
    } else if (!person && loop && /^(?:N3|N4|REF|PER|PRV)$/.test(id ?? '')) {
      // A provider's, payer's or submitter's loop: its address, numbers and phones are not the patient's.
      keeps.push({ start: m.index, end: m.index + m[0].length, blocks: 'all', force: true });
    }
    if (person && id === 'REF' && /^(?:SY|0F|1W|23|IG|Q4)$/.test(els[1] ?? '')) {
      push(out, els[1] === 'SY' ? 'ssn' : 'insurance_id', at(2), els[2] ?? '');
    }
  }
  return out;
}

const VCARD_PROPS: Record<string, Field> = {
  FN: 'name',
  N: 'name',
  ADR: 'address',
  TEL: 'phone',
  BDAY: 'date_of_birth',
  NICKNAME: 'name',
};

function vcard(text: string): Candidate[] {
  if (!/^BEGIN:VCARD\s*$/im.test(text)) return [];
  const out: Candidate[] = [];
  for (const m of text.matchAll(/^(FN|N|ADR|TEL|BDAY|NICKNAME)(?:;[^:\n]*)?:(.*)$/gm)) {
    const type = VCARD_PROPS[m[1] ?? ''];
    const value = m[2] ?? '';
    if (!type) continue;
    const start = m.index + m[0].length - value.length;
    // 'tel:+1-956-555-0129' in vCard 4.
    const scheme = /^tel:/i.exec(value)?.[0].length ?? 0;
    push(out, type, start + scheme, value.slice(scheme));
  }
  return out;
}

/**
 * A passport's machine-readable zone (ICAO 9303, two lines of 44): the holder's name on the first line
 * ('P<MYSTAN<<WEI<LING<<<...'), the document number and the birth date (YYMMDD) on the second.
 */
function passportZone(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(
    /^P[A-Z<][A-Z<]{3}([A-Z][A-Z<]*[A-Z])<*\r?\n([A-Z0-9<]{9})\d[A-Z<]{3}(\d{6})\d[MFX<]\d{6}\d/dgm,
  )) {
    const [name, number, birth] = [m.indices?.[1], m.indices?.[2], m.indices?.[3]];
    if (!name || !number || !birth) continue;
    out.push({ start: name[0], end: name[1], phiType: 'name', confidence: 0.95, strong: true });
    const digits = (m[2] ?? '').replace(/<+$/, '');
    if (digits.length >= 5)
      out.push({
        start: number[0],
        end: number[0] + digits.length,
        phiType: 'insurance_id',
        confidence: 0.95,
        strong: true,
      });
    out.push({ start: birth[0], end: birth[1], phiType: 'date_of_birth', confidence: 0.95, strong: true });
  }
  return out;
}

/**
 * Person names and addresses in HL7's component form outside the segments above, as DICOM dumps and lab
 * instruments (ASTM) write them: 'PEABODY^MARGARETTA^J', '19 PLOVER ROW^^AKRON^OH^44313'. A name with a
 * clinician's title or degree among its parts ('FERRIS^MD', 'STRAUB^ANSEL^^DR'), or on a provider's, an
 * order's or a header's line, is a worker's or an office's and stays.
 */
const CARET_NAME =
  /(?<=^|[|'"=:\s])[A-Z][A-Za-z'’-]+\^[A-Z][A-Za-z'’-]+(?:\^[A-Z][A-Za-z.'’-]*)?(?:\^[A-Za-z.]*){0,3}(?=$|[|'"\s,])/gm;
const CARET_ADDRESS =
  /(?<=^|[|'"=:\s])\d{1,6}[ A-Za-z0-9.#'’-]*\^[^|^\n]*\^[A-Za-z .'’-]+\^[A-Z]{2}\^\d{5}(?:-\d{4})?(?=$|[|'"\s,^])/gm;
const NOT_PATIENT_LINE =
  /^(?:PV1|PV2|OBR|ORC|OBX|PRD|ROL|STF|PRA|TXA|AIP|SCH|RXO|RXE|RXA|FT1|DG1|PR1|MSH|EVN|[HOCRL])\|/;

function caretFields(text: string): Candidate[] {
  if (!/[A-Za-z0-9]\^[A-Za-z^]/.test(text)) return [];
  const out: Candidate[] = [];
  const lineOf = (at: number) => text.slice(text.lastIndexOf('\n', at - 1) + 1, at);
  for (const m of text.matchAll(CARET_NAME)) {
    if (NOT_PATIENT_LINE.test(lineOf(m.index))) continue;
    if (m[0].split('^').some((part) => isClinicianWord(part))) continue;
    out.push({
      start: m.index,
      end: m.index + m[0].replace(/\^+$/, '').length,
      phiType: 'name',
      confidence: 0.9,
      strong: true,
    });
  }
  for (const m of text.matchAll(CARET_ADDRESS)) {
    if (NOT_PATIENT_LINE.test(lineOf(m.index))) continue;
    out.push({
      start: m.index,
      end: m.index + m[0].length,
      phiType: 'address',
      confidence: 0.9,
      strong: true,
    });
  }
  return out;
}

/**
 * The patient's fields found, and the ranges that hold no patient's data: an HL7 message's header and
 * event lines (routing, time stamps, control numbers), an X12 file's provider, payer and submitter loops.
 */
export function readStructuredRecords(text: string): { found: Candidate[]; notPatient: Range[] } {
  const notPatient: Range[] = [];
  for (const m of text.matchAll(/^(?:MSH|EVN)\|[^\r\n]*/gm))
    notPatient.push({ start: m.index, end: m.index + m[0].length, blocks: 'all', force: true });
  const found = [
    ...hl7(text),
    ...x12(text, notPatient),
    ...vcard(text),
    ...passportZone(text),
    ...caretFields(text),
    ...readKeyedFields(text),
  ];
  return { found, notPatient };
}
