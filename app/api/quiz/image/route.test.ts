import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { GET } from './route';

function request(query: string): NextRequest {
  return new NextRequest(`http://localhost:3000/api/quiz/image?${query}`);
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(bytes.slice(12, 16))).toBe('IHDR');
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('GET /api/quiz/image', () => {
  it('draws a 1200×630 PNG of each kind of item in every locale', async () => {
    for (const topic of ['O-1NT', 'evaluate', 'legal', 'score']) {
      for (const locale of LOCALES) {
        const answer = await GET(request(`topic=${topic}&seed=4&locale=${locale}`));
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe('image/png');
        expect(answer.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
        expect(pngSize(new Uint8Array(await answer.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
      }
    }
  });
});

describe('GET /api/quiz/image refuses bad input with a coded, localized error', () => {
  it('answers 400 for an unknown topic, in the requested language', async () => {
    const answer = await GET(request('topic=nonsense&seed=1&locale=lv'));
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('bad-request');
    expect(body.error.message).toMatch(/^Pieprasījums nav derīgs/);
  });

  it('answers 400 for a code longer than 120 characters and 414 for a query over 1 KB, never 500', async () => {
    const long = await GET(request(`topic=${'O'.repeat(121)}&seed=1&locale=sr`));
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: { code: string } }).error.code).toBe('value-too-long');
    const huge = await GET(request(`topic=O-1NT&seed=1&pad=${'x'.repeat(1100)}`));
    expect(huge.status).toBe(414);
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe('query-too-long');
  });

  it('speaks English for a language it does not speak', async () => {
    const answer = await GET(request('topic=O-1NT&seed=x&locale=de'));
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toMatch(/^The request is not valid/);
  });
});
