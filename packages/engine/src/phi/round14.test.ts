import { describe, expect, it } from 'vitest';
import { covered, found } from './test-helpers';

const names = (text: string) => found(text, 'name');
const addresses = (text: string) => found(text, 'address');
const dobs = (text: string) => found(text, 'date_of_birth');
const phones = (text: string) => found(text, 'phone');

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

describe('addresses of other countries and house names', () => {
  it('reads a street whose kind comes first and whose number comes after its name', () => {
    expect(
      covered(
        'He recovers at:\nStr. Lalelelor nr. 9, ap. 3\n400112 Cluj-Napoca\nThanks',
        'Str. Lalelelor nr. 9, ap. 3',
      ),
    ).toBe(true);
    expect(addresses('Mieszka: ul. Wiśniowa 14/3, 80-827 Gdańsk')).toEqual([
      'ul. Wiśniowa 14/3, 80-827 Gdańsk',
    ]);
  });

  it('reads units in other languages and lower-case street kinds after the name', () => {
    const ice = 'Please send it to him:\nSkólastígur 41, íbúð 305\n600 Akureyri\nIceland\nThanks';
    expect(covered(ice, 'Skólastígur 41, íbúð 305\n600 Akureyri\nIceland')).toBe(true);
    const basque =
      'Write to him here:\nUrdaibai kalea 7, 2. ezk.\n48300 Gernika-Lumo, Bizkaia\nSpain\nor call me';
    expect(covered(basque, 'Urdaibai kalea 7, 2. ezk')).toBe(true);
    expect(addresses('Resident of Gallup NM, 1012 Aztec Ave, since 2019.')).toEqual([
      'Gallup NM, 1012 Aztec Ave',
    ]);
  });

  it('reads a numbered avenue without its ordinal, as Canada writes it', () => {
    expect(covered('Nadia Kovalenko\n2214 9 Ave S\nLethbridge AB T1J 1K3\n', '2214 9 Ave S')).toBe(true);
  });

  it('takes a house’s name on the line under an address cue, never a person’s', () => {
    const house =
      'My summer address until Labor Day:\nStillwater\n9 Otter Cove Rd\nSeal Harbor ME 04675\n\nThanks';
    expect(covered(house, 'Stillwater\n9 Otter Cove Rd')).toBe(true);
    const irish = 'Her address is\nCnoc na Gaoithe\nRoundstone\nCo. Galway H91 X2P4\n\nThank you';
    expect(covered(irish, 'Cnoc na Gaoithe')).toBe(true);
    expect(names('Mail to:\nKaiah Runninghorse\n12 Elm St\nGallup NM 87301')).toEqual(['Kaiah Runninghorse']);
    const uk = 'Re: Isla Munro, DOB 30/06/1958\nTaigh na Creige, Braes\nPortree IV51 9LJ\n\nShe was seen';
    expect(covered(uk, 'Taigh na Creige, Braes\nPortree IV51 9LJ')).toBe(true);
  });

  it('reads a street closed by a bracket and a visit at a bare street', () => {
    expect(addresses('Pernell Fitts — needs a ride home after (12 Ludlow Ct, Apt B)')).toEqual([
      '12 Ludlow Ct, Apt B',
    ]);
    expect(
      addresses('She will phone to arrange a first visit at 23 Sweetgum Hollow, Brevard NC 28712.'),
    ).toEqual(['23 Sweetgum Hollow, Brevard NC 28712']);
    expect(
      addresses('Thank you for your visit at Lakeshore Imaging, 2248 Main St, Brevard NC 28712.'),
    ).toEqual([]);
  });
});

describe('lists whose rows share a shape', () => {
  it('takes the names of the other rows once one row’s name is found', () => {
    expect(
      names(
        'Allergy list\nGr 1  Jubal Olabode-Lane — peanut\nGr 2  Rocco Imbriale — milk\nGr 3  Saanvi Raghunath — egg',
      ),
    ).toEqual(['Jubal Olabode-Lane', 'Rocco Imbriale', 'Saanvi Raghunath']);
    expect(names('Chairs\nChair 1: R. Quintal — ride at 11:30\nChair 2: Mary Jones — meds')).toEqual([
      'R. Quintal',
      'Mary Jones',
    ]);
  });

  it('leaves clinicians and offices in such lists alone', () => {
    expect(names('On shift\n- Dr. Ann Lee — ED\n- Mary Jones — triage\n- Front Desk — closed')).toEqual([
      'Mary Jones',
    ]);
  });

  it('reads no sentence ending in a plan as a label over the next line', () => {
    expect(
      names('will be removed from your medical plan:\n  Femi Platt — spouse\n  Zuri Platt — child'),
    ).toEqual(['Femi Platt', 'Zuri Platt']);
  });
});

describe('birth dates in other words, other languages and lists', () => {
  it('reads birth cues and date forms of other languages', () => {
    expect(dobs('Her aunt, Doina Petrescu (născută 14 aprilie 1956), is visiting.')).toEqual([
      '14 aprilie 1956',
    ]);
    expect(dobs('My grandfather, Szabó Imre (szül. 1947. március 8.), is in your system.')).toEqual([
      '1947. március 8',
    ]);
    expect(dobs('Tôi là Trần Văn Minh, sinh ngày 12 tháng 3 năm 1958. Thank you.')).toEqual([
      '12 tháng 3 năm 1958',
    ]);
    expect(dobs('my aunt, Aili Koskinen (s. 3.11.1947), lives with us')).toEqual(['3.11.1947']);
  });

  it('reads years said in words or cut short, and ancestors’ years', () => {
    expect(dobs('CALLER: He was born in nineteen forty-six, so he is seventy-nine.')).toEqual([
      'nineteen forty-six',
    ]);
    expect(dobs('We all come from Anselmo Ruiz (b. 1889 in Jalisco).')).toEqual(['1889']);
  });

  it('reads a month and a day after a cue, and the births of a newspaper column', () => {
    expect(dobs('Our son was born early on September 28 and is still in the NICU.')).toEqual([
      'September 28',
    ]);
    expect(dobs('Grandma Iolana turns 90 on August 9! Cards welcome.')).toEqual(['August 9']);
    expect(dobs('— To Chidi and Amaka Obi of Galesburg, a son, Ebuka, Nov. 2.')).toEqual(['Nov. 2']);
  });

  it('reads dates in a list of births or birthdays and none in a list of deaths or marriages', () => {
    const bible =
      'The flyleaf:\n\nBIRTHS\nAmos Tillery — 4th day of March 1931\nRuth Tillery — Jan. 11 1952\nMARRIAGES\nAmos & Ruth — June 3 1950\nDEATHS\nAmos — Nov. 14 1998\n';
    expect(dobs(bible)).toEqual(['4th day of March 1931', 'Jan. 11 1952']);
    const cards = 'December birthdays for the card station\nOtis Gaddis — Dec 4\nKhoa Dinh — Dec 28\n';
    expect(dobs(cards)).toEqual(['Dec 4', 'Dec 28']);
    expect(
      dobs('My birthday is 3-Jan-1995. Hi Mina,\nSeen by Dr. Amara Brennan on 1/5/2023 for follow-up.'),
    ).toEqual(['3-Jan-1995']);
  });

  it('reads an HTML table copied from a page as a table', () => {
    const html =
      '<table>\n<tr><th>Name</th><th>Relationship</th><th>Date of birth</th></tr>\n<tr><td>Efua Mensah-Boateng</td><td>Head of household</td><td>1981-02-19</td></tr>\n</table>';
    expect(dobs(html)).toEqual(['1981-02-19']);
  });
});

describe('places, workers and greetings that are no one’s name', () => {
  it('keeps a street or a park named like a person', () => {
    expect(names('Thanks to the pharmacy counter on Kietzke Lane. They sat on hold.')).toEqual([]);
    expect(names('She says she lives at our old house on Tulley Street. She does not.')).toEqual([]);
    expect(names('I saw Diane Lane at the clinic yesterday.')).toEqual(['Diane Lane']);
  });

  it('keeps workers named after their role', () => {
    expect(names('Notary: Lorraine Tillotson, commission expires 2029.')).toEqual([]);
    expect(names('The case manager there is Mr. Ekwueme if you need to check.')).toEqual([]);
    expect(names('Signed by: Cheryl Strom, ARNP, on 11/02/2026')).toEqual([]);
  });

  it('reads greetings of other languages as no names', () => {
    expect(names('Kia ora,\n\nMy son, Tāne Rewiti, was seen in August.')).toEqual(['Tāne Rewiti']);
    expect(names('Gentili signori,\n\nmy father was in your hospital.')).toEqual([]);
  });

  it('reads a phone’s contacts list, and numbers in gateway logs', () => {
    expect(
      names("Mama's hospital contacts\nDelroy (954) 555-0192\nMarcia 954-555-0106\nClaudette (786) 555-0111"),
    ).toEqual(['Delroy', 'Marcia', 'Claudette']);
    expect(phones('07:00:04 deliver_sm src=14045550138 text="R"')).toEqual(['14045550138']);
  });
});

describe('names and addresses in HL7 component form outside HL7 segments', () => {
  it('reads a DICOM dump’s and a lab instrument’s person fields, and leaves clinicians', () => {
    const dump =
      "(0010,0010) Patient's Name  PN: 'HOLLOWAY^BEATRIX^J'\n(0010,1040) Patient's Address  LO: '12 WREN CT^^WAKEFIELD^RI^02879'";
    expect(names(dump)).toEqual(['HOLLOWAY^BEATRIX^J']);
    expect(addresses(dump)).toEqual(['12 WREN CT^^WAKEFIELD^RI^02879']);
    expect(names('P|1|220871|||OKAFOR^ADAEZE^T||19791130|F|||FERRIS^MD')).toEqual(['OKAFOR^ADAEZE^T']);
  });
});
