import { describe, expect, it } from 'vitest';
import { detected, expectRedaction } from './test-helpers';

describe('names from the frame that introduces them', () => {
  it('takes introductions, call-backs, families, filers and sign-offs a blank line below', () => {
    expectRedaction('hey its Oyelaran again, any news on the refund?', ['Oyelaran'], ['refund']);
    expectRedaction('Could someone call Ngaio back before Friday?', ['Ngaio'], ['Friday']);
    expectRedaction('Please let the Okonjo family know it was paid.', ['Okonjo'], ['family']);
    expectRedaction('The dispute was filed by Tamsin R. Halloway.', ['Tamsin', 'R.', 'Halloway']);
    expectRedaction('Yours faithfully\n\nIfeoma Grevstad\n', ['Ifeoma', 'Grevstad']);
    expectRedaction('Seen on 3/2/2024 (Ohio) Cheers, Zubair', ['Zubair'], ['Ohio']);
    expectRedaction('Obinna Hill Jr. is my father.', ['Obinna', 'Hill'], ['father']);
  });

  it('takes names that are on no list in the frames that introduce a person', () => {
    for (const text of [
      'I, Kiona Brightwater, authorize the release.',
      'Patient Kiona Brightwater was seen twice.',
      'Attention Kiona Brightwater',
      'Best wishes, Kiona Brightwater',
      'Thanks so much, Kiona Brightwater!',
      "The bill is in Kiona Brightwater's name.",
      'Kiona Brightwater and her husband both got bills.',
      'Kiona Brightwater, the policyholder, called twice.',
      'Please contact Kiona Brightwater at the address below.',
      'Kiona Brightwater (born 1961) is the member.',
      'Per Kiona Brightwater, the charge is wrong.',
    ])
      expectRedaction(text, ['Kiona', 'Brightwater']);
    expectRedaction('Please contact Mercy Family Clinic customer service.', [], ['Mercy Family Clinic']);
    expectRedaction('Mech vent as per Carevue. Lung sounds coarse.', [], ['Carevue', 'Lung']);
  });

  it('takes names that own something, carry identifiers or get a statement', () => {
    expectRedaction("Margie Tschetter's surgery was on 3/4.", ['Margie', 'Tschetter'], ['surgery']);
    expectRedaction('Destin Marquardt, DOB 4/5/1960', ['Destin', 'Marquardt']);
    expectRedaction('Statement for Kiona Brightwater, dated 4/2/2024', ['Kiona', 'Brightwater']);
    expectRedaction('Kiona Brightwater owes nothing.', ['Kiona', 'Brightwater']);
    expectRedaction('Sincerely yours,\nKiona Brightwater', ['Kiona', 'Brightwater']);
    expectRedaction("Lou Gehrig's disease runs in the family.", [], ['Lou Gehrig']);
    expectRedaction("Combivent MDI's q4Hrs.", [], ['Combivent']);
  });

  it('takes names with particles, initials and more than two parts', () => {
    expectRedaction('My name is Inés de la Vega.', ['Inés', 'de la', 'Vega']);
    expectRedaction('Inés de la Vega called about the balance.', ['Inés', 'Vega'], ['called']);
    expectRedaction('Attn: T.K. Abernethy-Quaye', ['T.K.', 'Abernethy-Quaye']);
  });

  it('takes a first name that is also a word only when a surname follows or the frame closes', () => {
    expectRedaction('From: Will Okafor\nSubject: my bill', ['Will', 'Okafor'], ['Subject']);
    expectRedaction('Mrs. June Halloran will bring the card.', ['June', 'Halloran'], ['will bring']);
    expectRedaction('Cheers,\nHope\n', ['Hope']);
    expectRedaction('From: June 5 to June 9 I was in hospital.', [], ['June 5', 'June 9']);
    expectRedaction('I will call back on Monday.', [], ['will call back']);
  });
});

describe('addresses kept whole, whatever the country', () => {
  it('follows a street over postal, town, county and country lines', () => {
    expectRedaction('Send it to:\n12 Mill Lane\nKeswick\nCumbria\nCA12 5DQ\n', [
      '12 Mill Lane',
      'Keswick',
      'Cumbria',
      'CA12 5DQ',
    ]);
    expectRedaction('My old address was Lindengracht 12\n1015 KH Amsterdam and it is wrong.', [
      'Lindengracht 12',
      '1015 KH Amsterdam',
    ]);
    expectRedaction('8 bis, rue des Acacias\n33000 Bordeaux\nFrance\n', [
      'rue des Acacias',
      'Bordeaux',
      'France',
    ]);
  });

  it('reads number-after-name streets, unit-first blocks and postal chains on one line', () => {
    expectRedaction('Avenida Paulista 1578, Bela Vista, 01310-200 São Paulo', [
      'Avenida Paulista 1578',
      'Bela Vista',
      '01310-200',
      'São Paulo',
    ]);
    expectRedaction('Flat 3C, Palm Grove Residency, Hill Road, Pune 411001', [
      'Flat 3C',
      'Palm Grove Residency',
      'Hill Road',
      'Pune 411001',
    ]);
    expectRedaction('Bağdat Cd. No: 41 D: 7\n34728 Kadıköy/İstanbul', ['Bağdat', '41', 'Kadıköy']);
    expectRedaction('Thorvaldsgate 9\n0260 Oslo\nNorway', ['Thorvaldsgate 9', '0260 Oslo', 'Norway']);
  });

  it('anchors on the postcode and walks back over the parts of the address', () => {
    for (const [text, parts] of [
      ['My address is House 9, Lane 3, Gulshan, Dhaka 1212.', ['House 9', 'Lane 3', 'Gulshan', 'Dhaka 1212']],
      ['3-5-12 Minamiaoyama, Minato-ku, Tokyo 107-0062', ['3-5-12', 'Minamiaoyama', 'Minato-ku', '107-0062']],
      ['Send it to:\nul. Piotrkowska 104/6\n90-006 Łódź', ['Piotrkowska 104/6', '90-006', 'Łódź']],
      ['Drottninggatan 71, 111 36 Stockholm', ['Drottninggatan 71', '111 36', 'Stockholm']],
      ['Apartado 772, Heredia, Costa Rica', ['Apartado 772', 'Heredia', 'Costa Rica']],
    ] as const)
      expectRedaction(text, [...parts]);
    expectRedaction(
      'Cleveland Clinic, 9500 Euclid Avenue, Cleveland, OH 44195',
      [],
      ['Cleveland Clinic', '9500 Euclid Avenue'],
    );
    expectRedaction('SBP 89-117, HR 56-71 SR. RR 12-20, Tv 400-500.', [], ['89-117', '56-71', '400-500']);
  });

  it('takes a Canadian postal line whole with two spaces before the postcode', () => {
    expect(detected('Please write to 12 Birch Crescent, Red Deer AB  T4N 1A1 by Friday.')).toEqual([
      { type: 'address', text: '12 Birch Crescent, Red Deer AB  T4N 1A1' },
    ]);
  });

  it('keeps a provider address and sentences that only name towns', () => {
    expectRedaction(
      'Remit to: Harbor Clinic Billing, 400 Commerce Street, Fresno, CA 93721',
      [],
      ['400 Commerce Street', 'Fresno'],
    );
    expectRedaction('We drove from Leeds to Harrogate for the scan.', [], ['Leeds', 'Harrogate']);
  });
});

describe('phones by their digit groups', () => {
  it('finds numbers in pairs, area codes in parentheses and longer international readings', () => {
    for (const [text, phone] of [
      ['Mon numéro: 06 12 34 56 78, merci.', '06 12 34 56 78'],
      ['Ligue (21) 98765-4321 depois das 18h.', '(21) 98765-4321'],
      ['Call 001-415-555-2671 from abroad.', '001-415-555-2671'],
      ['WhatsApp 030/2345678 after work.', '030/2345678'],
      ['Reach my brother on 412.555.0199, ext. 318 after six.', '412.555.0199, ext. 318'],
      ['Work line (503) 555-0142 Ext: 77; mornings only.', '(503) 555-0142 Ext: 77'],
      ['Cel. 33 1234 5678 por la tarde.', '33 1234 5678'],
    ] as const) {
      expect(detected(text).filter((d) => d.type === 'phone')).toEqual([{ type: 'phone', text: phone }]);
    }
    expectRedaction('I was out of work 2019-2021 and could not pay.', [], ['2019-2021']);
    expectRedaction('My phone number is 12/03/2024? No, that is the visit.', [], ['12/03/2024']);
  });
});

describe('payment and licence numbers have types of their own', () => {
  it('stores cards, bank numbers and licences as card_number, bank_account and drivers_license', () => {
    expect(
      detected(
        "Credit card: 4111 1111 1111 1111\nRouting #: 021000021, checking account 123456789012\nDriver's license #: D123-4567-8901",
      ),
    ).toEqual([
      { type: 'card_number', text: '4111 1111 1111 1111' },
      { type: 'bank_account', text: '021000021' },
      { type: 'bank_account', text: '123456789012' },
      { type: 'drivers_license', text: 'D123-4567-8901' },
    ]);
  });

  it("keeps a bill's patient account number an account number", () => {
    expect(detected('Account #: 88812345')).toEqual([{ type: 'account_number', text: '88812345' }]);
  });
});
