import { describe, expect, it } from 'vitest';
import { findPaymentNumbers, luhnValid } from './payment-ids';
import { detected, expectRedaction } from './test-helpers';

describe('names placed by the words around them', () => {
  it('takes names after greetings, under sign-offs, after cc and talk verbs, whatever list they are on', () => {
    expectRedaction('Hi Oluwaseun,\nThanks for the update.', ['Oluwaseun'], ['Thanks for the update']);
    expectRedaction('Good morning Ms. Achterberg: the refund is late.', ['Achterberg']);
    expectRedaction('We paid in full.\nWarm wishes,\nTenzin Wangmo', ['Tenzin', 'Wangmo']);
    expectRedaction('cc: Ikechukwu Balogun', ['Ikechukwu', 'Balogun']);
    expectRedaction('I spoke with Kemmer in billing and she agreed.', ['Kemmer'], ['billing']);
    expectRedaction('According to Wisniewski, the claim was resubmitted.', ['Wisniewski']);
    expectRedaction("My partner's name is Aigerim Sultanbekova and we share the plan.", [
      'Aigerim',
      'Sultanbekova',
    ]);
    expectRedaction("I've attached a note from my landlord, Eun-ji Morales.", ['Eun-ji', 'Morales']);
    expectRedaction('My emergency contact is Jarosław Al-Farsi (sister).', ['Jarosław', 'Al-Farsi']);
  });

  it('keeps eponyms, clinicians, facilities and greetings without a name', () => {
    expectRedaction(
      "The Quinton catheter was flushed. Workup for Wilson's disease was negative. Fluid in the Douglas pouch. The Foley was removed. Apgar scores 8 and 9.",
      [],
      ['Quinton', 'Wilson', 'Douglas', 'Foley', 'Apgar'],
    );
    expectRedaction(
      'Hi there,\nI spoke with Dr. Rahman at Lakeshore Imaging Center.',
      [],
      ['there', 'Rahman', 'Lakeshore'],
    );
    expectRedaction('Please call Mercy General at the number below.', [], ['Mercy General']);
  });
});

describe('phones, birth dates and payment numbers', () => {
  it('finds international and unusual phone formats', () => {
    for (const p of [
      '+44 20 7946 0958',
      '0044 20 7946 0958',
      '+1.555.123.4567',
      '555.123.4567 ext 12',
      '(555)1234567',
      '+49 (0)30 901820',
      '07700 900123',
      '(02) 9876 5432',
    ]) {
      expect(detected(`Call me at ${p} after six.`), p).toEqual([{ type: 'phone', text: p }]);
    }
  });

  it('does not take charges, dates, codes or claim counts for phones', () => {
    expect(
      detected('Billed $1,234.56 on 03/14/2024 for 99213 x 2; ICD M54.5; 3 lines totaling $4,020.00.'),
    ).toEqual([]);
  });

  it('finds birth dates in words after a birth cue, and keeps service dates', () => {
    expect(detected('I was born on March 3rd, 1950.')).toEqual([
      { type: 'date_of_birth', text: 'March 3rd, 1950' },
    ]);
    expect(detected('DOB Nov 29, 1983')).toEqual([{ type: 'date_of_birth', text: 'Nov 29, 1983' }]);
    expect(detected('b. 17th of December 1984 in Cork')[0]?.type).toBe('date_of_birth');
    expect(detected('Date of service: November 29, 2025.')).toEqual([]);
  });

  it('takes Luhn-valid card numbers, and bank and licence numbers only with their cue', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expectRedaction('I paid with my card 4111 1111 1111 1111 twice.', ['4111']);
    expect(findPaymentNumbers('Order 4111 1111 1111 1112 shipped.')).toEqual([]);
    expectRedaction('Routing number 021000021, account number 000123456789.', ['021000021', '000123456789']);
    expectRedaction("Driver's license number D1234567.", ['D1234567']);
    expect(detected('Lot D1234567 was used.')).toEqual([]);
  });
});

describe('whole addresses, and the provider keeps its own', () => {
  it('removes multi-line and non-US addresses whole', () => {
    const out = expectRedaction('Please mail it to:\nFlat 3, 14 Wellington Road\nLondon\nNW8 9SX', [
      'Flat 3',
      'Wellington',
      'London',
      'NW8',
    ]);
    expect(out).toBe('Please mail it to:\n[ADDRESS]\n[ADDRESS]\n[ADDRESS]');
    expectRedaction('We moved to 45 Queen St W, Toronto, ON M5H 2N2 last year.', ['Queen', 'Toronto', 'M5H']);
    expectRedaction('Neue Adresse: Hauptstrasse 12, 10115 Berlin', ['Hauptstrasse', '10115', 'Berlin']);
    expectRedaction('Send it to 8 rue de la Paix, 75002 Paris.', ['rue de la Paix', 'Paris']);
    expectRedaction('I live at 12 George Street, Sydney NSW 2000.', ['George', 'Sydney', '2000']);
    expectRedaction('Address: 59 Kemmer Avenue, Apt 4, Boise, ID 83702', ['Kemmer', 'Avenue', 'Boise']);
  });

  it('keeps the letterhead address, remit-to and billing phones of the provider', () => {
    const text = [
      'Stanford Health Care',
      '300 Pasteur Drive, Stanford, CA 94305',
      'Patient: Lena Park',
      'Address: 17 Oakridge Lane, Boise, ID 83702',
      'For billing questions, contact Patient Billing Customer Service at',
      '1-800-549-3720.',
      'Remit to: Harbor Clinic, PO Box 4410, Fresno, CA 93721',
    ].join('\n');
    expectRedaction(
      text,
      ['Lena', 'Oakridge', 'Boise'],
      ['300 Pasteur Drive, Stanford, CA 94305', '1-800-549-3720', 'PO Box 4410'],
    );
  });

  it('does not read clinical shorthand as streets or postcodes', () => {
    expect(detected('HR 70 AV paced. O2 3L via NC. MSO4 2MG IVP x1. Wearing 40% face tent.')).toEqual([]);
  });
});

describe('birth dates with the cue after them', () => {
  it('takes a date the same sentence calls a birthday, not one a sentence before', () => {
    expect(detected('April 15, 1961 is my birthday.')).toEqual([
      { type: 'date_of_birth', text: 'April 15, 1961' },
    ]);
    expect(detected('Seen on April 15, 2025. My birthday is wrong on the bill.')).toEqual([]);
  });
});

describe('birth dates as OCR reads them', () => {
  it('takes month-name dates with the spaces around the comma lost or added', () => {
    for (const d of ['Nov 29,1983', 'Nov. 29 , 1983', 'November 29. 1983', 'Nov29, 1983']) {
      expect(detected(`Date of Birth: ${d}`), d).toEqual([{ type: 'date_of_birth', text: d }]);
    }
  });
});

describe('signatures on one line, possessives, Australian units', () => {
  it('takes the name after a same-line sign-off, a dash or "This is", and a name owning an account', () => {
    expectRedaction('Regards Citlali', ['Citlali']);
    expectRedaction('Signed, Benoît Kuznetsov', ['Benoît', 'Kuznetsov']);
    expectRedaction(
      'This is Min-seo Stavrou, the account holder.',
      ['Min-seo', 'Stavrou'],
      ['account holder'],
    );
    expectRedaction("Zanele Sasaki's account shows a balance.", ['Zanele', 'Sasaki'], ['account']);
    expectRedaction("I'm Hui's mother and pay her bills.", ['Hui'], ['mother']);
  });

  it('keeps eponyms with two words and does not widen a name over a hyphenated word', () => {
    expectRedaction(
      "Lou Gehrig's disease runs in the family. He had Tommy John surgery.",
      [],
      ['Lou', 'Tommy'],
    );
    expect(detected('phone call from son Rob-who states he is coming')).toEqual([
      { type: 'name', text: 'Rob' },
    ]);
  });

  it('removes an Australian unit address whole, and the addressee above a unit-first line', () => {
    expectRedaction('My new address is Unit 22/45 Smith St, Parramatta NSW 2150.', [
      'Unit 22',
      'Smith',
      'Parramatta',
    ]);
    expectRedaction('Kipchoge Mutua\nApt. 17B, 699 5th Ave, New York, NY 10118', [
      'Kipchoge',
      'Mutua',
      '17B',
      '5th',
    ]);
    expect(detected('dialysis on 9/12  eves via perma cath')).toEqual([]);
  });
});
