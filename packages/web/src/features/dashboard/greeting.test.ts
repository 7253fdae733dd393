import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting';

describe('greetingName', () => {
  it('prefers the first name, then the e-mail before the @, then "there"', () => {
    expect(greetingName({ firstName: 'Ada', email: 'ada@example.com' })).toBe('Ada');
    expect(greetingName({ firstName: '  ', email: 'robin.h@example.com' })).toBe('robin.h');
    expect(greetingName({ firstName: '', email: '' })).toBe('there');
    expect(greetingName(null)).toBe('there');
  });
});
