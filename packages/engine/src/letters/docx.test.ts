import { describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { SyntaxValidator } from 'fast-xml-validator';
import { PDFDocument } from 'pdf-lib';
import { templateById } from './library';
import { letterDocx } from './docx';
import { letterPdf } from './pdf';
import { renderLetter } from './render';

function letter() {
  const t = templateById.get('dispute-duplicate-charge');
  if (!t) throw new Error('missing');
  return renderLetter(t, {
    userData: {
      PATIENT_NAME: 'Jane Doe',
      PATIENT_ADDRESS: '12 Oak Street\nSpringfield, IL 62701',
      PATIENT_EMAIL: 'jane@example.com',
      PROVIDER_NAME: 'General Hospital',
      DATE_OF_SERVICE: '2026-01-15',
      DUPLICATE_CHARGES: 'CPT 99213 is listed twice on January 15 & <twice> "quoted".',
      DISPUTED_AMOUNT: '180',
      ACCOUNT_NUMBER: 'A-5521',
    },
    recipientType: 'provider',
    recipientName: 'General Hospital Billing Office',
    today: '2026-11-27',
  });
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeXml = (s: string) => s.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => entities[e] ?? '');

/** Every XML part of a .docx checked well-formed; returns the document's visible text. */
async function docxText(bytes: Uint8Array): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  expect(zip.file('[Content_Types].xml')).not.toBeNull();
  const names = Object.keys(zip.files).filter((n) => n.endsWith('.xml') || n.endsWith('.rels'));
  let text = '';
  for (const name of names) {
    const xml = await zip.file(name)?.async('string');
    // Well-formed XML (tags nested and closed, attributes quoted): the validator throws with the place.
    expect(() => SyntaxValidator.validate(xml ?? ''), name).not.toThrow();
    if (name === 'word/document.xml') {
      const body = xml ?? '';
      expect(body.match(/<w:p[ >]/g)?.length ?? 0).toBeGreaterThan(10);
      for (const m of body.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)) text += `${decodeXml(m[1] ?? '')}\n`;
    }
  }
  return text;
}

describe('letter .docx', () => {
  it('is a well-formed Word file with letterhead, date, recipient, subject, body, citations, enclosures, signature', async () => {
    const text = await docxText(await letterDocx(letter()));
    const plain = text.replace(/\n/g, '');
    for (const part of [
      'Jane Doe',
      '12 Oak Street',
      'Springfield, IL 62701',
      'jane@example.com',
      'November 27, 2026',
      'General Hospital Billing Office',
      'Billing dispute: duplicate charge, Account A-5521',
      'Dear General Hospital Billing Office:',
      'CPT 99213 is listed twice on January 15 & <twice> "quoted".',
      '$180.00',
      'Legal basis',
      'https://www.ecfr.gov/current/title-45/section-164.524',
      'Enclosures',
      'Copy of the bill with the duplicate lines marked',
      'Sincerely,',
    ]) {
      expect(plain, part).toContain(part);
    }
    expect(plain).not.toMatch(/\{\{|\[\[/);
  });
});

describe('letter .pdf', () => {
  it('is a PDF that pdf-lib opens, with at least one page', async () => {
    const bytes = await letterPdf(letter());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe('Billing dispute: duplicate charge, Account A-5521');
  });
});
