import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { messagesFor, NAMESPACES } from './messages';
import { choosingArguments, formatNumber, localizeValues, plainArguments } from './number-values';
import { translator } from './translate';

/** Every string of a nested catalogue object with its key path. */
function strings(value: unknown, prefix: string): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => strings(v, `${prefix}.${k}`));
}

const PLURAL_ARG = /\{\s*([A-Za-z0-9_]+)\s*,\s*(?:plural|selectordinal)\s*,/g;

describe('numbers in messages', () => {
  it('formats a number the locale\'s way: sr and lv 2,5, en 2.5', () => {
    expect(formatNumber('sr', 2.5)).toBe('2,5');
    expect(formatNumber('lv', 2.5)).toBe('2,5');
    expect(formatNumber('en', 2.5)).toBe('2.5');
    expect(formatNumber('sr', 14)).toBe('14');
  });

  it('formats the plain arguments and leaves plural and select arguments numbers', () => {
    const message = '{qt} · {n, plural, one {# trick} other {# tricks}} · {step, select, 1 {one} other {more}}';
    expect([...choosingArguments(message)].sort()).toEqual(['n', 'step']);
    expect(localizeValues('sr', message, { qt: 2.5, n: 1.5, step: 1, suit: '♠' })).toEqual({ qt: '2,5', n: 1.5, step: 1, suit: '♠' });
    const values = { suit: '♠' };
    expect(localizeValues('sr', message, values)).toBe(values); // nothing to format: no copy
  });

  it('prints quick tricks with a decimal comma in sr and lv through the translator (rules and failed conditions)', () => {
    const params = { hd: 17, qt: 3.5, value: 1.5, min: 2, call: '2♣', step: 1, option: 'none', third: 'no' };
    expect(translator('sr')('rules.O-1', params)).toContain('3,5 brzih štihova');
    expect(translator('lv')('rules.O-1', params)).toContain('3,5 ātrie stiķi');
    expect(translator('en')('rules.O-1', params)).toContain('3.5 quick tricks');
    expect(translator('sr')('bidder.fail.qt-below', params)).toBe('1,5 brzih štihova, manje od 2.');
    expect(translator('lv')('bidder.fail.qt-below', params)).toBe('1,5 ātrie stiķi, mazāk nekā 2.');
  });

  it('prints a no-trump call argument with the locale\'s short form from the catalogue (sr 3 BA, lv and en 3NT)', () => {
    expect(localizeValues('sr', '{call}', { call: '3NT', suit: '♠' }, 'BA')).toEqual({ call: '3 BA', suit: '♠' });
    expect(localizeValues('sr', '{call}', { call: '3♥' }, 'BA')).toEqual({ call: '3♥' });
    const values = { call: '3NT' };
    expect(localizeValues('lv', '{call}', values, 'NT')).toBe(values);
    const params = { hdr: 8, call: '2NT' };
    expect(translator('sr')('rules.R-1NT', params)).toContain(': 2 BA.');
    expect(translator('lv')('rules.R-1NT', params)).toContain('2NT');
    expect(translator('en')('rules.R-1NT', params)).toContain('2NT');
  });

  it.each(LOCALES)('%s: no message prints an argument both plainly and as a plural (the plain one would print 2.5)', (locale) => {
    const both: string[] = [];
    for (const ns of NAMESPACES) {
      for (const [path, message] of strings(messagesFor(locale)[ns], ns)) {
        const plain = plainArguments(message);
        for (const m of message.matchAll(PLURAL_ARG)) if (plain.has(m[1])) both.push(`${path}: ${m[1]}`);
      }
    }
    expect(both).toEqual([]);
  });

  it.each(['sr', 'lv'] as const)('%s: no catalogue string writes a number with a decimal point', (locale) => {
    const found = NAMESPACES.flatMap((ns) => strings(messagesFor(locale)[ns], ns)).filter(([, text]) => /\d\.\d/.test(text));
    expect(found).toEqual([]);
  });
});
