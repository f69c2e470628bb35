import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoOf } from './create-set-draft';
import { localOf, momentText } from './moments';

const AT = '2026-12-05T08:30:00.000Z';

describe('momentText', () => {
  it("writes the moment in the page's language, with the year, day and time; Serbian in figures, so in either script", () => {
    const shown = Object.fromEntries((['sr', 'sr-Cyrl', 'lv', 'en'] as const).map((locale) => [locale, momentText(AT, locale)]));
    for (const text of Object.values(shown)) expect(text).toMatch(/2026/);
    expect(shown.sr).toMatch(/^5\. 12\. 2026\. \d\d:\d\d$/);
    expect(shown['sr-Cyrl']).toBe(shown.sr);
    expect(shown.lv).toMatch(/^2026\. gada 5\. dec\. \d\d:\d\d$/);
    expect(shown.en).toMatch(/^Dec 5, 2026, /);
  });

  it('shows the same minute as the time inputs (localOf), in the same zone', () => {
    const [, hours, minutes] = localOf(AT).match(/T(\d\d):(\d\d)$/)!;
    expect(momentText(AT, 'lv')).toContain(`${hours}:${minutes}`);
  });
});

describe('localOf', () => {
  it('is empty for no time or a broken one', () => {
    expect(localOf(null)).toBe('');
    expect(localOf('not a time')).toBe('');
  });

  it('reads back through isoOf to the same minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('2020-01-01'), max: Date.parse('2040-01-01') }), (ms) => {
        const minute = Math.floor(ms / 60_000) * 60_000;
        expect(isoOf(localOf(new Date(minute).toISOString()))).toBe(new Date(minute).toISOString());
      }),
    );
  });
});
