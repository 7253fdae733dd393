import { describe, expect, it } from 'vitest';
import { expectRedaction, found } from './test-helpers';

const addresses = (text: string) => found(text, 'address');

describe('whole addresses from their structure', () => {
  it('takes military mail with its unit or ship line', () => {
    expect(addresses('Ship statements to: Ms. Ana Ruiz, PSC 4410 Box 220, APO AE 09012 (deployed).')).toEqual(
      ['PSC 4410 Box 220, APO AE 09012'],
    );
    expectRedaction('Mailing:\nUSNS Comfort\nFPO AA 34055\nDSN: 312-555-0100', [
      'USNS Comfort',
      'FPO AA 34055',
    ]);
    expectRedaction('Signed,\nLee Park\nUnit 3050 Box 12\nDPO AP 96521', ['Unit 3050', 'Box 12', '96521']);
  });

  it('takes rural routes and addresses after a home label in a clinical note', () => {
    expect(addresses('Lives alone. Home: HC 71 Box 19, Crow Agency, MT 59022. Daughter visits.')).toEqual([
      'HC 71 Box 19, Crow Agency, MT 59022',
    ]);
    expect(addresses('new address is R.R. 2, Millbrook, ON K0L 2K0 so please update it')).toEqual([
      'R.R. 2, Millbrook, ON K0L 2K0',
    ]);
    expect(addresses('Seen at home: 412 Larkspur Loop, Eugene, OR 97401 (telehealth).')).toEqual([
      '412 Larkspur Loop, Eugene, OR 97401',
    ]);
  });

  it('takes Indian, Nigerian, Ghanaian and Senegalese addresses whole, landmarks included', () => {
    expect(
      addresses(
        'Her address in India is Flat 7, 2nd Main Road, Jayanagar, Bengaluru, Karnataka 560041, thanks',
      ),
    ).toEqual(['Flat 7, 2nd Main Road, Jayanagar, Bengaluru, Karnataka 560041']);
    expectRedaction(
      'Name: Ravi Menon\nAddress: H.No. 12-4, Gandhi Street\nNear Post Office\nMadurai - 625001\nMobile: 98400 12345',
      ['H.No. 12-4', 'Gandhi Street', 'Near Post Office', 'Madurai', '625001'],
    );
    expectRedaction('ADDRESS: 14 Adeola Crescent\nOff Allen Avenue\nIkeja, Lagos State\nGSM: 0803 555 0101', [
      'Adeola',
      'Allen Avenue',
      'Ikeja',
    ]);
    expect(
      addresses('Address in Accra: House No. 9, Oxford Street, Osu, Accra, Ghana. Phone later.'),
    ).toEqual(['House No. 9, Oxford Street, Osu, Accra, Ghana']);
  });

  it('takes UK, Australian, Canadian, German and Cyrillic blocks, and the country line under them', () => {
    expectRedaction(
      'Rhys Evans\nFlat 2\n41 Heol Y Deri\nPONTYPRIDD\nCF37 4AB\nUnited Kingdom\n\nDear Mr Evans',
      ['Flat 2', 'Heol Y Deri', 'PONTYPRIDD', 'CF37 4AB'],
    );
    expect(addresses('You can reach us by post at 3/18 Banksia Street, WOLLONGONG NSW 2500.')).toEqual([
      '3/18 Banksia Street, WOLLONGONG NSW 2500',
    ]);
    expect(
      addresses('Patient resident at Lindauer Str. 12, D-10781 Berlin, Germany, can be reached'),
    ).toEqual(['Lindauer Str. 12, D-10781 Berlin, Germany']);
    expectRedaction('адрес: ул. Ленина, 5, кв. 3\nКазань 420111\nРоссия\nThanks', [
      'Ленина',
      'Казань',
      'Россия',
    ]);
  });

  it("keeps an office's own address and a provider's letterhead", () => {
    const office =
      'Pay by phone or online. Our billing address changed to 200 Harbor Way, Portland, ME 04101; update your records.';
    expect(addresses(office)).toEqual([]);
    expect(addresses('Remit to: Mercy Hospital, 12 Main St, Boston, MA 02110')).toEqual([]);
    expect(addresses('Our address changed to 88 Quarry Road, Barre, VT 05641 last year.')).toEqual([
      '88 Quarry Road, Barre, VT 05641',
    ]);
  });

  it('does not read dates, units or vital signs as postal anchors', () => {
    expect(addresses('admitted 3 Sept 2025 with chest pain')).toEqual([]);
    expect(addresses('CVP 7, PAP 35/16, PCWP 10, SVR 1088 after the bolus')).toEqual([]);
    expect(addresses('O2 sat 93% on 6L NC. Pts BS decreased')).toEqual([]);
  });
});

describe('names in payment and verification lines', () => {
  it('takes the name after payment, card and account cues, with its lower-case particles', () => {
    expectRedaction('Wire received. Name: Pilar de las Heras.', ['Pilar', 'de las Heras']);
    expectRedaction('Payment received from Tomasz Wrzesniak by ACH for $120.00.', ['Tomasz', 'Wrzesniak']);
    expectRedaction('Card ending 4411, cardholder Ilse zu Hohenberg, approved.', ['Ilse', 'zu Hohenberg']);
    expectRedaction('Customer Farida Osmanova read her card number over the phone.', ['Farida', 'Osmanova']);
    expectRedaction("hey it's wanjiru, about the bill from march", ['wanjiru'], ['about the bill']);
    expectRedaction(
      'my name is tendai chiweshe and i was seen in june',
      ['tendai', 'chiweshe'],
      ['and i was seen'],
    );
    expectRedaction('CHECKED WITH PATIENT BEFORE THIS IS DONE', [], ['DONE']);
  });
});
