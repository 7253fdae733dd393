// The spec's wire format for POST /api/documents/:id/start-analysis, mapped to the canonical contract
// of packages/shared in this one place. The spec's clients send `{redactions}` as bare ids or
// `{id, approved}` objects, and the wizard names the same list `confirmedRedactions`
// (01-patient-area.md, endpoint table).
import { z } from 'zod';
import {
  startAnalysisRequestSchema,
  startAnalysisResponseSchema,
  type ConfirmedRedaction,
  type StartAnalysisRequest,
  type StartAnalysisResponse,
} from '@clearbill/shared';
import { detailToWire, documentDetailWireSchema } from '../documents/wire';

/** An id (approved), or `{ id, approved }` (approved unless it says otherwise); extra keys are ignored. */
const confirmedRedactionWireSchema = z.union([
  z.string().min(1).max(100),
  z.object({ id: z.string().min(1).max(100), approved: z.boolean().default(true) }).loose(),
]);
type ConfirmedRedactionWire = z.infer<typeof confirmedRedactionWireSchema>;

export const startAnalysisWireSchema = startAnalysisRequestSchema.extend({
  redactions: z.array(confirmedRedactionWireSchema).max(5000).optional(),
  /** The wizard's name for the same list. */
  confirmedRedactions: z.array(confirmedRedactionWireSchema).max(5000).optional(),
});
export type StartAnalysisWire = z.infer<typeof startAnalysisWireSchema>;

function confirmed(item: ConfirmedRedactionWire): ConfirmedRedaction {
  return typeof item === 'string' ? { id: item, approved: true } : { id: item.id, approved: item.approved };
}

export function startAnalysisFromWire(body: StartAnalysisWire): StartAnalysisRequest {
  const items = [...(body.redactions ?? []), ...(body.confirmedRedactions ?? [])];
  return {
    ...(items.length > 0 ? { redactions: items.map(confirmed) } : {}),
    ...(body.validationData ? { validationData: body.validationData } : {}),
  };
}

export const startAnalysisResponseWireSchema = startAnalysisResponseSchema.extend({
  document: documentDetailWireSchema,
});

export function startAnalysisToWire(
  r: StartAnalysisResponse,
): z.infer<typeof startAnalysisResponseWireSchema> {
  return { ...r, document: detailToWire(r.document) };
}
