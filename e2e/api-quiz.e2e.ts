// /api/quiz against the started site: the same JSON as the command line's `quiz`, with each item's share code that
// the drill page reads back; bad and oversized requests are 400/414 with a localized {"error":…}, never a 500.

import { describe, expect, inject, it } from 'vitest';
import { errorAnswer, MAX_QUIZ_QUERY_BYTES } from '@/lib/bidder-api';
import { COMMANDS } from '@/lib/cli/registry';
import { itemFromCode, quizItem } from '@/lib/quiz';
import type { Issue } from '@/lib/result';

const url = (query: string) => `${inject('baseUrl')}/api/quiz${query}`;

async function getJson(query: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url(query));
  expect(response.headers.get('content-type')).toContain('application/json');
  return { status: response.status, body: await response.json() };
}

function cli(request: Record<string, unknown>): unknown {
  const result = COMMANDS.quiz.handle(request);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

describe('GET /api/quiz', () => {
  it('answers as `quiz` does: one item, or a session with --count', async () => {
    const one = await getJson('?topic=R1N-7N&seed=3');
    expect(one.status).toBe(200);
    expect(one.body).toEqual(cli({ topic: 'R1N-7N', seed: '3' }));
    const session = await getJson('?topic=open&seed=8&count=10&locale=lv');
    expect(session.status).toBe(200);
    expect(session.body).toEqual(cli({ topic: 'open', seed: '8', count: '10' }));
  });

  it('gives each item its share code, which reads back to the same item', async () => {
    const { body } = await getJson('?topic=evaluate&seed=41');
    const [item] = body.items as { code: string }[];
    expect(itemFromCode(item.code)).toEqual({ ok: true, value: quizItem('evaluate', 41) });
  });

  it.each([
    ['?topic=whole-auction&seed=1', { code: 'bad-topic', params: { topic: 'whole-auction' } }, 'en'],
    ['?topic=open&seed=x&locale=sr', { code: 'bad-seed', params: { seed: 'x' } }, 'sr'],
    ['?topic=open&seed=1&count=1000&locale=lv', { code: 'value-too-long', params: { field: 'count', length: 4, limit: 3 } }, 'lv'],
    ['?topic=open&seed=1&count=101', { code: 'bad-quiz-count', params: { count: '101', max: 100 } }, 'en'],
    ['?topic=open&seed=1&answer=1', { code: 'unknown-field', params: { field: 'answer', allowed: 'topic, seed, count, locale' } }, 'en'],
    ['?topic=open&seed=1&locale=de', { code: 'bad-locale', params: { locale: 'de' } }, 'en'],
    [`?topic=${'O'.repeat(200)}&seed=1`, { code: 'bad-topic', params: { topic: `${'O'.repeat(40)}…` } }, 'en'],
    ['?seed=1', { code: 'missing-field', params: { field: 'topic' } }, 'en'],
    ['?topic=slam&locale=sr', { code: 'missing-field', params: { field: 'seed' } }, 'sr'],
  ])('%s → 400 %j', async (query, found, locale) => {
    const { status, body } = await getJson(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: found });
    const error = (body as { error: Issue & { message: string } }).error;
    expect(error.message).toBe(errorAnswer(locale as 'en', error).error.message);
  });

  it('refuses a query over 1 KB with 414', async () => {
    const { status, body } = await getJson(`?topic=open&seed=1&x=${'a'.repeat(MAX_QUIZ_QUERY_BYTES)}`);
    expect(status).toBe(414);
    expect(body).toMatchObject({ error: { code: 'query-too-long', params: { limit: MAX_QUIZ_QUERY_BYTES } } });
  });
});
