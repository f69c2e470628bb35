import { describe, expect, it } from 'vitest';
import { parseLocale } from '@/lib/i18n/locales';
import { htmlLang } from '../../lib/i18n/html-lang';
import { hasScripts, languageTargets, localeHref, SCRIPTS } from './locale-href';

describe('localeHref', () => {
  it('keeps the path, the query and the hash', () => {
    expect(localeHref('sr-Cyrl', '/drills/O-1NT', 'seed=7', '#q3')).toBe('/sr-Cyrl/drills/O-1NT?seed=7#q3');
    expect(localeHref('sr', '/evaluate', 'hand=AKQ2.KJ3.T8.Q432&partner=H')).toBe('/sr/evaluate?hand=AKQ2.KJ3.T8.Q432&partner=H');
    expect(localeHref('sr-Cyrl', '/')).toBe('/sr-Cyrl');
    expect(localeHref('sr', '/score', '', '#')).toBe('/sr/score');
  });
});

describe('the script switch and the languages', () => {
  it('is on the Serbian pages only, one link per script named in its own script', () => {
    expect(['sr', 'sr-Cyrl', 'lv', 'en'].map((l) => hasScripts(parseLocale(l) ?? 'en'))).toEqual([true, true, false, false]);
    expect(SCRIPTS.map((s) => [s.locale, s.name, s.lang])).toEqual([
      ['sr', 'Latinica', htmlLang('sr')],
      ['sr-Cyrl', 'Ћирилица', htmlLang('sr-Cyrl')],
    ]);
  });

  it('offers Serbian once, in the script of the page', () => {
    expect(languageTargets('sr-Cyrl')).toEqual([['sr', 'sr-Cyrl'], ['lv', 'lv'], ['en', 'en']]);
    expect(languageTargets('sr')).toEqual([['sr', 'sr'], ['lv', 'lv'], ['en', 'en']]);
    expect(languageTargets('lv')).toEqual([['sr', 'sr'], ['lv', 'lv'], ['en', 'en']]);
  });
});

describe('parseLocale', () => {
  it('reads a locale in any letter case, with space around it', () => {
    expect(parseLocale(' SR-cyrl ')).toBe('sr-Cyrl');
    expect(parseLocale('LV')).toBe('lv');
    expect(parseLocale('sr-Latn')).toBeUndefined();
    expect(parseLocale('')).toBeUndefined();
  });
});
