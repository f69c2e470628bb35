// POST /api/teacher/{token}/accept: another call counts as right for an item (issue 37). With the same hands, on the
// set's one hand, for everyone; with fresh hands, on the hand of the student named, and on the hands of the others the
// teacher extends it to (the same expected call and rule, the same call given), never on another expected answer.
// `preview` first says which answers it would turn right, and changes nothing. Example: await acceptAnswer(store,
// token, { id, call: pass, student: marko, extend: [], preview: true }, now) → 200 { preview: true, hand, others }.

import { makeCall } from '@/lib/bridge/call';
import { issue } from '@/lib/result';
import type { AcceptRequest } from '@/lib/set-api/requests';
import { acceptPlan, type AcceptAnswer, type AcceptHand } from '@/lib/teach/hand-accepts';
import type { SetRow, Store, StoredItem } from './store-types';
import { refusal, reply, type Reply } from './replies';
import { findItem, itemName, kindOf, NOT_FOUND, teacherSet } from './set-common';
import { resultsOf, setJson } from './set-json';

export async function acceptAnswer(store: Store, token: string, request: AcceptRequest, now: number): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  const setItems = await store.setItemsOf(set.id);
  const target = findItem(setItems, request);
  if (!target) return refusal(400, issue('bad-item', { item: itemName(request), count: setItems.length }));
  if (kindOf(target.source) !== 'call' || target.source.source === 'auction') return refusal(400, issue('accept-not-call'));
  const call = makeCall(request.call);
  const fresh = set.spec.hands === 'fresh';
  // the hand it is accepted on: the set's own, or with fresh hands the student's own (each student has theirs)
  if (fresh && request.student === undefined) return refusal(400, issue('accept-hand-needed'));
  const hand = (await store.itemsOf(set.id, fresh ? request.student! : null)).find((i) => i.setItem === target.id);
  if (!hand) return refusal(400, issue('accept-no-hand'));
  if (request.preview) return preview(store, set, target.id, hand, call);
  if (!fresh) {
    await store.acceptCall(target.id, call, now);
  } else {
    const { hands } = await store.acceptRows(target.id);
    const itemOf = new Map(hands.flatMap((h) => (h.student === null ? [] : [[h.student, h.item] as const])));
    const extend = request.extend.filter((student) => student !== request.student).map((student) => itemOf.get(student));
    // a student the preview listed who is gone, or whose hand no longer shares the answer and the call: look again
    if (extend.some((item) => item === undefined)) return refusal(409, issue('accept-changed'));
    const done = await store.acceptOnHands(target.id, hand.id, extend as string[], call, now);
    if (done === 'changed') return refusal(409, issue('accept-changed'));
    if (done === 'not-found') return refusal(400, issue('accept-no-hand'));
  }
  const { results, answerCount, ...items } = await resultsOf(store, set);
  return reply('POST /api/teacher/{token}/accept', 200, { set: setJson(set, items, now, answerCount), results });
}

/** What the accept would turn right, as stored now: on the hand, and per other hand it could be extended to. */
async function preview(store: Store, set: SetRow, setItemId: string, hand: StoredItem, call: string): Promise<Reply> {
  const [{ hands, answers }, students] = await Promise.all([store.acceptRows(setItemId), store.studentsOf(set.id)]);
  const names = new Map(students.map((s) => [s.id, s.name]));
  const student = (id: string | null) => (id === null ? null : { id, name: names.get(id) ?? '' });
  const target: AcceptHand = { item: hand.id, student: hand.student, expected: hand.made.expected };
  // with the same hands every answer is to the set's own item: all of them are the hand's
  const plan = acceptPlan(target, hands, set.spec.hands === 'same' ? answers.map((a) => ({ ...a, item: hand.id })) : answers, call);
  const answersJson = (list: readonly AcceptAnswer[]) => list.map((a) => ({ id: a.id, student: student(a.student)! }));
  const expectedJson = (h: AcceptHand) => ({ call: h.expected.call, rule: h.expected.rule });
  return reply('POST /api/teacher/{token}/accept', 200, {
    preview: true, call, item: { id: setItemId, index: hand.position },
    hand: { student: student(hand.student), expected: expectedJson(target), answers: answersJson(plan.hand) },
    others: plan.others.map((o) => ({ student: student(o.hand.student)!, expected: expectedJson(o.hand), answers: answersJson(o.answers) })),
  });
}
