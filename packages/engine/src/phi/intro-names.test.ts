import { describe, expect, it } from 'vitest';
import { found } from './test-helpers';
import { findIntroNames } from './intro-names';

const names = (text: string) => found(text, 'name');

describe('names by how writers introduce and sign themselves', () => {
  it('takes the words after a dash that closes the message', () => {
    expect(names('The refund has not arrived yet. Please check. - Maribel')).toEqual(['Maribel']);
    expect(names('new number is 614 555 0199 now. -tobiah')).toContain('tobiah');
  });

  it('takes a word no dictionary holds that closes a message right after the contact details', () => {
    expect(
      names('Statements can go to 12 Rua Augusta, Lisboa 1100-048. Call 614-555-0101. Ifeoma'),
    ).toContain('Ifeoma');
  });

  it('leaves thanks in any language that close the message', () => {
    expect(names('Phone 614-555-0101. Gracias')).toEqual([]);
    expect(names('Please call 614-555-0101. - Gracias')).toEqual([]);
  });

  it('takes "X here" opening a message', () => {
    expect(names('Hi, K. L. Ferrante here. I got a second bill for the same visit.')).toEqual([
      'K. L. Ferrante',
    ]);
  });

  it('takes a title after "it\'s" or "I am" as the writer naming themself', () => {
    expect(names("Hello, it's Dr. Anselm Varga, writing about my own bill, not a patient's.")).toEqual([
      'Anselm Varga',
    ]);
    expect(names("Good morning, this is Dr. Lee's office calling about a refund.")).toEqual([]);
  });

  it('takes the answer under a question that asks for a name', () => {
    expect(
      names('Agent: Can I have the name on the account?\nCaller: ondine marsh-lowry\nAgent: Thanks.'),
    ).toEqual(['ondine marsh-lowry']);
  });

  it('takes a name set off by commas after "I", "me" or "my name"', () => {
    expect(names('Good afternoon. I, tamsin Oyelaran, am asking for an itemised bill.')).toEqual([
      'tamsin Oyelaran',
    ]);
    expect(names('You can reach me, Ravindu, at the number on file.')).toEqual(['Ravindu']);
    expect(names('I, however, disagree with the charge.')).toEqual([]);
  });

  it('takes "it\'s me X", "the X family", a nickname "to friends" and "X is my brother"', () => {
    expect(names('hey its me Dorota again, any news on the refund')).toEqual(['Dorota']);
    expect(names('Hello from the Okonjo-Barnes family. We moved last month.')).toEqual(['Okonjo-Barnes']);
    const brother = names('Short version: Teodoro (Teo) is my brother and he paid the bill.').join(' ');
    expect(brother).toContain('Teodoro');
    expect(brother).toMatch(/Teo$/);
    expect(names('Sorry is my middle name when it comes to bills.')).toEqual([]);
  });
});

describe('a relation, then the name it is', () => {
  it('takes the name after "my partner is" and leaves words that are no names', () => {
    expect(names('We are not married, but my partner is Ye-jin Moon and she pays.')).toEqual(['Ye-jin Moon']);
    const text = 'My husband is Catholic and would like a chaplain.';
    expect(findIntroNames(text)).toEqual([]);
  });
});

describe('name labels of registration and next-of-kin forms', () => {
  it('takes surname and given names, a mother, a sponsor past the rank and a newborn past its placeholder', () => {
    const form =
      'Surname: Wojcik\nGiven names: Hanna Maria\nMother: Ilse Brandauer\nSponsor: SSgt Dario Pell';
    const found = names(form);
    expect(found.slice(0, 3)).toEqual(['Wojcik', 'Hanna Maria', 'Ilse Brandauer']);
    expect(found[3]).toMatch(/Dario Pell$/);
    const newborn = names('Newborn: Baby Girl Quartey\nDOB: 03/02/2025');
    expect(newborn).toHaveLength(1);
    expect(newborn[0]).toMatch(/^(?!Baby).*Quartey$/);
  });

  it('takes a next of kin written without a colon', () => {
    expect(names('NEXT OF KIN TOMASZ GRABOWSKI  TEL 555-201-7788')).toEqual(['TOMASZ GRABOWSKI']);
  });
});
