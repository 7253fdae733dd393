import { describe, expect, it } from 'vitest';
import type { DocumentAnalysisResponse } from '@clearbill/shared';
import { startAnalysisFromWire } from '../analyses/wire';
import { billText, upload } from '../test/documents';
import { createGuest } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { uploadFieldsFromWire, type DocumentDetailWire } from './wire';

describe('spec aliases mapped to the canonical names, one adapter per endpoint', () => {
  it("upload: the wizard's consent is consentGiven", () => {
    expect(uploadFieldsFromWire({ consent: 'true' })).toEqual({ consentGiven: 'true' });
    expect(uploadFieldsFromWire({ consentGiven: 'true', source: 'upload' })).toEqual({
      consentGiven: 'true',
      source: 'upload',
    });
    expect(uploadFieldsFromWire({ consentGiven: 'false', consent: 'false' })).toEqual({
      consentGiven: 'false',
    });
    expect(uploadFieldsFromWire({})).toEqual({ consentGiven: 'false' });
  });

  it("start-analysis: bare ids, objects and the wizard's confirmedRedactions become one list", () => {
    expect(
      startAnalysisFromWire({
        redactions: ['a', { id: 'b', approved: false }],
        confirmedRedactions: [{ id: 'c', approved: true }],
      }),
    ).toEqual({
      redactions: [
        { id: 'a', approved: true },
        { id: 'b', approved: false },
        { id: 'c', approved: true },
      ],
    });
    expect(startAnalysisFromWire({})).toEqual({});
  });
});

describeEachDb('the wire format the spec requires', (h) => {
  it("gives redactions' kind as type and phiType, and the findings as billingErrors", async () => {
    const guest = await createGuest(h());
    const withPhi = (await upload(h(), { headers: guest.headers })).body();
    expect(withPhi.redactions.length).toBeGreaterThan(0);
    for (const r of [...withPhi.redactions, ...withPhi.document.redactions]) expect(r.type).toBe(r.phiType);
    expect(withPhi.billingErrors).toEqual([]);
    const detail = await h().request({
      method: 'GET',
      url: `/api/documents/${withPhi.documentId}`,
      headers: guest.headers,
    });
    const wire = detail.json<DocumentDetailWire>();
    expect(wire.redactions.every((r) => r.type === r.phiType)).toBe(true);

    // Nothing to confirm: analysed within the upload's wait, its findings listed.
    const text = billText()
      .split('\n')
      .filter((l) => !/Patient|Account|Address|Springfield|Birth|Phone:|Member/.test(l))
      .join('\n');
    const clean = (
      await upload(h(), { headers: guest.headers, files: [{ name: 'clean.txt', bytes: text }] })
    ).body();
    expect(clean.document.status).toBe('analyzed');
    const analysis = await h().request({
      method: 'GET',
      url: `/api/documents/${clean.documentId}/analysis`,
      headers: guest.headers,
    });
    expect(clean.billingErrors).toEqual(analysis.json<DocumentAnalysisResponse>().analyses);
  });
});
