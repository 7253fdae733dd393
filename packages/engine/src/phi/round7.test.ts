import { describe, expect, it } from 'vitest';
import { found } from './test-helpers';

const names = (text: string) => found(text, 'name');
const addresses = (text: string) => found(text, 'address');
const phones = (text: string) => found(text, 'phone');

describe('names: nicknames, children with ages, pairs, possessors and the last sentence', () => {
  it('takes the name a person prefers or goes by', () => {
    expect(names('Pt Okonkwo, Adaeze — prefers "Dazi". DOB 3-2-1988.')).toContain('Dazi');
    expect(names('Wilhelmina Grau; family uses "Minnie". Husband present.')).toContain('Minnie');
    expect(names("I'm Oluwaseun Bakare-Lee (Seun for short). One question")).toContain('Seun');
  });

  it('takes children listed with their ages, and their later mentions', () => {
    const text = 'I have two kids — Marisol (11) and Tadeo (6). Tadeo’s ER visit cost us $900.';
    expect(names(text)).toEqual(['Marisol', 'Tadeo', 'Tadeo']);
  });

  it('takes first names used as the labels of birth dates, not other labels', () => {
    expect(names('Both got bills. Rosalind: 4/2/51. Everett: 9/9/49.')).toEqual(['Rosalind', 'Everett']);
    expect(names('Date: 5/18/24. Admitted: 5/19/24.')).toEqual([]);
  });

  it('takes the name after "legal name" and the person whose relative writes', () => {
    expect(names('Choi Min-ji (legal name on your system: MINJI CHOI) had surgery')).toContain('MINJI CHOI');
    expect(names("Good morning, I am Renata's father and I have a question")).toContain('Renata');
    expect(names('The patient’s mother called about the Hospital’s bill.')).toEqual([]);
  });

  it('takes two people signing together, and a name alone as the last sentence', () => {
    expect(names('Thank you for your help.\nAnselmo & Graciela Ibarra')).toEqual([
      'Anselmo',
      'Graciela Ibarra',
    ]);
    expect(names('Write to me at the same box. Wanjiku Said Otieno')).toEqual(['Wanjiku Said Otieno']);
    expect(names('I was billed twice. Thank You')).toEqual([]);
    expect(names('Sincerely,\nJohnson & Johnson Consumer')).toEqual([]);
  });

  it('keeps the edges of a name: initials, St., an inverted name’s middle initial', () => {
    expect(names('Please call me back. T. Vasquez')).toEqual(['T. Vasquez']);
    expect(names('Patient is me, Margaret St. Amand, DOB 1/9/1967.')).toContain('Margaret St. Amand');
    expect(names('From: Nowak, Piotr K\nMessage: Hello')).toContain('Nowak, Piotr K');
    expect(names('She is on Plan B. Ramona said so.')).not.toContain('B. Ramona');
  });

  it('does not take what a relative owns for a name', () => {
    expect(names("please send my mom's bill to the new place")).toEqual([]);
  });
});

describe('names that are places', () => {
  it('drops street and building names, countries after a place word, foreign labels', () => {
    expect(names('Cond. Vista del Mar, Apt 5, Carolina, PR 00979. Teléfono 787-555-0111')).toEqual([]);
    expect(names('My aunt moved back to Portugal. Please write to her.')).toEqual([]);
    expect(names('My nephew Jordan Baptiste called.')).toContain('Jordan Baptiste');
  });
});

describe('addresses', () => {
  it('reads a lower-case street whose town comes before a state code that is also a suffix', () => {
    expect(addresses('mail it to 402 creek rd paintsville ky 41240 thanks')).toEqual([
      '402 creek rd paintsville ky 41240',
    ]);
    expect(addresses('Mail: 9 Elm Ct Bowling Green KY 42101')).toEqual(['9 Elm Ct Bowling Green KY 42101']);
  });

  it('reads a cued address of one run from the house number to the ZIP code, or a PO drawer', () => {
    expect(
      addresses('her address is 33 calle luna barrio el cerrito laredo tx 78040 her phone 956-555-0101'),
    ).toEqual(['33 calle luna barrio el cerrito laredo tx 78040']);
    expect(addresses('address is p.o. drawer 88 marfa tx 79843 (a drawer)')).toEqual([
      'p.o. drawer 88 marfa tx 79843',
    ]);
  });

  it('joins the parts of one address written with commas and dashes, and stops before a label', () => {
    expect(
      addresses(
        'My address is Rua Bahia, 120, apto 31 – Centro, Curitiba – PR, 80010-040, Brasil. Celular +55 41 9555 0100',
      ),
    ).toEqual(['Rua Bahia, 120, apto 31 – Centro, Curitiba – PR, 80010-040, Brasil']);
    expect(
      addresses(
        'Please update: Av. Apoquindo 3000, depto. 71, Las Condes, Santiago, Chile. Cel +56 9 5550 1100.',
      ),
    ).toEqual(['Av. Apoquindo 3000, depto. 71, Las Condes, Santiago, Chile']);
  });

  it('takes what follows "send ... to" when a street or box word opens it', () => {
    expect(
      addresses('send it to Hwy 93 N, mile marker 12, Box 4, Darby MT 59829 — the box is by the road'),
    ).toEqual(['Hwy 93 N, mile marker 12, Box 4, Darby MT 59829']);
    expect(addresses('please send it to my insurance company')).toEqual([]);
  });
});

describe('phones that are an organisation’s', () => {
  it('keeps toll-free numbers unless the writer says the number is theirs', () => {
    expect(phones('Member services 1-888-555-0104. Appeals 1-877-555-0100.')).toEqual([]);
    expect(phones('My cell is 844-555-0177.')).toEqual(['844-555-0177']);
  });

  it('keeps fax, DSN and office lines, but not the writer’s own fax or one beside their phone', () => {
    expect(phones('Send it to their fax 541-555-0105. The DSN is 314-555-0150.')).toEqual([]);
    expect(phones('Their office number is 555-0144 but they said to call you.')).toEqual([]);
    expect(phones('my fax is 614-555-0132 thanks')).toEqual(['614-555-0132']);
    expect(phones('Phone (372) 555-0143  Fax 372/555-0144')).toEqual(['(372) 555-0143', '372/555-0144']);
  });

  it('applies an office cue only within its sentence', () => {
    expect(phones('Front desk is 701-555-0199 (not hers). Her room phone 701-555-0198 ext 214.')).toEqual([
      '701-555-0198 ext 214',
    ]);
  });
});

describe('addresses that are an organisation’s', () => {
  it('keeps where payments and claims go, even after "my"', () => {
    expect(addresses('I mailed my check to PO Box 5521, Topeka, KS 66601 as the stub said.')).toEqual([]);
    expect(addresses('Send corrected claims to: Lockbox 44120, Omaha NE 68103-4120')).toEqual([]);
    expect(addresses('A refund check will be mailed to 88 Lark Ln, Ames, IA 50010 within 30 days.')).toEqual([
      '88 Lark Ln, Ames, IA 50010',
    ]);
  });

  it('keeps an address that opens with an organisation’s name, not one in care of a firm', () => {
    expect(addresses('Claims address: BrightPath Health Plan, P.O. Box 3300, Boise, ID 83701.')).toEqual([]);
    expect(addresses('Pharmacy was Larkspur Pharmacy, 210 Elm St, Salem OR 97301 (503-555-0100).')).toEqual(
      [],
    );
    expect(addresses('Send to: c/o Pruitt & Vance LLP, 40 Court St, Suite 9, Utica, NY 13502.')).toEqual([
      'c/o Pruitt & Vance LLP, 40 Court St, Suite 9, Utica, NY 13502',
    ]);
    expect(addresses('please send my mail to Post Office Box 318, Laramie, WY 82073')).toEqual([
      'Post Office Box 318, Laramie, WY 82073',
    ]);
  });

  it('keeps a practice’s move, and says nothing of a county in an Irish address', () => {
    expect(addresses('Dr. Ames moved her practice to 9 Mill Rd, Unit 2, Keene, NH 03431.')).toEqual([]);
    expect(addresses('address Main Street, Ennistymon, Co. Clare, V95 X2Y3, Ireland, mobile')).toEqual([
      'Main Street, Ennistymon, Co. Clare, V95 X2Y3, Ireland',
    ]);
  });
});

describe('addresses of rural, grid and foreign shapes', () => {
  it('reads grid, farm-road and county-trunk numbers, and a box with a letter', () => {
    expect(addresses('we moved to 455 E 2300 S, Provo UT 84606. thanks')).toEqual([
      '455 E 2300 S, Provo UT 84606',
    ]);
    expect(addresses('Out here: 1402 FM 1960 Rd, Humble, TX 77338.')).toEqual([
      '1402 FM 1960 Rd, Humble, TX 77338',
    ]);
    expect(addresses('Mail goes to E4410 County Rd JJ, Algoma, WI 54201 now.')).toEqual([
      'E4410 County Rd JJ, Algoma, WI 54201',
    ]);
    expect(addresses('Send it to RR 4 Box 21C, Elkins, WV 26241')).toEqual([
      'RR 4 Box 21C, Elkins, WV 26241',
    ]);
  });

  it('reads parts between commas that end with a country, and the word for address in other languages', () => {
    expect(
      addresses('For the bill: Building 7, Street 410, Zone 25, Doha, Qatar, mobile +974 5555 0100.'),
    ).toEqual(['Building 7, Street 410, Zone 25, Doha, Qatar']);
    expect(addresses('I visited Paris, Lyon and Nice, France last year.')).toEqual([]);
    expect(addresses('Adrese: Elizabetes iela 21-4, Rīga, LV-1010, Latvija. Tālr. +371 2555 0100')).toEqual([
      'Elizabetes iela 21-4, Rīga, LV-1010, Latvija',
    ]);
    expect(
      found('Mi dirección:\nUrb. Villa Fontana\nCalle 4 Bloque 2 #9\nCarolina, PR 00983\nGracias', 'address'),
    ).toEqual(['Urb. Villa Fontana', 'Calle 4 Bloque 2 #9', 'Carolina, PR 00983']);
  });

  it('takes a country line under a town line', () => {
    expect(addresses('Ana Reyes\n3 Orchid Street\nBelmopan\nBelize\nCell +501 555-0100')).toEqual([
      '3 Orchid Street',
      'Belmopan',
      'Belize',
    ]);
  });
});

describe('names in sign-offs, asides and lower-case messages', () => {
  it('takes the name after closing words, and two dashes or a new line before a name in capitals', () => {
    expect(names('my account is 55120.\nThx, R. Oduya')).toEqual(['R. Oduya']);
    expect(names('Please fix it. Thanks, Xochitl')).toEqual(['Xochitl']);
    expect(names('I SENT THE FORM TWICE.\nDELPHINE OKORO')).toEqual(['DELPHINE OKORO']);
    expect(names('Thanks, Best Buy')).toEqual([]);
  });

  it('takes who a writer names as theirs, or calls themself, or writes as', () => {
    expect(names('Tova and Ezra are my twins, born 2019.')).toEqual(['Tova', 'Ezra']);
    expect(names("Bills are mixed up. Benny's (my husband, Benedetto Russo) plan")).toContain('Benny');
    expect(names('Everyone calls me Wojtek. Thanks')).toContain('Wojtek');
    expect(names('Please call me Monday about it')).toEqual([]);
    expect(names('HE GOES BY DUKE BUT IT IS NOT ON THE CARD')).toEqual(['DUKE']);
    expect(names('Hej! Maja Lindqvist writing. The bill is wrong.')).toContain('Maja Lindqvist');
  });

  it('takes a lower-case surname after a first name typed in lower case', () => {
    expect(names('hey its rose again, rose okonjo. did u get the pic')).toEqual(['rose', 'rose okonjo']);
    expect(names("hi it's miles (miles begay), same address")).toContain('miles begay');
    expect(names('my name is jo. i said it’s fine again')).toEqual(['jo']);
    expect(names('Domicilio del paciente: Av. Juárez 12')).not.toContain('del paciente');
  });
});

describe('names, mailboxes and numbers that are not the patient’s', () => {
  it('drops staff named by their role, and their other mentions', () => {
    const chat = 'Agent Priya: Hi, I’m Priya. How can I help?\nVisitor: hi priya, it’s tomasz again';
    expect(names(chat)).not.toContain('Priya');
    expect(names('Call note - agent R. Bellweather. Caller Ines Ortega (self) asked')).toEqual([
      'Ines Ortega',
    ]);
    expect(names('I talked to someone named Gloria.\nThanks,\nDevika Rao')).toEqual(['Devika Rao']);
    expect(names('my husband and authorized representative, Walter Grimes.')).toContain('Walter Grimes');
  });

  it('drops towns after "in" or "at", streets, faiths, thanks and hyphenated eponyms', () => {
    expect(names('I was seen at the clinic in Tupelo last week.')).toEqual([]);
    expect(names('The pharmacy on Roswell Hampton Blvd charged me')).toEqual([]);
    expect(names('My wife is Catholic and asked for the chaplain.')).toEqual([]);
    expect(names('my name is CHRISTIAN and my wife is FAITH')).toContain('CHRISTIAN');
    expect(names('The Dix-Hallpike test is on the bill. Mahalo.')).toEqual([]);
  });

  it('keeps an office’s mailbox and invoice numbers out, but not a mailbox the writer calls theirs', () => {
    expect(found('To: patient-accounts@example.org\nSubject: my bill', 'email')).toEqual([]);
    expect(found('my email is info@ortegafamily.example.com', 'email')).toEqual([
      'info@ortegafamily.example.com',
    ]);
    expect(found('two invoice numbers (INV-558102 and INV-558117) for one visit', 'insurance_id')).toEqual(
      [],
    );
  });
});

describe('addresses in more shapes', () => {
  it('reads a private bag, a street closed by a bracket or a full stop, and an organisation in someone’s own address', () => {
    expect(addresses('Post: Private Bag 0081, Francistown.')).toContain('Private Bag 0081, Francistown');
    expect(addresses('before that we were at 2210 n. elm st (no apt). cell 502-555-0100')).toEqual([
      '2210 n. elm st',
    ]);
    expect(
      addresses('her address is Rice University, 6100 Main St, Room 12, Houston TX 77005; mine is the same'),
    ).toEqual(['Rice University, 6100 Main St, Room 12, Houston TX 77005']);
  });
});
