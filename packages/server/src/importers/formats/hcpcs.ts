import type { CodeRecord } from '../code-loader';
import { codeDataset } from '../code-dataset';
import { csvRecords, fileLines, text } from '../streams';
import { baseName, matching, yearIn } from '../types';

/** HCPCS Level II sections, by first letter, in our own words. */
const sections: Record<string, string> = {
  A: 'Ambulance, medical and surgical supplies',
  B: 'Tube feeding and IV nutrition',
  C: 'Hospital outpatient items (temporary)',
  E: 'Durable medical equipment',
  G: 'Professional services (temporary)',
  H: 'Behavioural health services',
  J: 'Drugs given other than by mouth',
  K: 'Durable medical equipment (temporary)',
  L: 'Braces and artificial limbs',
  M: 'Other medical services and quality measures',
  P: 'Laboratory services',
  Q: 'Miscellaneous services (temporary)',
  R: 'Diagnostic radiology services',
  S: 'Private-payer services (temporary)',
  T: 'State Medicaid services',
  U: 'Coronavirus laboratory tests',
  V: 'Vision and hearing services',
};

export const hcpcsSection = (code: string) => sections[code.charAt(0)] ?? null;
const LEVEL2 = /^[A-V][0-9]{4}$/;

/**
 * HCPCS Level II from a CSV with a header row. Two layouts are known: CMS-derived
 * (hcpcs, short_descriptor, ...) and the long-description list (code, ..., long_description,
 * short_description). Columns are found by name, so either works.
 */
export async function* hcpcsRecords(file: string): AsyncGenerator<CodeRecord> {
  let codeAt = -1;
  let shortAt = -1;
  let longAt = -1;
  for await (const row of csvRecords(fileLines(file))) {
    if (codeAt < 0) {
      const names = row.map((c) => c.trim().toLowerCase());
      codeAt = names.findIndex((n) => n === 'hcpcs' || n === 'code' || n === 'hcpc');
      shortAt = names.findIndex((n) => n.startsWith('short'));
      longAt = names.findIndex((n) => n.startsWith('long'));
      if (codeAt < 0) throw new Error(`${baseName(file)}: no HCPCS code column in the header`);
      continue;
    }
    const code = (row[codeAt] ?? '').trim().toUpperCase();
    if (!LEVEL2.test(code)) continue;
    const short = text(row[shortAt]);
    const long = text(row[longAt]);
    const title = short ?? long;
    if (!title) continue;
    yield {
      code,
      title,
      description: long && long !== title ? long : null,
      category: hcpcsSection(code),
      billable: true,
    };
  }
}

export const hcpcsImporter = codeDataset({
  dataset: 'hcpcs',
  label: 'HCPCS Level II',
  codeType: 'HCPCS',
  officialSource: (files) =>
    /tuva/i.test(baseName(files[0] ?? '')) ? 'CMS HCPCS Level II (Tuva copy)' : 'CMS HCPCS Level II',
  // Older releases first, so the newest wording wins where both have a code.
  find: (files) =>
    matching(files, /(^|\/)[^/]*hcpcs[^/]*\.csv$/i)
      .sort((a, b) => (yearIn(baseName(a)) ?? '').localeCompare(yearIn(baseName(b)) ?? ''))
      .map((f) => [f]),
  version: (files) => {
    const name = baseName(files[0] ?? '');
    const year = yearIn(name) ?? 'unknown';
    return /tuva/i.test(name) ? `${year} (Tuva copy)` : `CY${year}`;
  },
  records: (files) => hcpcsRecords(files[0] ?? ''),
});
