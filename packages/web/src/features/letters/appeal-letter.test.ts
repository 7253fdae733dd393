import { describe, expect, it } from 'vitest';
import {
  appealFileName,
  appealParagraphs,
  buildAppealRtf,
  emptyAppeal,
  escapeRtf,
  toRtf,
} from './appeal-letter';

const today = new Date(2026, 10, 27, 9, 30);

describe('escapeRtf', () => {
  it('escapes the control characters of RTF', () => {
    expect(escapeRtf('a\\b{c}d')).toBe('a\\\\b\\{c\\}d');
  });
  it('writes line breaks and tabs as RTF words and drops other control characters', () => {
    expect(escapeRtf('one\r\ntwo\nthree\tfour\u0007')).toBe('one\\line two\\line three\\tab four');
  });
  it('writes non-ASCII as signed 16-bit \\u values with a fallback character', () => {
    expect(escapeRtf('José')).toBe('Jos\\u233?');
    expect(escapeRtf('€')).toBe('\\u8364?');
    expect(escapeRtf('\uFFFD')).toBe('\\u-3?');
    // U+1F600 as a surrogate pair D83D DE00.
    expect(escapeRtf('😀')).toBe('\\u-10179?\\u-8704?');
  });
  it('cannot be used to inject RTF control words', () => {
    const rtf = toRtf(['}{\\rtf1 \\object evil']);
    expect(rtf).not.toContain('}{\\rtf1');
    expect(rtf).toContain('\\}\\{\\\\rtf1 \\\\object evil');
  });
});

describe('toRtf', () => {
  it('is one balanced group starting with the RTF header', () => {
    const rtf = toRtf(['Hello {world}', 'Second']);
    expect(rtf.startsWith('{\\rtf1\\ansi')).toBe(true);
    expect(rtf.endsWith('}')).toBe(true);
    let depth = 0;
    for (let i = 0; i < rtf.length; i++) {
      if (rtf[i] === '\\') {
        i++;
        continue;
      }
      if (rtf[i] === '{') depth++;
      if (rtf[i] === '}') depth--;
      if (depth === 0) expect(i).toBe(rtf.length - 1);
    }
    expect(depth).toBe(0);
  });
});

describe('appealParagraphs', () => {
  it('puts the form into the letter', () => {
    const text = appealParagraphs(
      {
        patientName: ' Ana Lima ',
        patientAddress: '1 Main St\nSpringfield',
        patientPhone: '555-0100',
        memberID: 'W123',
        providerName: 'General Hospital',
        dateOfService: '2026-03-02',
        billAmount: '1234.5',
        issueDescription: 'CPT 99213 billed twice.',
      },
      today,
    ).join('\n');
    expect(text).toContain('Ana Lima\n1 Main St\nSpringfield\nPhone: 555-0100');
    expect(text).toContain('November 27, 2026');
    expect(text).toContain('To: General Hospital');
    expect(text).toContain('Member ID: W123');
    expect(text).toContain('Amount billed: $1,234.50');
    expect(text).toContain('for services on 2026-03-02');
    expect(text).toContain('CPT 99213 billed twice.');
    expect(text.endsWith('Sincerely,\n\nAna Lima')).toBe(true);
  });

  it('leaves out what was not given instead of printing blanks', () => {
    const text = appealParagraphs({ ...emptyAppeal, issueDescription: 'Duplicate charge.' }, today).join(
      '\n',
    );
    expect(text).not.toMatch(/Member ID|To: |Phone|undefined|\[/);
    expect(text).toContain('review the bill and to correct it');
  });
});

describe('buildAppealRtf / appealFileName', () => {
  it('builds an RTF file named after the local date', () => {
    const rtf = buildAppealRtf({ ...emptyAppeal, patientName: 'Zoë {x}' }, today);
    expect(rtf).toContain('Zo\\u235? \\{x\\}');
    expect(appealFileName(today)).toBe('Appeal_Letter_2026-11-27.rtf');
  });
});
