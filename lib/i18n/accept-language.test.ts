import { match } from '@formatjs/intl-localematcher';
import { describe, expect, it } from 'vitest';
import { serbianByScript } from './accept-language';
import { LOCALES } from './locales';

/** What next-intl's middleware does with the header: the tags by q, then the formatjs matcher (longest locale first). */
function detected(acceptLanguage: string): string {
  const weighted = acceptLanguage.split(',').map((entry) => {
    const [tag, q] = entry.split(';q=');
    return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
  });
  const languages = weighted.sort((a, b) => b.q - a.q).map((w) => w.tag);
  return match(languages, [...LOCALES].sort((a, b) => b.length - a.length), 'sr');
}

describe('serbianByScript', () => {
  it('keeps the script only when it is Cyrillic', () => {
    expect(serbianByScript('sr-Latn-RS,sr;q=0.9,en;q=0.5')).toBe('sr,sr;q=0.9,en;q=0.5');
    expect(serbianByScript('sr-Cyrl-RS, en;q=0.8')).toBe('sr-Cyrl, en;q=0.8');
    expect(serbianByScript('sr_RS')).toBe('sr');
    expect(serbianByScript('lv-LV,lv;q=0.9')).toBe('lv-LV,lv;q=0.9');
    expect(serbianByScript('')).toBe('');
  });

  it('leaves the other languages whose tag begins with "sr" as they were (Sranan Tongo, Sardinian)', () => {
    expect(serbianByScript('srn,sr-Cyrl;q=0.5')).toBe('srn,sr-Cyrl;q=0.5');
    expect(serbianByScript('srd-IT,sr-Latn;q=0.5')).toBe('srd-IT,sr;q=0.5');
    expect(serbianByScript('srn')).toBe('srn');
  });

  it.each([
    ['sr-Latn-RS,sr;q=0.9', 'sr'],
    ['sr-RS', 'sr'],
    ['sr', 'sr'],
    ['sr-ME,en;q=0.5', 'sr'],
    ['sr-Cyrl-RS,sr;q=0.9', 'sr-Cyrl'],
    ['sr-Cyrl', 'sr-Cyrl'],
    ['lv-LV,lv;q=0.9,en;q=0.8', 'lv'],
    ['en-GB,en;q=0.9', 'en'],
    ['de-DE,fr;q=0.8', 'sr'],
  ])('Accept-Language %s lands on /%s', (header, locale) => {
    expect(detected(serbianByScript(header))).toBe(locale);
  });
});
