import { describe, expect, it } from 'vitest';
import { legalCalls } from '../bridge/auction';
import { makeCall } from '../bridge/call';
import { weakRules } from '../progress/stats';
import { emptyProgress } from '../progress/model';
import { gradeSetAnswer } from './grade';
import { setResults, type ResultsInput } from './results';
import { itemsOf } from './set-items';
import { IDLE_MS, type SetAnswer, type SetSpec, type SetStudent, type StoredAnswer } from './set-types';

const spec: SetSpec = {
  title: 'Responses', instructions: '', locale: 'sr', mode: 'practice', hands: 'same', seed: 1, accepted: {},
  items: [
    { source: 'topic', topic: 'R-NEW2', seed: 812, nearMiss: false },
    { source: 'topic', topic: 'O-1NT', seed: 3, nearMiss: false },
    { source: 'topic', topic: 'score', seed: 2, nearMiss: false },
  ],
};
const items = itemsOf(spec, null);
const expectedCall = (i: number): string => (items[i].expected.kind === 'call' ? makeCall(items[i].expected.call) : '');
const wrongCall = (i: number): string => makeCall(legalCalls({ dealer: items[i].dealer, calls: items[i].calls }).find((c) => makeCall(c) !== expectedCall(i))!);
const score = items[2].expected.kind === 'score' ? items[2].expected.score : 0;

const students: SetStudent[] = ['ana', 'boris', 'ceca', 'dule'].map((id, k) => ({ id, name: id.toUpperCase(), seed: k, joinedAt: k }));
let clock = 1000;
function answer(student: string, item: number, a: SetAnswer, ms = 10_000, id = `${student}-${item}-${clock}`): StoredAnswer {
  clock += 1;
  return { id, student, item, answer: a, ms, at: clock };
}
const answers: StoredAnswer[] = [
  // ana: all right at once
  answer('ana', 0, { call: expectedCall(0) }), answer('ana', 1, { call: expectedCall(1) }), answer('ana', 2, { score }),
  // boris: wrong at first on item 0, right later; an idle hour on item 1 counts five minutes
  answer('boris', 0, { call: wrongCall(0) }), answer('boris', 0, { call: expectedCall(0) }), answer('boris', 1, { call: expectedCall(1) }, 3_600_000),
  // ceca: wrong on 0 and 1 (flagged: 0 of 2 after two of three items)
  answer('ceca', 0, { call: wrongCall(0) }), answer('ceca', 1, { call: wrongCall(1) }),
  // dule joined, never answered
];
const input: ResultsInput = { spec, students, answers, itemsFor: (s) => itemsOf(spec, s) };

describe('setResults', () => {
  const r = setResults(input);

  it('the grid: first attempt, retries, right later, seconds', () => {
    expect(r.cells[0][0]).toEqual({ first: { answer: expectedCall(0), right: true, rule: null }, retries: 0, rightLater: false, seconds: 10 });
    expect(r.cells[1][0]).toMatchObject({ first: { answer: wrongCall(0), right: false }, retries: 1, rightLater: true, seconds: 20 });
    expect(r.cells[1][1].seconds).toBe(IDLE_MS / 1000);
    expect(r.cells[3][2]).toEqual({ first: null, retries: 0, rightLater: false, seconds: 0 });
  });

  it('per student totals and the flag', () => {
    expect(r.students.map((s) => [s.id, s.answered, s.right, s.flagged])).toEqual([
      ['ana', 3, 3, false], ['boris', 2, 1, false], ['ceca', 2, 0, true], ['dule', 0, 0, false],
    ]);
    expect(r.flagged).toEqual(['ceca']);
    expect(r.participation).toEqual({ joined: 4, started: 3, finished: 1 });
  });

  it('per item: accuracy, the spread with the rule that makes a wrong call wrong, times', () => {
    const first = r.items[0];
    expect(first).toMatchObject({ answered: 3, right: 1, rule: 'R-NEW2', medianSeconds: 10, totalSeconds: 40 });
    const wrongRule = gradeSetAnswer(spec, 0, items[0], { call: wrongCall(0) }).rule;
    expect(first.spread).toEqual([
      { answer: wrongCall(0), count: 2, right: false, rule: wrongRule },
      { answer: expectedCall(0), count: 1, right: true, rule: null },
    ]);
    expect(r.items[2]).toMatchObject({ answered: 1, right: 1, rule: null, kind: 'score' });
  });

  it('hardest items and rules, lowest first-attempt accuracy first', () => {
    expect(r.hardestItems).toEqual([0, 1, 2]);
    const rule1 = items[1].expected.kind === 'call' ? items[1].expected.rule : null;
    expect(r.hardestRules.map((x) => [x.rule, x.answered, x.right])).toEqual([['R-NEW2', 3, 1], [rule1, 3, 2]]);
  });

  it('accepting an alternative regrades everyone at read time', () => {
    const accepted = setResults({ ...input, spec: { ...spec, accepted: { 0: [wrongCall(0)] } } });
    expect(accepted.items[0]).toMatchObject({ right: 3, accuracy: 1 });
    expect(accepted.flagged).toEqual([]);
  });

  it('a repeated answer id counts once; attempts are ordered by time, then id', () => {
    const twice = [...answers, { ...answers[0], at: answers[0].at + 5000 }];
    expect(setResults({ ...input, answers: twice }).cells[0][0].retries).toBe(0);
    const tie: StoredAnswer[] = [
      { id: 'b', student: 'dule', item: 2, answer: { score }, ms: 1, at: 5 },
      { id: 'a', student: 'dule', item: 2, answer: { score: score + 10 }, ms: 1, at: 5 },
    ];
    expect(setResults({ ...input, answers: tie }).cells[3][2]).toMatchObject({ first: { right: false }, retries: 1, rightLater: true });
  });

  it('ranks with the same tally as the drills progress (weakRules)', () => {
    const p = emptyProgress();
    const progress = { ...p, rules: { 'R-NEW2': { answered: 3, right: 1, last: 0, topic: 'respond' as const }, 'O-1NT': { answered: 3, right: 2, last: 0, topic: 'open' as const } } };
    expect(weakRules(progress, 2)).toEqual(r.hardestRules.map((x) => x.rule));
  });
});
