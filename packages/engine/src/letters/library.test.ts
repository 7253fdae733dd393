import { describe, expect, it } from 'vitest';
import { complexityLevels, fieldKeySchema, recipientTypes, responseKinds } from '@clearbill/shared';
import { laws } from './laws';
import { categories, templates } from './library';
import { fieldsIn } from './render';

const textsOf = (t: (typeof templates)[number]) => [t.subject, ...t.body, ...t.enclosures];

describe('letter library', () => {
  it('has at least 25 templates in at least 7 categories, every category used', () => {
    expect(templates.length).toBeGreaterThanOrEqual(25);
    expect(categories.length).toBeGreaterThanOrEqual(7);
    for (const c of categories)
      expect(
        templates.some((t) => t.categoryId === c.id),
        c.id,
      ).toBe(true);
    expect(new Set(templates.map((t) => t.id)).size).toBe(templates.length);
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
  });

  it('covers the letters the issue lists', () => {
    const ids = new Set(templates.map((t) => t.id));
    for (const id of [
      'appeal-medical-necessity',
      'appeal-prior-authorization-denial',
      'appeal-out-of-network',
      'appeal-missing-information',
      'external-review-request',
      'expedited-appeal',
      'dispute-duplicate-charge',
      'dispute-unbundling',
      'dispute-excessive-units',
      'dispute-pricing',
      'itemized-bill-request',
      'medical-records-request',
      'claim-file-request',
      'nsa-emergency-dispute',
      'nsa-in-network-facility-dispute',
      'nsa-good-faith-estimate-dispute',
      'charity-care-application',
      'payment-plan-request',
      'pause-collections',
      'credit-report-dispute',
      'prior-authorization-request',
      'state-insurance-regulator-complaint',
      'attorney-general-complaint',
      'peer-to-peer-review-request',
      'medicare-redetermination',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });

  for (const t of templates) {
    it(`${t.id}: complete metadata, laws, and fields that match its text`, () => {
      expect(categories.some((c) => c.id === t.categoryId)).toBe(true);
      expect(complexityLevels).toContain(t.complexityLevel);
      expect(recipientTypes).toContain(t.recipientType);
      expect(responseKinds).toContain(t.responseKind);
      for (const s of [t.name, t.description, t.useCase, t.targetAudience, t.estimatedTime]) {
        expect(s.trim().length).toBeGreaterThan(3);
      }
      expect(t.tags.length).toBeGreaterThanOrEqual(3);
      expect(t.laws.length).toBeGreaterThanOrEqual(1);
      for (const l of t.laws) expect(laws[l], l).toBeDefined();
      for (const k of [...t.requiredFields, ...t.optionalFields]) {
        expect(fieldKeySchema.safeParse(k).success, k).toBe(true);
      }
      // No field both required and optional.
      expect(t.requiredFields.filter((k) => t.optionalFields.includes(k))).toEqual([]);
      const used = textsOf(t).map(fieldsIn);
      const outside = new Set(used.flatMap((u) => u.outside));
      const inOptional = new Set(used.flatMap((u) => u.inOptional));
      // A field outside an optional part must be required (else a hole could be left in the letter).
      for (const k of outside) expect(t.requiredFields, `${k} used outside [[ ]]`).toContain(k);
      // Every declared field is used somewhere (letterhead fields are used by the layout).
      const layout = new Set(['PATIENT_NAME', 'PATIENT_ADDRESS', 'PATIENT_PHONE', 'PATIENT_EMAIL']);
      for (const k of [...t.requiredFields, ...t.optionalFields]) {
        expect(outside.has(k) || inOptional.has(k) || layout.has(k), `${k} declared but unused`).toBe(true);
      }
      for (const k of [...outside, ...inOptional]) {
        expect([...t.requiredFields, ...t.optionalFields], `${k} used but undeclared`).toContain(k);
      }
      // Balanced markup.
      for (const s of textsOf(t)) {
        expect(s.split('[[').length, s).toBe(s.split(']]').length);
        expect(s.split('{{').length, s).toBe(s.split('}}').length);
      }
    });
  }

  it('cites every law by an official or well-known public address', () => {
    for (const [id, law] of Object.entries(laws)) {
      expect(law.url, id).toMatch(/^https:\/\/(www\.ecfr\.gov|www\.law\.cornell\.edu)\//);
    }
  });
});
