import { describe, expect, it } from 'vitest';
import { RULE_IDS } from '../bidder';
import { DRILL_KINDS } from '../quiz';
import { boundsIssue, queryIssue } from './request-bounds';
import { MAX_QUIZ_QUERY_BYTES, QUIZ_BOUNDS } from './quiz-bounds';

describe('quiz request bounds', () => {
  it('let every topic, any safe seed, counts up to 100 and every locale through', () => {
    for (const topic of [...DRILL_KINDS, ...RULE_IDS]) expect(boundsIssue({ topic, seed: String(Number.MIN_SAFE_INTEGER), count: '100', locale: 'sr' }, QUIZ_BOUNDS)).toBeNull();
  });

  it('refuse unknown fields and over-long values, quoting at most 40 characters', () => {
    expect(boundsIssue({ topic: 'open', hand: 'AKQ' }, QUIZ_BOUNDS)).toEqual({ code: 'unknown-field', params: { field: 'hand', allowed: 'topic, seed, count, locale' } });
    expect(boundsIssue({ topic: 'O'.repeat(100) }, QUIZ_BOUNDS)).toEqual({ code: 'bad-topic', params: { topic: `${'O'.repeat(40)}…` } });
    expect(boundsIssue({ seed: '9'.repeat(18) }, QUIZ_BOUNDS)).toMatchObject({ code: 'bad-seed' });
    expect(boundsIssue({ count: '1000' }, QUIZ_BOUNDS)).toEqual({ code: 'value-too-long', params: { field: 'count', length: 4, limit: 3 } });
  });

  it('refuse a query longer than 1 KB', () => {
    expect(queryIssue(`?${'a'.repeat(MAX_QUIZ_QUERY_BYTES)}`, MAX_QUIZ_QUERY_BYTES)).toBeNull();
    expect(queryIssue(`?${'a'.repeat(MAX_QUIZ_QUERY_BYTES + 1)}`, MAX_QUIZ_QUERY_BYTES)).toEqual({ code: 'query-too-long', params: { limit: MAX_QUIZ_QUERY_BYTES } });
  });
});
