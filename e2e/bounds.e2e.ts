// Bounded work against the started production server (scripts/serve.mjs): preview images drawn at most two at once
// (503 with Retry-After when more are asked at once) and kept in memory, /api/quiz's cache headers and bounded
// sessions, and paths with broken percent-encoding answered 400 with the site's headers before Next sees them.

import { describe, expect, inject, it } from 'vitest';
import { COMMON_HEADERS, STATIC_CSP } from '@/lib/http/site-headers.mjs';
import { itemCode, quizItem } from '@/lib/quiz';
import { BAD_PATH_TEXT } from '@/scripts/bad-path.mjs';

const base = () => inject('baseUrl');

describe('paths with broken percent-encoding', () => {
  it.each([
    ['/%FF', 'en'],
    ['/en/drills/%FF', 'en'],
    ['/lv/drills/open%FF', 'lv'],
    ['/sr/%C3%28', 'sr'],
    ['/sr-Cyrl/lessons/%C0%AF', 'sr-Cyrl'],
    ['/api/%FF', 'en'],
  ] as const)('%s → 400 with the site’s headers and a short text in its language, echoing nothing', async (path, locale) => {
    const response = await fetch(`${base()}${path}?item=%3Cmarker%3E`, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(STATIC_CSP);
    for (const { key, value } of COMMON_HEADERS) expect(response.headers.get(key)).toBe(value);
    const body = await response.text();
    expect(body).toBe(BAD_PATH_TEXT[locale]);
    expect(body).not.toMatch(/marker|drills|FF/);
  });

  it('leaves a good encoding and a bad query to the site', async () => {
    expect((await fetch(`${base()}/en/drills/open?item=%FF`)).status).toBeLessThan(500);
    expect((await fetch(`${base()}/en/%E2%99%A0`)).status).toBe(404);
  });
});

describe('/api/quiz', () => {
  it('sends an answer as immutable for a day, a refusal as no-store', async () => {
    const answer = await fetch(`${base()}/api/quiz?topic=open&seed=8&count=10`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    expect(((await answer.json()) as { complete: boolean }).complete).toBe(true);
    const refused = await fetch(`${base()}/api/quiz?topic=open`);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('stops a dear session within its budget, saying so', async () => {
    // the budget counts the generator's draws, not time: the same seed stops at the same item on any machine
    const body = (await (await fetch(`${base()}/api/quiz?topic=BW-PLACE&seed=424242&count=100`)).json()) as { items: unknown[]; complete: boolean };
    expect(body.complete).toBe(false);
    expect(body.items.length).toBeLessThan(100);
  });
});

describe('/api/quiz/image', () => {
  it('draws an image once and answers the repeat from memory', async () => {
    const url = `${base()}/api/quiz/image?item=${itemCode(quizItem('O-2NT', 77))}&locale=lv`;
    const first = await fetch(url);
    const again = await fetch(url);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect([first.headers.get('x-image-cache'), again.headers.get('x-image-cache')]).toEqual(['miss', 'hit']);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
  });

  it('draws at most two at once: of fourteen new images asked at once some are answered 503 with Retry-After, none fails', async () => {
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, k) => fetch(`${base()}/api/quiz/image?item=${itemCode(quizItem('O-1NT', 500 + k))}&locale=en`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 200 || s === 503), String(statuses)).toBe(true);
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const answer of busy) {
      expect(answer.headers.get('retry-after')).toBe('2');
      expect(answer.headers.get('content-security-policy')).toBe(STATIC_CSP);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('image-busy');
    }
    for (const answer of answers.filter((a) => a.status === 200)) expect(answer.headers.get('content-type')).toBe('image/png');
  });
});
