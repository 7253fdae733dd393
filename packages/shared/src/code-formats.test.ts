import { describe, expect, it } from 'vitest';
import { codeKeyOf } from './code-formats';

describe('code keys', () => {
  it('compare codes without case, dots, dashes or spaces', () => {
    expect(codeKeyOf(' e11.9 ')).toBe('E119');
    expect(codeKeyOf('0002-3227-30')).toBe('0002322730');
  });
});
