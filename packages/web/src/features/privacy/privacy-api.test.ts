import { describe, expect, it } from 'vitest';
import { exportFileNameFrom } from './privacy-api';

describe('exportFileNameFrom', () => {
  it("keeps the server's dated name", () => {
    expect(exportFileNameFrom('attachment; filename="clearbill-data-2026-01-15.json"')).toBe(
      'clearbill-data-2026-01-15.json',
    );
  });

  it('falls back to a plain name for anything else', () => {
    expect(exportFileNameFrom(null)).toBe('clearbill-data.json');
    expect(exportFileNameFrom('attachment; filename="../../etc/passwd"')).toBe('clearbill-data.json');
    expect(exportFileNameFrom('attachment; filename="report.pdf"')).toBe('clearbill-data.json');
  });
});
