import { describe, expect, it } from 'vitest';
import { found } from './test-helpers';

const names = (text: string) => found(text, 'name');

describe('names placed by what stands around them', () => {
  it('takes a name given alone beside an address, a phone number or an e-mail address', () => {
    expect(
      names('Send it to 77 Birch Lane, Akron, OH 44301. Tomasz Wierzbicki, tel. 330-555-0142'),
    ).toContain('Tomasz Wierzbicki');
    expect(names('my email is gorsk.r@example.com. ronan gorski')).toContain('ronan gorski');
    expect(names('pls text 614 555 0188 thx imani')).toContain('imani');
  });

  it('does not take plain words beside an address', () => {
    expect(names('We moved to 9 Dock Road, Hull HU1 2AB last winter, so update it.')).toEqual([]);
    expect(names('Mail to 12 Grove Street, Salem, MA 01970. Thanks')).toEqual([]);
  });

  it("takes names spelt out after 'name is', 'last name' and 'maiden name was'", () => {
    const t = "My aunt's name is Carolina. Her maiden name was Moretti, and her married last name Quist.";
    expect(names(t)).toEqual(expect.arrayContaining(['Carolina', 'Moretti', 'Quist']));
  });

  it('takes lower-case names after "i am" or a relation', () => {
    expect(names('hi i am tobias brandt and i got 2 bills')).toContain('tobias brandt');
    expect(names('calling for my grandpa emeka okafor about his bill')).toContain('emeka okafor');
    expect(names('my son is sick and i am calling about the bill')).toEqual([]);
  });

  it('widens a name found over the name-shaped words beside it', () => {
    expect(names('Dear Sir, I am Oluwaseun Adebayo Ikenna, writing about my claim.')).toContain(
      'Oluwaseun Adebayo Ikenna',
    );
  });
});
