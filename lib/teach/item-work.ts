// The heavy, pure part of a set's items, as jobs a worker thread runs (server/item-pool.ts): items made from their
// questions (a fresh-hands join, `add`, `replace`) and today's system asked again for stored items (the system check).
// Each job is plain data both ways (structured clone). Example:
// runItemJob({ kind: 'make', items: [{ source, seed: 812 }] }) → [makeItem(source, 812)].

import type { QuizItem } from '../quiz/item-types';
import { makeItem, type MadeItem } from './made-item';
import { storedQuizItem } from './stored-item';
import type { SetItemSource, StoredExpected } from './set-types';
import { expectedToday, sameExpected, type TodayItem } from './system-check';

/** Items to make: each question with the student's seed (null: the set's own item, same hands). */
export interface MakeJob {
  readonly kind: 'make';
  readonly items: readonly { readonly source: SetItemSource; readonly seed: number | null }[];
}

/**
 * Stored items whose expected answer today's system gives again: each with its quiz item as the stored JSON text (the
 * store's items.item: the item, with its explanation and a whole auction's question beside it) and its stored expected
 * answer. The result holds today's expected answer where it differs, else null (the same, or the position no longer reads).
 */
export interface CheckJob {
  readonly kind: 'check';
  readonly items: readonly { readonly source: SetItemSource; readonly item: string; readonly expected: StoredExpected }[];
}

export type ItemJob = MakeJob | CheckJob;

/** What a job gives back, one entry per item, in order. */
export type ItemJobResult<J extends ItemJob> = J extends MakeJob ? MadeItem[] : (StoredExpected | null)[];

export function runItemJob<J extends ItemJob>(job: J): ItemJobResult<J>;
export function runItemJob(job: ItemJob): MadeItem[] | (StoredExpected | null)[] {
  if (job.kind === 'make') return job.items.map(({ source, seed }) => makeItem(source, seed));
  return job.items.map(({ source, item, expected }) => changedStored(source, item, expected));
}

/** changedExpected of a stored item's JSON (items.item); null when the JSON does not read as an item (stored-item.ts). */
export function changedStored(source: SetItemSource, json: string, expected: StoredExpected, today?: TodayItem): StoredExpected | null {
  const item = storedQuizItem(json);
  return item ? changedExpected(source, item, expected, today) : null;
}

/** Today's expected answer of `item` where it differs from the stored `expected`; null when the same or unreadable. */
export function changedExpected(source: SetItemSource, item: QuizItem, expected: StoredExpected, today?: TodayItem): StoredExpected | null {
  const to = expectedToday(source, item, today);
  return to !== null && !sameExpected(expected, to) ? to : null;
}
