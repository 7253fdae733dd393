import { describe, expect, it } from 'vitest';
import { findCuedAddresses } from './address-cues';
import { covered } from './test-helpers';

function cued(text: string): string[] {
  return findCuedAddresses(text).map((c) => text.slice(c.start, c.end));
}

describe('addresses after the words that introduce them', () => {
  it('takes the whole clause after "my address is", whatever its parts look like', () => {
    expect(cued('ok so my address is 88 w. 200 s. apt 4, logan ut 84321 and thanks')).toEqual([
      '88 w. 200 s. apt 4, logan ut 84321',
    ]);
    expect(cued('Her address is Váci utca 12, 1052 Budapest. Phone on file.')).toEqual([
      'Váci utca 12, 1052 Budapest',
    ]);
  });

  it('reads a house number and a postcode said in words', () => {
    expect(
      cued('my address is twenty one oak hollow road, Apt C, Dayton, Ohio, four five four one nine, thanks'),
    ).toEqual(['twenty one oak hollow road, Apt C, Dayton, Ohio, four five four one nine']);
  });

  it('goes past abbreviations inside the address but stops at the sentence, a phone or a time', () => {
    expect(cued('He lives at Av. Libertad 410, depto. 7, Santiago, Chile. Call him first.')).toEqual([
      'Av. Libertad 410, depto. 7, Santiago, Chile',
    ]);
    expect(cued('She is now living at Ringvej 9, 2. th., 8000 Aarhus C, mobil 20 55 11 22.')).toEqual([
      'Ringvej 9, 2. th., 8000 Aarhus C',
    ]);
    expect(cued('We moved to 14 Larch Close, Bexley, DA5 1QS last winter')).toEqual([
      '14 Larch Close, Bexley, DA5 1QS',
    ]);
  });

  it('takes the lines under "Address:" up to the next field', () => {
    const text = 'Address:\nKarlova 18/3\n110 00 Praha 1\nCzech Republic\nTel.: +420 777 000 111';
    expect(cued(text)).toEqual(['Karlova 18/3\n110 00 Praha 1\nCzech Republic']);
    expect(covered(text, 'Karlova 18/3\n110 00 Praha 1\nCzech Republic')).toBe(true);
  });

  it('leaves the addressee line above the address and a sign-off below it', () => {
    const text = 'Please mail to:\nOrla Quigley\nPost Office Box 31\nBandon, OR 97411\nWarm regards,';
    expect(cued(text)).toEqual(['Post Office Box 31\nBandon, OR 97411']);
  });

  it('reads nothing that is not shaped as an address', () => {
    expect(cued('my address is the same as before, nothing changed')).toEqual([]);
    expect(cued('She moved in with her sister at the end of May, 2024.')).toEqual([]);
    expect(cued('my address is on file, I think 3 years now')).toEqual([]);
  });

  it("leaves an office's address after its own cue", () => {
    expect(cued('the lab, whose billing address is PO Box 700, Reno, NV 89501, wrote again')).toEqual([]);
    expect(cued('they keep sending my bills to their own address at 9 Main St, Troy, NY 12180.')).toEqual([]);
  });
});
