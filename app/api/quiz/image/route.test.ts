import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { formatIssue } from '@/lib/i18n/translate';
import { itemCode, quizItem } from '@/lib/quiz';
import { issue } from '@/lib/result';
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
        const answer = await GET(request(`item=${itemCode(quizItem(topic as 'O-1NT', 4))}&locale=${locale}`));
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe('image/png');
        expect(answer.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
        expect(pngSize(new Uint8Array(await answer.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
      }
    }
  });
});

/** A valid code with one character changed: the checksum no longer fits. */
function tampered(code: string): string {
  const at = Math.floor(code.length / 2);
  return code.slice(0, at) + (code[at] === 'A' ? 'B' : 'A') + code.slice(at + 1);
}

describe('GET /api/quiz/image refuses bad input with a coded, localized error', () => {
  const code = itemCode(quizItem('O-1NT', 3));

  it('answers 400 bad-quiz-link for a tampered, truncated or missing code, in the requested language', async () => {
    for (const [query, reason] of [[`item=${tampered(code)}`, 'checksum'], [`item=${code.slice(0, 5)}`, 'truncated'], ['', 'empty']] as const) {
      const answer = await GET(request(`${query}&locale=lv`));
      expect(answer.status).toBe(400);
      const body = (await answer.json()) as { error: { code: string; message: string; params: Record<string, string> } };
      expect(body.error.code).toBe('bad-quiz-link');
      expect(body.error.params.reason).toBe(reason);
      expect(body.error.message).toBe(formatIssue('lv', issue('bad-quiz-link', body.error.params)));
    }
  });

  it('answers 400 for an over-long code and 414 for a query over 1 KB, never 500', async () => {
    const long = await GET(request(`item=${'A'.repeat(500)}&locale=sr`));
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: { params: { reason: string } } }).error.params.reason).toBe('long');
    const huge = await GET(request(`item=${code}&pad=${'x'.repeat(1100)}`));
    expect(huge.status).toBe(414);
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe('query-too-long');
  });

  it('speaks English for a language it does not speak', async () => {
    const answer = await GET(request(`item=${tampered(code)}&locale=de`));
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toMatch(/^This exercise link is damaged/);
  });
});
