export { laws, type LawId } from './laws';
export { categories, templates, templateById, categoryById } from './library';
export type { CategoryDef, TemplateDef } from './types';
export {
  renderLetter,
  letterText,
  fill,
  fieldsIn,
  missingRequired,
  unknownFields,
  displayValue,
  MissingFieldsError,
  type RenderedLetter,
  type RenderInput,
} from './render';
export { letterDocx } from './docx';
export { letterPdf } from './pdf';
export { responseDue, responseRules, escalationIfNoAnswer, type ResponseRule } from './response';
export { draftRoutes, personalFieldKeys } from './drafts';
export { payerAppealFor, type PayerAppealData } from './payer-appeal';
