// The set as its teacher keeps it: the view with the results, one square, the settings patch, the roster (rename,
// remove), deletion, and whether a teacher link is good. Example: await teacherView(store, token, now) → 200 { set, results, wrongPins }.

import { issue } from '@/lib/result';
import { auctionSpread } from '@/lib/teach/auction-item';
import { isStoredId } from '@/lib/set-api/ids';
import { storedAuctionAnswer } from '@/lib/teach/answer-kind';
import type { PatchSetRequest } from '@/lib/set-api/requests';
import { reviewJson } from '@/lib/set-api/views';
import { type SetItem, type StoredAuctionAnswer } from '@/lib/teach/set-types';
import type { SetRow, Store } from './store-types';
import { wrongPinsToday } from './join-gate';
import { noContent, refusal, reply, type Reply } from './replies';
import { acceptsOf } from './item-accepts';
import { newJoinPin } from './tokens';
import { NOT_FOUND, iso, teacherSet } from './set-common';
import { resultsOf, setItemsWithOwn, setJson, storedItemJson } from './set-json';

/** A stored id as the teacher's page sends it back (a UUID): anything else is not looked up. */

/** GET /api/teacher/{token}: the set, its items with their answers and the results. */
export async function teacherView(store: Store, token: string, now: number): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  const { results, answerCount, ...items } = await resultsOf(store, set);
  const auctions = await auctionSpreadsOf(store, set, items.setItems);
  // the wrong PINs given for the set's PIN today, beside the PIN on the teacher's page (server/join-gate.ts)
  const wrongPins = await wrongPinsToday(store, { kind: 'set', id: set.id, pin: set.spec.joinPin ?? null }, now);
  return reply('GET /api/teacher/{token}', 200, { set: setJson(set, items, now, answerCount), results, wrongPins, ...(auctions.length > 0 && { auctions }) });
}

/**
 * The spread per call of each whole-auction item: the students' first answers' stored records, turn by turn (read only
 * for a set that has such items: the other results come from the stored squares).
 */
async function auctionSpreadsOf(store: Store, set: SetRow, setItems: readonly SetItem[]) {
  const wanted = new Map(setItems.flatMap((si, index) => (si.source.source === 'auction' ? [[si.id, index] as const] : [])));
  if (wanted.size === 0) return [];
  const firsts = new Map<string, { readonly setItem: string; readonly record: StoredAuctionAnswer['record'] }>();
  for (const a of [...(await store.answersOf(set.id))].sort((x, y) => x.at - y.at || x.id.localeCompare(y.id))) {
    const key = `${a.student}|${a.setItem}`;
    const auction = storedAuctionAnswer(a.answer);
    if (wanted.has(a.setItem) && auction && !firsts.has(key)) firsts.set(key, { setItem: a.setItem, record: auction.record });
  }
  return [...wanted].map(([id, index]) => {
    const records = [...firsts.values()].filter((a) => a.setItem === id).map((a) => a.record);
    const turns = auctionSpread(records).map((s) => ({
      turn: s.turn, answered: s.answered, right: s.right, calls: [...s.calls].sort((a, b) => b[1] - a[1]).map(([call, count]) => ({ call, count })),
    }));
    return { index, turns };
  });
}

/**
 * PATCH /api/teacher/{token}: the fields given, in one transaction with the set's row locked (server/settings-store.ts),
 * so that two PATCHes at once both land; times that would close the set before it opens, against the row as it is then,
 * are refused by the database: 400 closes-before-opens, nothing of the patch kept.
 */
export async function patchSet(store: Store, token: string, patch: PatchSetRequest, now: number): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  const { joinPin, ...rest } = patch;
  const updated = await store.updateSet(set.id, { ...rest, ...(joinPin !== undefined && { joinPin: joinPin === 'new' ? newJoinPin() : null }) });
  if (updated === 'closes-before-opens') return refusal(400, issue('closes-before-opens'));
  if (!updated) return NOT_FOUND;
  const [items, answers] = await Promise.all([setItemsWithOwn(store, updated), store.answerCount(updated.id)]);
  return reply('PATCH /api/teacher/{token}', 200, { set: setJson(updated, items, now, answers) });
}

/** DELETE /api/teacher/{token}/students/{id}: the student leaves the set with their answers (204); 404 when not in it. */
export async function removeStudent(store: Store, token: string, studentId: string): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set || !isStoredId(studentId)) return NOT_FOUND;
  return (await store.removeStudent(set.id, studentId)) ? noContent() : NOT_FOUND;
}

/** PATCH /api/teacher/{token}/students/{id} {name}: the name the teacher's views and the student's page show. */
export async function renameStudent(store: Store, token: string, studentId: string, name: string): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set || !isStoredId(studentId)) return NOT_FOUND;
  return (await store.renameStudent(set.id, studentId, name)) ? reply('PATCH /api/teacher/{token}/students/{studentId}', 200, { id: studentId, name }) : NOT_FOUND;
}

/**
 * GET /api/teacher/{token}/cell?student=…&item=…: one square of the grid as stored, the student's own hand with fresh
 * hands: the position, the expected answer with the rule that gives it, and each of the student's attempts with its grade.
 */
export async function teacherCell(store: Store, token: string, studentId: string, setItemId: string): Promise<Reply> {
  if (!isStoredId(studentId) || !isStoredId(setItemId)) return NOT_FOUND;
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  // the one student and the one item, never the roster or the student's other items
  const student = await store.downloads.studentOf(set.id, studentId);
  if (!student) return NOT_FOUND;
  const item = await store.downloads.itemOf(set.id, setItemId, set.spec.hands === 'same' ? null : student.id);
  if (!item) return NOT_FOUND;
  const [answers, setItems] = await Promise.all([store.answersOf(set.id, student.id), store.setItemsOf(set.id)]);
  return reply('GET /api/teacher/{token}/cell', 200, {
    student: { id: student.id, name: student.name },
    item: storedItemJson(item, (await acceptsOf(store, set.id, setItems))(item)),
    review: reviewJson(item.made),
    attempts: answers.filter((a) => a.setItem === setItemId).map((a) => ({
      id: a.id, answer: a.grade.answer, given: a.answer, right: a.grade.right, rule: a.grade.rule,
      expected: { text: a.grade.expected.text, rule: a.grade.expected.rule }, system: a.grade.system, at: iso(a.at),
      ...(a.grade.ownRule !== undefined && { ownRule: a.grade.ownRule }),
    })),
  });
}

export async function deleteSet(store: Store, token: string): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  await store.deleteSet(set.id);
  return noContent();
}

/** Whether a teacher link is good, for its pages (false: a 404, whatever part of the token is wrong). */
export async function teacherLinkExists(store: Store, token: string): Promise<boolean> {
  return (await teacherSet(store, token)) !== null;
}
