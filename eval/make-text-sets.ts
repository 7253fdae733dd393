// Writes an outsider test set: statements, invoices, dental bills, pharmacy receipts, EOBs (tables and
// key-value), and documents that are not bills (lab results, imaging reports, histories, discharge
// summaries), in layouts chosen at random from many variations, with made-up people. Each set gets a
// truth.json in the format of ../shared/dev-corpus/truth.json. Same seed, same documents.
// usage: npx tsx eval/make-text-sets.ts [--seed N] [--out DIR]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { otherDocument } from './text-sets/other-docs';
import { billDocument, eobDocument } from './text-sets/billing-docs';
import { makeRng, type Doc } from './text-sets/common';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const seed = args.includes('--seed') ? Number(args[args.indexOf('--seed') + 1]) : 20261125;
const outDir = args.includes('--out') ? String(args[args.indexOf('--out') + 1]) : path.join(here, 'sets');

async function pdfOf(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  // Fixed dates: the same seed writes the same bytes.
  pdf.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
  const font = await pdf.embedFont(StandardFonts.Courier);
  const lines = text.replace(/\t/g, '    ').split('\n');
  // Courier is 0.6 em wide: the longest line fits the page's 540 points.
  const size = Math.min(8.5, 540 / (0.6 * Math.max(...lines.map((l) => l.length))));
  for (let at = 0; at < lines.length; at += 70) {
    const page = pdf.addPage([612, 792]);
    lines.slice(at, at + 70).forEach((line, k) => {
      if (line.trim()) page.drawText(line, { x: 36, y: 756 - k * 10.2, size, font });
    });
  }
  return pdf.save();
}

async function writeSet(name: string, docs: Doc[], pdfShare: number): Promise<void> {
  const dir = path.join(outDir, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const truth = [];
  for (const [k, doc] of docs.entries()) {
    const id = `${name.slice(0, 3)}${String(k + 1).padStart(3, '0')}`;
    const asPdf = k % Math.round(1 / pdfShare) === 3;
    const file = `${id}.${asPdf ? 'pdf' : 'txt'}`;
    if (asPdf) writeFileSync(path.join(dir, file), await pdfOf(doc.plain));
    else writeFileSync(path.join(dir, file), doc.plain + '\n');
    truth.push({ id, file, format: asPdf ? 'pdf' : 'text', ...doc });
  }
  writeFileSync(path.join(dir, 'truth.json'), JSON.stringify(truth, null, 1) + '\n');
  process.stdout.write(`${dir}: ${docs.length} documents\n`);
}

const rng = makeRng(seed);
const statements: Doc[] = [];
for (let k = 0; k < 56; k++) {
  statements.push(k % 7 === 6 ? otherDocument(rng) : billDocument(rng));
}
const eobs: Doc[] = [];
for (let k = 0; k < 32; k++) {
  eobs.push(k % 8 === 7 ? otherDocument(rng) : eobDocument(rng));
}
await writeSet('statements', statements, 1 / 8);
await writeSet('eobs', eobs, 1 / 8);
