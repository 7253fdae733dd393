import {
  fieldLabel,
  letterMessages,
  recipientTypes,
  type ComplexityLevel,
  type GenerateLetterRequest,
  type LetterTemplate,
  type RecipientType,
} from '@clearbill/shared';

/**
 * The /letters flow (03-feature-pages.md §2.5, §4): browse templates, open one, fill the recipient and the
 * template's fields, generate; on success the view returns to My Letters. A draft from an analysis
 * (?document={id}) opens a template with its fields pre-filled. Pure: the screen dispatches, the hooks call.
 */

export type LettersTab = 'templates' | 'letters';

export interface LetterForm {
  recipientType: RecipientType | '';
  recipientName: string;
  fields: Record<string, string>;
}

export interface OpenTemplate {
  templateId: string;
  /** Keys the patient types (personal details of a draft); the rest came from the analysis. */
  personalFields: string[];
  /** Set when the template was opened from an analysis' draft. */
  documentId: string | null;
  /** Opened by the patient (focus moves to it), not on arrival from an analysis. */
  focus: boolean;
  form: LetterForm;
}

export interface LettersState {
  tab: LettersTab;
  search: string;
  categoryId: string;
  complexityLevel: ComplexityLevel | 'all';
  open: OpenTemplate | null;
  submitting: boolean;
}

export type LettersAction =
  | { type: 'tab'; tab: LettersTab }
  | { type: 'search'; value: string }
  | { type: 'category'; value: string }
  | { type: 'complexity'; value: ComplexityLevel | 'all' }
  | {
      type: 'open';
      templateId: string;
      fields?: Record<string, string>;
      personalFields?: string[];
      recipientType?: RecipientType;
      /** The payer the analysis named, when our payer library knows it (decision 0022). */
      recipientName?: string;
      documentId?: string | null;
      focus?: boolean;
    }
  | { type: 'close' }
  | { type: 'field'; key: string; value: string }
  | { type: 'recipientType'; value: RecipientType | '' }
  | { type: 'recipientName'; value: string }
  | { type: 'submit' }
  | { type: 'generated' }
  | { type: 'failed' };

export const initialLettersState: LettersState = {
  tab: 'templates',
  search: '',
  categoryId: 'all',
  complexityLevel: 'all',
  open: null,
  submitting: false,
};

export function lettersReducer(state: LettersState, action: LettersAction): LettersState {
  switch (action.type) {
    case 'tab':
      return { ...state, tab: action.tab };
    case 'search':
      return { ...state, search: action.value };
    case 'category':
      return { ...state, categoryId: action.value };
    case 'complexity':
      return { ...state, complexityLevel: action.value };
    case 'open':
      return {
        ...state,
        tab: 'templates',
        submitting: false,
        open: {
          templateId: action.templateId,
          personalFields: action.personalFields ?? [],
          documentId: action.documentId ?? null,
          focus: action.focus ?? true,
          form: {
            recipientType: action.recipientType ?? '',
            recipientName: action.recipientName ?? '',
            fields: { ...(action.fields ?? {}) },
          },
        },
      };
    case 'close':
      return state.submitting ? state : { ...state, open: null };
    case 'field':
      return withForm(state, (form) => ({ ...form, fields: { ...form.fields, [action.key]: action.value } }));
    case 'recipientType':
      return withForm(state, (form) => ({ ...form, recipientType: action.value }));
    case 'recipientName':
      return withForm(state, (form) => ({ ...form, recipientName: action.value }));
    case 'submit':
      return state.open && !state.submitting ? { ...state, submitting: true } : state;
    case 'generated':
      // §4: the view returns to My Letters (the list is refreshed by the caller).
      return { ...state, submitting: false, open: null, tab: 'letters' };
    case 'failed':
      return { ...state, submitting: false };
  }
}

function withForm(state: LettersState, change: (form: LetterForm) => LetterForm): LettersState {
  if (!state.open || state.submitting) return state;
  return { ...state, open: { ...state.open, form: change(state.open.form) } };
}

export type FormCheck =
  | { ok: true; request: GenerateLetterRequest }
  | { ok: false; title: string; description: string; missing: string[] };

/**
 * 03-feature-pages.md §5, as the server checks it: every required field non-empty after trimming (Missing
 * Required Fields / Please fill in: ...), then recipient type and name (Missing Recipient Information).
 * Only the template's own fields are sent, trimmed; empty optional fields are left out.
 */
export function checkLetterForm(
  template: Pick<LetterTemplate, 'id' | 'name' | 'category_id' | 'required_fields' | 'optional_fields'>,
  form: LetterForm,
  options: { documentId?: string | null; categoryName?: string; today: string },
): FormCheck {
  const missing = template.required_fields.filter((key) => (form.fields[key] ?? '').trim() === '');
  if (missing.length > 0) {
    return {
      ok: false,
      title: letterMessages.missingFieldsTitle,
      description: letterMessages.missingFieldsBody(missing.map(fieldLabel)),
      missing,
    };
  }
  const recipientName = form.recipientName.trim();
  if (form.recipientType === '' || !recipientTypes.includes(form.recipientType) || recipientName === '') {
    return {
      ok: false,
      title: letterMessages.missingRecipientTitle,
      description: letterMessages.missingRecipientBody,
      missing: [
        ...(form.recipientType === '' ? ['recipientType'] : []),
        ...(recipientName === '' ? ['recipientName'] : []),
      ],
    };
  }
  const userData: Record<string, string> = {};
  for (const key of [...template.required_fields, ...template.optional_fields]) {
    const value = (form.fields[key] ?? '').trim();
    if (value !== '') userData[key] = value;
  }
  return {
    ok: true,
    request: {
      templateId: template.id,
      userData,
      recipientType: form.recipientType,
      recipientName,
      caseDetails: {
        templateName: template.name,
        category: options.categoryName ?? template.category_id,
        generatedDate: options.today,
      },
      ...(options.documentId ? { documentId: options.documentId } : {}),
    },
  };
}
