// A small flowing-text layout over pdf-lib: wrapped paragraphs, bullets and rules that start a new
// page when the current one is full, and a footer on every page once the document is complete.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

export const colors = {
  text: rgb(0.12, 0.16, 0.22),
  muted: rgb(0.36, 0.4, 0.47),
  brand: rgb(0.06, 0.46, 0.43),
  rule: rgb(0.82, 0.85, 0.89),
  high: rgb(0.73, 0.11, 0.11),
  medium: rgb(0.67, 0.37, 0.02),
  low: rgb(0.11, 0.45, 0.22),
  info: rgb(0.03, 0.35, 0.55),
  panel: rgb(0.96, 0.97, 0.98),
} as const;

/** US Letter, in points. */
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN_X = 56;
const MARGIN_TOP = 56;
/** Room kept free at the bottom for the footer. */
const MARGIN_BOTTOM = 64;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
  /** Points from the left margin. */
  indent?: number;
  /** Extra points below the paragraph. */
  after?: number;
  /** Line height as a multiple of the size. */
  leading?: number;
}

/** Characters outside the standard fonts' WinAnsi set, replaced by readable equivalents. */
const REPLACEMENTS: Record<string, string> = {
  '\u2192': '->',
  '\u2190': '<-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u2713': 'v',
  '\u2715': 'x',
};

export class PdfWriter {
  readonly doc: PDFDocument;
  private readonly regular: PDFFont;
  private readonly bold: PDFFont;
  private readonly charset: Set<number>;
  private page: PDFPage;
  private y = 0;

  private constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.charset = new Set(regular.getCharacterSet());
    this.page = this.addPage();
  }

  static async create(title: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setCreator('ClearBill');
    doc.setProducer('ClearBill');
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new PdfWriter(doc, regular, bold);
  }

  get contentWidth(): number {
    return PAGE_WIDTH - 2 * MARGIN_X;
  }

  /** Text the standard fonts can draw: known look-alikes swapped in, anything else as '?'. */
  clean(text: string): string {
    let out = '';
    for (const ch of text.normalize('NFC')) {
      const replaced = REPLACEMENTS[ch];
      if (replaced !== undefined) out += replaced;
      else if (ch === '\t' || ch === '\f' || ch === '\r' || ch === '\v') out += ' ';
      else if (this.charset.has(ch.codePointAt(0) ?? 0)) out += ch;
      else out += '?';
    }
    return out;
  }

  /** Draws a paragraph, wrapped to the width; '\n' starts a new line. */
  paragraph(text: string, style: TextStyle = {}): void {
    const size = style.size ?? 10.5;
    const font = style.bold ? this.bold : this.regular;
    const indent = style.indent ?? 0;
    const lineHeight = size * (style.leading ?? 1.4);
    const lines = this.wrap(this.clean(text), font, size, this.contentWidth - indent);
    for (const line of lines) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, {
        x: MARGIN_X + indent,
        y: this.y + (lineHeight - size) / 2 + size * 0.22,
        size,
        font,
        color: style.color ?? colors.text,
      });
    }
    this.y -= style.after ?? 0;
  }

  /** A bulleted item: the bullet hangs in the indent, wrapped lines align with the text. */
  bullet(text: string, style: TextStyle = {}): void {
    const indent = style.indent ?? 0;
    const size = style.size ?? 10.5;
    const lineHeight = size * (style.leading ?? 1.4);
    this.ensure(lineHeight);
    const top = this.y;
    this.page.drawText('\u2022', {
      x: MARGIN_X + indent + 2,
      y: top - lineHeight + (lineHeight - size) / 2 + size * 0.22,
      size,
      font: this.regular,
      color: style.color ?? colors.text,
    });
    this.paragraph(text, { ...style, indent: indent + 14 });
  }

  /** A heading kept on the same page as at least `keep` points of what follows it. */
  heading(text: string, { size = 14, keep = 60, color = colors.brand } = {}): void {
    this.space(size * 0.6);
    this.ensure(size * 1.4 + keep);
    this.paragraph(text, { size, bold: true, color, after: 4 });
  }

  space(points: number): void {
    this.y -= points;
  }

  rule(color: RGB = colors.rule): void {
    this.ensure(10);
    this.y -= 5;
    this.page.drawLine({
      start: { x: MARGIN_X, y: this.y },
      end: { x: PAGE_WIDTH - MARGIN_X, y: this.y },
      thickness: 0.75,
      color,
    });
    this.y -= 5;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensure(height: number): void {
    if (this.y - height < MARGIN_BOTTOM) this.page = this.addPage();
  }

  /** The current page and the top of the free space, for drawings placed by the caller. */
  cursor(): { page: PDFPage; x: number; y: number; width: number } {
    return { page: this.page, x: MARGIN_X, y: this.y, width: this.contentWidth };
  }

  /** Moves the cursor below a drawing of `height` points placed at `cursor()`. */
  advance(height: number): void {
    this.y -= height;
  }

  widthOf(text: string, size: number, bold = false): number {
    return (bold ? this.bold : this.regular).widthOfTextAtSize(this.clean(text), size);
  }

  drawAt(page: PDFPage, text: string, x: number, y: number, style: TextStyle = {}): void {
    page.drawText(this.clean(text), {
      x,
      y,
      size: style.size ?? 10.5,
      font: style.bold ? this.bold : this.regular,
      color: style.color ?? colors.text,
    });
  }

  /** Footers ('page N of M') on every page, then the file. */
  async finish(footer: string): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const label = `Page ${i + 1} of ${pages.length}`;
      const size = 8.5;
      page.drawLine({
        start: { x: MARGIN_X, y: 44 },
        end: { x: PAGE_WIDTH - MARGIN_X, y: 44 },
        thickness: 0.5,
        color: colors.rule,
      });
      page.drawText(this.clean(footer), {
        x: MARGIN_X,
        y: 30,
        size,
        font: this.regular,
        color: colors.muted,
      });
      page.drawText(label, {
        x: PAGE_WIDTH - MARGIN_X - this.regular.widthOfTextAtSize(label, size),
        y: 30,
        size,
        font: this.regular,
        color: colors.muted,
      });
    });
    return this.doc.save();
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN_TOP;
    return page;
  }

  /** Greedy word wrap; a word longer than a line (a URL, say) is broken where it must be. */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const out: string[] = [];
    for (const rawLine of text.split('\n')) {
      const words = rawLine.split(/ +/).filter((w) => w !== '');
      let line = '';
      for (const word of words) {
        const candidate = line === '' ? word : `${line} ${word}`;
        if (font.widthOfTextAtSize(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line !== '') out.push(line);
        let rest = word;
        while (font.widthOfTextAtSize(rest, size) > width) {
          // The longest prefix that fits (at least one character), by bisection.
          let lo = 1;
          let hi = rest.length - 1;
          while (lo < hi) {
            const mid = Math.ceil((lo + hi) / 2);
            if (font.widthOfTextAtSize(rest.slice(0, mid), size) <= width) lo = mid;
            else hi = mid - 1;
          }
          const cut = lo;
          out.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      out.push(line);
    }
    return out;
  }
}
