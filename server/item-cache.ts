// The items of the teachers' sets, remembered per process: an item is remade from its source (a topic and seed, or a
// board) on every request that needs it, and making one walks deals (up to a few ms), so a class answering at once
// would make the same items thousands of times. A bounded map in insertion order (least recently used dropped); only a
// speed-up, never needed: another server makes the same item from the same source.
// Example: cachedItem(spec.items[3], 812) — the item a fresh-hands student with seed 812 answers as item 3.

import type { QuizItem } from '@/lib/quiz/item-types';
import { sourceItem } from '@/lib/teach';
import type { SetItemSource, SetSpec } from '@/lib/teach/set-types';

/** About a set of 100 items for 300 students with fresh hands, or many sets with the same hands. */
const MAX_ITEMS = 30_000;
const items = new Map<string, QuizItem>();

export function cachedItem(source: SetItemSource, studentSeed: number | null): QuizItem {
  const key = `${studentSeed ?? ''}|${JSON.stringify(source)}`;
  const found = items.get(key);
  if (found) {
    // used again: move it to the end, the most recent
    items.delete(key);
    items.set(key, found);
    return found;
  }
  const made = sourceItem(source, studentSeed);
  items.set(key, made);
  if (items.size > MAX_ITEMS) items.delete(items.keys().next().value as string);
  return made;
}

/** The set's items for a student (lib/teach itemsOf), each made once per process. */
export function cachedItems(spec: SetSpec, student: { readonly seed: number } | null): QuizItem[] {
  const studentSeed = spec.hands === 'fresh' && student !== null ? student.seed : null;
  return spec.items.map((source) => cachedItem(source, studentSeed));
}

/** One item of the set for a student, or undefined past the end. */
export function cachedItemAt(spec: SetSpec, index: number, student: { readonly seed: number } | null): QuizItem | undefined {
  const source = spec.items[index];
  if (!source) return undefined;
  return cachedItem(source, spec.hands === 'fresh' && student !== null ? student.seed : null);
}
