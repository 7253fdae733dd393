import { describe, expect, it } from 'vitest';
import { PAGE_SEPARATOR } from '@clearbill/engine';
import { billText, patient } from '../test/documents';
import { separateSignals } from './separate-signals';

const other = {
  name: 'Theodora Blackwood-Vance',
  dob: '11/03/1990',
  memberId: 'HBX220871145',
  account: '55120987',
  phone: '(312) 555-0144',
  street: '77 Larkspur Terrace',
};

/** The same bill printed for another patient, months later. */
const laterBill = billText(other).replaceAll('01/12/2026', '09/20/2026');

describe('separateSignals', () => {
  it('finds two patients, account numbers and far-apart dates in two files sent as one', () => {
    const reasons = separateSignals([billText(), laterBill].join(PAGE_SEPARATOR), 'text', [1, 1]);
    expect(reasons).toEqual(expect.arrayContaining(['patients', 'account_numbers', 'service_dates']));
    expect(reasons).not.toContain('document_types');
  });

  it('finds a bill and a denial letter sent as one', () => {
    const letter = [
      'Blue Cross Blue Shield',
      'Notice of Claim Denial',
      'We have denied your claim for services on 01/12/2026.',
      'Reason: the service was not medically necessary.',
      'You have the right to appeal this decision within 180 days.',
    ].join('\n');
    expect(separateSignals([billText(), letter].join(PAGE_SEPARATOR), 'text', [1, 1])).toContain(
      'document_types',
    );
  });

  it('says nothing about two pages of one bill, or a second page without details', () => {
    const [top, rest] = [billText().split('ITEMIZED')[0] ?? '', `ITEMIZED${billText().split('ITEMIZED')[1]}`];
    expect(separateSignals([top, rest].join(PAGE_SEPARATOR), 'text', [1, 1])).toEqual([]);
    expect(separateSignals([billText(), billText()].join(PAGE_SEPARATOR), 'text', [1, 1])).toEqual([]);
  });

  it('claims nothing for one file, or when the pages do not match the files', () => {
    expect(separateSignals(billText(), 'text', [1])).toEqual([]);
    expect(separateSignals([billText(), laterBill].join(PAGE_SEPARATOR), 'text', [1, 2])).toEqual([]);
  });

  it('never names what differs', () => {
    const reasons = separateSignals([billText(), laterBill].join(PAGE_SEPARATOR), 'text', [1, 1]);
    expect(JSON.stringify(reasons)).not.toContain(other.name);
    expect(JSON.stringify(reasons)).not.toContain(patient.name);
  });
});
