// Reads a DICOM file's header attributes with dcmjs, with or without the 128-byte preamble, after the
// structural check. Pixel data is never read: parsing stops at (7FE0,0010).
import { dcmjs, type DicomDataset } from './dcmjs-api';
import { checkDicomStructure, dicomLayout, DicomStructureError, type DicomLayout } from './dicom-structure';
import { DocumentRejectedError } from './types';

const PREAMBLE = 128;

/** The header of a DICOM upload; throws DocumentRejectedError when the file is cut short or malformed. */
export function readDicomHeader(bytes: Uint8Array): DicomDataset {
  const layout = requireLayout(bytes);
  try {
    checkDicomStructure(bytes, layout);
  } catch (err) {
    if (err instanceof DicomStructureError) throw new DocumentRejectedError('truncated_dicom', err.message);
    throw err;
  }
  try {
    return dcmjs.data.DicomMessage.readFile(asPart10(bytes, layout), {
      untilTag: '7FE00010',
      includeUntilTagValue: false,
      noCopy: true,
    }).dict;
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    throw new DocumentRejectedError('truncated_dicom', `DICOM header could not be read: ${detail}`);
  }
}

/** True when the bytes are a DICOM data set without the preamble that dcmjs can read whole. */
export function isBareDicom(bytes: Uint8Array): boolean {
  try {
    const layout = dicomLayout(bytes);
    if (!layout || layout.hasPreamble || layout.syntax === 'deflated') return false;
    checkDicomStructure(bytes, layout);
    const dict = dcmjs.data.DicomMessage.readFile(asPart10(bytes, layout), { untilTag: '7FE00010' }).dict;
    return Object.keys(dict).length >= 2;
  } catch {
    return false;
  }
}

function requireLayout(bytes: Uint8Array): DicomLayout {
  let layout: DicomLayout | null;
  try {
    layout = dicomLayout(bytes);
  } catch (err) {
    if (err instanceof DicomStructureError) throw new DocumentRejectedError('truncated_dicom', err.message);
    throw err;
  }
  if (!layout) throw new DocumentRejectedError('unsupported_type', 'not a DICOM file');
  // A deflated data set would be inflated whole by dcmjs, with no size limit: refused.
  if (layout.syntax === 'deflated') {
    throw new DocumentRejectedError('unsupported_type', 'deflated DICOM transfer syntax is not accepted');
  }
  return layout;
}

/** dcmjs only reads Part 10 files: give a bare data set a preamble and a file meta group naming its syntax. */
function asPart10(bytes: Uint8Array, layout: DicomLayout): ArrayBuffer {
  if (layout.hasPreamble) return bytes.slice().buffer;
  const firstGroup = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint16(0, true);
  let meta: Uint8Array = new Uint8Array(0);
  if (firstGroup !== 0x0002) {
    const uid = layout.syntax === 'implicit-le' ? '1.2.840.10008.1.2' : '1.2.840.10008.1.2.1';
    meta = fileMetaGroup(uid);
  }
  const out = new Uint8Array(PREAMBLE + 4 + meta.length + bytes.length);
  out.set([0x44, 0x49, 0x43, 0x4d], PREAMBLE); // 'DICM'
  out.set(meta, PREAMBLE + 4);
  out.set(bytes, PREAMBLE + 4 + meta.length);
  return out.buffer;
}

/** (0002,0000) group length and (0002,0010) transfer syntax UID, explicit VR little endian. */
function fileMetaGroup(uid: string): Uint8Array {
  const value = uid.length % 2 ? `${uid}\0` : uid;
  const syntaxElement = new Uint8Array(8 + value.length);
  const sv = new DataView(syntaxElement.buffer);
  sv.setUint16(0, 0x0002, true);
  sv.setUint16(2, 0x0010, true);
  syntaxElement.set([0x55, 0x49], 4); // 'UI'
  sv.setUint16(6, value.length, true);
  for (let i = 0; i < value.length; i++) syntaxElement[8 + i] = value.charCodeAt(i);
  const out = new Uint8Array(12 + syntaxElement.length);
  const ov = new DataView(out.buffer);
  ov.setUint16(0, 0x0002, true);
  ov.setUint16(2, 0x0000, true);
  out.set([0x55, 0x4c], 4); // 'UL'
  ov.setUint16(6, 4, true);
  ov.setUint32(8, syntaxElement.length, true);
  out.set(syntaxElement, 12);
  return out;
}
