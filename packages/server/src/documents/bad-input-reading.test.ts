import { expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { uploadAndAnalyse } from '../test/analyse-upload';

// Bad input that is a real document (issue 10, "Done when"): the upload gives a clear result, never an
// error page, never a finding from nothing. Files the server refuses (61 pages, junk, empty text) are in
// bad-input.test.ts.

/** A 200-page statement as a text file: 8,000 service lines, every service printed twice a day. */
function longStatement(): string {
  const services = [
    ['97110', 'Therapeutic exercise', '84.29'],
    ['97140', 'Manual therapy', '99.68'],
    ['85025', 'CBC with differential', '45.00'],
    ['36415', 'Venipuncture', '24.00'],
  ] as const;
  const out = ['Lakeside Community Hospital', 'ITEMIZED STATEMENT OF SERVICES'];
  for (let page = 0; page < 200; page++) {
    out.push(
      `Page ${page + 1} of 200`,
      'Date        Code    Description                          Units   Charges',
    );
    for (let r = 0; r < 40; r++) {
      const n = page * 40 + r;
      const [y, m, d] = new Date(Date.UTC(2026, 0, 1 + Math.floor(n / 8)))
        .toISOString()
        .slice(0, 10)
        .split('-');
      const [code, what, amount] = services[n % 4]!;
      out.push(`${m}/${d}/${y}  ${code}   ${what.padEnd(36)} 1       $${amount}`);
    }
  }
  const total = (2000 * (84.29 + 99.68 + 45 + 24)).toLocaleString('en-US', { minimumFractionDigits: 2 });
  out.push(`Total Charges   $${total}`, `Patient Balance Due   $${total}`);
  return out.join('\n');
}

describeEachDb('bad input that is a document: a clear result through the upload', (h, db) => {
  // The reading is the engine's: once, on the first database (the stored result is an ordinary analysis).
  const onFirstDb = (name: string, fn: () => Promise<void>, timeout: number) => {
    if (db.first) it(name, fn, timeout);
  };
  onFirstDb(
    'a 200-page statement: every line read, one duplicate finding per service, savings counted once per copy',
    async () => {
      const user = await createUser(h());
      const { analysis } = await uploadAndAnalyse(h(), user.auth, 'long-statement.txt', longStatement());
      expect(analysis.documentType).toBe('bill');
      expect(analysis.extracted.services).toHaveLength(8000);
      const dupes = analysis.findings.filter((f) => f.type === 'duplicate_charge');
      expect(dupes.map((f) => f.codes[0])).toEqual(['97110', '97140', '85025', '36415']);
      for (const f of dupes) expect(f.evidence).toHaveLength(2000);
      expect(dupes.reduce((s, f) => s + (f.savingsPotential ?? 0), 0)).toBeCloseTo(
        1000 * (84.29 + 99.68 + 45 + 24),
        2,
      );
      // Nothing else is claimed: the lines add up to the printed total.
      expect(
        analysis.findings.filter((f) => !['duplicate_charge', 'financial_assistance'].includes(f.type)),
      ).toEqual([]);
      expect(analysis.readingNotice).toBeNull();
    },
    180_000,
  );

  it('a letter in another language: another kind of document, no finding', async () => {
    const user = await createUser(h());
    const letter =
      'Estimado paciente: su cita del martes fue cambiada al jueves por la mañana. Por favor traiga su ' +
      'tarjeta del seguro y una lista de sus medicamentos. Gracias por su paciencia.';
    const { analysis } = await uploadAndAnalyse(h(), user.auth, 'carta.txt', letter);
    expect(analysis.documentType).toBe('other');
    expect(analysis.extracted.services).toEqual([]);
    expect(analysis.findings.filter((f) => f.type !== 'financial_assistance')).toEqual([]);
  }, 60_000);
});
