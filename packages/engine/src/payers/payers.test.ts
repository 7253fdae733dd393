import { describe, expect, it } from 'vitest';
import {
  appealContactFor,
  documentsForPayer,
  PAYER_DOCUMENT_TYPES,
  payerById,
  payerByName,
  payerDocumentById,
  payerDocuments,
  payerLibrary,
  payersNamedIn,
} from './index';

/** The library's floor: at least 25 payers and 80 documents. */
const MIN_PAYERS = 25;
const MIN_DOCUMENTS = 80;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const STATE = /^[A-Z]{2}$/;

describe('the payer library', () => {
  it('has at least 25 payers and 80 documents', () => {
    expect(payerLibrary.length).toBeGreaterThanOrEqual(MIN_PAYERS);
    expect(payerDocuments.length).toBeGreaterThanOrEqual(MIN_DOCUMENTS);
  });

  it('gives every payer a unique id, an https website and source, and a checked date', () => {
    expect(new Set(payerLibrary.map((p) => p.id)).size).toBe(payerLibrary.length);
    for (const p of payerLibrary) {
      expect(p.id, p.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.website, p.id).toMatch(/^https:\/\//);
      expect(p.checked.url, p.id).toMatch(/^https:\/\//);
      expect(p.checked.on, p.id).toMatch(ISO_DATE);
      for (const s of p.states) expect(s, p.id).toMatch(STATE);
    }
  });

  it('gives every document a unique id, an https URL and source, a checked date and a known type and payer', () => {
    expect(new Set(payerDocuments.map((d) => d.id)).size).toBe(payerDocuments.length);
    for (const d of payerDocuments) {
      const payer = payerById(d.payerId);
      expect(payer, d.id).not.toBeNull();
      expect(d.payer_name, d.id).toBe(payer?.name);
      expect(PAYER_DOCUMENT_TYPES, d.id).toContain(d.document_type);
      expect(d.document_url, d.id).toMatch(/^https:\/\//);
      expect(d.checked.url, d.id).toMatch(/^https:\/\//);
      expect(d.checked.on, d.id).toMatch(ISO_DATE);
      expect(d.last_verified, d.id).toBe(d.checked.on);
      expect(d.document_title.trim().length, d.id).toBeGreaterThan(0);
      expect(d.summary.trim().length, d.id).toBeGreaterThan(20);
      if (d.state_specific !== null) expect(d.state_specific, d.id).toMatch(STATE);
      if (d.plan_year !== null) expect(Number.isInteger(d.plan_year), d.id).toBe(true);
      for (const c of d.coverageDetails) {
        expect(c.service_type && c.coverage_category && c.copayment, d.id).toBeTruthy();
      }
    }
  });

  it('points every appeal record at a document of the same payer, and holds no empty appeal record', () => {
    for (const p of payerLibrary) {
      if (!p.appeals) continue;
      const doc = payerDocumentById(p.appeals.documentId);
      expect(doc, p.id).not.toBeNull();
      expect(doc?.payerId, p.id).toBe(p.id);
      const { mailingAddress, fax, phone, timeLimitDays, timeLimitText } = p.appeals;
      expect(mailingAddress ?? fax ?? phone ?? timeLimitDays ?? timeLimitText, p.id).toBeDefined();
      if (timeLimitDays !== undefined) {
        expect(Number.isInteger(timeLimitDays) && timeLimitDays > 0, p.id).toBe(true);
        expect(timeLimitText, p.id).toBeDefined();
      }
      for (const n of [fax, phone])
        if (n) expect(n.replace(/\D/g, '').length, p.id).toBeGreaterThanOrEqual(10);
      expect(appealContactFor(p)?.document.id).toBe(p.appeals.documentId);
    }
  });

  it('lists the documents of a payer', () => {
    const uhc = documentsForPayer('unitedhealthcare');
    expect(uhc.length).toBeGreaterThan(0);
    expect(uhc.every((d) => d.payerId === 'unitedhealthcare')).toBe(true);
    expect(documentsForPayer('no-such-payer')).toEqual([]);
    expect(payerById('no-such-payer')).toBeNull();
    expect(payerDocumentById('no-such-document')).toBeNull();
  });
});

describe('finding a payer by the name printed on a bill or EOB', () => {
  it('finds every payer by its name and by each alias, whatever the case and punctuation', () => {
    for (const p of payerLibrary) {
      for (const name of [p.name, ...p.aliases]) {
        expect(payerByName(name)?.id, `${p.id} by "${name}"`).toBe(p.id);
        expect(payerByName(name.toUpperCase())?.id, `${p.id} by "${name}" upper case`).toBe(p.id);
        expect(payerByName(`Insurance: ${name}, Member ID on file`)?.id, `${p.id} in a line`).toBe(p.id);
      }
    }
  });

  it('knows the common spellings', () => {
    for (const name of ['UHC', 'UnitedHealthcare', 'United Healthcare', 'UNITED HEALTH CARE']) {
      expect(payerByName(name)?.id, name).toBe('unitedhealthcare');
    }
  });

  it('reads the Blue plans as printed, with BCBS, "&" and "and" spellings', () => {
    for (const name of [
      'BCBS of Texas',
      'Blue Cross & Blue Shield of Texas',
      'BLUE CROSS AND BLUE SHIELD OF TEXAS',
      'Blue Cross Blue Shield of Texas',
    ]) {
      expect(payerByName(name)?.id, name).toBe('bcbs-texas');
    }
    expect(payerByName('BCBS of Michigan')?.id).toBe('bcbs-michigan');
    expect(payerByName('Anthem Blue Cross and Blue Shield')?.id).toBe('anthem-bcbs');
    expect(payerByName('Anthem Blue Cross')?.id).toBe('anthem-blue-cross-ca');
  });

  it('prefers the most specific name: a plan line over its parent company', () => {
    expect(payerByName('Aetna Better Health of Maryland')?.id).toBe('aetna-better-health');
    expect(payerByName('Aetna Medicare Advantage')?.id).toBe('aetna-medicare');
    expect(payerByName('UnitedHealthcare Community Plan')?.id).toBe('uhc-community-plan');
    expect(payerByName('AARP Medicare Advantage from UnitedHealthcare')?.id).toBe('uhc-medicare-advantage');
    expect(payerByName('UnitedHealthcare Medicare Advantage (HMO)')?.id).toBe('uhc-medicare-advantage');
    expect(payerByName('UHC Medicare')?.id).toBe('uhc-medicare-advantage');
    expect(payerByName('Medicare Part B')?.id).toBe('original-medicare');
    expect(payersNamedIn('Medica')[0]?.payer.id).toBe('medica');
    expect(payersNamedIn('Medicare Part B').map((m) => m.payer.id)).not.toContain('medica');
  });

  it('finds a payer named inside an EOB line and reports which name matched', () => {
    const [first] = payersNamedIn('Explanation of Benefits - Humana Medicare Advantage - claim 12345');
    expect(first?.payer.id).toBe('humana');
    expect(first?.matched).toBe('Humana Medicare Advantage');
  });

  it('does not match unrelated text or a name inside another word', () => {
    for (const text of [
      '',
      '   ',
      'Acme Health Plan',
      'General Hospital patient statement',
      'Amount due: $1,200.00',
      'Thank you for your payment',
      'uhcx billing services',
      'Hetna',
      'Blue Cross Blue Shield',
      'Medicaid',
    ]) {
      expect(payerByName(text), text).toBeNull();
      expect(payersNamedIn(text), text).toEqual([]);
    }
  });
});
