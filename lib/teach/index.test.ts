import { describe, expect, it } from 'vitest';
import { makeCall } from '../bridge/call';
import * as teach from './index';

describe('a set end to end through the public API', () => {
  it('fresh hands from topics: each student graded on their own items, results and CSV agree', () => {
    const sources = teach.topicSources([{ topic: 'R-NEW2', count: 2 }, { topic: 'score', count: 1 }], 5);
    expect(sources.ok).toBe(true);
    if (!sources.ok) return;
    const spec: teach.SetSpec = { title: 'S', instructions: '', locale: 'en', mode: 'practice', hands: 'fresh', seed: 5 };
    const setItems: teach.SetItem[] = sources.value.map((source, position) => ({ id: `i${position}`, position, source, accepted: [] }));
    const students: teach.SetStudent[] = [{ id: 'a', name: 'A', seed: 11, joinedAt: 0 }, { id: 'b', name: 'B', seed: 12, joinedAt: 1 }];
    // each student's items made once (fresh hands: from the student's seed), as the store keeps them
    const own = new Map(students.map((s) => [s.id, setItems.map((si) => teach.makeItem(si.source, spec.hands === 'fresh' ? s.seed : null))]));
    // the teacher's labels: each item's kind and, with fresh hands, the rule it drills (the rule asked)
    const labels: teach.ItemLabel[] = setItems.map((si) => {
      const { item } = teach.makeItem(si.source, null);
      return { kind: item.kind, rule: item.rule };
    });
    expect(labels.map((l) => l.rule)).toEqual(['R-NEW2', 'R-NEW2', null]);
    const answers: teach.StoredAnswer[] = [];
    for (const s of students) {
      own.get(s.id)!.forEach((made, i) => {
        const { item } = made;
        const body = item.expected.kind === 'call' ? { call: makeCall(item.expected.call) } : { score: item.expected.kind === 'score' ? item.expected.score : 0 };
        const parsed = teach.parseSetAnswer(item.kind, body, item);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const grade = teach.storedGrade(teach.gradeAnswer(item, teach.gradedBy(made.expected, setItems[i].accepted), parsed.value), made.system);
        answers.push({ id: `${s.id}${i}`, student: s.id, setItem: setItems[i].id, position: i, answer: parsed.value, grade, ms: 5000, at: answers.length });
      });
    }
    const results = teach.setResults({ items: labels, students, answers });
    expect(results.students.map((s) => s.right)).toEqual([3, 3]);
    expect(results.participation).toEqual({ joined: 2, started: 2, finished: 2 });
    expect(results.hardestRules.map((r) => r.accuracy)).toEqual(results.hardestRules.map(() => 1));
    const positionOf = (student: string, position: number) => {
      const made = own.get(student)?.[position];
      return made ? teach.itemPosition(made.item) : undefined;
    };
    const csv = teach.answersCsv({ items: labels, students, answers, positionOf, code: 'ABCD', locale: 'en', timeZone: 'UTC' });
    const lines = csv.split('\r\n').filter((l) => l !== '');
    expect(lines).toHaveLength(1 + 6);
    expect(lines.slice(1).every((l) => l.includes(',yes,1,5,'))).toBe(true);
    // each row shows the hand the student had: their own, made from their seed
    for (const [k, s] of students.entries()) {
      own.get(s.id)!.forEach((made, i) => expect(lines[1 + k * 3 + i]).toContain(`,${teach.itemPosition(made.item).hand},`));
    }
    expect(teach.itemPosition(own.get('a')![0].item).deal).not.toBe(teach.itemPosition(own.get('b')![0].item).deal);
  });
});
