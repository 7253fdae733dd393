import { describe, expect, it } from 'vitest';
import { cannedReplies, pickTopic, welcomeMessage } from './canned-replies';

describe('pickTopic', () => {
  it.each([
    ['What is on my EOB?', 'eob'],
    ['My explanation of benefits shows a denied claim', 'eob'],
    ['My claim was denied', 'appeal'],
    ['How do I appeal?', 'appeal'],
    ['My prescription costs too much', 'prescription'],
    ["I can't afford this bill", 'affordability'],
    ['Is there financial assistance?', 'affordability'],
    ['I think I was charged twice', 'billingError'],
    ['There is a mistake on my bill', 'billingError'],
    ['Hello', 'general'],
  ] as const)('%s -> %s', (message, topic) => {
    expect(pickTopic(message)).toBe(topic);
  });
});

describe('cannedReplies', () => {
  it('gives every answer four distinct follow-ups', () => {
    for (const reply of [...Object.values(cannedReplies), welcomeMessage]) {
      expect(reply.response.length).toBeGreaterThan(40);
      expect(new Set(reply.suggestions).size).toBe(4);
    }
  });
});
