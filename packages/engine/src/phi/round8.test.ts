import { describe, expect, it } from 'vitest';
import { found } from './test-helpers';

const addresses = (text: string) => found(text, 'address');
const phones = (text: string) => found(text, 'phone');
const births = (text: string) => found(text, 'date_of_birth');

describe('addresses: a signature under a letter that names a doctor, one street after a cue, floors', () => {
  it('keeps a writer’s signed address theirs when the letter only speaks of a visit', () => {
    const text =
      'I was billed for my visit with Dr. Ferreira in June.\n\nOtto Lindqvist\n77 Juniper Dr.\nAkron, Ohio 44303';
    expect(addresses(text)).toEqual(['77 Juniper Dr.', 'Akron, Ohio 44303']);
  });

  it('still gives an address to the office when the line above leads into it', () => {
    expect(addresses('Please remit payment to:\nNorthgate Billing\n4 Quarry Rd\nAkron, OH 44303')).toEqual(
      [],
    );
    expect(addresses('Visit us at our new office:\n4 Quarry Rd\nAkron, OH 44303')).toEqual([]);
  });

  it('takes one street after a cue, with the town alone after it, not the sentence', () => {
    expect(
      addresses('the bill went to my old address 58 W 3rd Ave Bismarck and then to collections'),
    ).toEqual(['58 W 3rd Ave Bismarck']);
    expect(addresses('She lives at 9 Poplar Lane Apt 2 since spring.')).toEqual(['9 Poplar Lane Apt 2']);
    expect(addresses('He lives at 12 of them and stays.')).toEqual([]);
  });

  it('keeps a floor given by its ordinal inside the address', () => {
    expect(addresses('Staying at 300 N Wells St, 2nd fl, Chicago IL 60606 for now.')).toEqual([
      '300 N Wells St, 2nd fl, Chicago IL 60606',
    ]);
  });
});

describe('phones: pauses written as commas, a relative’s line for questions, a topic in an earlier clause', () => {
  it('takes a number said in three groups after a cue, not amounts', () => {
    expect(phones('Reach me at 414, 555, 0163 in the evening.')).toEqual(['414, 555, 0163']);
    expect(phones('We paid 100, 200, 3000 dollars in all.')).toEqual([]);
  });

  it('takes a relative’s cell given for questions, and keeps an office’s line for questions', () => {
    expect(phones("Nephew's mobile for questions (608) 555-0181.")).toEqual(['(608) 555-0181']);
    expect(phones('For questions call our office at (608) 555-0181.')).toEqual([]);
  });

  it('reads a payer named in an earlier clause as the topic, not the owner of the number', () => {
    expect(phones('Wed 9:30 — Medicare appeal forms; ring ahead, 906-555-0144, gate sticks.')).toEqual([
      '906-555-0144',
    ]);
  });
});

describe('birth dates: asked and answered, years after born, bday, a second one, after a name', () => {
  it('takes the answer to a question about the date of birth, not to other questions', () => {
    expect(births('Agent: Can I have the date of birth?\nCaller: 6/30/1971\nAgent: Thanks')).toEqual([
      '6/30/1971',
    ]);
    expect(births('Agent: And the account number?\nCaller: 6/30/1971')).toEqual([]);
  });

  it('takes a year after "born" at the end of a sentence, and a date after "bday"', () => {
    expect(births('My daughter was born in 2015. She has asthma.')).toEqual(['2015']);
    expect(births('his bday is 1/2/1958 so he is on medicare')).toEqual(['1/2/1958']);
  });

  it('takes a second birth date given after the first', () => {
    expect(births('Her date of birth is 2/3/1980 and mine is 7/7/1979.')).toEqual(['2/3/1980', '7/7/1979']);
  });

  it('takes an older date right after a person’s name, never after a clinician’s or a recent one', () => {
    expect(births('Please fix it. The patient is me, Greer Haldane, 10-02-1985.')).toEqual(['10-02-1985']);
    expect(births('Seen by Dr. Greer Haldane, 10-02-1985.')).toEqual([]);
    const now = new Date().getFullYear();
    expect(births(`Visit with Greer Haldane 03/02/${now} went fine.`)).toEqual([]);
  });
});

describe('names: rosters in capitals, household lines, a patient after an organisation’s sentence', () => {
  const names = (text: string) => found(text, 'name');

  it('takes SURNAME, GIVEN in capitals opening a line or a part, not headings of that shape', () => {
    expect(names('Returned mail\nOKONJO, ADAEZE — 14 Birch Rd, Tulsa OK 74104')).toEqual(['OKONJO, ADAEZE']);
    expect(names('Counselor note — VU, THANH / MRN 5520193')).toEqual(['VU, THANH']);
    expect(names('CHARGES, ADJUSTMENTS — see below\nPROVIDER, NPI\nBILLING, DEPT')).toEqual([]);
  });

  it('takes a household line’s name before its relation, not a section heading before a sentence', () => {
    expect(names('Household:\n2. Marisela Quintero — sister-in-law — DOB 1961')).toEqual([
      'Marisela Quintero',
    ]);
    expect(names('Social - Son visited last evening.\nNeuro - Pt awake.')).toEqual([]);
  });

  it('ends an organisation’s name at a full stop after a word, not after an abbreviation', () => {
    expect(names('Brought to Lakeview Medical Center. Pt Tomasz Wrona, 71, fell at home.')).toEqual([
      'Tomasz Wrona',
    ]);
    expect(names('Seen at St. Jude Children’s Research Hospital last year.')).toEqual([]);
  });
});

describe('birth dates beside names and in lists', () => {
  it('takes a date or a year in brackets after a person’s name, never after a clinician’s', () => {
    expect(births('Household: Ivo Brandt (1969), Lena Brandt (1972) and Tobiah (2013).')).toEqual([
      '1969',
      '1972',
      '2013',
    ]);
    expect(births('Writing for my aunt Ottilie Varga (3/9/1941), who has no phone.')).toEqual(['3/9/1941']);
    expect(births('Dr. Ottilie Varga (2019) wrote the referral.')).toEqual([]);
  });

  it('takes every date of a list after a birth cue, and an answer one line after the question', () => {
    expect(births('Two children, DOBs 05/01/2013 and 11/30/2017.')).toEqual(['05/01/2013', '11/30/2017']);
    expect(births('Agent: Name and date of birth?\nMe: Ilse Brandt\nMe: 4/4/1966')).toEqual(['4/4/1966']);
  });
});
