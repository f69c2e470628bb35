// "Check against today's system", its pure part: today's expected answer of a stored item, and when two expected
// answers grade alike.
import { describe, expect, it } from 'vitest';
import { PASS } from '../bridge/call';
import { makeItem } from './made-item';
import { expectedToday, sameExpected, todayItem } from './system-check';
import type { SetItemSource, StoredExpected } from './set-types';

const source: SetItemSource = { source: 'topic', topic: 'R-NEW2', seed: 812, nearMiss: false };
const made = makeItem(source, null);

describe('expectedToday', () => {
  it("is the stored expected answer when today's system answers the position as it did", () => {
    expect(expectedToday(source, made.item)).toEqual(made.expected);
    expect(todayItem(made.item)).toEqual(made.item);
  });

  it("asks the system it is given: another system's answer on the same position", () => {
    const passing = expectedToday(source, made.item, (item) => ({ ...item, expected: { ...item.expected, call: PASS, rule: 'R-PASS' } as typeof item.expected }));
    expect(passing).toEqual({ kind: 'call', call: 'P', text: 'P', rule: 'R-PASS', by: 'system' });
    expect(expectedToday(source, made.item, () => null)).toBeNull();
  });
});

describe('sameExpected', () => {
  const base: StoredExpected = { kind: 'call', call: '2D', text: '2D', rule: 'R-NEW2', by: 'system' };
  it('is true only when the answer, its text, its rule and its author all agree', () => {
    expect(sameExpected(base, { ...base })).toBe(true);
    expect(sameExpected(base, { ...base, call: '2H', text: '2H' })).toBe(false);
    expect(sameExpected(base, { ...base, text: '2 D' })).toBe(false);
    expect(sameExpected(base, { ...base, rule: 'R-1NT' })).toBe(false);
    expect(sameExpected(base, { ...base, by: 'key' })).toBe(false);
    expect(sameExpected(base, { ...base, kind: 'evaluate' })).toBe(false);
  });
});
