import { describe, expect, it } from 'vitest';
import {
  checkLetterForm,
  initialLettersState,
  lettersReducer,
  type LettersAction,
  type LettersState,
} from './letters-flow';

const template = {
  id: 'billing-duplicate',
  name: 'Duplicate charge dispute',
  category_id: 'billing-errors',
  required_fields: ['PATIENT_NAME', 'SERVICE_DATE', 'DISPUTE_DETAILS'],
  optional_fields: ['MEMBER_ID'],
};

function run(...actions: LettersAction[]): LettersState {
  return actions.reduce(lettersReducer, initialLettersState);
}

describe('lettersReducer', () => {
  it('starts on the templates tab with no filters', () => {
    expect(initialLettersState).toMatchObject({
      tab: 'templates',
      categoryId: 'all',
      complexityLevel: 'all',
      open: null,
    });
  });

  it('opens a template with pre-filled fields and edits its form', () => {
    const state = run(
      { type: 'tab', tab: 'letters' },
      {
        type: 'open',
        templateId: 't1',
        fields: { SERVICE_DATE: '2026-03-02' },
        personalFields: ['PATIENT_NAME'],
        documentId: 'd1',
        recipientType: 'insurance',
      },
      { type: 'field', key: 'PATIENT_NAME', value: 'Ana' },
      { type: 'recipientName', value: 'Acme Health' },
    );
    expect(state.tab).toBe('templates');
    expect(state.open).toEqual({
      templateId: 't1',
      personalFields: ['PATIENT_NAME'],
      documentId: 'd1',
      focus: true,
      form: {
        recipientType: 'insurance',
        recipientName: 'Acme Health',
        fields: { SERVICE_DATE: '2026-03-02', PATIENT_NAME: 'Ana' },
      },
    });
  });

  it('moves focus to a template the patient opens, not to one opened on arrival from an analysis', () => {
    expect(run({ type: 'open', templateId: 't1' }).open?.focus).toBe(true);
    expect(run({ type: 'open', templateId: 't1', focus: false }).open?.focus).toBe(false);
  });

  it('returns to My Letters after a letter is generated (spec 03 §4)', () => {
    const state = run({ type: 'open', templateId: 't1' }, { type: 'submit' }, { type: 'generated' });
    expect(state).toMatchObject({ tab: 'letters', open: null, submitting: false });
  });

  it('freezes the form while a letter is being generated and keeps it after a failure', () => {
    const submitting = run(
      { type: 'open', templateId: 't1' },
      { type: 'field', key: 'A', value: '1' },
      { type: 'submit' },
    );
    expect(lettersReducer(submitting, { type: 'field', key: 'A', value: '2' })).toBe(submitting);
    expect(lettersReducer(submitting, { type: 'close' })).toBe(submitting);
    expect(lettersReducer(submitting, { type: 'submit' })).toBe(submitting);
    const failed = lettersReducer(submitting, { type: 'failed' });
    expect(failed.submitting).toBe(false);
    expect(failed.open?.form.fields).toEqual({ A: '1' });
  });

  it('ignores a submit with no template open, and keeps filters', () => {
    expect(run({ type: 'submit' }).submitting).toBe(false);
    expect(
      run(
        { type: 'search', value: 'appeal' },
        { type: 'category', value: 'c1' },
        { type: 'complexity', value: 'basic' },
      ),
    ).toMatchObject({
      search: 'appeal',
      categoryId: 'c1',
      complexityLevel: 'basic',
    });
  });
});

describe('checkLetterForm (spec 03 §5)', () => {
  const today = '2026-11-27';
  const full = {
    recipientType: 'insurance' as const,
    recipientName: ' Acme Health ',
    fields: {
      PATIENT_NAME: ' Ana ',
      SERVICE_DATE: '2026-03-02',
      DISPUTE_DETAILS: 'Billed twice',
      MEMBER_ID: '  ',
      EXTRA: 'x',
    },
  };

  it('names every required field that is empty after trimming', () => {
    const check = checkLetterForm(
      template,
      { ...full, fields: { PATIENT_NAME: '   ', SERVICE_DATE: '' } },
      { today },
    );
    expect(check).toEqual({
      ok: false,
      title: 'Missing Required Fields',
      description: 'Please fill in: Patient Name, Service Date, Dispute Details',
      missing: ['PATIENT_NAME', 'SERVICE_DATE', 'DISPUTE_DETAILS'],
    });
  });

  it('asks for the recipient type and name', () => {
    for (const form of [
      { ...full, recipientType: '' as const },
      { ...full, recipientName: '   ' },
    ]) {
      const check = checkLetterForm(template, form, { today });
      expect(check).toMatchObject({
        ok: false,
        title: 'Missing Recipient Information',
        description: "Please specify who you're sending this letter to.",
      });
    }
  });

  it("sends only the template's fields, trimmed, without empty optional ones", () => {
    const check = checkLetterForm(template, full, {
      today,
      documentId: 'd1',
      categoryName: 'Billing errors',
    });
    expect(check).toEqual({
      ok: true,
      request: {
        templateId: 'billing-duplicate',
        userData: { PATIENT_NAME: 'Ana', SERVICE_DATE: '2026-03-02', DISPUTE_DETAILS: 'Billed twice' },
        recipientType: 'insurance',
        recipientName: 'Acme Health',
        caseDetails: {
          templateName: 'Duplicate charge dispute',
          category: 'Billing errors',
          generatedDate: today,
        },
        documentId: 'd1',
      },
    });
  });
});
