import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { formatIssue } from '@/lib/i18n/translate';
import { itemCode, quizSession } from '@/lib/quiz';
import { issue } from '@/lib/result';
import { GET } from './route';

const get = (query: string) => GET(new NextRequest(`http://localhost:3000/api/drill?${query}`));

describe('GET /api/drill', () => {
  it("gives the seed's session (the same items as the generator), a PBN file titled in the locale, cacheable", async () => {
    const answer = await get('topic=O-1NT&seed=7&locale=lv');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
    const body = (await answer.json()) as { seed: number; entries: { code: string; item: unknown }[]; pbn: string };
    expect(body.seed).toBe(7);
    expect(body.entries.map((e) => e.code)).toEqual(quizSession('O-1NT', 7).map((e) => itemCode(e.item)));
    expect(JSON.parse(JSON.stringify(quizSession('O-1NT', 7)[0].item))).toEqual(body.entries[0].item);
    expect(body.pbn).toContain('[Event "Vingrinājums: noteikums O-1NT"]');
  });

  it('refuses a missing or unknown topic, a missing or bad seed in the asked language, and a long query with 414', async () => {
    const bad = async (query: string, status: number, found: ReturnType<typeof issue>, locale: 'sr' | 'en' = 'sr') => {
      const answer = await get(query);
      expect(answer.status, query).toBe(status);
      expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(formatIssue(locale, found));
    };
    await bad('seed=1&locale=sr', 400, issue('missing-field', { field: 'topic' }));
    await bad('topic=nope&seed=1&locale=sr', 400, issue('bad-topic', { topic: 'nope' }));
    await bad('topic=open&locale=sr', 400, issue('missing-field', { field: 'seed' }));
    await bad('topic=open&seed=-3&locale=sr', 400, issue('bad-seed', { seed: '-3' }));
    await bad(`topic=open&seed=1&x=${'y'.repeat(300)}`, 414, issue('query-too-long', { limit: 256 }), 'en');
  });
});
