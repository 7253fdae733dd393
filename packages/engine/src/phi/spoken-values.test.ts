import { describe, expect, it } from 'vitest';
import { found } from './test-helpers';

describe('phone numbers and birth dates said in words (voicemail transcripts)', () => {
  it('takes a number read out digit by digit, with oh and double', () => {
    expect(
      found('you can ring me back on six oh three, double two one, eight seven four four. bye', 'phone'),
    ).toEqual(['six oh three, double two one, eight seven four four']);
    expect(found('Call back at seven one eight two two nine four four zero six please', 'phone')).toEqual([
      'seven one eight two two nine four four zero six',
    ]);
  });

  it('keeps a spoken plus, pauses written as dots and an extension said in words', () => {
    expect(
      found('my cell is plus four four, seven seven zero zero, nine double zero one two three.', 'phone'),
    ).toEqual(['plus four four, seven seven zero zero, nine double zero one two three']);
    expect(found('call me at three one two... five five five... oh one, four four ok', 'phone')).toEqual([
      'three one two... five five five... oh one, four four',
    ]);
    expect(
      found('my work line is two oh six, five five five, one two one two, extension three one, bye', 'phone'),
    ).toEqual(['two oh six, five five five, one two one two, extension three one']);
  });

  it('takes an area code said apart from the number', () => {
    expect(
      found('it is five five five, two two one nine, and the area code is six one seven.', 'phone'),
    ).toEqual(['five five five, two two one nine', 'six one seven']);
  });

  it('reads a number dialled from the US with 011 and a Swiss Natel number', () => {
    expect(found('From the States dial 011 44 7700 900 123 to reach me.', 'phone')).toEqual([
      '011 44 7700 900 123',
    ]);
    expect(found('Natel: 078 555 12 34', 'phone')).toEqual(['078 555 12 34']);
  });

  it('leaves short counts of number words alone', () => {
    expect(found('I got one, two or three letters about it, maybe four.', 'phone')).toEqual([]);
  });

  it('takes a second number given after a slash or "or"', () => {
    expect(found('Reach Priya on 080 4111 2222 / 99001 12345 after six.', 'phone')).toEqual([
      '080 4111 2222',
      '99001 12345',
    ]);
  });

  it('takes birth dates in words and ordinals after a birth cue', () => {
    expect(found('his birthday is the twenty-second of March, 1957, if that helps', 'date_of_birth')).toEqual(
      ['the twenty-second of March, 1957'],
    );
    expect(found('date of birth is four nine seventy-one and I am calling about', 'date_of_birth')).toEqual([
      'four nine seventy-one',
    ]);
    expect(found('She was born on June the ninth, nineteen forty.', 'date_of_birth')).toEqual([
      'June the ninth, nineteen forty',
    ]);
  });

  it('takes a birth year alone after a birth label and Japanese era dates', () => {
    expect(found('Insured: on file\nDOB: 1971\nRelation: self', 'date_of_birth')).toEqual(['1971']);
    expect(found('父 (born 平成3年11月2日) was seen', 'date_of_birth')).toEqual(['平成3年11月2日']);
  });

  it('needs the cue: number words and years elsewhere are not birth dates', () => {
    expect(
      found('The clinic opened in 1971 and has served us for fifty two years.', 'date_of_birth'),
    ).toEqual([]);
    expect(found('I saw the doctor on the third of May, 2024.', 'date_of_birth')).toEqual([]);
  });
});
