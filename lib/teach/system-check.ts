// "Check against today's system": each stored item's expected answer asked again of today's lib/ on the same position
// (the item rebuilt from its share code), and what that would change. Stored grades change only when the teacher
// applies it. Example: expectedToday(source, item) → { kind: 'call', call: '2D', rule: 'R-NEW2', … } or null (unreadable).

import { itemCode, itemFromCode } from '../quiz/item-code';
import type { QuizItem } from '../quiz/item-types';
import { expectedOf } from './made-item';
import type { SetItemSource, StoredExpected } from './set-types';

/** The same position with today's system's answer; null when the stored position no longer reads. */
export type TodayItem = (item: QuizItem) => QuizItem | null;

export const todayItem: TodayItem = (item) => {
  const rebuilt = itemFromCode(itemCode(item));
  return rebuilt.ok ? rebuilt.value : null;
};

/** What grades the stored `item` by today's system (the teacher's key still grades a board that keeps it). */
export function expectedToday(source: SetItemSource, item: QuizItem, today: TodayItem = todayItem): StoredExpected | null {
  const now = today(item);
  return now === null ? null : expectedOf(source, now);
}

/** Two expected answers grade alike: the same answer, rule and author. */
export function sameExpected(a: StoredExpected, b: StoredExpected): boolean {
  return a.kind === b.kind && a.call === b.call && a.text === b.text && a.rule === b.rule && a.by === b.by;
}
