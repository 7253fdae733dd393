import { describe, expect, it } from 'vitest';
import { detected, found } from './test-helpers';

describe('HL7, X12 and vCard records read by position', () => {
  it('reads the patient, next of kin and guarantor fields of an HL7 v2 message, not its header', () => {
    const msg = [
      'MSH|^~\\&|ADT1|EASTVALE|LAB|EASTVALE|20260214081500||ADT^A01|CTRL7731|P|2.5',
      'EVN|A01|20260214081500',
      'PID|1||E4471902^^^EVH^MR||PELLINGTON^MARGUERITA^J||19630522|F|||77 SUMAC HOLLOW RD^^BRATTLEBORO^VT^05301||(802)555-0161',
      'NK1|1|PELLINGTON^AUGUST|SPO|77 SUMAC HOLLOW RD^^BRATTLEBORO^VT^05301|(802)555-0188',
      'GT1|1||PELLINGTON^AUGUST||77 SUMAC HOLLOW RD^^BRATTLEBORO^VT^05301|(802)555-0188||19600103',
    ].join('\r');
    const spans = detected(msg).map((s) => `${s.type}:${s.text}`);
    expect(spans).toEqual(
      expect.arrayContaining([
        'mrn:E4471902',
        'name:PELLINGTON^MARGUERITA^J',
        'date_of_birth:19630522',
        'address:77 SUMAC HOLLOW RD^^BRATTLEBORO^VT^05301',
        'phone:(802)555-0161',
        'name:PELLINGTON^AUGUST',
        'phone:(802)555-0188',
        'date_of_birth:19600103',
      ]),
    );
    expect(spans.some((s) => s.includes('20260214081500') || s.includes('CTRL7731'))).toBe(false);
  });

  it("reads an X12 member's name, address and birth date, and leaves the provider's loop", () => {
    const edi =
      'NM1*85*2*RIVERBEND ORTHOPEDICS*****XX*1234567893~N3*400 CLINIC WAY~N4*BOISE*ID*83702~' +
      'NM1*IL*1*FAIRWEATHER*OSWIN*K***MI*ZXW88120433~N3*19 JUNIPER CT~N4*NAMPA*ID*83651~DMG*D8*19790830*M~';
    expect(found(edi, 'name')).toEqual(['FAIRWEATHER*OSWIN*K']);
    expect(found(edi, 'address')).toEqual(['19 JUNIPER CT~N4*NAMPA*ID*83651']);
    expect(found(edi, 'date_of_birth')).toEqual(['19790830']);
    expect(found(edi, 'insurance_id')).toEqual(['ZXW88120433']);
  });

  it("reads a vCard's names, address, phone and birthday", () => {
    const card =
      'BEGIN:VCARD\nVERSION:4.0\nN:Osterhagen;Philippa;;;\nFN:Philippa Osterhagen\nBDAY:19850911\n' +
      'ADR;TYPE=home:;;12 Larkspur Ln;Ames;IA;50010;USA\nTEL;TYPE=cell:tel:+1-515-555-0147\nEND:VCARD';
    expect(found(card, 'name')).toEqual(['Osterhagen;Philippa', 'Philippa Osterhagen']);
    expect(found(card, 'address')).toEqual(['12 Larkspur Ln;Ames;IA;50010;USA']);
    expect(found(card, 'phone')).toEqual(['+1-515-555-0147']);
    expect(found(card, 'date_of_birth')).toEqual(['19850911']);
  });

  it("reads an 834 member's REF number after INS, not a provider loop's", () => {
    const edi =
      'NM1*P5*2*ACME BENEFITS*****FI*123456789~REF*0F*PLANREF01~' +
      'INS*Y*18*021*28*A***FT~REF*0F*771204418~NM1*IL*1*QUARRIE*BRONWEN*A~DMG*D8*19820611*F~';
    expect(found(edi, 'insurance_id')).toEqual(['771204418']);
    expect(found(edi, 'name')).toEqual(['QUARRIE*BRONWEN*A']);
  });
});
