import { PdfWriter } from '../report/pdf-writer';
import type { RenderedLetter } from './render';

/** The letter as a PDF, laid out like the Word document (letterhead, date, recipient, subject, body ...). */
export async function letterPdf(letter: RenderedLetter): Promise<Uint8Array> {
  const w = await PdfWriter.create(letter.subject);
  w.paragraph(letter.sender.name, { bold: true, size: 14, after: 2 });
  for (const line of letter.sender.addressLines) w.paragraph(line);
  const contact = [letter.sender.phone, letter.sender.email].filter(Boolean).join('  |  ');
  if (contact) w.paragraph(contact);
  w.space(6);
  w.rule();
  w.space(12);
  w.paragraph(letter.date, { after: 14 });
  const recipientLines = [letter.recipient.name, ...(letter.recipient.addressLines ?? [])];
  recipientLines.forEach((line, i) => {
    w.paragraph(line, { after: i === recipientLines.length - 1 ? 14 : 0 });
  });
  w.paragraph(`Re: ${letter.subject}`, { bold: true, after: 12 });
  w.paragraph(letter.salutation, { after: 10 });
  for (const p of letter.paragraphs) w.paragraph(p, { after: 10 });
  if (letter.citations.length) {
    w.paragraph('Legal basis', { bold: true, after: 4 });
    for (const c of letter.citations) w.bullet(`${c.label}: ${c.url}`, { size: 9.5 });
    w.space(10);
  }
  w.paragraph(letter.closing, { after: 34 });
  w.paragraph(letter.signature, { bold: true, after: 16 });
  if (letter.enclosures.length) {
    w.paragraph('Enclosures', { bold: true, after: 4 });
    for (const e of letter.enclosures) w.bullet(e);
  }
  return w.finish(`Letter of ${letter.date}`);
}
