import { z } from 'zod';
import {
  accuracyReviewRequestSchema,
  codeValidationRequestSchema,
  manualReviewFlagRequestSchema,
  reviewPriorities,
  reviewReasons,
  validationCodeTypes,
} from '@clearbill/shared';

/**
 * The shared request schemas, with the spec's texts (03 §5) on the fields whose own messages are
 * zod's defaults, so the first issue a person sees is the spec's sentence.
 */
const bothRequired = 'Please enter both code and code type';
const allFields = 'Please fill in all required fields';
const codesAndDocs = 'Please enter codes and clinical documentation';

export const validationBodySchema = codeValidationRequestSchema.extend({
  codeType: z.enum(validationCodeTypes, { error: bothRequired }),
  serviceDate: z.iso.date({ error: 'Enter the date of service as YYYY-MM-DD' }).optional(),
});

export const flagBodySchema = manualReviewFlagRequestSchema.extend({
  codeType: z.enum(validationCodeTypes, { error: allFields }),
  reason: z.enum(reviewReasons, { error: allFields }),
  priority: z.enum(reviewPriorities, { error: 'Priority is low, medium, high or urgent' }).default('medium'),
});

export const accuracyBodySchema = accuracyReviewRequestSchema.extend({
  codes: z
    .array(
      z
        .string({ error: codesAndDocs })
        .trim()
        .min(1, codesAndDocs)
        .max(20, 'A code is at most 20 characters'),
      {
        error: codesAndDocs,
      },
    )
    .min(1, codesAndDocs)
    .max(50, 'At most 50 codes at a time'),
});
