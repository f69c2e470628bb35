// A set's items made, and today's system asked again, in the item pool (server/item-pool.ts), never inside a store
// transaction: in slices, one pool job at a time per request, so that other requests' jobs take turns with a long one.
// A full pool's queue is answered 503 `items-busy` with Retry-After. Example:
// await madeForEdit(set, sources, students) → { own: [null], students: Map { studentId → [MadeItem] } }.

import { issue } from '@/lib/result';
import type { CheckJob } from '@/lib/teach/item-work';
import type { MadeItem } from '@/lib/teach';
import type { SetItemSource, SetStudent, StoredExpected } from '@/lib/teach/set-types';
import { ITEMS_RETRY_SECONDS, ItemsBusy, itemPool } from './item-pool';
import type { Reply } from './replies';
import type { MadeForEdit, SetRow } from './store-types';

/** Items one pool job makes at most (a fresh `respond` item is some 40 ms of CPU). */
export const MAKE_SLICE = 20;
/** Stored items one pool job of the system check asks again at most. */
export const CHECK_SLICE = 100;

/** `work` done in slices of `slice`, one pool job after the other, the results in order. */
async function inSlices<T, R>(items: readonly T[], slice: number, work: (part: readonly T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < items.length; start += slice) out.push(...(await work(items.slice(start, start + slice))));
  return out;
}

/** The items of `items` (each a question with a student's seed, or null for the set's own), made in the pool. */
export function makeItems(items: readonly { readonly source: SetItemSource; readonly seed: number | null }[]): Promise<MadeItem[]> {
  return inSlices(items, MAKE_SLICE, (part) => itemPool().run({ kind: 'make', items: part }));
}

/** Today's expected answer of each stored item where it changed (null: the same, or unreadable), asked in the pool. */
export function checkItems(items: CheckJob['items']): Promise<(StoredExpected | null)[]> {
  return inSlices(items, CHECK_SLICE, (part) => itemPool().run({ kind: 'check', items: part }));
}

/** The items an edit adds for `sources` to `set`: its own with same hands, each of `students`' with fresh hands. */
export async function madeForEdit(set: SetRow, sources: readonly SetItemSource[], students: readonly SetStudent[]): Promise<MadeForEdit> {
  if (set.spec.hands === 'same') return { own: await makeItems(sources.map((source) => ({ source, seed: null }))), students: null };
  const made = await makeItems(students.flatMap((s) => sources.map((source) => ({ source, seed: s.seed }))));
  const n = sources.length;
  return { own: sources.map(() => null), students: new Map(students.map((s, i) => [s.id, made.slice(i * n, (i + 1) * n)])) };
}

/** How many items an edit of `count` questions makes in `set` with `students` (MAX_EDIT_ITEMS bounds it). */
export function editItemCount(set: SetRow, count: number, students: number): number {
  return count * (set.spec.hands === 'fresh' ? students : 1);
}

/** 503 `items-busy` with Retry-After: the pool's queue is full. */
export function itemsBusy(): Reply {
  return { ok: false, status: 503, issue: issue('items-busy', { seconds: ITEMS_RETRY_SECONDS }), headers: { 'retry-after': String(ITEMS_RETRY_SECONDS) } };
}

/** What `work` gives, or 503 `items-busy` when the pool refused a job of it. */
export async function unlessBusy<T>(work: () => Promise<T>): Promise<T | Reply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ItemsBusy) return itemsBusy();
    throw error;
  }
}
