// The set as the teacher's replies give it: its questions with their labels and stored items, the results from the
// stored squares, and one stored item with what grades it. Example:
// setJson(set, await setItemsWithOwn(store, set), now, 3) → { open: true, availability: 'open', answers: 3, code, …, items: [ … ] }.

import { isRuleId } from '@/lib/bidder';
import { itemCode } from '@/lib/quiz/item-code';
import type { BuiltFor, storedItem, teacherItem, teacherSet } from '@/lib/set-api/responses';
import { resultsJson, studentItemJson } from '@/lib/set-api/views';
import { resultsOfCellsInSteps, type ItemLabel } from '@/lib/teach';
import { type SetItem } from '@/lib/teach/set-types';
import type { SetRow, Store, StoredItem } from './store-types';
import { availabilityJson, iso, kindOf } from './set-common';
import { runInSteps } from './in-steps';

/** What names each item in the teacher's views: the rule of its stored expected answer; with fresh hands, the rule asked. */
function itemLabels(setItems: readonly SetItem[], own: ReadonlyMap<string, StoredItem>): ItemLabel[] {
  return setItems.map((si) => {
    const item = own.get(si.id);
    if (item) return { kind: item.made.item.kind, rule: item.made.expected.rule };
    const asked = si.source.source === 'topic' && isRuleId(si.source.topic) ? si.source.topic : null;
    return { kind: kindOf(si.source), rule: asked };
  });
}

function teacherItems(setItems: readonly SetItem[], own: ReadonlyMap<string, StoredItem>, labels: readonly ItemLabel[]): BuiltFor<typeof teacherItem>[] {
  return setItems.map((si, index) => {
    const source = si.source;
    const item = own.get(si.id);
    return {
      index, id: si.id, kind: labels[index].kind, rule: labels[index].rule, source: source.source,
      topic: source.source === 'topic' ? source.topic : null, ...(source.source === 'auction' && { seat: source.seat }), fresh: item === undefined,
      nearMiss: item ? item.made.nearMiss : source.source === 'topic' && source.nearMiss,
      board: source.source === 'board' ? source.board : null, key: source.source === 'board' ? source.key : null,
      grade: source.source === 'board' ? source.grade : 'system', expected: item ? item.made.expected.text : null,
      code: item ? itemCode(item.made.item) : null, accepted: si.accepted,
    };
  });
}

/** The set's questions, its own items (same hands) by question, and their labels. */
export async function setItemsWithOwn(store: Store, set: SetRow) {
  const [setItems, own] = await Promise.all([store.setItemsOf(set.id), set.spec.hands === 'same' ? store.itemsOf(set.id, null) : []]);
  const byId = new Map(own.map((i) => [i.setItem, i]));
  return { setItems, own: byId, labels: itemLabels(setItems, byId) };
}

/** The results from the stored squares (one row per student), never from every answer. */
export async function resultsOf(store: Store, set: SetRow) {
  const [{ setItems, own, labels }, students, cells, answerCount] = await Promise.all([
    setItemsWithOwn(store, set), store.studentsOf(set.id), store.cellsOf(set.id), store.answerCount(set.id),
  ]);
  // a step at a time (a class of 300 × 100 is 30,000 squares): other requests go on between two steps
  const results = await runInSteps(resultsOfCellsInSteps({
    items: labels, students, cell: (student, position) => cells.get(student.id)?.[setItems[position].id],
    withStudents: set.spec.hands === 'fresh', // a spread entry names its students: a call is accepted on one's hand
  }));
  return { setItems, own, labels, students, answerCount, results: resultsJson(results) };
}

/** The set as every teacher reply gives it: settings, whether and why it takes answers now, how many answers, its items. */
export function setJson(
  set: SetRow,
  { setItems, own, labels }: { setItems: readonly SetItem[]; own: ReadonlyMap<string, StoredItem>; labels: readonly ItemLabel[] },
  now: number,
  answers: number,
): BuiltFor<typeof teacherSet> {
  return {
    ...availabilityJson(set, now), answers,
    code: set.code, title: set.spec.title, instructions: set.spec.instructions, locale: set.spec.locale, mode: set.spec.mode,
    hands: set.spec.hands, closed: set.closed, revealed: set.revealed, opensAt: iso(set.opensAt), closesAt: iso(set.closesAt),
    joinPin: set.spec.joinPin ?? null, joinsClosed: set.spec.joinsClosed ?? false, archived: set.archived, createdAt: iso(set.createdAt), accepted: Object.fromEntries(setItems.flatMap((si, i) => (si.accepted.length > 0 ? [[i, si.accepted] as const] : []))),
    items: teacherItems(setItems, own, labels),
  };
}

export function storedItemJson(item: StoredItem, accepted: readonly string[]): BuiltFor<typeof storedItem> {
  const e = item.made.expected;
  return {
    ...studentItemJson(item.made.item, item.position, false), code: itemCode(item.made.item), id: item.setItem, asked: item.made.asked, nearMiss: item.made.nearMiss,
    expected: { call: e.call, text: e.text, rule: e.rule, by: e.by }, accepted, system: item.made.system,
  };
}
