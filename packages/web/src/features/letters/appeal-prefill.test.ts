import { describe, expect, it } from 'vitest';
import { emptyAppeal } from './appeal-letter';
import { appealFromSaved, initialAppeal, isoDate, savedFromAppeal } from './appeal-prefill';

describe('appeal prefill', () => {
  it('maps browser-saved names onto the appeal form and back', () => {
    const saved = {
      patientName: 'Ana',
      address: '1 Main St',
      phone: '555',
      memberId: 'W1',
      insuranceCompany: 'X',
    };
    expect(appealFromSaved(saved)).toEqual({
      patientName: 'Ana',
      patientAddress: '1 Main St',
      patientPhone: '555',
      memberID: 'W1',
    });
    const back = savedFromAppeal({ ...emptyAppeal, ...appealFromSaved(saved), issueDescription: 'secret' });
    expect(back).toMatchObject({ patientName: 'Ana', address: '1 Main St', phone: '555', memberId: 'W1' });
    expect(JSON.stringify(back)).not.toContain('secret');
  });

  it('takes the bill facts from the analysis and the person from the browser', () => {
    const values = initialAppeal(
      emptyAppeal,
      { patientName: 'Ana', dateOfService: '2026-01-01', providerName: 'Old Clinic' },
      {
        dateOfService: '2026-03-02',
        billAmount: '240.00',
        issueDescription: ' Duplicate charge ',
        providerName: '',
      },
    );
    expect(values).toEqual({
      ...emptyAppeal,
      patientName: 'Ana',
      providerName: 'Old Clinic',
      dateOfService: '2026-03-02',
      billAmount: '240.00',
      issueDescription: 'Duplicate charge',
    });
  });

  it('starts empty with nothing known', () => {
    expect(initialAppeal(emptyAppeal, null, null)).toEqual(emptyAppeal);
  });
});

describe('isoDate', () => {
  it('turns a US date into what a date input holds', () => {
    expect(isoDate('2/9/2025')).toBe('2025-02-09');
    expect(isoDate('2025-02-09')).toBe('2025-02-09');
    expect(isoDate('soon')).toBe('soon');
  });
});
