import type { ComplexityLevel, RecipientType, ResponseKind } from '@clearbill/shared';
import type { LawId } from './laws';

export interface CategoryDef {
  id: string;
  name: string;
  description: string;
  icon: string;
  sortOrder: number;
}

/**
 * A letter template written by us. Text markup:
 * - `{{KEY}}` is replaced by the patient's value for KEY (an UPPER_CASE field);
 * - `[[ ... ]]` is an optional part: dropped whole when any field inside it is empty, so a letter never
 *   shows "[MEMBER_ID]" or a sentence with a hole. A field outside `[[ ]]` must be a required field.
 */
export interface TemplateDef {
  id: string;
  categoryId: string;
  name: string;
  description: string;
  useCase: string;
  tags: string[];
  complexityLevel: ComplexityLevel;
  targetAudience: string;
  estimatedTime: string;
  requiredFields: string[];
  optionalFields: string[];
  laws: LawId[];
  responseKind: ResponseKind;
  /** Who it usually goes to (the form's default). */
  recipientType: RecipientType;
  /** Subject line; may use fields and optional parts. */
  subject: string;
  /** Paragraphs of the body. */
  body: string[];
  /** Documents to enclose; optional parts allowed. */
  enclosures: string[];
}
