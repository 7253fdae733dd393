import { describe, expect, it } from 'vitest';
import { found } from './test-helpers';

const addresses = (text: string) => found(text, 'address');
const names = (text: string) => found(text, 'name');
const dobs = (text: string) => found(text, 'date_of_birth');

describe('names in the rows of lists and logs written as Last, First', () => {
  it('reads the pair opening a row, after an item or bin number, before a date, a phone or two spaces', () => {
    const roster =
      'School nurse — flu clinic list\nMorandi, Tisbe  2014-02-11  given\nKalu, Obinna  03/30/2013  absent';
    expect(names(roster)).toEqual(['Morandi, Tisbe', 'Kalu, Obinna']);
    expect(dobs(roster)).toEqual(['2014-02-11', '03/30/2013']);
    expect(names('Callbacks\n4. Ferreira-Lund, Ottilie (209) 555-0166 re deposit')).toEqual([
      'Ferreira-Lund, Ottilie',
    ]);
    expect(names('Shelf 4\nbin 7  Halvorsen-Eke, Dagny  no phone on file')).toEqual(['Halvorsen-Eke, Dagny']);
  });

  it('reads the pair after a role word, closed by a semicolon', () => {
    expect(names('10/02 09:14 texted reminder — pt Vantongeren, Ilse; no reply')).toEqual([
      'Vantongeren, Ilse',
    ]);
  });

  it('takes no sign-off, status, town and country or role for a pair', () => {
    expect(names('Cheers, Harriet')).toEqual(['Harriet']);
    expect(names('Marc Dubois\nRue des Tanneurs 58 bte 12\n1000 Bruxelles\nBelgique')).toEqual([
      'Marc Dubois',
    ]);
    expect(names('Denied, Pending  4/4/2020')).toEqual([]);
    expect(names('Arequipa, Peru')).toEqual([]);
    expect(names('Otto Brenneman, Executor')).toEqual(['Otto Brenneman']);
  });
});

describe('birth dates in a row after the name and its address', () => {
  it('reads a date cell in a quoted CSV row and a year alone in a column', () => {
    expect(
      dobs(
        '"Quayle, Benedetta","77 Orchard Rise, Dover DE 19901","1969-08-14"\n"Ngata, Rewi","PO Box 5, Kenai AK 99611","1955-01-03"',
      ),
    ).toEqual(['1969-08-14', '1955-01-03']);
    expect(dobs('#  Name                DOB     Town\n2  Tallbull, Minnie     1948    Busby MT')).toEqual([
      '1948',
    ]);
  });

  it('takes no service date: a description or an amount in the row makes it one', () => {
    expect(dobs('Quayle, Benedetta   Office visit   03/14/2019   cleared')).toEqual([]);
    expect(dobs('"Quayle, Benedetta","77 Orchard Rise, Dover DE 19901","03/14/2019","$150.00"')).toEqual([]);
  });
});

describe('a patient named after a role word before a bracketed birth date', () => {
  it('reads member and pt names closed by a bracket holding a date', () => {
    expect(names('RE: Member Oriel Pemberton-Acheampong, ID ZQ 551 200, DOB 01/12/1980')).toEqual([
      'Oriel Pemberton-Acheampong',
    ]);
    expect(names('Pt Ffionnuala Darragh-Yunupingu (14/05/1979) wants her statement posted')).toEqual([
      'Ffionnuala Darragh-Yunupingu',
    ]);
    expect(names('Call Member Services (800) 555-0100')).toEqual([]);
  });
});

describe('flats, boxes and cross streets written after a foreign street', () => {
  it('keeps the unit on its street line', () => {
    expect(addresses('Sender:\nKarin Edvall\nSkogsvägen 41, lgh 1204\n352 36 Växjö\nSWEDEN')).toEqual([
      'Skogsvägen 41, lgh 1204',
      '352 36 Växjö',
      'SWEDEN',
    ]);
    expect(addresses('Marc Dubois\nRue des Tanneurs 58 bte 12\n1000 Bruxelles\nBelgique')).toEqual([
      'Rue des Tanneurs 58 bte 12',
      '1000 Bruxelles',
      'Belgique',
    ]);
    expect(
      addresses(
        'Sr. Tiago Mendonça\nRua Marechal Deodoro, 812, bloco C, apto 31\nCentro\n88010-020 Florianópolis - SC\nBrasil',
      ),
    ).toEqual([
      'Rua Marechal Deodoro, 812, bloco C, apto 31',
      'Centro',
      '88010-020 Florianópolis - SC',
      'Brasil',
    ]);
  });

  it('keeps a cross street, and a country written with an ampersand', () => {
    expect(addresses('Please post to:\n9 Corniche Rd, off Tahrir Sq\nZamalek\nCairo 11511, Egypt')).toEqual([
      '9 Corniche Rd, off Tahrir Sq',
      'Zamalek',
      'Cairo 11511, Egypt',
    ]);
    expect(addresses('We are at 12 Main St, near the park')).toEqual(['12 Main St']);
    expect(addresses('Mail to:\n14 Picton St\nSan Fernando\nTrinidad & Tobago\n\nThanks')).toEqual([
      '14 Picton St',
      'San Fernando',
      'Trinidad & Tobago',
    ]);
  });
});

describe('fixed-width exports and window envelopes', () => {
  it('gives each word of a fixed-width row to the heading it starts under, a compact date too', () => {
    const text =
      'Export (fixed width)\nREF      NAME                    DOB       ADDR                                PHONE\n' +
      '00912377 BRANDVOLD ASTRID M    02281979  88 LOWELL RD APT 2 KEENE NH03431      6035550172\n' +
      '00912380 QUISPE-ORTA RAFAEL   19910716  PO BOX 4 MARLOW NH03456              6035550139';
    expect(names(text)).toEqual(['BRANDVOLD ASTRID M', 'QUISPE-ORTA RAFAEL']);
    expect(dobs(text)).toEqual(['02281979', '19910716']);
    expect(addresses(text)).toEqual(['88 LOWELL RD APT 2 KEENE NH03431', 'PO BOX 4 MARLOW NH03456']);
    expect(found(text, 'phone')).toEqual(['6035550172', '6035550139']);
  });

  it('leaves a phone run into the address after its ZIP code out of the address', () => {
    const text =
      'REF      NAME                    DOB       ADDR                                PHONE\n' +
      '00912377 BRANDVOLD ASTRID M    02281979  88 LOWELL RD APT 2 KEENE NH03431 6035550172';
    expect(addresses(text)).toEqual(['88 LOWELL RD APT 2 KEENE NH03431']);
  });

  it('reads the addressee over an indented street in an envelope window', () => {
    expect(
      names('Returned mail\n\n      WENDELL P ASHGROVE\n      412 TUPELO BEND\n      OXFORD MS 38655'),
    ).toEqual(['WENDELL P ASHGROVE']);
  });
});

describe('speakers of a pasted chat thread', () => {
  it('reads a speaker who opens two lines of a thread, not a role or a desk', () => {
    const thread = 'Wren: did the bill come\nTobiah: yes, 2 of them\nWren: send me a pic\nTobiah: ok';
    expect(names(thread)).toEqual(['Wren', 'Tobiah', 'Wren', 'Tobiah']);
    expect(names('Agent: hello\nCustomer: hi\nAgent: how can I help\nCustomer: my bill')).toEqual([]);
    expect(names('PFS: hold\nRN: ok\nPFS: done\nRN: thanks')).toEqual([]);
  });
});

describe('keys of JSON logs and quoted CSV headers', () => {
  it('reads the values of patient keys in a JSON line', () => {
    const log =
      'INFO sent {"patient_name":"Ysabeau Pettifer","dob":"1974-12-02","channel":"sms","to":"+15035550181"}';
    expect(names(log)).toEqual(['Ysabeau Pettifer']);
    expect(dobs(log)).toEqual(['1974-12-02']);
    expect(found(log, 'phone')).toEqual(['+15035550181']);
  });

  it('reads the rows under a quoted CSV header by column', () => {
    const csv =
      '"badge","last","first","dept","dob","home_phone"\n"40021","Marchbanks","Idony","ICU","1969-03-15","5035550133"';
    expect(names(csv)).toEqual(['Marchbanks', 'Idony']);
    expect(dobs(csv)).toEqual(['1969-03-15']);
  });
});

describe('rows that open with a time, and birth cues in French, Portuguese and Spanish', () => {
  it('reads a Last, First pair after a row number and a time', () => {
    expect(
      names(
        'Route sheet\n1) 07:45  Quennell, Bertrand   18 Orrin Way\n2) 08:20  Stoddart, Elske   9 Vail Ct',
      ),
    ).toEqual(['Quennell, Bertrand', 'Stoddart, Elske']);
    expect(names('09:12 Pt Ravenhill, Odalys, MRN 4471, glucose 412')).toEqual(['Ravenhill, Odalys']);
  });

  it('reads a date after né le, nascido a and nació el', () => {
    expect(dobs('pour M. Anselme Roussel (né le 14/06/1958, dossier 4471)')).toEqual(['14/06/1958']);
    expect(dobs('internamento de Iolanda Brites (nascida a 02/09/1991)')).toEqual(['02/09/1991']);
    expect(dobs('mi hija Luz Arroyo nació el 3 de mayo de 2016 y vive aquí')).toEqual(['3 de mayo de 2016']);
  });
});

describe('more headings and labels', () => {
  it('splits a capitals heading at labels one space apart and reads the export under it', () => {
    const text =
      'BADGE SSN-LAST4 LAST           FIRST      DOB      HOME-PHONE\n' +
      '118204 xxxx     PELLEGRIN      ODESSA     19810214 5415550171';
    expect(names(text)).toEqual(['PELLEGRIN', 'ODESSA']);
    expect(dobs(text)).toEqual(['19810214']);
    expect(found(text, 'phone')).toEqual(['5415550171']);
  });

  it('reads French, Spanish and year-of-birth labels, and an inmate', () => {
    expect(names('Nom : VASSEUR-LINDQVIST   Prénom : Maëlys   Date de naissance : 04/10/1994')).toEqual([
      'VASSEUR-LINDQVIST',
      'Maëlys',
    ]);
    expect(dobs('Nom : VASSEUR-LINDQVIST   Prénom : Maëlys   Date de naissance : 04/10/1994')).toEqual([
      '04/10/1994',
    ]);
    expect(dobs('Code | YOB | Arm\nK-14 | 1957 | B')).toEqual(['1957']);
    expect(names('Inmate: TREADWELL, AMOS K   DOC# 55120')).toEqual(['TREADWELL, AMOS K']);
  });

  it('takes no heading after a wide gap for a middle initial, and no town named Billings for a billing line', () => {
    expect(names('Patient: HOLLOWAY, REGAN T   MRN 550120')).toEqual(['HOLLOWAY, REGAN T']);
    expect(found('Home: 18 Ridge Rd, Billings MT — call 406-555-0193', 'phone')).toEqual(['406-555-0193']);
  });
});

describe('lists of names, and addresses ending with a country in its own language', () => {
  it('reads a comma list of given names closed by & after a name, and a given name joined before a full name', () => {
    const card = 'Merry Christmas!\nLove, Eulalie, Thaddeus, Ione & Caspar';
    for (const name of ['Eulalie', 'Thaddeus', 'Ione', 'Caspar'])
      expect(names(card).join(' ')).toContain(name);
    expect(names(card).join(' ')).not.toContain('Christmas');
    expect(names('My grandparents are Tevita and Losana Fifita, in Nukuʻalofa')).toEqual(
      expect.arrayContaining(['Tevita', 'Losana Fifita']),
    );
  });

  it('reads a block that ends with Tchad or Mauritanie, with lower-case unit words, after an announcing colon', () => {
    expect(
      addresses(
        'Please post it to the family directly: Quartier Ardep Djoumal, rue 2211, porte 9\nBP 7004\nMoundou, Tchad\nThanks',
      ),
    ).toEqual(['Quartier Ardep Djoumal, rue 2211, porte 9', 'BP 7004', 'Moundou, Tchad']);
    expect(addresses('Write to him:\nIlot C, lot 45\nKsar\nNouakchott, Mauritanie')).toEqual([
      'Ilot C, lot 45',
      'Ksar',
      'Nouakchott, Mauritanie',
    ]);
  });

  it('takes no repeated field label for a chat speaker', () => {
    expect(names('Birthdate: April 2, 1990\nBirthdate: May 3, 1991')).toEqual([]);
  });
});

describe("an institution's line the reader is told to call", () => {
  it('keeps the office, team or worker line, not a relative the writer names', () => {
    expect(found('To reschedule, call 541-555-0100.', 'phone')).toEqual([]);
    expect(found('If you have questions, call your caseworker at 541-555-0101.', 'phone')).toEqual([]);
    expect(found('Please call my son at 541-555-0102.', 'phone')).toEqual(['541-555-0102']);
  });
});

describe('a second birth date given in parallel or as a correction', () => {
  it("reads 'and I'm', 'yours is' and 'it's' after a birth date, and 'born sometime in'", () => {
    expect(dobs("it's our birthday month, he's 03/14/1950 and I'm 03/21/1953")).toEqual([
      '03/14/1950',
      '03/21/1953',
    ]);
    expect(dobs('my dob 07/30/1981. urs is 12/01/2009 if they ask')).toEqual(['07/30/1981', '12/01/2009']);
    expect(dobs("DOB on the form is wrong (4/19/2015, it's 4/9/2015)")).toEqual(['4/19/2015', '4/9/2015']);
    expect(dobs('she was born sometime in 1941, we think')).toEqual(['1941']);
    expect(dobs('DOB 05/11/1979, seen on 09/28/2024')).toEqual(['05/11/1979']);
  });
});

describe('introductions and relatives labelled with where they live', () => {
  it("reads 'yo its X', 'hi its X in #2' and 'Brother in London: X'", () => {
    expect(names('yo its keanu from the 4pm slot, i moved')).toEqual(['keanu']);
    expect(names('hi its Ysolde in #4 upstairs. the bill came')).toEqual(['Ysolde']);
    expect(names('Brother in Leeds: Chidi +44 7700 900412')).toEqual(['Chidi']);
  });

  it("takes no 'fine' or 'ok' after a greeting for a name", () => {
    expect(names('hi its fine in here')).toEqual([]);
    expect(names('hey its ok now')).toEqual([]);
  });
});

describe("airline passengers and a CSV row's address columns", () => {
  it('reads SURNAME/GIVEN before a title, not AND/OR', () => {
    expect(names('14C | OYELARAN-FISK/TOBI MR | WCHR')).toEqual(['OYELARAN-FISK/TOBI']);
    expect(names('AND/OR MR SMITH')).toEqual([]);
  });

  it("joins a row's address, city, state and ZIP cells into one address", () => {
    const csv =
      '"id","name","address_line1","address_line2","city","state","zip"\n' +
      '"7","Wilhelmus Ondaatje","88 Birchwood Ln","Apt 4","Hibbing","MN","55746"';
    expect(addresses(csv)).toEqual(['88 Birchwood Ln","Apt 4","Hibbing","MN","55746']);
  });
});

describe('address labels in other languages, place words without a number, a postcode after the country', () => {
  it('reads domicile and domicilio values, a village with no number, and a postcode after the country', () => {
    expect(addresses('Domicilio: Calle Real 9, Barrio Alto, Bata, Litoral\nNext')).toEqual([
      'Calle Real 9, Barrio Alto, Bata, Litoral',
    ]);
    expect(addresses('(residence: Leone village, past the school, Tutuila)')).toEqual([
      'Leone village, past the school, Tutuila',
    ]);
    expect(addresses('Stays at: Briars Cottage 2, Longwood, St Helena Island, STHL 1ZZ\nPhone')).toEqual([
      'Briars Cottage 2, Longwood, St Helena Island, STHL 1ZZ',
    ]);
    expect(addresses('Housing: 2 bedroom apt, stairs 14')).toEqual([]);
  });
});

describe('initials under their heading, a name on a tag, a street whose kind comes first in capitals', () => {
  it('reads initials, a name on a tag and the addressee over a CALLE street', () => {
    expect(names('Initials | Age | Arm\nT.J.W. | 61 | A\nB.O.-K. | 47 | B')).toEqual(['T.J.W.', 'B.O.-K.']);
    expect(names('Name on tag: PELLINORE-ASH, WYNNE\nThanks')).toEqual(['PELLINORE-ASH, WYNNE']);
    expect(names('SHIP TO:\nGRISELDA OYARZUN-PIKE\n455 CALLE DE LOS ALAMOS\nTAOS NM 87571')).toEqual([
      'GRISELDA OYARZUN-PIKE',
    ]);
  });
});

describe('letters in Spanish, French and Portuguese', () => {
  it('takes no word before its preposition, no greeting word and no office for a name', () => {
    expect(names('Merci de nous adresser une garantie de paiement.')).toEqual([]);
    expect(names('Número de contrato: 0044187721-01')).toEqual([]);
    expect(
      names('Administración de Seguros de Salud — Aviso de renovación\nSr. Ezequiel Montalvo Ruiz'),
    ).toEqual(['Ezequiel Montalvo Ruiz']);
    expect(names('the van den Bosch family here')).toEqual(['van den Bosch']);
  });
});

describe('places after a verb of travel', () => {
  it("takes no 'flight to Paris' or 'moved back to Columbus' for a name", () => {
    expect(names('The insurer is arranging a medical flight to Paris tomorrow.')).toEqual([]);
    expect(names('She moved back to Columbus last year.')).toEqual([]);
    expect(names('I talked to Maria about it')).toEqual(['Maria']);
  });
});

describe('German streets named after people', () => {
  it("reads 'Name-Name-Str. 19a, D-33585 Town' whole", () => {
    expect(addresses('She is moving to Hedwig-Dohm-Str. 7b, D-44139 Dortmund next month')).toEqual([
      'Hedwig-Dohm-Str. 7b, D-44139 Dortmund',
    ]);
  });
});
