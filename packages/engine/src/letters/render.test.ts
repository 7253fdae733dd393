import { describe, expect, it } from 'vitest';
import { templateById, templates } from './library';
import { displayValue, fill, letterText, MissingFieldsError, renderLetter } from './render';

const base = {
  PATIENT_NAME: 'Jane Doe',
  PATIENT_ADDRESS: '12 Oak Street, Springfield, IL 62701',
};

/** A value for every required field of a template. */
function requiredValues(id: string): Record<string, string> {
  const t = templateById.get(id);
  if (!t) throw new Error(id);
  return Object.fromEntries(
    t.requiredFields.map((k) => [
      k,
      k in base ? base[k as keyof typeof base] : k.includes('DATE') ? '2026-03-03' : `value of ${k}`,
    ]),
  );
}

describe('fill', () => {
  it('drops an optional part whose field is empty, and keeps it when filled', () => {
    const text = 'Hello {{A}}. [[My member ID is {{B}}. ]]Thanks.';
    expect(fill(text, { A: 'x', B: '' })).toBe('Hello x. Thanks.');
    expect(fill(text, { A: 'x', B: '   ' })).toBe('Hello x. Thanks.');
    expect(fill(text, { A: 'x', B: 'M123' })).toBe('Hello x. My member ID is M123. Thanks.');
  });

  it('refuses a required field left empty', () => {
    expect(() => fill('Hello {{A}}.', { A: ' ' })).toThrow(MissingFieldsError);
  });

  it('never reads a value as markup', () => {
    expect(fill('Say {{A}}', { A: '{{B}} [[x]] now' })).toBe('Say {{B}} [[x]] now.');
  });

  it('writes ISO dates in words and bare amounts as dollars', () => {
    expect(displayValue('DATE_OF_SERVICE', '2026-03-03')).toBe('March 3, 2026');
    expect(displayValue('BILLED_AMOUNT', '1200')).toBe('$1,200.00');
    expect(displayValue('BILLED_AMOUNT', '$1,200.5')).toBe('$1,200.50');
    expect(displayValue('BILLED_AMOUNT', 'about 1200')).toBe('about 1200');
    expect(displayValue('MEMBER_ID', '1200')).toBe('1200');
  });
});

describe('renderLetter', () => {
  it('renders every template with only its required fields: no markup or placeholder left', () => {
    for (const t of templates) {
      const letter = renderLetter(t, {
        userData: requiredValues(t.id),
        recipientType: t.recipientType,
        recipientName: 'Appeals Department',
        today: '2026-11-27',
      });
      const text = letterText(letter);
      expect(text, t.id).not.toMatch(/\{\{|\}\}|\[\[|\]\]|\[[A-Z_]+\]/);
      expect(text, t.id).not.toMatch(/ {2}|\s[.,]/);
      expect(letter.citations.length, t.id).toBeGreaterThan(0);
      for (const k of t.requiredFields) {
        if (k.includes('DATE') || k === 'PATIENT_ADDRESS') continue;
        expect(text, `${t.id} ${k}`).toContain(requiredValues(t.id)[k]);
      }
    }
  });

  it('puts the optional claim and member numbers in the subject when given', () => {
    const t = templateById.get('appeal-medical-necessity');
    if (!t) throw new Error('missing');
    const userData = { ...requiredValues(t.id), CLAIM_NUMBER: 'C-99', MEMBER_ID: 'M-12' };
    const with_ = renderLetter(t, {
      userData,
      recipientType: 'insurance',
      recipientName: 'Plan',
      today: '2026-11-27',
    });
    expect(with_.subject).toBe(
      'Request for internal appeal: medical necessity denial, Claim C-99, Member ID M-12',
    );
    expect(with_.paragraphs[0]).toContain('My member ID is M-12. The claim number is C-99.');
    const without = renderLetter(t, {
      userData: requiredValues(t.id),
      recipientType: 'insurance',
      recipientName: 'Plan',
      today: '2026-11-27',
    });
    expect(without.subject).toBe('Request for internal appeal: medical necessity denial');
    expect(letterText(without)).not.toContain('member ID');
    expect(without.date).toBe('November 27, 2026');
    expect(without.sender.addressLines).toEqual(['12 Oak Street', 'Springfield, IL 62701']);
  });

  it('cites the findings’ rules after the template’s laws, each official text once, and prints a known address', () => {
    const t = templateById.get('dispute-duplicate-charge');
    if (!t) throw new Error('missing');
    const own = renderLetter(t, {
      userData: requiredValues(t.id),
      recipientType: 'provider',
      recipientName: 'Billing Office',
      today: '2026-11-27',
    });
    const first = own.citations[0];
    if (!first) throw new Error('the template cites no law');
    const right = { id: 'r1', title: 'A rule', source: '1 CFR 1.1', sourceUrl: 'https://example.gov/rule-1' };
    const letter = renderLetter(t, {
      userData: requiredValues(t.id),
      recipientType: 'provider',
      recipientName: 'Billing Office',
      today: '2026-11-27',
      rights: [right, { ...right, id: 'r2' }, { id: 'r3', title: 'Same', source: 'x', sourceUrl: first.url }],
      recipientAddressLines: ['P.O. Box 1', 'Town, ST 00000', 'Fax: 1-000-000-0000'],
    });
    expect(letter.citations).toEqual([
      ...own.citations,
      { label: '1 CFR 1.1 (A rule)', url: 'https://example.gov/rule-1' },
    ]);
    expect(letterText(letter)).toContain(
      'Billing Office\nP.O. Box 1\nTown, ST 00000\nFax: 1-000-000-0000\n\nRe: ',
    );
    expect(own.recipient.addressLines).toBeUndefined();
  });

  it('names every missing required field', () => {
    const t = templateById.get('dispute-duplicate-charge');
    if (!t) throw new Error('missing');
    try {
      renderLetter(t, {
        userData: { PATIENT_NAME: 'x' },
        recipientType: 'provider',
        recipientName: 'P',
        today: '2026-11-27',
      });
      expect.unreachable();
    } catch (e) {
      expect((e as MissingFieldsError).fields).toEqual([
        'PATIENT_ADDRESS',
        'PROVIDER_NAME',
        'DATE_OF_SERVICE',
        'DUPLICATE_CHARGES',
        'DISPUTED_AMOUNT',
      ]);
    }
  });
});
