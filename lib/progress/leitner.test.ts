import { describe, expect, it } from 'vitest';
import { dueEntries, reviewQueue } from './leitner';
import { MAX_QUEUE, type AnswerRecord, type Box, type ReviewEntry } from './model';

const answer = (code: string, right: boolean, day: number, topic: AnswerRecord['topic'] = 'open'): AnswerRecord => ({
  code,
  kind: 'call',
  topic,
  rule: null,
  right,
  day,
});
const entry = (code: string, box: Box, due: number, topic: ReviewEntry['topic'] = 'open'): ReviewEntry => ({ code, topic, box, due });

describe('the Leitner transitions', () => {
  it('a miss on a new item queues it in box 1, due the next day', () => {
    expect(reviewQueue([], answer('a', false, 100))).toEqual([entry('a', 1, 101)]);
  });

  it('a right answer on an item not in the queue leaves the queue alone', () => {
    const queue = [entry('a', 2, 105)];
    expect(reviewQueue(queue, answer('b', true, 200))).toBe(queue);
  });

  it.each([
    [1, 2, 2], // box 1 → box 2, due after 2 days
    [2, 3, 4],
    [3, 4, 8],
    [4, 5, 16],
  ] as const)('a right answer on a due item in box %i moves it to box %i, due after %i days', (from, to, days) => {
    expect(reviewQueue([entry('a', from, 50)], answer('a', true, 50))).toEqual([entry('a', to, 50 + days)]);
  });

  it('a right answer on a due item in box 5 takes it out of the queue', () => {
    expect(reviewQueue([entry('x', 1, 9), entry('a', 5, 50), entry('y', 2, 70)], answer('a', true, 60))).toEqual([entry('x', 1, 9), entry('y', 2, 70)]);
  });

  it('an overdue item moves up one box only, its next date counted from the answer', () => {
    expect(reviewQueue([entry('a', 2, 50)], answer('a', true, 58))).toEqual([entry('a', 3, 62)]);
  });

  it('a right answer before the item is due changes nothing', () => {
    const queue = [entry('a', 3, 50)];
    expect(reviewQueue(queue, answer('a', true, 49))).toBe(queue);
  });

  it.each([1, 2, 3, 4, 5] as const)('a miss on an item in box %i sends it back to box 1, due the next day, as the newest entry', (box) => {
    const queue = [entry('a', box, 40), entry('b', 1, 41)];
    expect(reviewQueue(queue, answer('a', false, 30))).toEqual([entry('b', 1, 41), entry('a', 1, 31)]);
  });

  it('a miss takes the drill kind of the page it was made on', () => {
    expect(reviewQueue([entry('a', 3, 40, 'open')], answer('a', false, 45, 'rebid'))).toEqual([entry('a', 1, 46, 'rebid')]);
  });

  it('a full queue drops its oldest entry for a new miss, and keeps its size for a repeated one', () => {
    const full = Array.from({ length: MAX_QUEUE }, (_, i) => entry(`c${i}`, 1, i));
    const added = reviewQueue(full, answer('new', false, 500));
    expect(added).toHaveLength(MAX_QUEUE);
    expect(added[0].code).toBe('c1');
    expect(added.at(-1)).toEqual(entry('new', 1, 501));
    const repeated = reviewQueue(full, answer('c7', false, 500));
    expect(repeated).toHaveLength(MAX_QUEUE);
    expect(repeated[0].code).toBe('c0');
    expect(repeated.at(-1)).toEqual(entry('c7', 1, 501));
  });

  it('never queues a code over 80 characters or with letters a link cannot carry', () => {
    expect(reviewQueue([], answer('A'.repeat(80), false, 1))).toHaveLength(1);
    for (const code of ['A'.repeat(81), '', 'a,b', 'a b', 'a/b', 'ž']) expect(reviewQueue([], answer(code, false, 1))).toEqual([]);
  });
});

describe('due entries', () => {
  const queue = [entry('a', 1, 12), entry('b', 2, 10, 'rebid'), entry('c', 1, 13), entry('d', 3, 10), entry('e', 1, 11)];

  it('are the entries due on the day, most overdue first, the older first on the same day', () => {
    expect(dueEntries(queue, 12).map((e) => e.code)).toEqual(['b', 'd', 'e', 'a']);
  });

  it('of one drill kind when asked', () => {
    expect(dueEntries(queue, 12, 'open').map((e) => e.code)).toEqual(['d', 'e', 'a']);
    expect(dueEntries(queue, 12, 'slam')).toEqual([]);
  });

  it('are none before the first due day', () => {
    expect(dueEntries(queue, 9)).toEqual([]);
  });
});
