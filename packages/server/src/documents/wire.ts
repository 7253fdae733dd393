// The spec's wire format for the document endpoints, mapped to and from the canonical contracts of
// packages/shared in one place per endpoint. The spec's clients read a redaction's kind as `type` as
// well as `phiType`, send the wizard's consent as `consent`, and read parts of the uploaded document
// again at the top of the upload's answer (01-patient-area.md §7, "Upload response").
import { z } from 'zod';
import {
  addMissedPhiResponseSchema,
  analysisItemSchema,
  documentDetailSchema,
  documentFormatSchema,
  extractedDataSchema,
  phiTypeSchema,
  redactionSchema,
  uploadFieldsSchema,
  uploadResponseSchema,
  type AddMissedPhiResponse,
  type AnalysisItem,
  type DocumentDetail,
  type Redaction,
  type UploadFields,
  type UploadResponse,
} from '@clearbill/shared';

export const redactionWireSchema = redactionSchema.extend({
  /** The same value as phiType, under the name the spec's client reads. */
  type: phiTypeSchema,
});
type RedactionWire = z.infer<typeof redactionWireSchema>;

export function redactionToWire(r: Redaction): RedactionWire {
  return { ...r, type: r.phiType };
}

// GET /api/documents/:id
export const documentDetailWireSchema = documentDetailSchema.extend({
  redactions: z.array(redactionWireSchema),
});
export type DocumentDetailWire = z.infer<typeof documentDetailWireSchema>;

export function detailToWire(d: DocumentDetail): DocumentDetailWire {
  return { ...d, redactions: d.redactions.map(redactionToWire) };
}

// POST /api/documents/upload: the multipart fields in, the spec's response out.
export const uploadFieldsWireSchema = uploadFieldsSchema.extend({
  /** The wizard's name for consentGiven. */
  consent: z.enum(['true', 'false']).optional(),
});
export type UploadFieldsWire = z.infer<typeof uploadFieldsWireSchema>;

export function uploadFieldsFromWire({ consent, ...fields }: UploadFieldsWire): UploadFields {
  const given = fields.consentGiven === 'true' || consent === 'true';
  return { ...fields, consentGiven: given ? 'true' : 'false' };
}

export const uploadResponseWireSchema = uploadResponseSchema.extend({
  document: documentDetailWireSchema,
  fileType: documentFormatSchema,
  requiresConfirmation: z.boolean(),
  redactions: z.array(redactionWireSchema),
  /** Why the document could not be read (it failed), else null. */
  warning: z.string().nullable(),
  extractedData: extractedDataSchema.nullable(),
  /** The analysis's findings as the spec's items when the document was analysed within the wait. */
  billingErrors: z.array(analysisItemSchema),
});
export type UploadResponseWire = z.infer<typeof uploadResponseWireSchema>;

export function uploadToWire(response: UploadResponse, billingErrors: AnalysisItem[]): UploadResponseWire {
  const document = detailToWire(response.document);
  return {
    ...response,
    document,
    fileType: document.fileType,
    requiresConfirmation: document.requiresConfirmation,
    redactions: document.redactions,
    warning: document.status === 'failed' ? document.errorMessage : null,
    extractedData: document.extractedData,
    billingErrors,
  };
}

// POST /api/documents/:id/redactions
export const addMissedPhiResponseWireSchema = addMissedPhiResponseSchema.extend({
  redactions: z.array(redactionWireSchema),
});

export function addMissedPhiToWire(r: AddMissedPhiResponse): z.infer<typeof addMissedPhiResponseWireSchema> {
  return { ...r, redactions: r.redactions.map(redactionToWire) };
}
