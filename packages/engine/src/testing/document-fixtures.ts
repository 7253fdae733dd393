// DOCX and DICOM files for tests: a letter, zip bombs, a DICOM header with PHI, and a cut-short DICOM.
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { dcmjs } from '../extraction/dcmjs-api';
import { dicomLayout } from '../extraction/dicom-structure';
import { zipEntries } from './zip-writer';

export interface DocxOptions {
  paragraphs: string[];
  /** Rows of cells, placed after the paragraphs. */
  table?: string[][];
}

export async function docxDocument(options: DocxOptions): Promise<Uint8Array> {
  const children: (Paragraph | Table)[] = options.paragraphs.map(
    (text) => new Paragraph({ children: [new TextRun(text)] }),
  );
  if (options.table?.length) {
    children.push(
      new Table({
        rows: options.table.map(
          (cells) =>
            new TableRow({ children: cells.map((c) => new TableCell({ children: [new Paragraph(c)] })) }),
        ),
      }),
    );
  }
  const doc = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/></Types>';
const DOCUMENT_XML =
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
  '<w:body><w:p><w:r><w:t>Statement</w:t></w:r></w:p></w:body></w:document>';

/**
 * A DOCX-shaped zip with one highly compressible entry: `uncompressedBytes` of zeros (default 8 MB)
 * in a few kilobytes. With `declaredBytes` the headers claim that size instead of the true one.
 */
export async function docxZipBomb(
  options: { uncompressedBytes?: number; declaredBytes?: number } = {},
): Promise<Uint8Array> {
  const filler = new Uint8Array(options.uncompressedBytes ?? 8 * 1024 * 1024);
  return Promise.resolve(
    zipEntries([
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      { name: 'word/document.xml', data: DOCUMENT_XML },
      {
        name: 'word/media/filler.bin',
        data: filler,
        ...(options.declaredBytes ? { declaredSize: options.declaredBytes } : {}),
      },
    ]),
  );
}

/** A zip that is not a Word document (no word/document.xml). */
export async function plainZip(): Promise<Uint8Array> {
  return Promise.resolve(zipEntries([{ name: 'notes.txt', data: 'hello' }]));
}

export interface DicomOptions {
  patientName?: string;
  patientId?: string;
  birthDate?: string;
  address?: string;
  referringPhysician?: string;
  accessionNumber?: string;
  studyDescription?: string;
}

const SECONDARY_CAPTURE = '1.2.840.10008.5.1.4.1.1.7';

/** A small DICOM file (8x8 pixels) whose header carries the given patient attributes. */
export async function dicomFile(options: DicomOptions = {}): Promise<Uint8Array> {
  const { DicomDict, DicomMetaDictionary } = dcmjs.data;
  const meta = DicomMetaDictionary.denaturalizeDataset({
    TransferSyntaxUID: '1.2.840.10008.1.2.1',
    MediaStorageSOPClassUID: SECONDARY_CAPTURE,
    MediaStorageSOPInstanceUID: '1.2.826.0.1.3680043.8.498.1',
    FileMetaInformationVersion: new Uint8Array([0, 1]).buffer,
  });
  const dict = new DicomDict(meta);
  dict.dict = DicomMetaDictionary.denaturalizeDataset({
    _vrMap: { PixelData: 'OB' },
    SOPClassUID: SECONDARY_CAPTURE,
    SOPInstanceUID: '1.2.826.0.1.3680043.8.498.1',
    Modality: 'CT',
    StudyDate: '20250314',
    StudyDescription: options.studyDescription ?? 'CT HEAD WO CONTRAST',
    PatientName: options.patientName ?? 'Quist^Marlow',
    PatientID: options.patientId ?? 'MRN5550123',
    PatientBirthDate: options.birthDate ?? '19720408',
    PatientAddress: options.address ?? '48 Larkspur Lane, Fairhaven, OR 97000',
    ReferringPhysicianName: options.referringPhysician ?? 'Ostrander^Celia',
    AccessionNumber: options.accessionNumber ?? 'ACC20250314',
    OtherPatientIDsSequence: [{ PatientID: 'ALT-7731' }],
    SamplesPerPixel: 1,
    PhotometricInterpretation: 'MONOCHROME2',
    Rows: 8,
    Columns: 8,
    BitsAllocated: 8,
    BitsStored: 8,
    HighBit: 7,
    PixelRepresentation: 0,
    PixelData: [new Uint8Array(64).fill(128).buffer],
  });
  return new Uint8Array(dict.write());
}

/** A DICOM file cut inside its pixel data, as an interrupted transfer leaves it. */
export async function truncatedDicom(): Promise<Uint8Array> {
  const whole = await dicomFile();
  return whole.slice(0, whole.length - 40);
}

/** The same data set without the 128-byte preamble and file meta group (older exports). */
export async function bareDicom(options: DicomOptions = {}): Promise<Uint8Array> {
  const whole = await dicomFile(options);
  const layout = dicomLayout(whole);
  if (!layout) throw new Error('fixture DICOM has no layout');
  return whole.slice(layout.datasetOffset);
}
