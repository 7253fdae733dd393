import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { trainModel } from '../../../../eval/name-model/train';
import { findModelNames } from './model-names';
import { getNameModel, modelFromJson, tagSpans, tagTokens } from './name-model';
import { indexText } from './text';
import { expectRedaction } from './test-helpers';

const tagged = (text: string) => findModelNames(indexText(text)).map((c) => text.slice(c.start, c.end));

describe('person-name tagger', () => {
  it('ships a compact model (<= 1 MB) that loads once', () => {
    expect(statSync(new URL('./name-model.json', import.meta.url)).size).toBeLessThanOrEqual(1024 * 1024);
    expect(getNameModel()).toBe(getNameModel());
    expect(getNameModel().weights.size).toBeGreaterThan(1000);
  });

  // Sentences in shapes the training script does not write, with names on no list we use.
  it('finds names placed by context, whatever list they are on', () => {
    expect(tagged('Yesterday Ngozi Adebayo-Okoro phoned the billing office twice.')).toEqual([
      'Ngozi Adebayo-Okoro',
    ]);
    expect(tagged('Could someone explain to Tsegaye why the copay doubled?')).toEqual(['Tsegaye']);
    expect(tagged('Many thanks for sorting this out,\nBrynjar Thorsteinsson')).toEqual([
      'Brynjar Thorsteinsson',
    ]);
    expect(tagged("i'm writing for my grandmother ekaterina vasquez-lindqvist, she can't type")).toEqual([
      'ekaterina vasquez-lindqvist',
    ]);
  });

  it('leaves clinicians, facilities, payers, drugs, eponyms and labels alone', () => {
    for (const text of [
      'Dr. Okonkwo reviewed the scan at Lakeview Regional Medical Center.',
      'Humana denied the claim; Blue Cross Blue Shield paid the rest.',
      'She takes Rosuvastatin and Empagliflozin at night.',
      'A Fogarty catheter was used. Birthdate: 3/4/1950.',
      'TTY 711. DL# S665-5356-8161. Adjustment CO-45.',
    ]) {
      expect(tagged(text), text).toEqual([]);
    }
  });

  it("is not used in clinicians' shorthand notes, where the rules decide", () => {
    const note =
      'Neuro: A&Ox3, MAE. CV: NSR 70s, no ectopy. Resp: LS clr, sats 98% 2L NC. GI: tol PO, +BS. GU: foley patent. Plan: cont to monitor, OOB to chair, Kessler aware.';
    expect(tagged(note)).toEqual([]);
  });

  it('removes a name the rules miss through detectPhi, keeping the clinician', () => {
    expectRedaction(
      'The receptionist told Oyelaran the charge was a mistake; Dr. Whitcombe agreed.',
      ['Oyelaran'],
      ['Dr. Whitcombe'],
    );
  });

  it('trains the same model from the same seed, and the model tags its own kind of data', () => {
    const a = trainModel(400, 2, 7);
    const b = trainModel(400, 2, 7);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const small = modelFromJson({ ...a, tags: [...a.tags] });
    const index = indexText('My name is Kwabena Asante and I have a question.');
    const spans = tagSpans(index, tagTokens(index, small));
    expect(
      spans.map((s) => index.text.slice(index.tokens[s.first]?.start, index.tokens[s.last]?.end)),
    ).toEqual(['Kwabena Asante']);
  });
});
