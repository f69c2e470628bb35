import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULE_IDS } from '../bidder';
import { LOCALES } from '../i18n/locales';
import { formatIssue } from '../i18n/translate';
import { DRILL_KINDS } from './topics';
import { CODED_RULES, CODED_TOPICS, ITEM_CODE_PROBLEMS, itemCode, itemFromCode, MAX_ITEM_CODE_LENGTH } from './item-code';
import { quizItem } from './item';
import { quizSession } from './session';

const TOPICS = [...DRILL_KINDS, ...RULE_IDS];

function roundTrip(code: string) {
  const back = itemFromCode(code);
  if (!back.ok) throw new Error(`${code}: ${JSON.stringify(back.error)}`);
  return back.value;
}

describe('item codes', () => {
  it('number every rule id once, in an order that only grows (a new id is appended, never inserted)', () => {
    expect([...CODED_RULES].sort()).toEqual([...RULE_IDS].sort());
    expect(new Set(CODED_RULES).size).toBe(CODED_RULES.length);
    expect(CODED_RULES.slice(0, 4)).toEqual(['O-3NT', 'O-2NT', 'O-1NT', 'O-2-7']);
    expect(CODED_RULES.indexOf('X-FORCED')).toBe(88); // the last id of 2026-12-06.9
    expect(CODED_RULES.indexOf('RR-OWN')).toBe(89);
  });

  it('number every topic once: the drill kinds of 2026-12 first, the rules, then later kinds appended', () => {
    expect([...CODED_TOPICS].sort()).toEqual([...TOPICS].sort());
    expect(new Set(CODED_TOPICS).size).toBe(CODED_TOPICS.length);
    expect(CODED_TOPICS.indexOf('score')).toBe(7);
    expect(CODED_TOPICS.indexOf('O-3NT')).toBe(8);
    expect(CODED_TOPICS.indexOf('roles')).toBe(8 + CODED_RULES.length);
  });

  it('refuse a roles code whose auction names no contract (passed out or unfinished)', () => {
    const item = quizItem('roles', 5);
    const pass = { kind: 'pass' } as const;
    for (const calls of [[pass, pass, pass, pass], item.calls.slice(0, -1)]) {
      const code = itemCode({ ...item, calls });
      expect(itemFromCode(code)).toMatchObject({ ok: false, error: { code: 'bad-quiz-link', params: { reason: 'content' } } });
    }
  });

  it('give back the same item for every topic, seeds and near misses', () => {
    for (const topic of TOPICS) {
      for (const seed of [0, 1, 77, 2 ** 31 + 5]) {
        const item = quizItem(topic, seed);
        const code = itemCode(item);
        expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(roundTrip(code)).toEqual(item);
      }
    }
    for (const entry of quizSession('compete', 4)) expect(roundTrip(itemCode(entry.item))).toEqual(entry.item);
  });

  it('are short: a bidding item under 60 characters, an evaluate item under 40', () => {
    const lengths = RULE_IDS.map((rule) => itemCode(quizItem(rule, 123_456)).length);
    expect(Math.max(...lengths)).toBeLessThan(60);
    expect(itemCode(quizItem('evaluate', 9)).length).toBeLessThan(40);
  });

  it('keep negative and large seeds, which a command-line user may give', () => {
    for (const seed of [-1, -(2 ** 40), Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]) {
      const item = quizItem('O-1', seed);
      expect(roundTrip(itemCode(item))).toEqual(item);
    }
  });

  it('refuse a changed character with the checksum (any one character changed, any seed)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 32 }), fc.nat(), fc.nat(63), (seed, at, to) => {
      const code = itemCode(quizItem('respond', seed));
      const k = at % code.length;
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const changed = code.slice(0, k) + alphabet[to] + code.slice(k + 1);
      fc.pre(changed !== code);
      const back = itemFromCode(changed);
      // one changed character is caught by the checksum, or (in its last, padding character) refused as content
      expect(back.ok).toBe(false);
    }), { numRuns: 300 });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['x'.repeat(MAX_ITEM_CODE_LENGTH + 1), 'long'],
    ['AQAA+/==', 'characters'],
    ['AQ AA', 'characters'],
    ['A', 'truncated'],
  ])('refuse %j as %s', (text, reason) => {
    expect(itemFromCode(text)).toMatchObject({ ok: false, error: { code: 'bad-quiz-link', params: { reason } } });
  });

  it('refuse a truncated code and quote at most 40 characters of it', () => {
    const code = itemCode(quizItem('rebid', 5));
    for (let n = 2; n < code.length; n++) expect(itemFromCode(code.slice(0, n)).ok).toBe(false);
    const long = itemFromCode(`${code}${'A'.repeat(300)}`);
    expect(long.ok).toBe(false);
    if (!long.ok) expect(String(long.error.params.link).length).toBeLessThanOrEqual(41);
  });

  it('never throw on arbitrary text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 120 }), (text) => {
      expect(typeof itemFromCode(text).ok).toBe('boolean');
    }), { numRuns: 2000 });
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{20,80}$/), (text) => {
      expect(typeof itemFromCode(text).ok).toBe('boolean');
    }), { numRuns: 2000 });
  });

  it('are refused with a message in every locale that says why and quotes the link', () => {
    const reasons = ITEM_CODE_PROBLEMS;
    for (const locale of LOCALES) {
      const texts = reasons.map((reason) => formatIssue(locale, { code: 'bad-quiz-link', params: { reason, link: 'AQAB' } }));
      for (const text of texts) expect(text).toContain('AQAB');
      expect(new Set(texts).size).toBe(reasons.length);
    }
  });
});
