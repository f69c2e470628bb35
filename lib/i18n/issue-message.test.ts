import { describe, expect, it } from 'vitest';
import { errorAnswer } from '../bidder-api/error-answer';
import { LOCALES } from './locales';
import { issue } from '../result';
import { issueMessage } from './issue-message';

// Names every object has through its prototype: a lookup with `in` finds them in any catalogue.
const INHERITED = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'];

describe('issueMessage', () => {
  it('formats a catalogued code, from errors and from pbn.errors', () => {
    expect(issueMessage(issue('wrong-card-count', { found: 12 }))).toBe('A hand needs 13 cards; this one has 12.');
    expect(issueMessage(issue('pbn-bad-board', { line: 1, board: 'x' }))).toMatch(/^Line 1: /);
  });

  it.each(INHERITED)('treats %s as a code without a message', (code) => {
    expect(issueMessage(issue(code))).toBe(code);
    expect(issueMessage(issue(code, { detail: 'why' }))).toBe(`${code}: why`);
  });
});

describe('errorAnswer', () => {
  it.each(LOCALES.flatMap((locale) => INHERITED.map((code) => [locale, code] as const)))(
    '%s: %s has no message: the code itself',
    (locale, code) => {
      expect(errorAnswer(locale, issue(code))).toEqual({ error: { code, message: code, params: {} } });
    },
  );

  it('still translates a catalogued code', () => {
    expect(errorAnswer('lv', issue('wrong-card-count', { found: 12 })).error.message).toBe('Rokā jābūt 13 kārtīm; šajā ir 12.');
  });
});
