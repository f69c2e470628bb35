import { describe, expect, it } from 'vitest';
import { makeCall } from '../bridge/call';
import * as teach from './index';

describe('a set end to end through the public API', () => {
  it('fresh hands from topics: each student graded on their own items, results and CSV agree', () => {
    const sources = teach.topicSources([{ topic: 'R-NEW2', count: 2 }, { topic: 'score', count: 1 }], 5);
    expect(sources.ok).toBe(true);
    if (!sources.ok) return;
    const spec: teach.SetSpec = { title: 'S', instructions: '', locale: 'en', mode: 'practice', hands: 'fresh', seed: 5, items: sources.value, accepted: {} };
    const students: teach.SetStudent[] = [{ id: 'a', name: 'A', seed: 11, joinedAt: 0 }, { id: 'b', name: 'B', seed: 12, joinedAt: 1 }];
    const itemsFor = (s: teach.SetStudent) => teach.itemsOf(spec, s);
    const answers: teach.StoredAnswer[] = [];
    for (const s of students) {
      itemsFor(s).forEach((item, i) => {
        const body = item.expected.kind === 'call' ? { call: makeCall(item.expected.call) } : { score: item.expected.kind === 'score' ? item.expected.score : 0 };
        const parsed = teach.parseSetAnswer(item.kind, body, item);
        expect(parsed.ok).toBe(true);
        if (parsed.ok) answers.push({ id: `${s.id}${i}`, student: s.id, item: i, answer: parsed.value, ms: 5000, at: answers.length });
      });
    }
    const results = teach.setResults({ spec, students, answers, itemsFor });
    expect(results.students.map((s) => s.right)).toEqual([3, 3]);
    expect(results.participation).toEqual({ joined: 2, started: 2, finished: 2 });
    expect(results.hardestRules.map((r) => r.accuracy)).toEqual(results.hardestRules.map(() => 1));
    const csv = teach.answersCsv({ spec, students, answers, itemsFor, code: 'ABCD' });
    expect(csv.split('\r\n').filter((l) => l !== '')).toHaveLength(1 + 6);
    expect(csv.split('\r\n').slice(1, 7).every((l) => l.includes(',yes,1,5,'))).toBe(true);
  });
});
