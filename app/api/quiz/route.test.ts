import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { quizItemJson } from '@/lib/bidder-api';
import { quizSession } from '@/lib/quiz';
import { GET } from './route';

const get = (query: string) => GET(new NextRequest(`http://localhost:3000/api/quiz?${query}`));

describe('GET /api/quiz bounds its work and can be cached', () => {
  it('stops a dear session at its budget: the first items of the whole session, and complete: false', async () => {
    const answer = get('topic=BW-PLACE&seed=424242&count=100');
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { items: unknown[]; complete: boolean };
    expect(body.complete).toBe(false);
    expect(body.items.length).toBeGreaterThan(10);
    expect(body.items.length).toBeLessThan(100);
    const whole = quizSession('BW-PLACE', 424242, 100);
    expect(body.items).toEqual(whole.slice(0, body.items.length).map((e) => JSON.parse(JSON.stringify(quizItemJson(e.item)))));
  });

  it('makes a drill page’s ten items whole, and a cheap topic’s hundred', async () => {
    for (const query of ['topic=slam&seed=3&count=10', 'topic=evaluate&seed=3&count=100']) {
      const body = (await get(query).json()) as { items: unknown[]; complete: boolean };
      expect([body.items.length, body.complete]).toEqual([Number(/count=(\d+)/.exec(query)![1]), true]);
    }
  });

  it('gives the same answer to the same query, cached for a day as immutable; refusals are not stored', async () => {
    const first = get('topic=open&seed=8&count=10');
    const again = get('topic=open&seed=8&count=10&locale=lv');
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    expect(again.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    expect(await again.json()).toEqual(await first.json());
    for (const query of ['topic=slam', 'topic=open&seed=x', 'topic=open&seed=1&count=101', `topic=open&seed=1&x=${'a'.repeat(1100)}`]) {
      const refused = get(query);
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.headers.get('cache-control'), query).toBe('no-store');
    }
  });
});
