import { describe, expect, it } from 'vitest';
import { alternateLinkHeader, pageAlternates } from './alternates';

const ORIGIN = 'https://bridge.example';

describe('pageAlternates', () => {
  it('gives every language of a page on the configured origin', () => {
    expect(pageAlternates(ORIGIN, '/lv/score')).toEqual({
      locale: 'lv',
      path: '/score',
      canonical: 'https://bridge.example/lv/score',
      languages: {
        sr: 'https://bridge.example/sr/score',
        'sr-Cyrl': 'https://bridge.example/sr-Cyrl/score',
        lv: 'https://bridge.example/lv/score',
        en: 'https://bridge.example/en/score',
      },
      xDefault: 'https://bridge.example/score',
    });
  });

  it('a home page, with or without its trailing slash', () => {
    for (const path of ['/sr', '/sr/']) {
      expect(pageAlternates(ORIGIN, path)).toMatchObject({ locale: 'sr', path: '/', canonical: 'https://bridge.example/sr', xDefault: 'https://bridge.example/' });
    }
  });

  it('the Cyrillic pages are a locale of their own', () => {
    expect(pageAlternates(ORIGIN, '/sr-Cyrl/drills/O-1NT')).toMatchObject({ locale: 'sr-Cyrl', path: '/drills/O-1NT', canonical: 'https://bridge.example/sr-Cyrl/drills/O-1NT' });
    expect(pageAlternates(ORIGIN, '/sr-Cyrl')).toMatchObject({ locale: 'sr-Cyrl', path: '/' });
  });

  it('no alternates outside a locale', () => {
    for (const path of ['/', '/evaluate', '/de/score', '/srb/score', '/api/bid', '/sr-Latn/score', '/sr-cyrl/score']) expect(pageAlternates(ORIGIN, path)).toBeNull();
  });
});

describe('alternateLinkHeader', () => {
  it('lists the languages with their tags and x-default', () => {
    const found = pageAlternates('http://localhost:3000', '/sr/evaluate');
    if (!found) throw new Error('no alternates');
    expect(alternateLinkHeader(found, (l) => (l === 'sr' ? 'sr-Latn' : l))).toBe(
      '<http://localhost:3000/sr/evaluate>; rel="alternate"; hreflang="sr-Latn", ' +
        '<http://localhost:3000/sr-Cyrl/evaluate>; rel="alternate"; hreflang="sr-Cyrl", ' +
        '<http://localhost:3000/lv/evaluate>; rel="alternate"; hreflang="lv", ' +
        '<http://localhost:3000/en/evaluate>; rel="alternate"; hreflang="en", ' +
        '<http://localhost:3000/evaluate>; rel="alternate"; hreflang="x-default"',
    );
  });
});
