import { describe, expect, it } from 'vitest';
import { detected, found } from './test-helpers';

const addresses = (text: string) => found(text, 'address');
const names = (text: string) => found(text, 'name');

describe('addresses: lower-case mail in a mixed-case line, towns with accents, phones after', () => {
  it('reads a street typed in lower case when a lower-case town, state code and ZIP code close it', () => {
    expect(addresses('Update from the tracer: 2207 s pine ave apt 5, tucson az 85713')).toEqual([
      '2207 s pine ave apt 5, tucson az 85713',
    ]);
    expect(addresses('Ms. Rhea Tolliver\napt 9 418 linden st\nfresno ca 93721\n\nBalance due')).toEqual([
      'apt 9 418 linden st',
      'fresno ca 93721',
    ]);
    // Lower-case words without a town, state and ZIP code stay words.
    expect(addresses('We drove 12 miles down the road st the clinic.')).toEqual([]);
  });

  it('reads a town written with accents, and stops before a phone number after the ZIP code', () => {
    expect(addresses('Send it to Calle 7 Bloque 3 #9\nCaguas, PR 00725 please')).toEqual(
      expect.arrayContaining(['Caguas, PR 00725']),
    );
    expect(detected('Mail: 77 Orchard Ln, Dayton OH 45402, 937 555 0140.')).toEqual([
      { type: 'address', text: '77 Orchard Ln, Dayton OH 45402' },
      { type: 'phone', text: '937 555 0140' },
    ]);
  });

  it('reads Idaho after a town as a state, not as an ID label', () => {
    expect(found('Her new place: 14 Fir St, Coeur d’Alene, ID 83814.', 'insurance_id')).toEqual([]);
    expect(found('Member ID 83814 is on the card.', 'insurance_id')).toEqual(['Member ID 83814']);
  });
});

describe('addresses: homes named before the street, General Delivery, rural and grid numbers', () => {
  it('takes a motel, camp, dorm or trailer court with its room before the street', () => {
    expect(addresses('He is staying at Rio Vista Motel, 880 N Oak St, Room 4, Visalia CA 93291.')).toEqual([
      'Rio Vista Motel, 880 N Oak St, Room 4, Visalia CA 93291',
    ]);
    expect(addresses('We live at Pecan Grove Camp, Cabin 11, 45 Levee Rd, Tifton GA 31794.')).toEqual([
      'Pecan Grove Camp, Cabin 11, 45 Levee Rd, Tifton GA 31794',
    ]);
    expect(addresses('Pt lives at Cedar Bend Trailer Court, Space 8, 12 W Main, Price UT 84501.')).toEqual([
      'Cedar Bend Trailer Court, Space 8, 12 W Main, Price UT 84501',
    ]);
  });

  it('takes a shelter named before a street that gives a bed, not a hospital with a bed', () => {
    expect(addresses('Mail to: Harbor Hope Center, 310 Bay St, Bed 17, Eureka CA 95501.')).toEqual([
      'Harbor Hope Center, 310 Bay St, Bed 17, Eureka CA 95501',
    ]);
    expect(addresses('Admitted to Bay Medical Center, 310 Bay St, Bed 17, Eureka CA 95501.')).toEqual([]);
  });

  it('reads General Delivery only with a town, state and ZIP code after it', () => {
    expect(addresses('Please use General Delivery, Bonners Ferry, ID 83805 for now.')).toEqual([
      'General Delivery, Bonners Ferry, ID 83805',
    ]);
    expect(addresses('MARTA KVIST\nGENERAL DELIVERY\nNOME AK 99762\nReturned')).toEqual([
      'GENERAL DELIVERY',
      'NOME AK 99762',
    ]);
    expect(addresses('Can I use general delivery, or does Bonners Ferry need a box?')).toEqual([]);
  });

  it('reads rural routes written Rt., Wisconsin grid numbers and numbered county roads', () => {
    expect(addresses('Pt Amos Yoder, 81, Rt. 4, Box 12, Arthur IL 61911.')).toEqual([
      'Rt. 4, Box 12, Arthur IL 61911',
    ]);
    expect(addresses('Home: N4410 Hwy 33, Beaver Dam WI 53916')).toEqual([
      'N4410 Hwy 33, Beaver Dam WI 53916',
    ]);
    expect(addresses('Lives 19020 E 740 Rd, Stilwell OK 74960.')).toEqual([
      '19020 E 740 Rd, Stilwell OK 74960',
    ]);
    expect(addresses('She lives at 18 Camino del Monte, Taos NM 87571.')).toEqual([
      '18 Camino del Monte, Taos NM 87571',
    ]);
    expect(addresses('We sent 3 via fax and 2 Via email.')).toEqual([]);
  });

  it('reads a Quebec address written the French way, and a town with a small word in it', () => {
    expect(addresses('Adresse : 2210, chemin du Lac, Magog (Québec) J1X 3W1.')).toEqual([
      '2210, chemin du Lac, Magog (Québec) J1X 3W1',
    ]);
    expect(addresses('Gisela Brandt, Ahornweg 7, 60311 Frankfurt am Main, Deutschland.')).toEqual([
      expect.stringContaining('Ahornweg 7, 60311 Frankfurt am Main, Deutschland'),
    ]);
  });
});

describe('names and birth dates in tables, logs and notes', () => {
  const names = (text: string) => found(text, 'name');
  const births = (text: string) => found(text, 'date_of_birth');

  it('reads a table drawn with pipes by its header row', () => {
    const table =
      'Acct | Name | DOB | Phone\n7730 | Okonkwo, Adaeze | 1988-04-19 | 215-555-0144\n7731 | Tran, Khoa | 1950-10-02 | 215-555-0178';
    expect(names(table)).toEqual(['Okonkwo, Adaeze', 'Tran, Khoa']);
    expect(births(table)).toEqual(['1988-04-19', '1950-10-02']);
    expect(names('Date | Rider | Pickup\n12/01 | J. Whitcombe | 40 Ash Ct, Beckley WV 25801')).toEqual([
      'J. Whitcombe',
    ]);
  });

  it('reads SURNAME, GIVEN in a column of a fixed-width log, and after RE:', () => {
    expect(names('12/02  LINDQVIST, TORBJORN  22 ELM ST, DULUTH MN 55802  vacant')).toEqual([
      'LINDQVIST, TORBJORN',
    ]);
    expect(names('RE: HALVORSEN, INGRID — 04/11/1939 — Medicare')).toEqual(['HALVORSEN, INGRID']);
    expect(births('RE: HALVORSEN, INGRID — 04/11/1939 — Medicare')).toEqual(['04/11/1939']);
    expect(names('DATE  CHARGES, ADJUSTMENTS  AMOUNT')).toEqual([]);
  });

  it('reads a name after Pt closed by a pipe or comma, a name before a birth date, Vietnamese letters', () => {
    expect(names('Pt Radomir Kubiak | 1944-08-09 | plan H1234')).toEqual(['Radomir Kubiak']);
    expect(names('Update: Pt Lucinda Arroyo, 505-555-0199, awaiting Medicaid.')).toEqual(['Lucinda Arroyo']);
    expect(names('Lives abroad part of the year. Osric Penhallow, 1979-02-14. Address on file.')).toEqual([
      'Osric Penhallow',
    ]);
    expect(names('Her son Quốc translates for her.')).toEqual(['Quốc']);
    expect(names('PT Evaluation Complete. Seen by Ortho Clinic, 2024-01-05.')).toEqual([]);
  });
});

describe('names echoed and birth dates restated', () => {
  const names = (text: string) => found(text, 'name');
  const births = (text: string) => found(text, 'date_of_birth');

  it('takes a surname the writer’s e-mail address holds, and a full name in brackets after a nickname', () => {
    expect(names('From: sparrow.ruth@example.com\nI’m Ruth Sparrow. My refund never came.')).toEqual([
      'Ruth Sparrow',
    ]);
    expect(names('hi its bree (gabriela munoz). my copay is wrong')).toEqual(['bree', 'gabriela munoz']);
    expect(names('his name teodor lindahl dob 2/9/2012. thanks')).toEqual(['teodor lindahl']);
  });

  it('takes a birth date after a name with an identifier between, a birth year closing a clause, a restatement', () => {
    expect(births('Ines Carvalho, MBI 4TK8-QP2-LM61, 1947-05-30, 12 Elm St')).toEqual(['1947-05-30']);
    expect(births('Pt Leopold Ammann, 1936. Lives with his niece.')).toEqual(['1936']);
    expect(births('Paid by Jane Doe, 2019.')).toEqual([]);
    expect(births('DOB 02.11.1990 (11/02/1990). Address in Oslo.')).toEqual(['02.11.1990', '11/02/1990']);
    expect(births('Patient Odalys Ferrer (02/14/1952) lives alone.')).toEqual(['02/14/1952']);
    expect(births('Clienta Marisol Ortega, nacida el 3 de mayo de 1968, trabaja en el campo.')).toEqual([
      '3 de mayo de 1968',
    ]);
    expect(births('Seen by Dr. Anna Lee, 11/30/1994.')).toEqual([]);
  });
});

describe('small shapes: a district and its city, Spanish articles in a street, a dotted title in capitals', () => {
  it('reads them', () => {
    expect(addresses('Yeni adres:\nModa Cd. No: 9 D: 2\n34710 Kadıköy/İstanbul\nTeşekkürler')).toEqual(
      expect.arrayContaining(['34710 Kadıköy/İstanbul']),
    );
    expect(addresses('same address 1190 camino las palmas rd, mission tx 78572')).toEqual([
      '1190 camino las palmas rd, mission tx 78572',
    ]);
    expect(found('MR. FOWLER CALLED TWICE ABOUT THE REFUND.', 'name')).toEqual(['FOWLER']);
    expect(found('ECHO: MILD MR. MODERATE TR.', 'name')).toEqual([]);
  });
});

describe('cells and dashes: addresses in tables and CSV rows, a unit word before a residence', () => {
  it('reads them, and keeps a clinic’s address after a dash', () => {
    expect(addresses('Guarantor | 41 Heron Way | Mystic CT 06355')).toEqual([
      '41 Heron Way',
      'Mystic CT 06355',
    ]);
    expect(addresses('"Eze, Nkem","9 Alder Way","Dayton","OH","45402"')).toEqual(
      expect.arrayContaining(['9 Alder Way', 'OH","45402']),
    );
    expect(addresses('We are at 12 Robin Way, Unit 3 — across from the park.')).toEqual([
      '12 Robin Way, Unit 3',
    ]);
    expect(addresses('room 12, Maple Grove Assisted Living, 300 Elm St, Ames IA 50010')).toEqual([
      'room 12, Maple Grove Assisted Living, 300 Elm St, Ames IA 50010',
    ]);
    expect(addresses('- Prairie Family Clinic - 410 Court St - bring your card')).toEqual([]);
  });
});

describe('towns without commas, homes behind a label, joined and tabled names, phones after a label', () => {
  it('runs a town and a state code on after a street, with or without a ZIP code', () => {
    expect(addresses('My room is 31 W Green St Apt 4 Urbana IL. thanks')).toEqual([
      '31 W Green St Apt 4 Urbana IL.',
    ]);
    expect(addresses('i live at 40 spruce ln apt 1 orono me now')).toEqual(['40 spruce ln apt 1 orono me']);
    expect(addresses('new place is po box 88 cut bank mt 59427')).toEqual(['po box 88 cut bank mt 59427']);
    expect(addresses('statements to 1120 e pierce st tempe 85281 pls')).toEqual([
      '1120 e pierce st tempe 85281',
    ]);
    expect(addresses('I walked 12 blocks down Main St and me too')).toEqual([]);
    expect(addresses('I moved to 3 Harbor Pt, Sandusky OH 44870.')).toEqual([
      '3 Harbor Pt, Sandusky OH 44870',
    ]);
    expect(addresses('SPENT 45 MINUTES ENCOURAGING PT - EXPLAINED CARE')).toEqual([]);
  });

  it('takes a place named after a home label, ends a labelled address with its sentence', () => {
    expect(
      addresses('Discharge address: Bright Path Center, 700 Grove St, Fresno CA 93721. Aunt Lupe drives.'),
    ).toEqual(['Bright Path Center, 700 Grove St, Fresno CA 93721']);
    expect(addresses('Physical: Bo. Candelaria, Carr. 2 Km 14.1, Toa Baja PR')).toEqual([
      expect.stringContaining('Carr. 2 Km 14.1, Toa Baja PR'),
    ]);
    expect(addresses('Remit to address: Mercy Billing Center, PO Box 4410, Dallas TX 75201')).toEqual([]);
  });

  it('takes names in a pipe table’s rows and a second name joined by or', () => {
    expect(
      names('Plans\nBrightwater, Ottilie | 02/03/1961 | $40/mo\nKovacs-Lund, Imre | 5/5/1977 | $25/mo'),
    ).toEqual(['Brightwater, Ottilie', 'Kovacs-Lund, Imre']);
    expect(names('This message is for Adaeze or Obinna Nwosu, calling from the clinic.')).toEqual([
      'Adaeze',
      'Obinna Nwosu',
    ]);
    expect(names('Spoke with Ana Ruiz and Medicare Part B.')).toEqual(['Ana Ruiz']);
    expect(names('PMH: COPD, asthma, DM, CAD\nALLERGIES: ERYTHROMYCIN, ENALAPRIL, AZTREONAM')).toEqual([]);
    expect(names('Manifest: stop 4 — Moreira, Anselmo — 22 Elm St')).toEqual(['Moreira, Anselmo']);
    expect(names('Results — Normal, Stable — see chart')).toEqual([]);
    expect(addresses('地址：上海市徐汇区漕溪北路120号')).toEqual(['上海市徐汇区漕溪北路120号']);
    expect(addresses('Sra. Inés Cárdenas\nCarrera 9 # 71-20, Apto 301\nBogotá, Colombia')).toEqual([
      'Carrera 9 # 71-20, Apto 301',
      'Bogotá, Colombia',
    ]);
  });

  it('reads a phone after Tlm and a second phone after a bracketed label', () => {
    expect(found('Tlm 913 555 027. Obrigada.', 'phone')).toEqual(['913 555 027']);
    expect(found('Call +91 22 5555 0148 (office) or 98200 55617.', 'phone')).toEqual([
      '+91 22 5555 0148',
      '98200 55617',
    ]);
  });
});

describe('more languages and letters: introductions, the ʻokina, formal country names, parallel names', () => {
  it('reads them', () => {
    expect(names('Buenas tardes. Soy Anacleto Xochihua, trabajo en una empacadora.')).toEqual([
      'Anacleto Xochihua',
    ]);
    expect(names('I eat soy beans.')).toEqual([]);
    expect(names('Mahalo,\n\nKeʻala Kahananui\n45-320 Waikalua Rd\nKaneohe HI 96744')).toEqual([
      'Keʻala Kahananui',
    ]);
    expect(names('The twins: Tiago (4/1/2017) and Quiteria (4/1/2017) need forms.')).toEqual([
      'Tiago',
      'Quiteria',
    ]);
    expect(names('portal msg from Zhu Weiran\nhi, I am a student')).toEqual(['Zhu Weiran']);
    expect(addresses('Envoyer à :\n8 rue Schoelcher\n97200 Fort-de-France\nMartinique')).toEqual(
      expect.arrayContaining(['Martinique']),
    );
    expect(addresses('Send to 14 Atafu Rd, Bairiki, Tarawa, Republic of Kiribati.')).toEqual([
      '14 Atafu Rd, Bairiki, Tarawa, Republic of Kiribati',
    ]);
  });
});

describe('a month and year of birth, an initial that is no phone label', () => {
  it('reads them', () => {
    expect(found('He was born in April of 1958 in Ohio.', 'date_of_birth')).toEqual(['April of 1958']);
    expect(found('Seen in March of 2020.', 'date_of_birth')).toEqual([]);
    expect(names('Parcel - Recipient: K. Lindgren, 4 Quarry Rd, Barre VT 05641')).toEqual(['K. Lindgren']);
    expect(found('H: 555-0101  W: (555) 555-0102', 'phone')).toEqual(['555-0101', '(555) 555-0102']);
    expect(found('Llámeme al cuatro uno cinco, cinco cinco cinco, cero uno dos tres.', 'phone')).toEqual([
      'cuatro uno cinco, cinco cinco cinco, cero uno dos tres',
    ]);
  });
});

describe('blind-fresh11 shapes, in our own words', () => {
  it('reads rural routes in Spanish, named homes, General Delivery at a post office, CSV state cells', () => {
    expect(addresses('Visit 2 — ruta 4 caja 77, san isidro tx — nobody home')).toEqual([
      'ruta 4 caja 77, san isidro tx',
    ]);
    expect(addresses('Staff quarters: seasonal housing, 12 Lodge Rd Room 3, Big Sky MT 59716.')).toEqual([
      'seasonal housing, 12 Lodge Rd Room 3, Big Sky MT 59716',
    ]);
    expect(addresses('Pt uses General Delivery, Main Post Office, Tucson AZ 85726 for mail.')).toEqual([
      'General Delivery, Main Post Office, Tucson AZ 85726',
    ]);
    expect(addresses('Bunkhouse B, Bed 3, 2 Dock Rd, Kodiak AK 99615')).toEqual([
      'Bunkhouse B, Bed 3, 2 Dock Rd, Kodiak AK 99615',
    ]);
    expect(
      addresses('2. Ottilie Brandt (ward), Elmcrest Care Home, Room 4, 9 Elm St, Reading PA 19601'),
    ).toEqual(['Elmcrest Care Home, Room 4, 9 Elm St, Reading PA 19601']);
    expect(addresses('"X-1","12 Mesa Dr, Socorro NM","87801"')).toEqual(['12 Mesa Dr, Socorro NM","87801']);
    expect(addresses('Vörösmarty u. 27. II/4\n7621 Pécs\nHungary')).toEqual([
      'Vörösmarty u. 27. II/4',
      '7621 Pécs',
      'Hungary',
    ]);
    expect(addresses('Sincerely,\nAna Rivera\nUrb. Los Pinos\nCalle Ceiba D-4\nCaguas, PR 00725')).toEqual(
      expect.arrayContaining(['Calle Ceiba D-4', 'Caguas, PR 00725']),
    );
    expect(addresses('he lives with me 44 cypress bend rd, opelousas la. call me')).toEqual([
      '44 cypress bend rd, opelousas la.',
    ]);
  });
});

describe('column headings that label only over rows', () => {
  it('reads last and first name columns of a CSV export, never the words in sentences', () => {
    const csv = 'acct,last,first,dob\n44120,Marchetti-Obi,Lorenzo,1958-02-11\n44121,Quist,Hedda,1990-12-01';
    expect(names(csv)).toEqual(['Marchetti-Obi,Lorenzo', 'Quist,Hedda']);
    expect(names('The first bill came last week; Jane Roe, first visit.')).toEqual(['Jane Roe']);
  });
});

describe('a part cut at its abbreviation', () => {
  it('keeps the whole barangay, not a sentence after a street', () => {
    expect(
      addresses(
        'Address on file: Blk 3 Lot 9, Phase 1, Villa Rosa Homes, Brgy. San Roque, Antipolo City 1870.',
      ),
    ).toEqual(['Blk 3 Lot 9, Phase 1, Villa Rosa Homes, Brgy. San Roque, Antipolo City 1870']);
    expect(addresses('Home: 12 Main St. Then he left.')).toEqual(['12 Main St']);
  });
});
