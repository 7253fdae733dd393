import { describe, expect, it } from 'vitest';
import { textPdf } from '../testing/fixtures';
import { extractFiles } from './index';
import { inspectFile } from './inspect';
import { textLayerQuality, untrustedTextLayer } from './text-layer-trust';
import type { OcrEngine } from './types';

/** Stands in for OCR without rendering: counts the pages sent to it and reads them as one line. */
function fakeOcr(): OcrEngine & { calls: number } {
  const engine = {
    calls: 0,
    recognize: () => {
      engine.calls++;
      const box = { x: 10, y: 10, width: 200, height: 20 };
      return Promise.resolve({
        width: 1000,
        height: 1000,
        confidence: 0.9,
        lines: [{ text: 'read by OCR', box }],
      });
    },
    close: () => Promise.resolve(),
  };
  return engine;
}

// A phone scanner's own OCR of a handwritten CMS-1500 (the shape of it, not the sample's text).
const garbled = [
  'HEALTH  INSURANCE CLAIM  FOAM  Afl!FllfOlt!O BY HAT~N.. \\.INFCJIA  ct.>Jt4 co.une NUCQ',
  "CQCI ~ ,; rr A l'9lll'I lrt lllrn n READ BACK Of FORM BEFORE COMPlETNG l SON NG 1H IS F0ff.4.",
  "13 1 NSUAED'S 00 AUTHOAIZB) PERSOl'S SIGNATURE I illtflatza 1~ PA..-IS'r.S a; AIJT.11CAl2ED",
  'PERSCNS 9~~ TURE I autho1ze tie release a any mooieal or otier lnfO\'malon necesseM"y payrrent',
  'CURRefl" lUNES\'S. lNJURY, o, PRB3NANCY (L.M=I) GrHER QJAL rn OTHffi SOORCE ft 1tOOITJQW.',
].join('\n');

const clean = [
  'Riverside Medical Group   Statement date 03/02/2026   Account 55012345',
  'Date of service  Code  Description  Units  Charges',
  '02/11/2026  99213  Office visit, established patient  1  $150.00',
  '02/11/2026  36415  Collection of venous blood by venipuncture  1  $25.00',
  'Total charges $175.00   Insurance payments $80.00   Please pay this amount $95.00',
  'Questions about your bill? Call our billing office. Financial assistance may be available.',
].join('\n');

describe('untrustedTextLayer', () => {
  it('rejects a garbled scanner text layer: few English words, many broken tokens', () => {
    const q = textLayerQuality(garbled);
    expect(q.known).toBeLessThan(0.5);
    expect(q.broken).toBeGreaterThan(0.1);
    expect(untrustedTextLayer(garbled)).toBe(true);
  });

  it('keeps an ordinary bill, codes, names and figures included', () => {
    expect(untrustedTextLayer(clean)).toBe(false);
  });

  it('keeps a clean page in another language (few English words, nothing broken)', () => {
    const spanish = [
      'Estado de cuenta del paciente   Fecha del estado 02/03/2026   Número de cuenta [ACCOUNT]',
      'Fecha de servicio  Código  Descripción  Cantidad  Cargos',
      '11/02/2026  99213  Consulta médica del paciente establecido  1  $150,00',
      'Total de cargos $175,00   Pagos del seguro $80,00   Por favor pague esta cantidad $95,00',
      '¿Preguntas sobre su factura? Llame a nuestra oficina de facturación. Puede haber ayuda financiera.',
    ].join('\n');
    expect(textLayerQuality(spanish).known).toBeLessThan(0.5);
    expect(untrustedTextLayer(spanish)).toBe(false);
  });

  it('does not judge a page with too few words (a page of figures)', () => {
    expect(untrustedTextLayer('12 34 56 $1,200.00 99213 x7 Qq!z')).toBe(false);
  });
});

describe('PDF pages and their text path', () => {
  it('OCRs a page whose text layer is garbled and records why; reads a good one as it is', async () => {
    const ocr = fakeOcr();
    const bad = await inspectFile(await textPdf({ pages: [garbled.split('\n')] }));
    const good = await inspectFile(await textPdf({ pages: [clean.split('\n')] }));
    const out = await extractFiles([bad, good], { ocr });
    expect(out.pages.map((p) => p.textPath)).toEqual(['ocr_untrusted_text', 'text_layer']);
    expect(ocr.calls).toBe(1);
    expect(out.text).toContain('read by OCR');
    expect(out.text).not.toContain('Afl!FllfOlt!O');
    expect(out.text).toContain('Riverside Medical Group');
  });
});
