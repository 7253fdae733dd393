import { describe, expect, it } from 'vitest';
import { covered, found } from './test-helpers';

const addresses = (text: string) => found(text, 'address');

describe('address shapes (round 5)', () => {
  it('keeps a direction and a half house number in a US street', () => {
    expect(addresses('Forward it to 381 NE Larch Blvd, Salem, OR 97301 please.')).toEqual([
      '381 NE Larch Blvd, Salem, OR 97301',
    ]);
    expect(addresses('I rent the upstairs at 27 1/2 West Birch St, Athens, GA 30601.')).toEqual([
      '27 1/2 West Birch St, Athens, GA 30601',
    ]);
  });

  it('runs a lower-case street on into its town, state code and ZIP code', () => {
    expect(addresses('pls mail it to 14 w maple ave apt 2b toledo oh 43604 ty')).toEqual([
      '14 w maple ave apt 2b toledo oh 43604',
    ]);
  });

  it('takes a block of lines with a rural route, a route number or a lead line between', () => {
    const text = 'Send it here:\n9 Quarry Hill Rd.\nRural Route 3, Box 7C\nDerby, VT 05829\nThanks';
    expect(covered(text, '9 Quarry Hill Rd.\nRural Route 3, Box 7C\nDerby, VT 05829')).toBe(true);
    expect(covered(text, 'Send it here')).toBe(false);
    const pr = 'Nueva dirección:\nUrb. Jardines del Sur\nCalle 9 Bloque 12 #3\nCaguas, PR 00725\nGracias';
    expect(covered(pr, 'Urb. Jardines del Sur\nCalle 9 Bloque 12 #3\nCaguas, PR 00725')).toBe(true);
  });

  it('takes an address sent in care of a firm, with the suite and building written in words', () => {
    const text =
      'For letters use: c/o Marsh & Pell LLP\nSuite Two Hundred\nOne Harbor Plaza\nBoston, MA 02110. Thank you';
    expect(covered(text, 'c/o Marsh & Pell LLP\nSuite Two Hundred\nOne Harbor Plaza\nBoston, MA 02110')).toBe(
      true,
    );
  });

  it('takes Irish addresses with their Eircode, with or without a house number', () => {
    const a = 'Mam lives at Kilcolgan Road, Oranmore, Co. Galway, H91 X2Y3, Ireland, phone her there.';
    expect(covered(a, 'Kilcolgan Road, Oranmore, Co. Galway, H91 X2Y3, Ireland')).toBe(true);
    const b = 'I am at 12 Orchard Lane, Tallaght, Dublin 24, D24 K8P2. Cheers';
    expect(covered(b, '12 Orchard Lane, Tallaght, Dublin 24, D24 K8P2')).toBe(true);
  });

  it('takes Brazilian, Ukrainian, Kenyan and Italian forms whole', () => {
    const br =
      'Envie para Av. Sete de Setembro, 1200, apto 88, Centro, Salvador - BA, 40060-001, Brasil. Obrigado';
    expect(covered(br, 'Sete de Setembro, 1200, apto 88, Centro, Salvador - BA, 40060-001, Brasil')).toBe(
      true,
    );
    const ua = 'Home: Mykola Shevchuk, vul. Sadova 8, kv. 12, Lviv 79000, Ukraine.';
    expect(covered(ua, 'vul. Sadova 8, kv. 12, Lviv 79000, Ukraine')).toBe(true);
    const ke = 'Post it to Moi Avenue, Plot No. 4, P.O. Box 12345-00100, Nairobi please';
    expect(covered(ke, 'P.O. Box 12345-00100, Nairobi')).toBe(true);
    expect(
      covered(
        'sono a via Mazzini 8, 50122 Firenze FI, Italia da lunedì',
        'via Mazzini 8, 50122 Firenze FI, Italia',
      ),
    ).toBe(true);
  });

  it('takes Philippine block-and-lot and Pakistani sector forms', () => {
    const pk = 'Home is House 7, Street 40, G-9/1, Islamabad 44090, Pakistan, call me';
    expect(covered(pk, 'House 7, Street 40, G-9/1, Islamabad 44090, Pakistan')).toBe(true);
  });

  it('takes a street said in words in a voicemail transcript', () => {
    const t = 'um my address is sixty-one Brook Avenue, Dover, Delaware, one nine nine zero one, thanks';
    expect(covered(t, 'sixty-one Brook Avenue, Dover, Delaware, one nine nine zero one')).toBe(true);
  });

  it('takes Japanese addresses after the postal mark and Vietnamese addresses from their number', () => {
    const jp = 'Mail: 〒530-0001 大阪府大阪市北区梅田3-1-1 メゾン梅田402. Thanks';
    expect(addresses(jp)).toEqual(['〒530-0001 大阪府大阪市北区梅田3-1-1 メゾン梅田402']);
    const vn = 'Địa chỉ: Số 8 ngõ 12 phố Huế, phường Phạm Đình Hổ, quận Hai Bà Trưng, Hà Nội. Cảm ơn';
    expect(covered(vn, 'Số 8 ngõ 12 phố Huế, phường Phạm Đình Hổ, quận Hai Bà Trưng, Hà Nội')).toBe(true);
  });
});
