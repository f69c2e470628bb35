// Items made for an edit in the pool (server/item-making.ts): the set's own with the same hands, each student's from
// their seed with fresh hands, in order whatever the slices; how many an edit makes; 503 only for a full pool.

import { afterAll, describe, expect, it } from 'vitest';
import { makeItem } from '@/lib/teach';
import type { SetItemSource } from '@/lib/teach/set-types';
import { SPEC } from '@/test-support/store/store-contract';
import { ItemsBusy, createItemPool, useItemPool } from './item-pool';
import { MAKE_SLICE, editItemCount, madeForEdit, unlessBusy } from './item-making';
import type { SetRow } from './set-row';

const pool = createItemPool({ size: 1 });
const before = useItemPool(pool);
afterAll(async () => {
  useItemPool(before);
  await pool.close();
});

const setOf = (hands: 'same' | 'fresh'): SetRow => ({
  id: 's', code: 'K7M2Q9XD', spec: { ...SPEC, hands }, closed: false, revealed: false, opensAt: null, closesAt: null, createdAt: 0,
  classId: null, keyHash: null, archived: false,
});
const sources: SetItemSource[] = [
  { source: 'topic', topic: 'O-1NT', seed: 3, nearMiss: false },
  { source: 'topic', topic: 'score', seed: 4, nearMiss: false },
];
const students = [11, 12, 13].map((seed) => ({ id: `st${seed}`, name: `S${seed}`, seed, joinedAt: seed }));

describe('madeForEdit', () => {
  it('makes the set\'s own items with the same hands, and no student\'s', async () => {
    expect(await madeForEdit(setOf('same'), sources, students)).toEqual({ own: sources.map((s) => makeItem(s, null)), students: null });
  });

  it('makes each student\'s items from their seed with fresh hands, in the questions\' order, and none of the set\'s own', async () => {
    const made = await madeForEdit(setOf('fresh'), sources, students);
    expect(made.own).toEqual([null, null]);
    expect([...made.students!.keys()]).toEqual(students.map((s) => s.id));
    for (const s of students) expect(made.students!.get(s.id)).toEqual(sources.map((source) => makeItem(source, s.seed)));
  });

  it('keeps the order across slices of the pool\'s jobs', async () => {
    const many = Array.from({ length: MAKE_SLICE + 3 }, (_, k): SetItemSource => ({ source: 'topic', topic: 'score', seed: 100 + k, nearMiss: false }));
    const made = await madeForEdit(setOf('same'), many, []);
    expect(made.own).toEqual(many.map((s) => makeItem(s, null)));
  });
});

describe('editItemCount and unlessBusy', () => {
  it('counts one item per question with the same hands, one per question and student with fresh hands', () => {
    expect(editItemCount(setOf('same'), 3, 10)).toBe(3);
    expect(editItemCount(setOf('fresh'), 3, 10)).toBe(30);
  });

  it('answers 503 items-busy with Retry-After for a full pool, and lets any other error through', async () => {
    const busy = await unlessBusy(() => Promise.reject(new ItemsBusy()));
    expect(busy).toMatchObject({ ok: false, status: 503, issue: { code: 'items-busy' }, headers: { 'retry-after': '2' } });
    await expect(unlessBusy(() => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    expect(await unlessBusy(() => Promise.resolve(7))).toBe(7);
  });
});

