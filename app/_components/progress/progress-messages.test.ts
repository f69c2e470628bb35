import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';

const COUNTED = ['overall.answers', 'overall.inARow', 'review.waiting', 'review.now', 'review.next', 'weak.stat'] as const;

describe.each(LOCALES)('the progress messages in %s', (locale) => {
  const t = translator(locale, { strict: true });

  it('format every count from 0 to 125 without an ICU error or a raw placeholder', () => {
    for (let count = 0; count <= 125; count++)
      for (const key of COUNTED) {
        const text = t(`progress.${key}`, { count, answered: count, right: 0, days: count, percent: '50 %', kind: 'x', rule: 'O-1NT' });
        expect(text).not.toMatch(/[{}#]/);
      }
  });
});

describe('plural forms', () => {
  it.each([
    ['sr', 1, '1 odgovor, tačnih: 0'],
    ['sr', 2, '2 odgovora, tačnih: 0'],
    ['sr', 5, '5 odgovora, tačnih: 0'],
    ['sr', 21, '21 odgovor, tačnih: 0'],
    ['lv', 1, '1 atbilde, pareizas: 0'],
    ['lv', 2, '2 atbildes, pareizas: 0'],
    ['lv', 10, '10 atbilžu, pareizas: 0'],
    ['lv', 21, '21 atbilde, pareizas: 0'],
    ['en', 1, '1 answer, 0 right'],
    ['en', 3, '3 answers, 0 right'],
  ] as const)('%s: %i answers', (locale, answered, text) => {
    expect(translator(locale, { strict: true })('progress.overall.answers', { answered, right: 0 })).toBe(text);
  });

  it.each([
    ['sr', 1, 'sutra'],
    ['sr', 2, 'za 2 dana'],
    ['sr', 21, 'za 21 dan'],
    ['lv', 1, 'rīt'],
    ['lv', 2, 'pēc 2 dienām'],
    ['lv', 21, 'pēc 21 dienas'],
    ['en', 1, 'tomorrow'],
    ['en', 16, 'in 16 days'],
  ] as const)('%s: the next review in %i days', (locale, days, words) => {
    expect(translator(locale, { strict: true })('progress.review.next', { days })).toContain(` ${words}.`);
  });

  it.each([
    ['sr', 1, 'tačan odgovor zaredom'],
    ['sr', 3, 'tačna odgovora zaredom'],
    ['sr', 11, 'tačnih odgovora zaredom'],
    ['sr', 21, 'tačan odgovor zaredom'],
    ['lv', 11, 'pareizu atbilžu pēc kārtas'],
    ['lv', 3, 'pareizas atbildes pēc kārtas'],
    ['lv', 21, 'pareiza atbilde pēc kārtas'],
  ] as const)('%s: a streak of %i (the page prints the number before the words)', (locale, count, text) => {
    expect(translator(locale, { strict: true })('progress.overall.inARow', { count })).toBe(text);
  });
});
