// The item pool's jobs run here in this thread (server/item-pool.test.ts runs them in the worker): making items, and
// asking today's system again for a stored item.

import { describe, expect, it } from 'vitest';
import { makeItem } from './made-item';
import { changedExpected, changedStored, runItemJob } from './item-work';
import type { SetItemSource, StoredExpected } from './set-types';

const source: SetItemSource = { source: 'topic', topic: 'O-1NT', seed: 3, nearMiss: false };
const made = makeItem(source, null);
const json = JSON.stringify({ ...made.item, explanation: made.explanation });
const other: StoredExpected = { ...made.expected, call: 'P', text: 'P' };

describe('the item jobs', () => {
  it('make: each question with its seed, as makeItem makes it, in order', () => {
    const fresh = makeItem(source, 41);
    expect(runItemJob({ kind: 'make', items: [{ source, seed: null }, { source, seed: 41 }] })).toEqual([made, fresh]);
  });

  it("check: today's expected answer where it differs from the stored one, null where the same or unreadable", () => {
    const job = { kind: 'check', items: [{ source, item: json, expected: made.expected }, { source, item: json, expected: other }, { source, item: '{"topic":', expected: other }] } as const;
    expect(runItemJob(job)).toEqual([null, made.expected, null]);
    expect(changedStored(source, json, other)).toEqual(made.expected);
    expect(changedStored(source, 'null', other)).toBeNull();
  });

  it('is null when today\'s system no longer reads the position', () => {
    expect(changedExpected(source, made.item, other, () => null)).toBeNull();
    expect(changedExpected(source, made.item, other, (item) => item)).toEqual(made.expected);
  });
});
