// Bad input end to end (issue 10, "Done when"): a form with no fields, an empty table, a 200-page
// statement, text in another language. Each gives a clear result or a clear error: never a crash, never a
// finding from nothing.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { locatorFromLayout } from './analysis/locator';
import { analyzeDocument } from './analysis/analyze';
import { DocumentRejectedError } from './extraction/types';
import { inspectFile } from './extraction/inspect';
import type { OcrEngine } from './extraction/types';
import { createMemoryReferenceData } from './memory-reference-data';
import { parseDocument } from './parse/index';
import { processDocument } from './pipeline';

/** None of these documents needs OCR: a call is a failure. */
const noOcr: OcrEngine = {
  recognize: () => Promise.reject(new Error('OCR was not expected')),
  close: () => Promise.resolve(),
};

/** Rates that would turn any line read from nothing into a pricing finding. */
const reference = createMemoryReferenceData({
  pfs: [{ code: '99213', facilityAmount: 60, nonFacilityAmount: 90, year: 2025, sourceVersion: 'test' }],
  clfs: [{ code: '85025', amount: 7.77, year: 2026, sourceVersion: 'test' }],
});

async function analyse(bytes: Uint8Array) {
  const processed = await processDocument([await inspectFile(bytes)], { ocr: noOcr });
  const parsed = parseDocument(processed.redactedText, processed.documentType);
  const outcome = await analyzeDocument({
    text: processed.redactedText,
    parsed,
    answers: null,
    reference,
    locate: locatorFromLayout([]),
    today: '2026-11-26',
  });
  return { processed, parsed, outcome };
}

/** Findings about the bill (financial assistance is information, not a claim about the bill). */
const claims = (outcome: { findings: { type: string }[] }) =>
  outcome.findings.filter((f) => f.type !== 'financial_assistance');

const utf8 = (s: string) => new TextEncoder().encode(s);

/** A text PDF whose lines' cells ('\t' between them) sit in five columns, as a statement prints them. */
async function columnsPdf(pages: string[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const xs = [40, 110, 160, 400, 460];
  for (const lines of pages) {
    const page = doc.addPage([612, 792]);
    lines.forEach((line, i) => {
      line.split('\t').forEach((cell, column) => {
        page.drawText(cell, { x: xs[column] ?? 40, y: 750 - i * 16, size: 9, font });
      });
    });
  }
  return doc.save();
}

describe('bad input through the engine: a clear result, never a crash, never a finding from nothing', () => {
  it('a CMS-1500 whose form fields are all empty: a claim form with no lines and no finding', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([612, 792]);
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    page.drawText('HEALTH INSURANCE CLAIM FORM', { x: 180, y: 750, size: 12, font });
    page.drawText('APPROVED BY NATIONAL UNIFORM CLAIM COMMITTEE (NUCC) 02/12', {
      x: 40,
      y: 735,
      size: 7,
      font,
    });
    page.drawText("1a. INSURED'S I.D. NUMBER   2. PATIENT'S NAME   24. A. DATE(S) OF SERVICE", {
      x: 40,
      y: 700,
      size: 7,
      font,
    });
    page.drawText('28. TOTAL CHARGE   29. AMOUNT PAID', { x: 40, y: 200, size: 7, font });
    const form = pdf.getForm();
    for (const [i, name] of ['insured_id', 'pt_name', 'charge1', 'total_charge'].entries()) {
      form.createTextField(name).addToPage(page, { x: 40 + i * 130, y: 600, width: 120, height: 14, font });
    }
    const { processed, parsed, outcome } = await analyse(await pdf.save());
    expect(processed.documentType).toBe('claim_form');
    expect(parsed.lines).toEqual([]);
    expect(claims(outcome)).toEqual([]);
    expect(outcome.readingNotice).toBeNull();
    expect(outcome.potentialSavings).toBe(0);
  });

  it('a PDF with a form and no fields at all reads like any other page', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([612, 792]);
    page.drawText('Statement of account. Nothing is due.', { x: 40, y: 740, size: 11 });
    pdf.getForm(); // an AcroForm with no fields
    const { parsed, outcome } = await analyse(await pdf.save());
    expect(parsed.lines).toEqual([]);
    expect(claims(outcome)).toEqual([]);
  });

  it('a statement with a table header and no rows: no lines, no finding, no made-up total', async () => {
    const text = [
      'Lakeside Community Hospital',
      'ITEMIZED STATEMENT',
      'Date        Code    Description                          Units   Charges',
      '',
      'Total Charges   $0.00',
      'Patient Balance Due   $0.00',
    ].join('\n');
    const { processed, parsed, outcome } = await analyse(utf8(text));
    expect(processed.documentType).toBe('bill');
    expect(parsed.lines).toEqual([]);
    expect(claims(outcome)).toEqual([]);
    expect(outcome.readingNotice).toBeNull();
  });

  it('a table whose printed total has no rows above it: a reading notice at most, never a math error', async () => {
    const text = [
      'Lakeside Community Hospital',
      'ITEMIZED STATEMENT',
      'Date        Code    Description                          Units   Charges',
      'Total Charges   $1,250.00',
      'Patient Balance Due   $1,250.00',
    ].join('\n');
    const { parsed, outcome } = await analyse(utf8(text));
    expect(parsed.lines).toEqual([]);
    expect(claims(outcome)).toEqual([]);
  });

  it('a 200-page statement: read whole, one finding per doubled service', async () => {
    const services = [
      ['99213', 'Office visit', '185.00'],
      ['85025', 'CBC with differential', '45.00'],
      ['36415', 'Venipuncture', '24.00'],
    ] as const;
    const pages = Array.from({ length: 200 }, (_, p) => {
      const rows = Array.from({ length: 39 }, (_, r) => {
        const n = p * 39 + r;
        const day = new Date(Date.UTC(2026, 0, 1 + Math.floor(n / 6))).toISOString().slice(0, 10);
        const [y, m, d] = day.split('-');
        const [code, what, amount] = services[n % 3]!;
        return `${m}/${d}/${y}\t${code}\t${what}\t1\t$${amount}`;
      });
      const head = p === 0 ? ['Lakeside Community Hospital', 'PATIENT STATEMENT'] : [];
      return [...head, `Page ${p + 1} of 200`, 'Date\tCode\tDescription\tUnits\tCharges', ...rows];
    });
    const total = (1300 * 2 * (185 + 45 + 24)).toLocaleString('en-US', { minimumFractionDigits: 2 });
    pages[199]!.push(`Total Charges\t$${total}`, `Amount Due\t$${total}`);
    // 7,800 lines: every service printed twice a day (six lines a day, three services).
    const { processed, parsed, outcome } = await analyse(await columnsPdf(pages));
    expect(processed.documentType).toBe('bill');
    expect(processed.extracted.pages).toHaveLength(200);
    expect(parsed.lines).toHaveLength(7800);
    const dupes = outcome.findings.filter((f) => f.type === 'duplicate_charge');
    expect(dupes.map((f) => f.codes[0]).sort()).toEqual(['36415', '85025', '99213']);
    expect(dupes.every((f) => f.evidence.length === 2600)).toBe(true);
    // The copies are counted once each: half the lines.
    expect(dupes.reduce((s, f) => s + (f.amount ?? 0), 0)).toBeCloseTo(1300 * (185 + 45 + 24), 2);
    expect(outcome.findings.length).toBeLessThan(10);
  }, 120_000);

  it.each([
    [
      'Spanish',
      'Estimado señor: le escribimos para informarle que su cita del martes fue cambiada al jueves por la mañana. ' +
        'Por favor traiga su tarjeta del seguro y una lista de sus medicamentos. Gracias por su paciencia.',
    ],
    [
      'Chinese',
      '尊敬的患者：您好！您的复诊时间已改为下周四上午九点。请携带您的医保卡和正在服用的药物清单。谢谢您的配合。',
    ],
    [
      'Russian',
      'Уважаемый пациент! Ваш приём перенесён на четверг, девять часов утра. Пожалуйста, возьмите с собой полис и список лекарств.',
    ],
  ])('a letter in %s: read as another kind of document, no finding', async (_lang, text) => {
    const { processed, parsed, outcome } = await analyse(utf8(text));
    expect(processed.documentType).toBe('other');
    expect(parsed.lines).toEqual([]);
    expect(claims(outcome)).toEqual([]);
  });

  it('a Spanish statement with codes and a total: its lines are read, and nothing is made up', async () => {
    const text = [
      'Hospital Comunitario Lakeside',
      'ESTADO DE CUENTA',
      'Fecha       Código  Descripción                          Unidades  Cargo',
      '01/12/2026  99213   Consulta médica                      1         $185.00',
      '01/12/2026  36415   Extracción de sangre                 1         $24.00',
      'Total   $209.00',
    ].join('\n');
    const { parsed, outcome } = await analyse(utf8(text));
    // Whatever type it is given, a line is never invented and the lines never disagree with the total.
    expect(parsed.lines.every((l) => ['99213', '36415'].includes(l.code ?? ''))).toBe(true);
    expect(outcome.findings.filter((f) => f.type === 'math_error' || f.type === 'duplicate_charge')).toEqual(
      [],
    );
  });

  it('an empty text file: no text, nothing found, nothing claimed (the server then says it could not read it)', async () => {
    const { processed, parsed, outcome } = await analyse(utf8(' \n\n '));
    expect(processed.extracted.text.trim()).toBe('');
    expect(processed.documentType).toBe('other');
    expect(processed.phi).toEqual([]);
    expect(parsed.lines).toEqual([]);
    expect(claims(outcome)).toEqual([]);
  });

  it('a file that is not a document is refused with a clear reason', async () => {
    await expect(inspectFile(new Uint8Array([0, 1, 2, 3, 255, 254, 0, 7]))).rejects.toBeInstanceOf(
      DocumentRejectedError,
    );
  });
});
