import { describe, expect, it } from 'vitest';
import { COMMON_HEADERS, HSTS, STATIC_CSP } from '../lib/http/site-headers.mjs';
import { BAD_PATH_TEXT, badPathAnswer, isDecodablePath } from './bad-path.mjs';

describe('badPathAnswer', () => {
  it.each(['/%FF', '/en/drills/%FF', '/en/%FF', '/en/drills/open%FF', '/en/drills/%C0%AF', '/en/%C3%28', '/en/drills/%E0%A4%A', '/api/%FF', '/_next/static/%FF', '/%FF/drills', '/en/%zz', '/en/lessons/%FF/opengraph-image'])(
    '%s → 400 with the site’s headers, echoing nothing',
    (target) => {
      const answer = badPathAnswer(`${target}?item=<script>`);
      expect(answer?.status).toBe(400);
      for (const { key, value } of COMMON_HEADERS) expect(answer?.headers[key]).toBe(value);
      expect(answer?.headers['Content-Security-Policy']).toBe(STATIC_CSP);
      expect(answer?.headers['Content-Type']).toBe('text/plain; charset=utf-8');
      expect(answer?.headers['Content-Length']).toBe(String(Buffer.byteLength(answer!.body)));
      expect(answer?.body).not.toMatch(/<|script|item|FF|C0|drills|api|next/i);
    },
  );

  it('speaks the language of the path’s first segment when it is a locale, English otherwise', () => {
    expect(badPathAnswer('/lv/drills/%FF')?.body).toBe(BAD_PATH_TEXT.lv);
    expect(badPathAnswer('/sr/%FF')?.body).toBe(BAD_PATH_TEXT.sr);
    expect(badPathAnswer('/sr-Cyrl/%FF')?.body).toBe(BAD_PATH_TEXT['sr-Cyrl']);
    expect(badPathAnswer('/%FF')?.body).toBe(BAD_PATH_TEXT.en);
    expect(badPathAnswer('/de/%FF')?.body).toBe(BAD_PATH_TEXT.en);
    expect(badPathAnswer('/constructor/%FF')?.body).toBe(BAD_PATH_TEXT.en);
  });

  it('adds HSTS for an https site only', () => {
    expect(badPathAnswer('/%FF', { https: true })?.headers['Strict-Transport-Security']).toBe(HSTS);
    expect(badPathAnswer('/%FF')?.headers['Strict-Transport-Security']).toBeUndefined();
  });

  it('leaves every path Next can read to Next, and a bad query too (Next reads it cleanly)', () => {
    for (const target of ['/', '/en/drills/open?item=%FF', '/sr/lessons/the-auction', '/en/%C5%A1', '/%E2%99%A0', '/en/drills/%25FF', '/api/quiz?topic=open&seed=1']) {
      expect(isDecodablePath(target), target).toBe(true);
      expect(badPathAnswer(target)).toBeNull();
    }
  });
});
