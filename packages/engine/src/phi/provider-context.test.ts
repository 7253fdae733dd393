import { describe, expect, it } from 'vitest';
import { found } from './test-helpers';

describe("an organisation's address or number, told by its sentence", () => {
  it('keeps an address the sentence gives to a named practice or a specialty', () => {
    const text = 'I was seen at Lakeview Dermatology, 220 Birch Street, Akron, OH 44308 in March.';
    expect(found(text, 'address')).toEqual([]);
    const pharmacy =
      'The prescription came from Oakmont Pharmacy #12, 9 Elm Ave, Ames, IA 50010, tel (515) 555-0144.';
    expect(found(pharmacy, 'address')).toEqual([]);
    expect(found(pharmacy, 'phone')).toEqual([]);
  });

  it("keeps a clinician's, a card's and a caller ID's number", () => {
    expect(found('The scan went to the referring physician, Dr. Okoro, at (312) 555-0177.', 'phone')).toEqual(
      [],
    );
    expect(found('I called the number on the back of the card, 1-877-555-0102, twice.', 'phone')).toEqual([]);
    expect(found('Caller ID showed Bayside Cardiology Partners, 410-555-0133.', 'phone')).toEqual([]);
  });

  it('takes the same shapes when the sentence speaks of the patient or their family', () => {
    const text = 'My son goes to Lakeview Dermatology but lives at 220 Birch Street, Akron, OH 44308.';
    expect(found(text, 'address')).toEqual(['220 Birch Street, Akron, OH 44308']);
    expect(found('Cardiology told me to call my cell, (312) 555-0177, anytime.', 'phone')).toEqual([
      '(312) 555-0177',
    ]);
  });

  it('reads the words of other addresses in the sentence as no organisation', () => {
    const text =
      'We wrote to Tomas Reyes at 12 Pine Road, Unit 4, Medicine Lodge KS 67104 and left a voicemail on 620.555.0190.';
    expect(found(text, 'phone')).toEqual(['620.555.0190']);
  });

  it('leaves lines and table cells to the layout rules', () => {
    const text = 'Provider: Summit Orthopedics\n88 Quarry Lane, Dover, DE 19901';
    expect(found(text, 'address')).toEqual(['88 Quarry Lane, Dover, DE 19901']);
  });
});
