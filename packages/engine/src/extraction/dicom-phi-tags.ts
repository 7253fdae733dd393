// Header attributes that DICOM PS3.15 Annex E's Basic Application Level Confidentiality Profile removes or
// replaces, limited to those that map to one of our PHI types. Attributes the profile also removes but that
// identify nobody by themselves (descriptions, UIDs, study dates, the institution's name) stay readable:
// a facility name is not patient PHI, and the analysis never reads a DICOM file's dates.
import type { PhiType } from '@clearbill/shared';

export interface DicomPhiTag {
  /** The official attribute name, shown in the text dump. */
  label: string;
  phiType: PhiType;
  confidence: number;
}

/** The patient's own identifiers are certain; staff names are removed by the profile, a little less sure. */
const PATIENT = 0.99;
const STAFF = 0.9;

const tag = (label: string, phiType: PhiType, confidence = PATIENT): DicomPhiTag => ({
  label,
  phiType,
  confidence,
});

/** Keyed by dcmjs's tag string (group and element, upper-case hex). */
export const DICOM_PHI_TAGS: Readonly<Record<string, DicomPhiTag>> = {
  '00100010': tag("Patient's Name", 'name'),
  '00100020': tag('Patient ID', 'mrn'),
  '00100030': tag("Patient's Birth Date", 'date_of_birth'),
  '00100032': tag("Patient's Birth Time", 'date_of_birth'),
  '00100050': tag("Patient's Insurance Plan Code Sequence", 'insurance_id'),
  '00101000': tag('Other Patient IDs', 'mrn'),
  '00101001': tag('Other Patient Names', 'name'),
  '00101002': tag('Other Patient IDs Sequence', 'mrn'),
  '00101005': tag("Patient's Birth Name", 'name'),
  '00101040': tag("Patient's Address", 'address'),
  '00101050': tag('Insurance Plan Identification', 'insurance_id'),
  '00101060': tag("Patient's Mother's Birth Name", 'name'),
  '00101090': tag('Medical Record Locator', 'mrn'),
  '00102154': tag("Patient's Telephone Numbers", 'phone'),
  '00102155': tag("Patient's Telecom Information", 'phone'),
  '00102297': tag('Responsible Person', 'name'),
  '00380010': tag('Admission ID', 'account_number'),
  '00380400': tag("Patient's Institution Residence", 'address'),
  '00080050': tag('Accession Number', 'account_number'),
  '00200010': tag('Study ID', 'account_number'),
  '00402016': tag('Placer Order Number / Imaging Service Request', 'account_number'),
  '00402017': tag('Filler Order Number / Imaging Service Request', 'account_number'),
  '00080090': tag("Referring Physician's Name", 'name', STAFF),
  '00080092': tag("Referring Physician's Address", 'address', STAFF),
  '00080094': tag("Referring Physician's Telephone Numbers", 'phone', STAFF),
  '00080081': tag('Institution Address', 'address', STAFF),
  '00081048': tag('Physician(s) of Record', 'name', STAFF),
  '00081050': tag("Performing Physician's Name", 'name', STAFF),
  '00081060': tag('Name of Physician(s) Reading Study', 'name', STAFF),
  '00081070': tag("Operators' Name", 'name', STAFF),
  '00321032': tag('Requesting Physician', 'name', STAFF),
  '00400006': tag("Scheduled Performing Physician's Name", 'name', STAFF),
  '00402008': tag('Order Entered By', 'name', STAFF),
  '00402010': tag('Order Callback Phone Number', 'phone', STAFF),
  '0040A123': tag('Person Name', 'name', STAFF),
  '00401102': tag("Person's Address", 'address', STAFF),
  '00401103': tag("Person's Telephone Numbers", 'phone', STAFF),
};

/** Any person name (VR PN) not in the table, private attributes included, is still a name. */
export const PERSON_NAME_FALLBACK: DicomPhiTag = tag('Person Name', 'name', STAFF);
