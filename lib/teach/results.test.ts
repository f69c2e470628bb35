import { describe, expect, it } from 'vitest';
import { legalCalls } from '../bridge/auction';
import { makeCall } from '../bridge/call';
import { weakRules } from '../progress/stats';
import { emptyProgress } from '../progress/model';
import { gradeAnswer, storedGrade } from './grade';
import { gradedBy, makeItem, type MadeItem } from './made-item';
import { withAttempt } from './cells';
import { gradedAttempts, resultsOfCells, resultsOfCellsInSteps, setResults, type ItemLabel, type ResultsInput } from './results';
import { IDLE_MS, type SetAnswer, type SetItemSource, type SetStudent, type StoredAnswer } from './set-types';

const sources: SetItemSource[] = [
  { source: 'topic', topic: 'R-NEW2', seed: 812, nearMiss: false },
  { source: 'topic', topic: 'O-1NT', seed: 3, nearMiss: false },
  { source: 'topic', topic: 'score', seed: 2, nearMiss: false },
];
// same hands: every student has the set's own items, made once
const made: MadeItem[] = sources.map((source) => makeItem(source, null));
const items = made.map((m) => m.item);
const labels: ItemLabel[] = made.map((m) => ({ kind: m.item.kind, rule: m.expected.rule }));
const expectedCall = (i: number): string => (items[i].expected.kind === 'call' ? makeCall(items[i].expected.call) : '');
const wrongCall = (i: number): string => makeCall(legalCalls({ dealer: items[i].dealer, calls: items[i].calls }).find((c) => makeCall(c) !== expectedCall(i))!);
const score = items[2].expected.kind === 'score' ? items[2].expected.score : 0;

const students: SetStudent[] = ['ana', 'boris', 'ceca', 'dule'].map((id, k) => ({ id, name: id.toUpperCase(), seed: k, joinedAt: k }));
let clock = 1000;

interface AnswerOptions {
  readonly ms?: number;
  readonly id?: string;
  readonly at?: number;
  /** The calls the teacher had accepted for the item when the answer came. */
  readonly accepted?: readonly string[];
}

/** A stored answer to item `position`, with the grade it got when it came (gradeAnswer against gradedBy, then storedGrade). */
function answer(student: string, position: number, a: SetAnswer, options: AnswerOptions = {}): StoredAnswer {
  clock += 1;
  const { ms = 10_000, id = `${student}-${position}-${clock}`, at = clock, accepted = [] } = options;
  const m = made[position];
  const grade = storedGrade(gradeAnswer(m.item, gradedBy(m.expected, accepted), a), m.system);
  return { id, student, setItem: `item-${position}`, position, answer: a, grade, ms, at };
}

const answers: StoredAnswer[] = [
  // ana: all right at once
  answer('ana', 0, { call: expectedCall(0) }), answer('ana', 1, { call: expectedCall(1) }), answer('ana', 2, { score }),
  // boris: wrong at first on item 0, right later; an idle hour on item 1 counts five minutes
  answer('boris', 0, { call: wrongCall(0) }), answer('boris', 0, { call: expectedCall(0) }), answer('boris', 1, { call: expectedCall(1) }, { ms: 3_600_000 }),
  // ceca: wrong on 0 and 1 (flagged: 0 of 2 after two of three items)
  answer('ceca', 0, { call: wrongCall(0) }), answer('ceca', 1, { call: wrongCall(1) }),
  // dule joined, never answered
];
const input: ResultsInput = { items: labels, students, answers };

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
    const wrongRule = gradeAnswer(items[0], gradedBy(made[0].expected, []), { call: wrongCall(0) }).rule;
    const expected = { text: expectedCall(0), rule: 'R-NEW2' };
    expect(first.spread).toEqual([
      { answer: wrongCall(0), count: 2, right: false, rule: wrongRule, expected },
      { answer: expectedCall(0), count: 1, right: true, rule: null, expected },
    ]);
    expect(r.items[2]).toMatchObject({ answered: 1, right: 1, rule: null, kind: 'score' });
  });

  it('hardest items and rules, lowest first-attempt accuracy first', () => {
    expect(r.hardestItems).toEqual([0, 1, 2]);
    const rule1 = items[1].expected.kind === 'call' ? items[1].expected.rule : null;
    expect(r.hardestRules.map((x) => [x.rule, x.answered, x.right])).toEqual([['R-NEW2', 3, 1], [rule1, 3, 2]]);
  });

  it('an accepted alternative grades the answers that come after it as right', () => {
    // every answer to item 0 graded with the wrong call accepted, as the store grades those that come once it is accepted
    const regraded = answers.map((a) => (a.position === 0 ? answer(a.student, 0, a.answer, { id: a.id, at: a.at, ms: a.ms, accepted: [wrongCall(0)] }) : a));
    const accepted = setResults({ ...input, answers: regraded });
    expect(accepted.items[0]).toMatchObject({ right: 3, accuracy: 1 });
    const expected = { text: expectedCall(0), rule: 'R-NEW2' };
    expect(accepted.items[0].spread).toEqual([
      { answer: wrongCall(0), count: 2, right: true, rule: null, expected }, { answer: expectedCall(0), count: 1, right: true, rule: null, expected },
    ]);
    expect(accepted.flagged).toEqual([]);
  });

  it('nothing is regraded to be shown: the stored grade stands, whatever the call would get now', () => {
    // boris's first answer to item 0, stored wrong: the results keep it wrong (and right later) with its stored rule
    const stored = answers[3];
    expect(stored.grade).toMatchObject({ right: false, answer: wrongCall(0) });
    expect(gradeAnswer(items[0], gradedBy(made[0].expected, [wrongCall(0)]), stored.answer).right).toBe(true);
    expect(r.cells[1][0]).toMatchObject({ first: { answer: wrongCall(0), right: false, rule: stored.grade.rule }, rightLater: true });
    // a stored grade that disagrees with the item's expected answer is shown as stored, both ways
    const flipped = answers.map((a) => (a.student === 'ana' && a.position === 0 ? { ...a, grade: { ...a.grade, right: false, rule: 'R-NEW2' as const } } : a));
    const shown = setResults({ ...input, answers: flipped });
    expect(shown.cells[0][0].first).toEqual({ answer: expectedCall(0), right: false, rule: 'R-NEW2' });
    expect(shown.items[0]).toMatchObject({ answered: 3, right: 0 });
    const lenient = answers.map((a) => (a.student === 'ceca' ? { ...a, grade: { ...a.grade, right: true, rule: null } } : a));
    expect(setResults({ ...input, answers: lenient }).students[2]).toMatchObject({ right: 2, flagged: false });
    // the rules are tallied by the rule stored with each grade
    const otherRule = answers.map((a) => (a.position === 1 ? { ...a, grade: { ...a.grade, expected: { ...a.grade.expected, rule: 'R-NEW2' as const } } } : a));
    expect(setResults({ ...input, answers: otherRule }).hardestRules.map((x) => [x.rule, x.answered, x.right])).toEqual([['R-NEW2', 6, 3]]);
  });

  it('a repeated answer id counts once; attempts are ordered by time, then id; unknown students and positions are left out', () => {
    const twice = [...answers, { ...answers[0], at: answers[0].at + 5000 }];
    expect(setResults({ ...input, answers: twice }).cells[0][0].retries).toBe(0);
    const tie: StoredAnswer[] = [
      answer('dule', 2, { score }, { id: 'b', ms: 1, at: 5 }),
      answer('dule', 2, { score: score + 10 }, { id: 'a', ms: 1, at: 5 }),
    ];
    expect(setResults({ ...input, answers: tie }).cells[3][2]).toMatchObject({ first: { right: false }, retries: 1, rightLater: true });
    const strays = [...answers, { ...answers[0], id: 'x1', student: 'nobody' }, { ...answers[0], id: 'x2', position: 3 }, { ...answers[0], id: 'x3', position: -1 }];
    expect(setResults({ ...input, answers: strays })).toEqual(r);
  });

  it('ranks with the same tally as the drills progress (weakRules)', () => {
    const p = emptyProgress();
    const progress = { ...p, rules: { 'R-NEW2': { answered: 3, right: 1, last: 0, topic: 'respond' as const }, 'O-1NT': { answered: 3, right: 2, last: 0, topic: 'open' as const } } };
    expect(weakRules(progress, 2)).toEqual(r.hardestRules.map((x) => x.rule));
  });
});

describe('setResults at its edges (the audit\'s surviving mutants M07, M08, M49)', () => {
  it('an even count of times has the mean of the two middle ones as its median', () => {
    const two = [answer('ana', 2, { score }, { ms: 10_000 }), answer('boris', 2, { score }, { ms: 20_000 })];
    expect(setResults({ ...input, answers: two }).items[2].medianSeconds).toBe(15);
  });

  it('leaves out answers whose position is outside the set (negative, fractional, one past the end) without throwing', () => {
    const base = setResults(input);
    const strays = [-1, 1.5, labels.length].map((position, k) => ({ ...answer('dule', 0, { call: 'P' }), id: `stray-${k}`, position }));
    expect(setResults({ ...input, answers: [...answers, ...strays] })).toEqual(base);
  });

  it('lists only answered items among the hardest', () => {
    const onlyFirst = answers.filter((a) => a.position === 0);
    const r = setResults({ ...input, answers: onlyFirst });
    expect(r.hardestItems).toEqual([0]);
    expect(r.items[1]).toMatchObject({ answered: 0, accuracy: null });
  });
});

describe('the spread with fresh hands (issue 37, D2)', () => {
  // three students passed on their own hands of one question: two expect 2D, one 3NT; a fourth bid 2D on a 2D hand
  const hand = (id: string, given: string, expected: string, rule: 'R1N-2S' | 'R1N-3N') => withAttempt(undefined, {
    id, at: 1, ms: 1000,
    grade: { right: given === expected, answer: given, rule: given === expected ? null : rule, system: 's', expected: { kind: 'call', call: expected, text: expected, rule, by: 'system' } },
  });
  const squares = [hand('m', 'P', '2D', 'R1N-2S'), hand('z', 'P', '3N', 'R1N-3N'), hand('a', 'P', '2D', 'R1N-2S'), hand('d', '2D', '2D', 'R1N-2S')];
  const who: SetStudent[] = ['marko', 'zeljka', 'ana', 'dule'].map((id, k) => ({ id, name: id, seed: k, joinedAt: k }));
  const cells = (withStudents: boolean) => resultsOfCells({ items: [{ kind: 'call', rule: 'R1N-2S' }], students: who, cell: (s) => squares[who.indexOf(s)], withStudents });

  it('keeps the passes on hands with different expected answers apart, each with the expected answer and its students', () => {
    expect(cells(true).items[0].spread).toEqual([
      { answer: 'P', count: 2, right: false, rule: 'R1N-2S', expected: { text: '2D', rule: 'R1N-2S' }, students: [0, 2] },
      { answer: '2D', count: 1, right: true, rule: null, expected: { text: '2D', rule: 'R1N-2S' }, students: [3] },
      { answer: 'P', count: 1, right: false, rule: 'R1N-3N', expected: { text: '3N', rule: 'R1N-3N' }, students: [1] },
    ]);
    // the students only when asked (the same hands: an accept is for everyone)
    expect(cells(false).items[0].spread.every((e) => e.students === undefined)).toBe(true);
  });
});

describe('resultsOfCellsInSteps', () => {
  // a class of 120 students on 45 items, each square answered by some students only
  const many: SetStudent[] = Array.from({ length: 120 }, (_, k) => ({ id: `s${k}`, name: `S${k}`, seed: k, joinedAt: k }));
  const manyLabels: ItemLabel[] = Array.from({ length: 45 }, () => ({ kind: 'call', rule: 'R1N-2S' }));
  const square = (s: number, i: number) => ((s + i) % 3 === 0 ? undefined : withAttempt(undefined, {
    id: `${s}-${i}`, at: 1, ms: 1000 * ((s * i) % 7 + 1),
    grade: { right: (s * i) % 2 === 0, answer: (s * i) % 2 === 0 ? '2D' : 'P', rule: (s * i) % 2 === 0 ? null : 'R1N-2S', system: 's', expected: { kind: 'call', call: '2D', text: '2D', rule: 'R1N-2S', by: 'system' } },
  }));
  const cellsInput = { items: manyLabels, students: many, cell: (s: SetStudent, i: number) => square(many.indexOf(s), i), withStudents: true };

  it('pauses after every 50 students and every 20 items, and ends with what resultsOfCells gives at once', () => {
    const steps = resultsOfCellsInSteps(cellsInput);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses += 1;
    // 120 students: after the 50th and the 100th; 45 items: before the 21st and the 41st
    expect(pauses).toBe(4);
    expect(step.value).toEqual(resultsOfCells(cellsInput));
    expect(step.value.items[44].answered).toBe(80);
  });
});

describe('gradedAttempts (lib/teach mutation survivors)', () => {
  const at = (student: string, position: number, id: string, when: number) => answer(student, position, { call: expectedCall(0) }, { id, at: when, ms: 1000 });

  it('numbers each student\'s attempts at an item by time, then by id when the times are equal', () => {
    const cells = gradedAttempts({ ...input, answers: [at('ana', 0, 'c', 30), at('ana', 0, 'b', 20), at('ana', 0, 'z', 20), at('ana', 0, 'a', 20)] });
    expect(cells[0][0].map((x) => [x.answer.id, x.attempt])).toEqual([['a', 1], ['b', 2], ['z', 3], ['c', 4]]);
    // given in another order, the same numbering
    const again = gradedAttempts({ ...input, answers: [at('ana', 0, 'z', 20), at('ana', 0, 'c', 30), at('ana', 0, 'a', 20), at('ana', 0, 'b', 20)] });
    expect(again[0][0].map((x) => x.answer.id)).toEqual(['a', 'b', 'z', 'c']);
  });

  it('counts a repeated id once, and leaves out unknown students and positions outside the items (the last + 1, negative, not whole)', () => {
    const cells = gradedAttempts({ ...input, answers: [
      at('ana', 0, 'a', 1), at('ana', 0, 'a', 2), at('nobody', 0, 'n', 3),
      { ...at('ana', 0, 'p', 4), position: labels.length }, { ...at('ana', 0, 'q', 5), position: -1 }, { ...at('ana', 0, 'r', 6), position: 0.5 },
      { ...at('boris', 0, 'last', 7), position: labels.length - 1 },
    ] });
    expect(cells.map((row) => row.map((attempts) => attempts.map((x) => x.answer.id)))).toEqual([
      [['a'], [], []], [[], [], ['last']], [[], [], []], [[], [], []],
    ]);
    expect(cells[0][0][0]).toMatchObject({ attempt: 1, seconds: 1, grade: cells[0][0][0].answer.grade });
  });
});

describe('setResults at its edges (lib/teach mutation survivors)', () => {
  const wrongs = legalCalls({ dealer: items[0].dealer, calls: items[0].calls }).map(makeCall).filter((c) => c !== expectedCall(0)).slice(0, 2).sort();

  it('flags a student who got fewer than half right of at least half the items, and no one else', () => {
    const few = setResults({ ...input, answers: [answer('dule', 0, { call: wrongCall(0) })] }); // one of three answered, wrong
    expect(few.students.map((x) => x.flagged)).toEqual([false, false, false, false]);
    const halfRight = setResults({ ...input, answers: [answer('dule', 0, { call: wrongCall(0) }), answer('dule', 1, { call: expectedCall(1) })] });
    expect(halfRight.students[3]).toMatchObject({ answered: 2, right: 1, flagged: false }); // one of two right is not under half
    expect(setResults({ ...input, items: [] }).students.every((x) => !x.flagged && x.answered === 0)).toBe(true);
  });

  it('orders an item\'s answers by how many gave them, right before wrong, then by the answer', () => {
    const r = setResults({ ...input, answers: [
      answer('dule', 0, { call: wrongs[1] }), answer('ceca', 0, { call: wrongs[0] }), answer('boris', 0, { call: wrongs[1] }),
      answer('ana', 0, { call: expectedCall(0) }),
    ] });
    expect(r.items[0].spread.map((x) => [x.answer, x.count, x.right])).toEqual([[wrongs[1], 2, false], [expectedCall(0), 1, true], [wrongs[0], 1, false]]);
  });
});

