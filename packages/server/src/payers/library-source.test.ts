import { describe, expect, it } from 'vitest';
import { payerDocuments, payerLibrary } from '@clearbill/engine';
import { librarySource } from './library-source';

describe('the library as the payers domain loads it', () => {
  const source = librarySource();

  it('keeps every payer and document, each document with a payer of the library', () => {
    expect(source.payers).toHaveLength(payerLibrary.length);
    expect(source.documents).toHaveLength(payerDocuments.length);
    const ids = new Set(source.payers.map((p) => p.id));
    expect(source.documents.filter((d) => !ids.has(d.payerId)).map((d) => d.id)).toEqual([]);
  });

  it('seeds the national payers first and leaves the state ones to Expand', () => {
    const national = new Set(payerLibrary.filter((p) => p.states.length === 0).map((p) => p.id));
    for (const d of source.documents) expect(d.firstSet, d.id).toBe(national.has(d.payerId));
    expect(source.documents.some((d) => d.firstSet)).toBe(true);
    expect(source.documents.some((d) => !d.firstSet)).toBe(true);
  });

  it('groups Medicare, Medicare Advantage and Medicaid plans as government, Blue plans as regional', () => {
    const category = new Map(source.payers.map((p) => [p.id, p.category]));
    for (const p of payerLibrary) {
      const expected =
        p.kind === 'commercial'
          ? 'commercial'
          : p.kind === 'bcbs' || p.kind === 'regional'
            ? 'regional'
            : 'government';
      expect(category.get(p.id), p.id).toBe(expected);
    }
  });
});
