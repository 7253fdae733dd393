import { describe, expect, it } from 'vitest';
import { found } from './test-helpers';

const names = (text: string) => found(text, 'name');
const addresses = (text: string) => found(text, 'address');

describe('names: recent given names, accents, a child doing something, states as surnames', () => {
  it('knows given names of recent decades (human-names) that the 1990 lists lack', () => {
    expect(names('The school nurse called: Brayden tripped at recess and hurt his wrist.')).toEqual([
      'Brayden',
    ]);
    expect(names('Nevaeh Okafor called about the bill.')).toEqual(['Nevaeh Okafor']);
  });

  it('reads a name written with accents against the lists written without them', () => {
    expect(names('Spoke with pt José Ibáñez about his bill.')).toEqual(['José Ibáñez']);
    expect(names('Her husband Władysław has the card.')).toEqual(['Władysław']);
  });

  it('takes a lone first name opening a sentence when the person acts or owns something', () => {
    expect(names('Good morning,\n\nMadison fell off the swing after lunch.')).toEqual(['Madison']);
    expect(names("We have updated Tristan's allergy plan on file.")).toEqual(['Tristan']);
    expect(names("Tristan's inhaler is in the office.")).toEqual(['Tristan']);
  });

  it('leaves saints, eponyms and words that are also given names alone', () => {
    expect(names("She had surgery at St. Luke's and was seen at St. Agnes Hospital.")).toEqual([]);
    expect(names("Addison's disease was ruled out; Barrett's esophagus was not.")).toEqual([]);
    expect(names('Do you take Apple Pay? The link in the text only shows cards.')).toEqual([]);
  });

  it('ends a name at a full stop after a whole word, not after an initial', () => {
    expect(names('Soy Graciela Ibarra. Recibí una factura del hospital.')).toEqual(['Graciela Ibarra']);
    expect(names('Yesterday Marcus T. Bellweather called about the bill.')).toEqual([
      'Marcus T. Bellweather',
    ]);
  });

  it('takes a state that is also a surname after a name begun, not a state after a town', () => {
    expect(names('MY NAME IS HOWARD WASHINGTON, MEMBER ID QX7710045')).toEqual(['HOWARD WASHINGTON']);
    expect(names('I drive to Spokane, Washington on Mondays.')).toEqual([]);
  });
});

describe('addresses: a residence’s name before its street, Broadway, a unit before the street', () => {
  it('takes a senior-living, dorm or mobile-home park name into the address', () => {
    expect(
      addresses(
        'Please send her mail to Linden Grove Assisted Living, 410 Mercer Rd, Room 12, Dayton OH 45402.',
      ),
    ).toEqual(['Linden Grove Assisted Living, 410 Mercer Rd, Room 12, Dayton OH 45402']);
    expect(addresses("I'm at Harlow Hall, Room 310, 88 College Ave, Oxford OH 45056 until May.")).toEqual([
      'Harlow Hall, Room 310, 88 College Ave, Oxford OH 45056',
    ]);
    expect(
      addresses('Rita Moss\nSunny Acres Mobile Home Park\n12 Cactus Ln, Space 4\nYuma AZ 85364'),
    ).toEqual(['Sunny Acres Mobile Home Park', '12 Cactus Ln, Space 4', 'Yuma AZ 85364']);
  });

  it('leaves a clinic’s name before its own address to the clinic', () => {
    expect(addresses('Our office: Lakeside Family Clinic, 20 Harbor Rd, Erie PA 16501.')).toEqual([]);
  });

  it('reads Broadway as a street, and a unit before the street only with its number', () => {
    expect(addresses('The bills went to my old apartment at 1410 W Broadway Apt 3, Tempe AZ 85281.')).toEqual(
      ['1410 W Broadway Apt 3, Tempe AZ 85281'],
    );
    expect(addresses('Flat 2, 31 Alder Road, Leeds LS6 2AB')).toEqual([
      'Flat 2, 31 Alder Road, Leeds LS6 2AB',
    ]);
  });

  it('names a Puerto Rican complex with the address, and reads its ZIP+4 as no phone number', () => {
    expect(addresses('Please correct: Cond. Vista del Mar, Apt 802, Carolina, PR 00979. Gracias')).toEqual([
      'Cond. Vista del Mar, Apt 802, Carolina, PR 00979',
    ]);
    expect(found('Mail: 14 Calle Sol, Yauco, PR 00698-4411', 'phone')).toEqual([]);
  });

  it('reads only the sentence that holds the address, also after a full stop and a lower-case word', () => {
    expect(
      addresses('the clinic said the labs were part of the visit. we live at 30 Levee Rd, Houma, LA 70360.'),
    ).toEqual(['30 Levee Rd, Houma, LA 70360']);
    expect(addresses('Remit to: Ridgeway Recovery, Dept. 2210, PO Box 4400, Tulsa, OK 74101.')).toEqual([]);
  });
});

describe('phones: a patient asks to be called back', () => {
  it('takes the number after "call us back", not after an office’s "call us"', () => {
    expect(found('Could someone call us back at (507) 555-0186? Thank you.', 'phone')).toEqual([
      '(507) 555-0186',
    ]);
    expect(found('Questions? Call us at 507-555-0199.', 'phone')).toEqual([]);
  });
});

describe('names stated about an account, and roster pairs after a role', () => {
  it('takes the names of a name change, the name a record should hold and a contact taken off', () => {
    expect(names('Her last name changed from Oyelaran-Pike to Sandoval last spring.')).toEqual([
      'Oyelaran-Pike',
      'Sandoval',
    ]);
    expect(names('The name on file should be Ilse van Wyk.')).toEqual(['Ilse van Wyk']);
    expect(names('Please note that Oskar Thorvaldsen is no longer my emergency contact.')).toEqual([
      'Oskar Thorvaldsen',
    ]);
    expect(names('Or call Thandiwe at 612-555-0140 after six.')).toEqual(['Thandiwe']);
  });

  it('takes a person marked as the patient, asked about as covered, or signing under a phone footer', () => {
    expect(names('Sterling Hale (patient)\nPO Box 31, Moab UT 84532')).toEqual(['Sterling Hale']);
    expect(names('Is Saoirse covered under my plan or hers?')).toEqual(['Saoirse']);
    expect(names('Thanks for looking.\nSent from my iPhone\nBrock\n')).toEqual(['Brock']);
    expect(names('Household of 3. DOB (patient): 1990/02/11.')).toEqual([]);
    expect(names('Dr. Imani Okoro (patient)\nHouse 3, Road 12, Lekki, Lagos')).toEqual(['Imani Okoro']);
  });

  it('takes a couple as two people, not a firm, and a patient after a unit’s capitals', () => {
    expect(names('Subject: Payment plan request - Wendell & Marjorie Kostelnik')).toEqual([
      'Wendell',
      'Marjorie Kostelnik',
    ]);
    expect(names('Referred to Baylor Scott & White Health.')).toEqual([]);
    expect(names('Destination: Valley Regional Center ED. Pt Ansel Whitcomb, 84, fell at home.')).toEqual([
      'Ansel Whitcomb',
    ]);
  });

  it('reads a ward, a resident, a debtor or a consumer as a person’s label, and a creditor client as kept', () => {
    expect(names('Ward: Loretta Pruitt\nDOB: 03-14-1958')).toEqual(['Loretta Pruitt']);
    expect(names('Consumer: Dana Okafor\nClient: Middle Georgia Medical Center')).toEqual(['Dana Okafor']);
  });

  it('leaves offices and days called at a number alone', () => {
    expect(names('Call Billing at 800-555-0100 or call Monday at 9.')).toEqual([]);
  });

  it('takes the name line above a military or lettered address, with its particles', () => {
    expect(names('Signed,\n\nMarit van Dorsten\nPSC 4410, Box 220\nAPO AE 09630')).toEqual([
      'Marit van Dorsten',
    ]);
    expect(names('Signed,\n\nOlaf von der Brink\n14 Birch Rd\nAmes IA 50010')).toEqual([
      'Olaf von der Brink',
    ]);
  });

  it('takes SURNAME, GIVEN in capitals after a role word, and camel-cased given names', () => {
    expect(names('ADDRESS UPDATE: Patient ORTEGA-BLUM, MARISOL now at her daughter’s.')).toEqual([
      'ORTEGA-BLUM, MARISOL',
    ]);
    expect(names('Patient BALANCE, DUE now.')).toEqual([]);
    expect(names('Greensboro NC 27406. LaTonya Birchfield. 336-555-0107')).toEqual(['LaTonya Birchfield']);
  });
});

describe('addresses: a visit told of is no office', () => {
  it('keeps a relative’s last known address theirs after an ED visit was told of', () => {
    expect(
      addresses(
        "Bills for Kayla's ED visit on 7/30 went to her father, Dale Voss, at his last known address, 88 Orchard Ln, Xenia OH 45385, and came back.",
      ),
    ).toEqual(['88 Orchard Ln, Xenia OH 45385']);
  });

  it('still gives the place of a visit, and an invitation to visit, to the office', () => {
    expect(addresses('Re: ER visit at Lakeview General, 400 Shore Dr, Erie PA 16507')).toEqual([]);
    expect(addresses('Visit us at 12 Elm St, Dayton OH 45403.')).toEqual([]);
  });
});

describe('addresses: where mail should go, group homes and shelters, Broadway alone', () => {
  it('takes an address that a thing "needs to go to", and the writer’s own mailbox after an appeal', () => {
    expect(addresses('The coupon book needs to go to 18 Tamarack Ct, Unit 4, Ames IA 50010.')).toEqual([
      '18 Tamarack Ct, Unit 4, Ames IA 50010',
    ]);
    expect(addresses('Send the appeal forms to our mailbox, PO Box 311, Galva, IL 61434, please.')).toEqual([
      'PO Box 311, Galva, IL 61434',
    ]);
    expect(addresses('Appeals to: PO Box 30432, Salt Lake City UT 84130')).toEqual([]);
  });

  it('takes a group home or shelter named before the street, not a hospice', () => {
    expect(addresses('Residence: Maple Glen Group Home, 41 Kettle Rd, Brandon VT 05733')).toEqual([
      'Maple Glen Group Home, 41 Kettle Rd, Brandon VT 05733',
    ]);
    expect(
      addresses('Mailing address for Medicaid: Hope Harbor Shelter, 9 Pier St, Astoria OR 97103.'),
    ).toEqual(['Hope Harbor Shelter, 9 Pier St, Astoria OR 97103']);
  });

  it('reads a house number on Broadway with no other street word', () => {
    expect(addresses('Skip trace: possible new addr 3341 Broadway #B, Napa CA 94558.')).toEqual([
      '3341 Broadway #B, Napa CA 94558',
    ]);
  });
});
