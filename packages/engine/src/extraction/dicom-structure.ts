// A structural walk over a DICOM file's elements: every declared length must fit in the bytes, sequences
// must close, and an image must carry its pixel data. dcmjs is lenient about files cut short (it returns
// what it could read), so this is how a truncated upload is told from a complete one. Nothing is decoded.

export type DicomSyntax = 'implicit-le' | 'explicit-le' | 'explicit-be' | 'deflated';

export interface DicomLayout {
  /** Offset of the data set (after the preamble and file meta group), and its syntax. */
  datasetOffset: number;
  syntax: DicomSyntax;
  hasPreamble: boolean;
}

export class DicomStructureError extends Error {
  constructor(
    readonly kind: 'truncated' | 'malformed',
    detail: string,
  ) {
    super(detail);
  }
}

const LONG_LENGTH_VRS = new Set([
  'OB',
  'OD',
  'OF',
  'OL',
  'OV',
  'OW',
  'SQ',
  'SV',
  'UC',
  'UN',
  'UR',
  'UT',
  'UV',
]);
const UNDEFINED = 0xffffffff;
const ITEM = 0xfffee000;
const ITEM_END = 0xfffee00d;
const SEQUENCE_END = 0xfffee0dd;
const PIXEL_DATA = 0x7fe00010;
const ROWS = 0x00280010;
const MAX_DEPTH = 16;
const MAX_ELEMENTS = 200_000;

const TRANSFER_SYNTAXES: Record<string, DicomSyntax> = {
  '1.2.840.10008.1.2': 'implicit-le',
  '1.2.840.10008.1.2.2': 'explicit-be',
  '1.2.840.10008.1.2.1.99': 'deflated',
};

const isVr = (b0: number | undefined, b1: number | undefined) =>
  b0 !== undefined && b1 !== undefined && b0 >= 0x41 && b0 <= 0x5a && b1 >= 0x41 && b1 <= 0x5a;

export function hasDicomPreamble(bytes: Uint8Array): boolean {
  return bytes.length >= 132 && String.fromCharCode(...bytes.subarray(128, 132)) === 'DICM';
}

/**
 * Where the data set starts and how it is encoded. Without the 128-byte preamble only a data set that
 * opens with a plausible group (file meta 0002 or identifying 0008) is considered at all.
 */
export function dicomLayout(bytes: Uint8Array): DicomLayout | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const hasPreamble = hasDicomPreamble(bytes);
  let offset = hasPreamble ? 132 : 0;
  if (bytes.length < offset + 8) return null;
  const group = view.getUint16(offset, true);
  if (!hasPreamble && group !== 0x0002 && group !== 0x0008) return null;
  let syntax: DicomSyntax = isVr(bytes[offset + 4], bytes[offset + 5]) ? 'explicit-le' : 'implicit-le';
  // The file meta group is always explicit little endian; it names the data set's transfer syntax.
  while (offset + 8 <= bytes.length && view.getUint16(offset, true) === 0x0002) {
    const element = readHeader(view, offset, 'explicit-le');
    if (element.length === UNDEFINED)
      throw new DicomStructureError('malformed', 'undefined length in file meta');
    const end = element.valueOffset + element.length;
    if (end > bytes.length) throw new DicomStructureError('truncated', 'file meta cut short');
    if (element.tag === 0x00020010) {
      const uid = String.fromCharCode(...bytes.subarray(element.valueOffset, end)).replace(/[\0 ]+$/, '');
      syntax = TRANSFER_SYNTAXES[uid] ?? 'explicit-le';
    }
    offset = end;
  }
  return { datasetOffset: offset, syntax, hasPreamble };
}

interface Header {
  tag: number;
  vr: string | null;
  length: number;
  valueOffset: number;
}

function readHeader(view: DataView, offset: number, syntax: DicomSyntax): Header {
  if (offset + 8 > view.byteLength) throw new DicomStructureError('truncated', 'element header cut short');
  const le = syntax !== 'explicit-be';
  const group = view.getUint16(offset, le);
  const tag = ((group << 16) | view.getUint16(offset + 2, le)) >>> 0;
  // Item and delimiter tags never carry a VR, whatever the syntax.
  if (group === 0xfffe || syntax === 'implicit-le') {
    return { tag, vr: null, length: view.getUint32(offset + 4, le), valueOffset: offset + 8 };
  }
  const vr = String.fromCharCode(view.getUint8(offset + 4), view.getUint8(offset + 5));
  if (LONG_LENGTH_VRS.has(vr)) {
    if (offset + 12 > view.byteLength) throw new DicomStructureError('truncated', 'element header cut short');
    return { tag, vr, length: view.getUint32(offset + 8, le), valueOffset: offset + 12 };
  }
  return { tag, vr, length: view.getUint16(offset + 6, le), valueOffset: offset + 8 };
}

/** Throws DicomStructureError unless every element of the data set is whole. */
export function checkDicomStructure(bytes: Uint8Array, layout: DicomLayout): void {
  if (layout.syntax === 'deflated') return; // refused by the caller before this
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let count = 0;
  const seen = new Set<number>();

  // Walks elements from offset to end (or to a delimiter when end is undefined); returns where it stopped.
  const walk = (start: number, end: number | null, depth: number, stopTag: number | null): number => {
    if (depth > MAX_DEPTH) throw new DicomStructureError('malformed', 'sequences nested too deep');
    let offset = start;
    while (end === null ? true : offset < end) {
      if (++count > MAX_ELEMENTS) throw new DicomStructureError('malformed', 'too many elements');
      if (end === null && offset >= bytes.length)
        throw new DicomStructureError('truncated', 'sequence not closed');
      const h = readHeader(view, offset, layout.syntax);
      if (h.tag === stopTag) return h.valueOffset;
      if (depth === 0) seen.add(h.tag);
      if (h.length !== UNDEFINED) {
        offset = h.valueOffset + h.length;
        if (offset > bytes.length) throw new DicomStructureError('truncated', 'element value cut short');
        continue;
      }
      // Undefined length: a sequence (or encapsulated pixel data) of items closed by a delimiter.
      offset = h.valueOffset;
      for (;;) {
        const item = readHeader(view, offset, layout.syntax);
        if (item.tag === SEQUENCE_END) {
          offset = item.valueOffset;
          break;
        }
        if (item.tag !== ITEM) throw new DicomStructureError('malformed', 'expected a sequence item');
        if (item.length === UNDEFINED) {
          offset = walk(item.valueOffset, null, depth + 1, ITEM_END);
        } else {
          offset = item.valueOffset + item.length;
          if (offset > bytes.length) throw new DicomStructureError('truncated', 'sequence item cut short');
          if (h.tag !== PIXEL_DATA && h.vr !== 'UN') walk(item.valueOffset, offset, depth + 1, null);
        }
      }
    }
    return offset;
  };

  walk(layout.datasetOffset, bytes.length, 0, null);
  if (seen.has(ROWS) && !seen.has(PIXEL_DATA)) {
    throw new DicomStructureError('truncated', 'image attributes without pixel data');
  }
}
