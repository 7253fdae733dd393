import { describe, expect, it } from 'vitest';
import { covered, found } from './test-helpers';

const names = (text: string) => found(text, 'name');
const addresses = (text: string) => found(text, 'address');

describe('institutions people live in, under their own name', () => {
  it('takes a jail, a care home or a rehab as the first line of the resident’s address', () => {
    const jail =
      'Write to me at:\nTobias Renwick-Hale #B-220931\nMarlow County House of Corrections\nUnit D-4\nPO Box 2210\nKeene NH 03431\n';
    expect(names(jail)).toContain('Tobias Renwick-Hale');
    expect(covered(jail, 'Marlow County House of Corrections\nUnit D-4\nPO Box 2210\nKeene NH 03431')).toBe(
      true,
    );
    const home =
      'Resident: VANTERPOOL, GWENDOLYN   DOB 04/11/1936\nCedar Crest Adult Family Home\n1180 SE 12th Pl\nRenton WA 98055\n';
    expect(covered(home, 'Cedar Crest Adult Family Home\n1180 SE 12th Pl\nRenton WA 98055')).toBe(true);
    const rehab =
      'Otis Brannigan\nRoom 204 – Maple Glen Rehab & Nursing\n88 Orchard Hill Rd\nNashua NH 03060\n';
    expect(names(rehab)).toEqual(['Otis Brannigan']);
    expect(covered(rehab, 'Maple Glen Rehab & Nursing')).toBe(true);
  });

  it('keeps a nursing home’s letterhead over its own street', () => {
    const bill =
      'Maple Glen Rehab & Nursing\n88 Orchard Hill Rd\nNashua NH 03060\nStatement for Otis Brannigan';
    expect(addresses(bill)).toEqual([]);
    expect(names(bill)).toEqual(['Otis Brannigan']);
  });

  it('keeps an engineer’s title out of the name', () => {
    expect(names('to be paid by her brother in Abuja:\nEngr. Chidi Okafor\nPlot 77, Wuse II\nAbuja')).toEqual(
      ['Chidi Okafor'],
    );
  });
});
