import { findChainStreets, findPostalAnchored, growAddressBlocks, isCountryName } from './address-chains';
import { extendAddressBlocks, findLineBlocks, findSpecialAddresses, findWeakAnchors } from './address-grow';
import { findIntlStreets, isProviderAddress, joinAddressBlocks } from './address-blocks';
import { widenToResidences } from './address-residences';
import { findListMateNames } from './list-names';
import { findListedBirthDates, inOtherSection } from './birth-lists';
import { widenToTownFirst } from './address-town-first';
import { findAddresses } from './addresses';
import { findCuedAddresses } from './address-cues';
import { findCountryBlocks, findCountryChains } from './address-countries';
import { findScriptAddresses } from './addresses-scripts';
import { findScriptNames } from './script-names';
import { findLowerBlocks, findTownLineBlocks } from './address-lower';
import { isOfficeBySentence, opensWithOrganisation } from './provider-context';
import { findFreeNames, propagateNames } from './free-names';
import { findBirthDates, findDatesAfterNames, findRestatedBirthDates } from './birth-dates';
import { findHouseholdNames, findRosterNames } from './roster-names';
import { findStatementNames } from './statement-names';
import { findChatNames } from './chat-names';
import { readStructuredRecords } from './structured-records';
import {
  CLOSING_WORD,
  findContactNames,
  findLowerFrameNames,
  findSpeltNames,
  widenNames,
} from './contact-names';
import { findCueNames, widenHyphens } from './cue-names';
import { findIntroNames } from './intro-names';
import { widenNameEdges } from './name-edges';
import { clipNamesAtAddresses, dropPlaceNames } from './place-names';
import { dropStaffAndPlaces } from './staff-names';
import { dropEponyms } from './eponyms';
import { findKeepRanges } from './keep';
import { findLabelledValues } from './label-values';
import { mergeCandidates, type Candidate, type Range } from './merge';
import { findPostcodeLineAddresses } from './address-postcode-lines';
import { readableText } from './machine-text';
import { findModelNames, shorthandRate } from './model-names';
import { findContextNames } from './names';
import { findEmails, findIdLike, findPhones, findSsns } from './patterns';
import { isOrgWord, wordInfo } from './name-tokens';
import { findPaymentNumbers } from './payment-ids';
import { indexText } from './text';
import type { DetectPhiOptions, PhiSpan } from './types';

/**
 * The share of shorthand words that marks a clinician's note for the contact-detail and lower-case name
 * shapes (higher than the tagger's 0.12: messages full of addresses and phone numbers read as shorthand).
 */
const NOTE_RATE = 0.18;

/** 'his address is University of Oregon, 1585 ...': an organisation's name in someone's own address. */
const OWN_ADDRESS_BEFORE =
  /\b(?:my|his|her|their|our)[ \t]+(?:\w+[ \t]+)?address(?:[ \t]+is|[ \t]*:)[ \t]*$|\blives?[ \t]+(?:at|in)[ \t]*$|\b(?:home|residential|post-release|discharge|current|physical|forwarding|permanent|patient'?s?|pt'?s?)[ \t]+address[ \t]*:[ \t]*$|\bresidence[ \t]*:[ \t]*$|(?:^|\n|[.;][ \t]+)address[ \t]*:[ \t]*$/i;

/** Lines that hold provider identifiers (NPI, tax ID): long numbers there are not the patient's. */
const PROVIDER_ID_LINE =
  /\b(?:NPI|TIN|EIN|tax\s*id|federal\s*id|NDC|lot|routing|payer\s*id|invoice|inv|confirmation|conf|ticket|receipt|tracking|order)\b/i;

function providerIdKeeps(text: string, ids: Candidate[]): Range[] {
  const keep: Range[] = [];
  for (const c of ids) {
    const lineStart = text.lastIndexOf('\n', c.start - 1) + 1;
    const prevStart = text.lastIndexOf('\n', lineStart - 2) + 1;
    const before = text.slice(lineStart, c.start);
    const above = lineStart > 0 ? text.slice(prevStart, lineStart) : '';
    if (PROVIDER_ID_LINE.test(before) || (before.trim() === '' && PROVIDER_ID_LINE.test(above))) {
      keep.push({ start: c.start, end: c.end, blocks: 'all' });
    }
  }
  return keep;
}

/**
 * A name typed in lower case right after the writer introduces themself ('my name is siphiwe sithuli',
 * 'hey it's carolina'): the words that are names or no English word, up to the first that is one.
 */
const LOWER_INTRO =
  /\b(?:[Mm]y name is|(?:[Hh]i|[Hh]ey+|[Hh]ello|[Hh]iya|[Yy]o),? (?:it'?s|it’s|this is)|(?<=\b(?:it'?s|it’s)[ \t]+)(?=\p{Ll}+[ \t]+again\b))[ \t]*((?:[\p{Ll}][\p{Ll}\p{M}'’-]+)(?:[ \t]+[\p{Ll}][\p{Ll}\p{M}'’-]+){0,2})/gu;

function findLowerIntroNames(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(LOWER_INTRO)) {
    const words = m[1] ?? '';
    const start = m.index + m[0].length - words.length;
    // After 'it's' X must be a listed first name or no dictionary word ('hi its fine', 'it's fine again');
    // after 'my name is' any word may be a name.
    if (!/name/i.test(m[0].slice(0, m[0].length - words.length))) {
      const info = wordInfo((words.split(/[ \t]+/)[0] ?? '').toLowerCase());
      if (!info.first && info.dict) continue;
      if (
        /^(?:fine|good|ok|okay|k|well|better|worse|me|just|not|so|all|done|over|true|here|there)$/.test(
          words.split(/[ \t]+/)[0] ?? '',
        )
      )
        continue;
    }
    let end = start;
    let pos = start;
    for (const w of words.split(/([ \t]+)/)) {
      if (/^[ \t]+$/.test(w)) {
        pos += w.length;
        continue;
      }
      const info = wordInfo(w.toLowerCase());
      if (info.never || info.domain || (info.word && !info.first && !info.last)) break;
      pos += w.length;
      end = pos;
    }
    if (end > start) out.push({ start, end, phiType: 'name', confidence: 0.7 });
  }
  return out;
}

/** One short part of an address: 'Savassi', 'Belo Horizonte', 'MG', 'depto.', '-B', 'bl. C2'. */
const GAP_PART =
  /^(?:-?[\p{Lu}\d#][\p{L}\p{M}\d'’.#-]*|\p{Ll}{1,6}\.)(?:[ \t]+(?:[\p{Lu}\d][\p{L}\p{M}\d'’.-]*|\p{Ll}{1,3}))?(?:[ \t]+[\p{Lu}\d][\p{L}\p{M}\d'’.-]*)?$/u;

/**
 * Text between two address pieces on one line that belongs to the address: up to three short parts
 * between commas or dashes ('Rua das Acácias, 88, apto 402 – Savassi, Belo Horizonte – MG, 30140-071').
 */
function joinableGap(gap: string): boolean {
  if (gap.length > 45 || gap.includes('\n')) return false;
  if (/^,[ \t]*[\p{L}.]{1,5}[ \t]*$/u.test(gap)) return true;
  if (!/[,–—]/.test(gap)) return false;
  const parts = gap
    .split(/[ \t]*[,–—][ \t]*/)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length <= 3 && parts.every((p) => GAP_PART.test(p));
}

/** A phone or e-mail label a walk took in after the address ('..., Santiago, Chile. Cel'). */
const LABEL_TAIL =
  /[.,;]?[ \t]+(?:cel|cell|celular|tel|tél|teléfono|telefono|telefone|phone|ph|fax|e-?mail|mobile|móvil|movil|whatsapp)\.?:?$/iu;

function trimLabelTails(text: string, blocks: Candidate[]): void {
  for (const b of blocks) {
    const m = LABEL_TAIL.exec(text.slice(b.start, b.end));
    if (m) b.end = b.start + m.index;
    // A thanks on the line after the address ('Gracias', 'Thanks').
    const nl = text.lastIndexOf('\n', b.end - 1);
    if (
      nl > b.start &&
      CLOSING_WORD.test(
        text
          .slice(nl + 1, b.end)
          .trim()
          .replace(/[.!,]+$/, ''),
      )
    )
      b.end = nl;
  }
  for (let i = blocks.length - 1; i >= 0; i--) {
    const b = blocks[i];
    if (
      b &&
      CLOSING_WORD.test(
        text
          .slice(b.start, b.end)
          .trim()
          .replace(/[.!,]+$/, ''),
      )
    )
      blocks.splice(i, 1);
  }
}

/** Blocks that a walk made overlap or touch become one. */
function mergeOverlapping(text: string, blocks: Candidate[]): void {
  blocks.sort((a, b) => a.start - b.start);
  for (let i = 1; i < blocks.length; i++) {
    const prev = blocks[i - 1];
    const cur = blocks[i];
    if (!prev || !cur) continue;
    // A short unit between two parts ('ul. Tverskaya 15, kv. 48, Moscow 125009') joins them.
    const gap = cur.start > prev.end ? text.slice(prev.end, cur.start) : '';
    if (cur.start <= prev.end || joinableGap(gap)) {
      prev.end = Math.max(prev.end, cur.end);
      prev.confidence = Math.max(prev.confidence, cur.confidence);
      prev.strong = Boolean(prev.strong) || Boolean(cur.strong);
      blocks.splice(i--, 1);
    }
  }
}

/**
 * Finds the PHI in a text: labelled fields first (the most reliable), then validated patterns,
 * addresses, names from context and from the name lists, and other mentions of the names found.
 * Returns sorted, non-overlapping spans, each with a confidence from 0 to 1.
 */
export function detectPhi(given: string, _options: DetectPhiOptions = {}): PhiSpan[] {
  if (given.trim() === '') return [];
  const text = readableText(given);
  const index = indexText(text);
  const labelled = findLabelledValues(index);
  const phones = findPhones(text);
  const addresses = findAddresses(index);
  const ids = findIdLike(text);
  const intl = findIntlStreets(text);
  const chains = findChainStreets(text);
  const anchored = findPostalAnchored(
    text,
    (w) => wordInfo(w).dict,
    (w) => isOrgWord(w),
  );
  intl.candidates.push(...chains.candidates, ...anchored.candidates, ...findPostcodeLineAddresses(text));
  intl.streetStarts.push(...chains.streetStarts, ...anchored.streetStarts);
  for (const start of intl.streetStarts) {
    const li = index.lineAt(start);
    if (!addresses.streetLines.has(li)) addresses.streetLines.set(li, start - (index.lines[li]?.start ?? 0));
  }
  const grow = {
    isWord: (w: string) => wordInfo(w).dict,
    isOrg: (w: string) => isOrgWord(w),
    isCountry: isCountryName,
  };
  const special = findSpecialAddresses(text);
  // Military and other special first lines ('PSC 8856, Box 1815') hold a name on the line above too.
  for (const c of special) {
    const li = index.lineAt(c.start);
    if (!addresses.streetLines.has(li))
      addresses.streetLines.set(li, c.start - (index.lines[li]?.start ?? 0));
  }
  const lineBlocks = findLineBlocks(text, grow);
  const blocks = joinAddressBlocks(text, [
    ...labelled.candidates.filter((c) => c.phiType === 'address'),
    ...addresses.candidates,
    ...intl.candidates,
    ...special,
    ...lineBlocks,
    ...findCuedAddresses(text),
    ...findCountryChains(text),
    ...findCountryBlocks(text),
    ...findScriptAddresses(text),
    ...findLowerBlocks(text),
    ...findTownLineBlocks(text),
  ]);
  growAddressBlocks(text, blocks);
  // Weak postal anchors ('Chennai 600090') count only when a street or unit joins them.
  const weak = findWeakAnchors(text, isCountryName).filter(
    (w) => !blocks.some((b) => b.start < w.end && b.end > w.start),
  );
  blocks.push(...weak.map((w) => ({ ...w })));
  extendAddressBlocks(text, blocks, grow);
  for (let i = blocks.length - 1; i >= 0; i--) {
    const b = blocks[i];
    if (b && weak.some((w) => w.start === b.start)) blocks.splice(i, 1);
  }
  mergeOverlapping(text, blocks);
  trimLabelTails(text, blocks);
  if (process.env.DBG) console.error(blocks.map((b) => text.slice(b.start, b.end)));
  const providerBlocks = blocks.filter(
    (b) =>
      isProviderAddress(index, b) ||
      isOfficeBySentence(text, b, blocks) ||
      (opensWithOrganisation(text, b) &&
        !OWN_ADDRESS_BEFORE.test(text.slice(Math.max(0, b.start - 40), b.start))),
  );
  // A unit written before the street ('Apt. 17B, 699 5th Ave') moves the addressee's column to it.
  for (const b of blocks) {
    const li = index.lineAt(b.start);
    const col = b.start - (index.lines[li]?.start ?? 0);
    const street = addresses.streetLines.get(li);
    if (street !== undefined && col < street) addresses.streetLines.set(li, col);
  }
  const patientBlocks = blocks.filter((b) => !providerBlocks.includes(b));
  widenToResidences(text, patientBlocks);
  widenToTownFirst(text, patientBlocks);
  // A block that opens with a unit or a residence's line holds its addressee's name on the line above too.
  for (const b of patientBlocks) {
    const li = index.lineAt(b.start);
    if (!addresses.streetLines.has(li))
      addresses.streetLines.set(li, b.start - (index.lines[li]?.start ?? 0));
  }
  const contextNames = findContextNames(index, addresses.streetLines);
  const freeNames = [
    ...findFreeNames(index),
    ...findCueNames(index),
    ...findModelNames(index),
    ...findLowerIntroNames(text),
    ...findSpeltNames(text),
    ...findRosterNames(text),
    ...findHouseholdNames(text),
    ...findStatementNames(text),
    ...findScriptNames(text, patientBlocks),
    ...findChatNames(text),
  ];
  const emails = findEmails(text);
  // Clinicians' shorthand notes are no messages: names beside contact details or in lower-case frames
  // are the messages' and letters' shapes.
  const notes = shorthandRate(index) >= NOTE_RATE;
  if (!notes) {
    freeNames.push(...findLowerFrameNames(text));
    freeNames.push(...findIntroNames(text));
    freeNames.push(...findContactNames(text, [...patientBlocks, ...phones.phones, ...emails]));
  }
  const structured = readStructuredRecords(text);
  const keep: Range[] = [
    ...labelled.keep,
    ...phones.keep,
    ...[...phones.phones, ...labelled.candidates.filter((c) => c.phiType === 'phone')]
      .filter((p) => isOfficeBySentence(text, p, blocks))
      .map((p) => ({ start: p.start, end: p.end, blocks: ['phone' as const], force: true })),
    ...findKeepRanges(index),
    ...providerIdKeeps(text, ids),
    ...providerBlocks.map((b) => ({ start: b.start, end: b.end, blocks: 'all' as const, force: true })),
    // A letterhead's number on its address's line ('2100 N Webb Rd, ... KS 67206 · 316-555-0104').
    ...phones.phones
      .filter((p) =>
        providerBlocks.some(
          (b) =>
            b.end <= p.start &&
            /^[ \t]*(?:[·•|,;–—-][ \t]*)?(?:(?:tel|phone|ph|t)\.?:?[ \t]*)?$/i.test(
              text.slice(b.end, p.start),
            ),
        ),
      )
      .map((p) => ({ start: p.start, end: p.end, blocks: ['phone' as const], force: true })),
    ...structured.notPatient,
  ];
  const names = [...labelled.candidates.filter((c) => c.phiType === 'name'), ...contextNames, ...freeNames];
  // Only names that survive the keep-list seed other mentions.
  const seeds = names.filter(
    (c) =>
      c.strong ||
      !keep.some(
        (k) => c.start < k.end && c.end > k.start && (k.blocks === 'all' || k.blocks.includes('name')),
      ),
  );
  // A labelled address that is an organisation's ('Claims mailing address: UnitedHealthcare, ...').
  const ownLabelled = labelled.candidates.filter(
    (c) => c.phiType !== 'address' || !providerBlocks.some((b) => b.start <= c.start && c.end <= b.end),
  );
  const candidates: Candidate[] = [
    ...ownLabelled,
    ...findSsns(text),
    ...emails,
    ...findPaymentNumbers(text),
    ...findBirthDates(text),
    ...phones.phones,
    ...patientBlocks,
    ...ids,
    ...contextNames,
    ...freeNames,
    ...propagateNames(index, seeds, !notes),
  ];
  const named = clipNamesAtAddresses(
    text,
    dropPlaceNames(text, dropEponyms(text, candidates)),
    patientBlocks,
  );
  const widened = dropStaffAndPlaces(text, widenNameEdges(text, widenHyphens(text, named), !notes));
  const read = notes ? widened : widenNames(text, widened);
  // The other rows of a list whose one row's name was found.
  const final = [
    ...read,
    ...findListMateNames(
      text,
      read.filter((c) => c.phiType === 'name'),
    ),
  ];
  // Birth dates written after a name, found whole ('Patient Marvella Dupree (11/30/1944)'), and restated.
  const finalNames = final.filter((c) => c.phiType === 'name');
  const births = [
    ...findDatesAfterNames(text, finalNames).filter((d) => !inOtherSection(text, d.start)),
    ...findListedBirthDates(text, finalNames),
  ];
  const restated = findRestatedBirthDates(
    text,
    [...final, ...births].filter((c) => c.phiType === 'date_of_birth'),
  );
  // HL7, X12 and vCard fields, read by position.
  // They are read surely; a guess overlapping one ('ID*83651', the state and ZIP of an N4) gives way.
  const guesses = [...final, ...births, ...restated].filter(
    (c) => ![...structured.found, ...structured.notPatient].some((s) => c.start < s.end && c.end > s.start),
  );
  return mergeCandidates(text, [...guesses, ...structured.found], keep);
}
