import { describe, expect, it } from 'vitest';
import { splitCodes } from './split-codes';

describe('splitCodes', () => {
  it('splits on commas, trims and drops empty entries', () => {
    expect(splitCodes(' E11.9, 99213 ,,  ,J1100 ')).toEqual(['E11.9', '99213', 'J1100']);
    expect(splitCodes('')).toEqual([]);
    expect(splitCodes(' , ')).toEqual([]);
  });
});
