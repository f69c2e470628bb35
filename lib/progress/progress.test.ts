import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULE_IDS, type RuleId } from '../bidder';
import {
  MAX_CODE_LENGTH,
  MAX_PROGRESS_CHARS,
  MAX_QUEUE,
  accuracy,
  answeredTopics,
  dueByTopic,
  dueCodes,
  emptyProgress,
  markLesson,
  overallStat,
  parseProgress,
  printProgress,
  recordAnswer,
  topicRuleStats,
  weakRules,
  type AnswerRecord,
  type Progress,
} from './progress';
import { DRILL_KINDS, drillKindOf, type DrillKind } from '../quiz/topics';

function answer(over: Partial<AnswerRecord> = {}): AnswerRecord {
  return { code: 'abc', kind: 'call', topic: 'open', rule: 'O-1NT', right: true, day: 20_000, ...over };
}

const recordAll = (answers: readonly AnswerRecord[], from: Progress = emptyProgress()) => answers.reduce(recordAnswer, from);

/** `right` right answers and `wrong` misses on a rule (distinct codes, day 1). */
function onRule(rule: RuleId, right: number, wrong: number): AnswerRecord[] {
  const topic = drillKindOf(rule) ?? 'compete';
  return [
    ...Array.from({ length: right }, (_, i) => answer({ code: `${rule}r${i}`, rule, topic, right: true, day: 1 })),
    ...Array.from({ length: wrong }, (_, i) => answer({ code: `${rule}w${i}`, rule, topic, right: false, day: 1 })),
  ];
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

describe('recordAnswer', () => {
  it('counts the answer for its drill kind and its rule, with the day', () => {
    const p = recordAll([answer({ right: true, day: 5 }), answer({ right: false, day: 7, code: 'x' }), answer({ topic: 'evaluate', kind: 'evaluate', rule: null, day: 6 })]);
    expect(p.topics).toEqual({ open: { answered: 2, right: 1, last: 7 }, evaluate: { answered: 1, right: 1, last: 6 } });
    expect(p.rules).toEqual({ 'O-1NT': { answered: 2, right: 1, last: 7, topic: 'open' } });
    expect(overallStat(p)).toEqual({ answered: 3, right: 2, last: 7 });
  });

  it('keeps the latest day when the clock goes back', () => {
    expect(recordAll([answer({ day: 9 }), answer({ day: 4 })]).topics.open?.last).toBe(9);
  });

  it('charts a rule under the drill kind of its latest answer', () => {
    const p = recordAll([answer({ rule: 'X-FORCED', topic: 'respond' }), answer({ rule: 'X-FORCED', topic: 'rebid' })]);
    expect(topicRuleStats(p, 'rebid')).toEqual([{ rule: 'X-FORCED', stat: { answered: 2, right: 2, last: 20_000, topic: 'rebid' } }]);
    expect(topicRuleStats(p, 'respond')).toEqual([]);
  });

  it('counts streaks: a run of right answers, reset by a miss, the best kept', () => {
    const streaks = [true, true, true, false, true, true, false, false, true].reduce<{ p: Progress; seen: [number, number][] }>(
      ({ p, seen }, right, i) => {
        const next = recordAnswer(p, answer({ right, code: `c${i}` }));
        return { p: next, seen: [...seen, [next.streak.current, next.streak.best]] };
      },
      { p: emptyProgress(), seen: [] },
    ).seen;
    expect(streaks).toEqual([[1, 1], [2, 2], [3, 3], [0, 3], [1, 3], [2, 3], [0, 3], [0, 3], [1, 3]]);
  });

  it('queues a miss for review the next day and leaves the progress it was given alone', () => {
    const before = deepFreeze(recordAll([answer({ code: 'old', right: false, day: 3 })]));
    const snapshot = structuredClone(before);
    const after = recordAnswer(before, answer({ code: 'new', right: false, day: 10, topic: 'rebid', rule: 'RB-2NT' }));
    expect(before).toEqual(snapshot);
    expect(after.queue).toEqual([
      { code: 'old', topic: 'open', box: 1, due: 4 },
      { code: 'new', topic: 'rebid', box: 1, due: 11 },
    ]);
  });

  it('refuses a record no drill page makes', () => {
    expect(() => recordAnswer(emptyProgress(), answer({ day: 1.5 }))).toThrow(/day/);
    expect(() => recordAnswer(emptyProgress(), answer({ day: -1 }))).toThrow(/day/);
    expect(() => recordAnswer(emptyProgress(), answer({ topic: 'auction' as DrillKind }))).toThrow(/drill kind/);
    expect(() => recordAnswer(emptyProgress(), answer({ rule: 'O-9' as RuleId }))).toThrow(/rule id/);
  });
});

describe('due codes', () => {
  const p = recordAll([
    answer({ code: 'a', right: false, day: 10 }),
    answer({ code: 'b', right: false, day: 8, topic: 'rebid', rule: 'RB-2NT' }),
    answer({ code: 'c', right: false, day: 9 }),
    answer({ code: 'd', right: false, day: 12 }),
  ]);

  it('are the items due on the day, most overdue first', () => {
    expect(dueCodes(p, 11)).toEqual(['b', 'c', 'a']);
    expect(dueCodes(p, 11, 'open')).toEqual(['c', 'a']);
    expect(dueCodes(p, 8)).toEqual([]);
  });

  it('group by drill kind in the drills index order, at most `max` each', () => {
    expect(dueByTopic(p, 13)).toEqual([
      { topic: 'open', codes: ['c', 'a', 'd'] },
      { topic: 'rebid', codes: ['b'] },
    ]);
    expect(dueByTopic(p, 13, 2)[0].codes).toEqual(['c', 'a']);
  });
});

describe('weak rules', () => {
  it('are the lowest accuracies first, ties to the rule with more answers, then the spec order', () => {
    const p = recordAll([
      ...onRule('O-1NT', 3, 1), // 75 %
      ...onRule('R-JUMP', 1, 3), // 25 %
      ...onRule('RB-2NT', 2, 2), // 50 %, 4 answers
      ...onRule('BW-ASK', 3, 3), // 50 %, 6 answers: before RB-2NT
      ...onRule('D-X', 1, 1), // 2 answers: below minAnswered
      ...onRule('O-2NT', 5, 0), // never missed: no weak spot
      ...onRule('O-1', 1, 1), // 50 %, 2 answers, counts with minAnswered 2
      ...onRule('O-PRE', 1, 1), // the same as O-1: after it in the spec order
    ]);
    expect(weakRules(p, 10)).toEqual(['R-JUMP', 'BW-ASK', 'RB-2NT', 'O-1NT']);
    expect(weakRules(p, 3)).toEqual(['R-JUMP', 'BW-ASK', 'RB-2NT']);
    expect(weakRules(p, 10, 2)).toEqual(['R-JUMP', 'BW-ASK', 'RB-2NT', 'O-1', 'O-PRE', 'D-X', 'O-1NT']);
    expect(weakRules(p, 0)).toEqual([]);
    expect(weakRules(emptyProgress(), 3)).toEqual([]);
  });
});

describe('accuracy', () => {
  it('is the share of right answers, null before any', () => {
    expect(accuracy({ answered: 4, right: 3, last: 0 })).toBe(0.75);
    expect(accuracy({ answered: 0, right: 0, last: 0 })).toBeNull();
    expect(accuracy(undefined)).toBeNull();
  });

  it('lists the drill kinds answered, in index order', () => {
    expect(answeredTopics(recordAll([answer({ topic: 'slam', rule: 'BW-ASK' }), answer({ topic: 'evaluate', rule: null })]))).toEqual(['evaluate', 'slam']);
  });
});

describe('parseProgress', () => {
  const valid = recordAll([...onRule('O-1NT', 2, 1), answer({ topic: 'score', kind: 'score', rule: null, right: false, code: 's1' })]);

  it('reads back what it printed without an issue; nothing stored is a new learner', () => {
    expect(parseProgress(printProgress(valid))).toEqual({ progress: valid, issues: [] });
    expect(parseProgress(printProgress(emptyProgress()))).toEqual({ progress: emptyProgress(), issues: [] });
    expect(parseProgress(null)).toEqual({ progress: emptyProgress(), issues: [] });
  });

  // what does not read is kept apart entry by entry: parse.test.ts
});

describe('markLesson (read / practised marks of the course index)', () => {
  it('keeps the first day of each mark and leaves the drills counts alone', () => {
    const start = recordAll(onRule('O-1', 1, 1));
    const read = markLesson(start, 'hand-strength', 'read', 10);
    expect(read.lessons).toEqual({ 'hand-strength': { read: 10 } });
    expect(read.topics).toBe(start.topics);
    expect(markLesson(read, 'hand-strength', 'read', 12)).toBe(read);
    const practised = markLesson(read, 'hand-strength', 'practised', 12);
    expect(practised.lessons).toEqual({ 'hand-strength': { read: 10, practised: 12 } });
  });
  it('survives later answers and reads back from storage', () => {
    const marked = recordAnswer(markLesson(emptyProgress(), 'the-auction', 'practised', 3), answer());
    expect(marked.lessons).toEqual({ 'the-auction': { practised: 3 } });
    expect(parseProgress(printProgress(marked))).toEqual({ progress: marked, issues: [] });
  });
  it('refuses a slug that is no lesson and a malformed day', () => {
    expect(() => markLesson(emptyProgress(), 'nope', 'read', 1)).toThrow(/not a lesson/);
    expect(() => markLesson(emptyProgress(), 'the-auction', 'read', -1)).toThrow(/day/);
  });
});

/** Any answer a drill page could report: codes of every length (some too long to queue), days that jump about. */
const arbitraryAnswer: fc.Arbitrary<AnswerRecord> = fc.record({
  code: fc.oneof(fc.constantFrom('a', 'b', 'c', 'd', 'e'), fc.stringMatching(/^[A-Za-z0-9_-]{1,90}$/)),
  kind: fc.constantFrom('call', 'evaluate', 'legal', 'score'),
  topic: fc.constantFrom(...DRILL_KINDS),
  rule: fc.option(fc.constantFrom(...RULE_IDS), { nil: null }),
  right: fc.boolean(),
  day: fc.integer({ min: 0, max: 200_000 }),
});

describe('progress properties', () => {
  it('parse(print(p)) is p for any progress made by recording answers', () => {
    fc.assert(
      fc.property(fc.array(arbitraryAnswer, { maxLength: 120 }), (answers) => {
        const p = recordAll(answers);
        expect(parseProgress(printProgress(p))).toEqual({ progress: p, issues: [] });
      }),
      { numRuns: 300 },
    );
  });

  it('the queue never exceeds its bound, holds each code once, and the printed progress stays far below 256 KB', () => {
    const misses = fc.array(fc.record({ code: fc.stringMatching(/^[A-Za-z0-9_-]{1,90}$/), right: fc.boolean(), day: fc.nat(1000) }), { minLength: 150, maxLength: 400 });
    fc.assert(
      fc.property(misses, (answers) => {
        const p = recordAll(answers.map((a) => answer({ ...a, right: a.right && a.day % 3 === 0 })));
        expect(p.queue.length).toBeLessThanOrEqual(MAX_QUEUE);
        expect(new Set(p.queue.map((e) => e.code)).size).toBe(p.queue.length);
        expect(p.queue.every((e) => e.code.length <= MAX_CODE_LENGTH)).toBe(true);
        expect(printProgress(p).length).toBeLessThan(MAX_PROGRESS_CHARS / 4);
      }),
      { numRuns: 60 },
    );
  });

  it('parseProgress never throws on arbitrary text, and what it keeps reads back cleanly, never much longer than the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((v) => JSON.stringify({ version: 1, topics: v, rules: v, streak: v, queue: v }))), (text) => {
        const parsed = parseProgress(text);
        expect(parseProgress(printProgress(parsed.progress))).toEqual({ progress: parsed.progress, issues: [] });
        // the fields a text leaves out are printed empty: at most the empty progress's length is added
        expect(printProgress(parsed.progress).length).toBeLessThanOrEqual(text.length + printProgress(emptyProgress()).length);
      }),
      { numRuns: 2000 },
    );
  });

  it('the best streak is the longest run of right answers', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 60 }), (rights) => {
        const p = recordAll(rights.map((right, i) => answer({ right, code: `c${i}` })));
        const runs = rights.map(String).join('').split('false').map((run) => run.split('true').length - 1);
        expect(p.streak.best).toBe(Math.max(0, ...runs));
      }),
    );
  });
});
