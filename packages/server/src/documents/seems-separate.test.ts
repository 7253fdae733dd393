import { expect, it } from 'vitest';
import { createGuest } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { billText, upload } from '../test/documents';

const otherPatient = {
  name: 'Theodora Blackwood-Vance',
  dob: '11/03/1990',
  memberId: 'HBX220871145',
  account: '55120987',
  phone: '(312) 555-0144',
  street: '77 Larkspur Terrace',
};

describeEachDb('files sent as one document that seem separate', (h) => {
  it('are flagged with reasons only, and two pages of one bill are not', async () => {
    const guest = await createGuest(h());
    const mixed = await upload(h(), {
      headers: guest.headers,
      files: [
        { name: 'a.txt', bytes: billText(), type: 'text/plain' },
        { name: 'b.txt', bytes: billText(otherPatient), type: 'text/plain' },
      ],
    });
    const doc = mixed.body().document;
    expect(doc.status).toBe('awaiting_confirmation');
    expect(doc.seemsSeparate).toEqual(expect.arrayContaining(['patients', 'account_numbers']));
    expect(JSON.stringify(doc.seemsSeparate)).not.toContain('Theodora');

    const [top, rest] = billText().split('ITEMIZED');
    const pages = await upload(h(), {
      headers: guest.headers,
      files: [
        { name: 'p1.txt', bytes: top ?? '', type: 'text/plain' },
        { name: 'p2.txt', bytes: `ITEMIZED${rest ?? ''}`, type: 'text/plain' },
      ],
    });
    expect(pages.body().document.seemsSeparate).toBeUndefined();
  });
});
