/**
 * Machine escapes and printer commands read as what they print, every character kept in place (the
 * spans found in the result are the same offsets in the text given):
 * - escaped line breaks and tabs in logs and JSON strings ('RD\nTLELL BC' written with a backslash);
 * - iCalendar's escaped commas and semicolons ('LOCATION:88 Ferncliff Rd\, Lake Peekskill\, NY');
 * - label-printer (ZPL) commands around the printed fields ('^FO50,125^A0N,28,28^FD3119 CALLE LOIZA^FS');
 * - HTML tables copied from a page's source: the tags between cells become a tab, so a row reads as a
 *   table's row ('<tr><td>Adjoa</td><td>Child</td><td>2012-06-27</td></tr>').
 */
export function readableText(text: string): string {
  let out = text;
  if (out.includes('\\')) {
    out = out
      .replace(/\\[nr](?=[\p{L}\p{N}\\ "])/gu, ' \n')
      .replace(/\\t/g, ' \t')
      .replace(/\\([,;])/g, '$1 ');
  }
  if (/^\^XA/m.test(out)) {
    out = out.replace(/\^(?:FD|FS)|\^(?!FD)[A-Z0-9@]{2}[^^\n]*/g, (m) => ' '.repeat(m.length));
  }
  if (/<t[dh][\s>]/i.test(out)) {
    out = out.replace(
      /(?:<\/?(?:td|th|tr|table|thead|tbody)\b[^>\n]*>)+/gi,
      (m, at: number) =>
        // A row's first tags are its line's indent; the others separate its cells.
        (at === 0 || out[at - 1] === '\n' ? ' ' : '\t') + ' '.repeat(m.length - 1),
    );
  }
  return out;
}
