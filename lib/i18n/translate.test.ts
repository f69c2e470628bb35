import { describe, expect, it } from 'vitest';
import { parseHand } from '../bridge/hand';
import { formatIssue } from './translate';

describe('formatIssue', () => {
  it('fills the numbers into the message of each locale', () => {
    const parsed = parseHand('AKQ2.KJ3.T8.Q43');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(formatIssue('en', parsed.error)).toBe('A hand needs 13 cards; this one has 12.');
    expect(formatIssue('sr', parsed.error)).toBe('List mora imati 13 karata; ovaj ima 12.');
    expect(formatIssue('lv', parsed.error)).toBe('Rokā jābūt 13 kārtīm; šajā ir 12.');
  });

  it('names the suit of a duplicate card', () => {
    const parsed = parseHand('AKQ2.KK3.T8.Q432');
    expect(!parsed.ok && formatIssue('sr', parsed.error)).toBe('Karta K u boji herc se javlja dvaput.');
  });
});
