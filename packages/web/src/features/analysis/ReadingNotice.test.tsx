import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReadingNotice } from './ReadingNotice';

describe('ReadingNotice', () => {
  it('shows the message, both amounts and what to do, as a note (not an error)', () => {
    const html = renderToStaticMarkup(
      <ReadingNotice
        notice={{
          message: 'We could not read every line of this bill',
          linesTotal: 1245,
          printedTotal: 1545.5,
          unreadRows: 2,
        }}
      />,
    );
    expect(html).toContain('role="note"');
    expect(html).toContain('We could not read every line of this bill');
    expect(html).toContain('The lines we read add up to $1,245, but the total printed is $1,545.50.');
    expect(html).toContain('We could not read 2 rows with amounts');
    expect(html).toContain('Check the lines we read against your paper bill.');
    expect(html).toContain('itemized bill');
    expect(html).not.toContain('math error');
  });

  it('renders nothing when every line was read', () => {
    expect(renderToStaticMarkup(<ReadingNotice notice={null} />)).toBe('');
  });
});
