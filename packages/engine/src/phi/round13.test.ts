import { describe, expect, it } from 'vitest';
import { readKeyedFields } from './keyed-fields';
import { readableText } from './machine-text';
import { covered, found } from './test-helpers';

const addresses = (text: string) => found(text, 'address');
const names = (text: string) => found(text, 'name');
const dobs = (text: string) => found(text, 'date_of_birth');
const phones = (text: string) => found(text, 'phone');

describe('given names of other countries', () => {
  it('knows given names that US lists lack, from the locale lists', () => {
    expect(names('Thanks again for taking Sunniva to swimming on Saturday.')).toEqual(['Sunniva']);
  });

  it('keeps clinical abbreviations and faith communities that are given names elsewhere', () => {
    expect(names('s/p ORIF of the left ankle, Abd soft and non-tender.')).toEqual([]);
    expect(names('She belongs to the Amish community near the county line.')).toEqual([]);
  });
});

describe('the edges of names', () => {
  it('reads the given name and surname around a nickname in quotes', () => {
    expect(names('Pt Oluwaseun "Seun" Adeyemi-Brook asked for a payment plan.')).toEqual([
      'Oluwaseun "Seun" Adeyemi-Brook',
    ]);
    expect(names('Name: Geertruida (Truus) Haverkamp\nDate of birth: 1970-01-05')).toEqual([
      'Geertruida (Truus) Haverkamp',
    ]);
  });

  it('reads a middle initial or a middle name that is a word before a surname in capitals', () => {
    expect(names('I AM MIRIAM T. QUILLFEATHER AND I NEVER HAD THIS SCAN')).toEqual([
      'MIRIAM T. QUILLFEATHER',
    ]);
    expect(names('STATE v. ALDOUS LEE MARCHBANKS   Case 4411')).toEqual(['ALDOUS LEE MARCHBANKS']);
  });
});

describe('keyed data: JSON, XML, form dumps, YAML, SQL and delimited tables', () => {
  it('reads a FHIR address whole, and the given and family names', () => {
    const fhir =
      '{"name": [{"family": "Waiwaiole", "given": ["Kalena"]}],\n "address": [{"use": "home", "line": ["44-210 Kamehameha Hwy", "Apt 3"], "city": "Kaneohe", "state": "HI", "postalCode": "96744"}]}';
    expect(addresses(fhir)).toEqual([
      '44-210 Kamehameha Hwy", "Apt 3"], "city": "Kaneohe", "state": "HI", "postalCode": "96744',
    ]);
    expect(names(fhir)).toEqual(['Waiwaiole', 'Kalena']);
  });

  it('reads XML address parts and a birth time as one address and a birth date', () => {
    const cda =
      '<patientRole><addr><streetAddressLine>902 Palmetto Run</streetAddressLine><city>Ocala</city><state>FL</state><postalCode>34470</postalCode></addr><patient><birthTime value="20120304"/></patient></patientRole>';
    expect(addresses(cda)).toEqual([
      '902 Palmetto Run</streetAddressLine><city>Ocala</city><state>FL</state><postalCode>34470',
    ]);
    expect(dobs(cda)).toEqual(['20120304']);
  });

  it('leaves an organisation’s keyed address alone', () => {
    const org =
      '{"managingOrganization": {"display": "Lakeside Clinic", "address": [{"line": ["100 Clinic Way"], "city": "Ocala", "state": "FL", "postalCode": "34471"}]}}';
    expect(readKeyedFields(org).filter((c) => c.phiType === 'address')).toEqual([]);
  });

  it('reads PDF form fields by their names', () => {
    const fdf =
      '<< /T (applicant_last) /V (Threlkeld) >>\n<< /T (applicant_first) /V (Imogen) >>\n<< /T (addr_street) /V (17 Quarry Ln) >>\n<< /T (addr_city) /V (Barre) >>\n<< /T (addr_state) /V (VT) >>\n<< /T (addr_zip) /V (05641) >>\n<< /T (hh_member_3) /V (Threlkeld, Amos) >>';
    expect(names(fdf)).toEqual(['Threlkeld', 'Imogen', 'Threlkeld, Amos']);
    expect(covered(fdf, '17 Quarry Ln) >>\n<< /T (addr_city) /V (Barre) >>')).toBe(true);
    expect(covered(fdf, '05641')).toBe(true);
  });

  it('reads a YAML address over its lines', () => {
    const yaml =
      'ship_to:\n  line1: 8 Orchard Row\n  line2: Unit 5\n  city: Keene\n  state: NH\n  zip: "03431"\n';
    expect(covered(yaml, '8 Orchard Row\n  line2: Unit 5\n  city: Keene\n  state: NH\n  zip: "03431')).toBe(
      true,
    );
  });

  it('reads an SQL row by its column list', () => {
    const sql =
      "INSERT INTO guarantor (acct, last_nm, first_nm, dob, addr1, city, st, zip) VALUES ('5521', 'PENHALIGON', 'ROSALIND', '1971-09-30', '3 Cove Rd', 'Gloucester', 'MA', '01930');";
    expect(names(sql)).toEqual(['PENHALIGON', 'ROSALIND']);
    expect(dobs(sql)).toEqual(['1971-09-30']);
    expect(addresses(sql)).toEqual(["3 Cove Rd', 'Gloucester', 'MA', '01930"]);
  });

  it('reads a semicolon table under its heading row, one address per row', () => {
    const table =
      'name;street;postcode;city;country\nAstrid Vold;12 Fjord Ave;98110;Bainbridge Island;US\nMalin Ek;9 Birch Ct;55101;Saint Paul;US';
    expect(addresses(table)).toEqual([
      '12 Fjord Ave;98110;Bainbridge Island;US',
      '9 Birch Ct;55101;Saint Paul;US',
    ]);
  });
});

describe('machine escapes and printer commands', () => {
  it('keeps every offset while reading escapes', () => {
    const text = 'LOCATION:5 Elm St\\, Troy\\, NY 12180\nnote: "14 Ash Rd\\nAlbany NY"';
    expect(readableText(text)).toHaveLength(text.length);
  });

  it('reads an iCalendar location with escaped commas whole', () => {
    expect(addresses('BEGIN:VEVENT\nLOCATION:61 Wren Hollow Rd\\, Ghent\\, NY 12075\nEND:VEVENT')).toEqual([
      '61 Wren Hollow Rd\\, Ghent\\, NY 12075',
    ]);
  });

  it('reads the printed fields of a label-printer file and keeps the sender’s line', () => {
    const zpl =
      '^XA\n^FO40,80^A0N,28,28^FDMARGOLIN, HESTER^FS\n^FO40,120^A0N,28,28^FD77 BRANT ST APT 2^FS\n^FO40,160^A0N,28,28^FDBURLINGTON VT 05401^FS\n^FO40,200^A0N,24,24^FDPH 802-555-0144^FS\n^FO40,260^A0N,20,20^FDFROM: GREEN MOUNTAIN PHARMACY 802-555-0100^FS\n^XZ';
    expect(addresses(zpl)).toEqual(['77 BRANT ST APT 2', 'BURLINGTON VT 05401']);
    expect(phones(zpl)).toEqual(['802-555-0144']);
  });
});

describe('money paid out to a person', () => {
  it('takes the address a grant’s check is mailed to', () => {
    const grant =
      'Recipient: Odalys Fenwick   DOB 02/11/1970\nGrant: $250 toward rent\nMail check to: 318 Pecan Ave, Lafayette LA 70501';
    expect(addresses(grant)).toEqual(['318 Pecan Ave, Lafayette LA 70501']);
  });

  it('still keeps the office address that payments are mailed to', () => {
    expect(
      addresses('Your balance is $120.00. Please mail your check to: 500 Commerce Pkwy, Lafayette LA 70508'),
    ).toEqual([]);
  });
});

describe('birth dates restated, listed by year, and in passports', () => {
  it('reads a birth date restated in words or in another format', () => {
    expect(dobs('Her date of birth is 02/12/1944 (that is December 2, 1944). Please write to her.')).toEqual([
      '02/12/1944',
      'December 2, 1944',
    ]);
    expect(dobs('DOB 9 June 1962, so in your format it should read 06/09/1962.')).toEqual([
      '9 June 1962',
      '06/09/1962',
    ]);
  });

  it('does not take a visit date written after a birth date', () => {
    expect(dobs('DOB 01/02/1980, and the visit on 03/04/2020 = 03/04/2020')).toEqual(['01/02/1980']);
  });

  it('reads a year after a name in a list, a child’s year between dashes', () => {
    expect(dobs('- Ottilie Brandauer (me) 1969\n- Konstantin Brandauer 1972\n')).toEqual(['1969', '1972']);
    expect(dobs('2. Amihan Dalisay (daughter) — 2016 — same address')).toEqual(['2016']);
  });

  it('reads a date after a name and a slash in a matching report', () => {
    expect(
      dobs('M-7 | QUARTERMAINE, ISOLDE / 1958-08-19 / 40 TIDE MILL RD, ROCKPORT ME 04856 | 0.88'),
    ).toEqual(['1958-08-19']);
  });

  it('reads a date after a Portuguese birth word', () => {
    expect(dobs('o filho nasceu 14/02/2009 e mora comigo')).toEqual(['14/02/2009']);
  });

  it('reads the holder, number and birth date of a passport’s machine-readable zone', () => {
    const zone = 'P<NZLHOHAIA<<MERE<ANAHERA<<<<<<<<<<<<<<<<<<<\nLA33188427NZL7703154F3010093<<<<<<<<<<<<<<06';
    expect(names(zone)).toEqual(['HOHAIA<<MERE<ANAHERA']);
    expect(dobs(zone)).toEqual(['770315']);
  });

  it('reads a birth date in a single-quoted literal, not a time stamp as an identifier', () => {
    const log = "2026-03-02T10:15:00.120Z INFO router payload={'dob': '1966-10-04', 'zip': '27713'}";
    expect(dobs(log)).toEqual(['1966-10-04']);
    expect(found(log, 'insurance_id')).toEqual([]);
  });
});

describe('organisations’ lines', () => {
  it('keeps a letterhead’s number on its address’s line', () => {
    const letter =
      'Lakeshore Hearing Program\n400 Harbor Blvd, Suite 12, Erie PA 16507 · 814-555-0190\n\nMs. Theodora Vasquez-Lind\n22 Cherry St\nErie PA 16501';
    expect(phones(letter)).toEqual([]);
    expect(names(letter)).toEqual(['Theodora Vasquez-Lind']);
  });

  it('keeps a drugstore’s and a program’s number, and Medicare’s parts', () => {
    expect(phones('Pharmacy: Birch Hollow Rx 207-555-0142 · Rx 5510032')).toEqual([]);
    expect(phones('From: Elm Street Drugs, 207-555-0143, RPh on call')).toEqual([]);
    expect(names('MEDICARE SUMMARY NOTICE for Part B (Medical Insurance)')).toEqual([]);
  });
});

describe('names after closings in other languages and after excusing', () => {
  it('reads a given name under a closing in Italian, Welsh or Swedish', () => {
    expect(names('Scrivetemi pure.\nGrazie mille,\nOttavia')).toEqual(['Ottavia']);
    expect(names('Ffoniwch fi.\nDiolch,\nCeridwen')).toEqual(['Ceridwen']);
  });

  it('reads the child a note excuses, not a delay or a day', () => {
    expect(names('Please excuse Anouk from PE until Friday.')).toEqual(['Anouk']);
    expect(names('Please excuse the delay.')).toEqual([]);
    expect(names("Please excuse Monday's absence.")).toEqual([]);
  });
});

describe('addresses as places down to the country, without a number', () => {
  it('reads the parts after an address cue, landmarks included', () => {
    expect(
      addresses('My address: Broad Street, behind the Shell depot, Freetown, Sierra Leone. Call me.'),
    ).toEqual(['Broad Street, behind the Shell depot, Freetown, Sierra Leone']);
    expect(addresses('New: Anse La Raye, Dennery, Saint Lucia. Phone soon.')).toEqual([
      'Anse La Raye, Dennery, Saint Lucia',
    ]);
  });

  it('takes no list of places visited', () => {
    expect(addresses('We toured Paris, Lyon, Marseille, France last year.')).toEqual([]);
    expect(addresses('Offices in Boston, Chicago, Denver, USA')).toEqual([]);
  });
});

describe('houses with names above a postcode alone on its line', () => {
  it('reads the place lines above a British postcode, from a label’s value', () => {
    expect(
      covered(
        'Home address: Brecklands\nStronsay\nOrkney\nKW17 2BQ\nSeen for a fall.',
        'Brecklands\nStronsay\nOrkney\nKW17 2BQ',
      ),
    ).toBe(true);
    expect(
      covered(
        'Mr O. Hamon\nLa Moye Farm\nSark\nGY10 1SA\n\nYours faithfully,',
        'La Moye Farm\nSark\nGY10 1SA',
      ),
    ).toBe(true);
  });

  it('leaves an organisation’s address under its name', () => {
    expect(addresses('Royal Infirmary of Edinburgh\nLittle France Crescent\nEdinburgh\nEH16 4SA')).toEqual(
      [],
    );
  });
});

describe('mail in care of someone, in capitals', () => {
  it('reads the addressee and the person in whose care the mail goes', () => {
    const envelope =
      'TEODORO R BALLESTEROS\nc/o MIRASOL BALLESTEROS\n77 HARBOR VIEW DR APT 3\nVALLEJO CA 94590-1180\n\nWe found';
    expect(names(envelope)).toEqual(['TEODORO R BALLESTEROS', 'MIRASOL BALLESTEROS']);
  });

  it('takes no okay after a number for a name', () => {
    expect(names('call me (918)555-0124 ok')).toEqual([]);
  });
});

describe('places that read as names, by an NLP gazetteer', () => {
  it('drops a one-word guess that compromise reads as a place after a placing word', () => {
    expect(names('My daughter and I fly in from Denver for the funeral on the 25th.')).toEqual([]);
  });

  it('keeps people after the same words', () => {
    expect(names('I talked to Jackson about it yesterday.')).toEqual(['Jackson']);
    expect(names('Per my conversation with Hunter Field (your rep), the charge was waived.')).toEqual([
      'Hunter Field',
    ]);
  });
});

describe('birth dates in more written forms', () => {
  it('reads dates after a birth cue in spaced, year-first, Chinese and Polish or Russian forms', () => {
    expect(dobs('DOB: 04 22 1939   Phone: (502) 555-0177')).toEqual(['04 22 1939']);
    expect(dobs('Her birth 1950年2月8日. Our address follows')).toEqual(['1950年2月8日']);
    expect(dobs('I am Bożena Kwiatek, born 12 lutego 1948. I had surgery')).toEqual(['12 lutego 1948']);
    expect(dobs('Mother, birth 14.06.1952, lives with us')).toEqual(['14.06.1952']);
  });

  it('does not take a birth weight’s date', () => {
    expect(dobs('Birth weight 3.2 kg on 3/8/2019')).toEqual([]);
  });

  it('reads a birth date in brackets after an age, and a name’s date after a colon', () => {
    expect(dobs('i am 51 (06/14/1975). i work nights')).toEqual(['06/14/1975']);
    expect(dobs('Same visit for both. Ambrose: 4/11/41. Winifred: 9/3/44. Please call.')).toEqual([
      '4/11/41',
      '9/3/44',
    ]);
  });
});

describe('birth dates said or listed in parallel', () => {
  it('reads dates said of oneself and of another, and a second person’s date listed after one', () => {
    expect(dobs("I'm 5-9-1988, he's 2-14-1991. Who do I write to?")).toEqual(['5-9-1988', '2-14-1991']);
    expect(dobs('my DOB 6/3/1970, hers 12/1/1973')).toEqual(['6/3/1970', '12/1/1973']);
    expect(dobs('oliver dob 3/3/15, ivy 8/8/18. the bill')).toEqual(['3/3/15', '8/8/18']);
  });

  it('does not take a visit’s or a death’s date after a birth date', () => {
    expect(dobs('DOB 01/02/1980, visit 03/04/2020')).toEqual(['01/02/1980']);
    expect(dobs('Estate of Orval Dunn, DOB 03/14/1941, DOD 10/09/2026')).toEqual(['03/14/1941']);
  });

  it('reads Nordic and German birth words, a note in brackets after the cue, and a US restatement', () => {
    expect(dobs('Karl-Otto Lindqvist, född 1949-02-17, policy 5511')).toEqual(['1949-02-17']);
    expect(dobs('DOB (patient): 07/07/2007')).toEqual(['07/07/2007']);
    expect(dobs('DOB 23/05/1979 - sorry, US format 05/23/1979.')).toEqual(['23/05/1979', '05/23/1979']);
  });
});

describe('workers signing with a degree or a role', () => {
  it('keeps a name signed with a degree, even after a title, but not a patient’s', () => {
    expect(names('Thank you,\nMs. Okonkwo-Lee, BSN, RN\nRiverside Elementary Health Office')).toEqual([]);
    expect(names('Thanks,\nDelphine Aubry, LSW\nPatient Services Coordinator')).toEqual([]);
    expect(names('Patient: Laura Kim, RN\nDOB 1/1/1970')).toEqual(['Laura Kim']);
  });

  it('keeps a name signed with a role, not a relative’s or a personal representative’s', () => {
    expect(names('Any help is appreciated.\n\nMarisela Duarte, volunteer')).toEqual([]);
    expect(names('my son Tomas Ruiz, coordinator for his soccer team')).toEqual(['Tomas Ruiz']);
    expect(names('Teresa Sandoval-Vigil, Personal Representative')).toEqual(['Teresa Sandoval-Vigil']);
  });
});

describe('speakers of an exported chat', () => {
  it('reads a speaker who writes once when every message carries its date', () => {
    const chat =
      '[04/02/2026, 08:01] Ines Corvo: who has the insurance card?\n[04/02/2026, 08:03] Duarte: me\n[04/02/2026, 08:04] Ines Corvo: ok';
    expect(names(chat)).toEqual(['Ines Corvo', 'Duarte', 'Ines Corvo']);
  });

  it('takes no role or label as a speaker', () => {
    expect(names('12/01/2025, 09:14 - Agent: hello\n12/01/2025, 09:15 - Note: call back')).toEqual([]);
  });
});
