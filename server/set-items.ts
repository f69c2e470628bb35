// The set's questions edited (remove, move, replace, a board's key and whose answer grades it, more at the end) and the
// set copied into a new one. Example: await editItems(store, token, { op: 'move', id, to: 0 }, now) → 200 { set }.

import { SYSTEM_VERSION } from '@/lib/bidder/system-version';
import { makeCall } from '@/lib/bridge/call';
import { NEAR_MISS_SHARE } from '@/lib/quiz/session';
import { issue } from '@/lib/result';
import type { ItemsRequest } from '@/lib/set-api/requests';
import type { CopyRequest } from '@/lib/set-api/class-requests';
import { anotherLike, expectedOf, makeItem, parseSetAnswer, topicSources } from '@/lib/teach';
import { MAX_EDIT_ITEMS, MAX_SET_ITEMS, type SetItemSource, type SetSpec } from '@/lib/teach/set-types';
import type { ItemEdit, MadeForEdit, NewSetItem, SetRow, Store } from './store-types';
import { editItemCount, madeForEdit, makeItems, unlessBusy } from './item-making';
import { ownerOf } from './owners';
import { refusal, reply, type Reply } from './replies';
import { acceptsAfterKey } from '@/lib/teach/hand-accepts';
import { randomSeed } from './tokens';
import { NOT_FOUND, findItem, gradeNow, itemName, ownerRefusal, teacherSet } from './set-common';
import { setItemsWithOwn, setJson } from './set-json';
import { storeSet } from './set-create';

type ItemsAdd = Extract<ItemsRequest, { op: 'add' }>;

const EDIT_REFUSALS: Record<Exclude<ItemEdit, 'done'>, (count: number, item: string | number) => Reply> = {
  'not-found': (count, item) => refusal(400, issue('bad-item', { item, count })),
  'has-answers': () => refusal(409, issue('set-has-answers')),
  'last-item': () => refusal(400, issue('last-item')),
  'too-many': (count) => refusal(400, issue('too-many-items', { count, max: MAX_SET_ITEMS })),
  changed: () => refusal(409, issue('set-changed')),
};

/** The items may change until the first answer arrives (then every student has answered the same items); each edit is one transaction on ids. */
export async function editItems(store: Store, token: string, edit: ItemsRequest, now: number): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  const setItems = await store.setItemsOf(set.id);
  if (edit.op === 'add') return addItems(store, set, setItems.length, edit, now);
  const target = findItem(setItems, edit);
  if (!target) return refusal(400, issue('bad-item', { item: itemName(edit), count: setItems.length }));
  let done: ItemEdit | Reply;
  switch (edit.op) {
    case 'remove':
      done = await store.removeItem(set.id, target.id);
      break;
    case 'move':
      // a place past the last is refused in the store's transaction, against the items as they are then
      done = await store.moveItem(set.id, target.id, edit.to);
      break;
    case 'replace': {
      const another = anotherLike(target.source, randomSeed());
      if (!another.ok) return refusal(400, another.error);
      const source = another.value;
      done = await withMadeItems(store, set, [source], (made) => store.replaceItem(set.id, target.id, source, made, now));
      break;
    }
    case 'grade': {
      const source = target.source;
      if (source.source !== 'board' || source.key === null) return refusal(400, issue('no-key'));
      const next: SetItemSource = { ...source, grade: edit.grade };
      // whose answer grades a board changes its expected answer: the stored items and their answers are regraded at once
      await store.regradeItem(target.id, next, (old) => ({ ...old.made, expected: expectedOf(next, old.made.item), system: SYSTEM_VERSION }), gradeNow);
      done = 'done';
      break;
    }
    case 'key': {
      const source = target.source;
      if (source.source !== 'board') return refusal(400, issue('not-a-board'));
      const key = makeCall(edit.call);
      // the key must be a call the board's auction allows, as a student's answer must
      const legal = parseSetAnswer('call', { call: key }, makeItem(source, null).item);
      if (!legal.ok) return refusal(400, legal.error);
      // the other calls the teacher confirms for the new key must be legal there too
      const confirmed = edit.accepted?.map((c) => parseSetAnswer('call', { call: makeCall(c) }, makeItem(source, null).item));
      const illegal = confirmed?.find((c) => !c.ok);
      if (illegal && !illegal.ok) return refusal(400, illegal.error);
      const calls = confirmed?.flatMap((c) => (c.ok && 'call' in c.value ? [c.value.call] : []));
      // a changed key starts with no accepted calls but those confirmed (they were alternatives to the old one: D9)
      const changed = source.grade !== 'key' || source.key !== key;
      const accepts = changed || calls ? { calls: acceptsAfterKey(target.accepted, calls, key, changed), at: now } : undefined;
      const next: SetItemSource = { ...source, key, grade: 'key' };
      await store.regradeItem(target.id, next, (old) => ({ ...old.made, expected: expectedOf(next, old.made.item), system: SYSTEM_VERSION }), gradeNow, accepts);
      done = 'done';
      break;
    }
  }
  if (typeof done !== 'string') return done;
  if (done !== 'done') return EDIT_REFUSALS[done](setItems.length, itemName(edit));
  const [items, answers] = await Promise.all([setItemsWithOwn(store, set), store.answerCount(set.id)]);
  return reply('POST /api/teacher/{token}/items', 200, { set: setJson(set, items, now, answers) });
}

/**
 * An edit that adds items for `sources`: made in the item pool before the store's transaction, for the students the
 * set has then; when one joined or left meanwhile (the store says 'changed'), made again, at most three times. Refused
 * 413 `edit-too-large` when it would make more than MAX_EDIT_ITEMS items, and 503 when the pool is busy.
 */
async function withMadeItems(store: Store, set: SetRow, sources: readonly SetItemSource[], edit: (made: MadeForEdit) => Promise<ItemEdit>): Promise<ItemEdit | Reply> {
  return unlessBusy(async () => {
    // nothing made for an edit the store would refuse (it checks again in its transaction)
    if ((await store.answerCount(set.id)) > 0) return 'has-answers' as const;
    for (let attempt = 0; attempt < 3; attempt++) {
      const students = set.spec.hands === 'fresh' ? await store.studentsOf(set.id) : [];
      const count = editItemCount(set, sources.length, students.length);
      if (count > MAX_EDIT_ITEMS) {
        return refusal(413, issue('edit-too-large', { items: count, questions: sources.length, students: students.length, max: MAX_EDIT_ITEMS }));
      }
      const done = await edit(await madeForEdit(set, sources, students));
      if (done !== 'changed') return done;
    }
    return 'changed' as const;
  });
}


/** More questions at the end of the set, from topics (before its first answer, within MAX_SET_ITEMS). */
async function addItems(store: Store, set: SetRow, count: number, add: ItemsAdd, now: number): Promise<Reply> {
  const made = topicSources(add.items, randomSeed(), add.nearMisses ? NEAR_MISS_SHARE : 0);
  if (!made.ok) return refusal(400, made.error);
  if (count + made.value.length > MAX_SET_ITEMS) return EDIT_REFUSALS['too-many'](count + made.value.length, '');
  const sources = made.value;
  const done = await withMadeItems(store, set, sources, (items) => store.addItems(set.id, sources, items, now));
  if (typeof done !== 'string') return done;
  if (done !== 'done') return EDIT_REFUSALS[done](count + made.value.length, '');
  const [items, answers] = await Promise.all([setItemsWithOwn(store, set), store.answerCount(set.id)]);
  return reply('POST /api/teacher/{token}/items', 200, { set: setJson(set, items, now, answers) });
}

/**
 * POST /api/teacher/{token}/copy: the set's questions in a new set (settings kept, times and join gate not), for the
 * same class next term or another class (`classCode`, its token as the bearer) or the key that is the bearer. With
 * 'same' hands the stored items are copied as they are, with the calls accepted for them; with 'new' each topic
 * question gets another hand like it and each whole auction another deal from the same seat (a board stays the board).
 */
export function copySet(store: Store, token: string, request: CopyRequest, bearer: string | null, now: number): Promise<Reply> {
  // new hands for a same-hands set are made in the item pool: a full queue is 503 items-busy
  return unlessBusy(() => copyOnce(store, token, request, bearer, now));
}

async function copyOnce(store: Store, token: string, request: CopyRequest, bearer: string | null, now: number): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  const named = await ownerOf(store, bearer, request.classCode);
  if (typeof named === 'string') return ownerRefusal(named);
  const { setItems, own } = await setItemsWithOwn(store, set);
  const seed = randomSeed();
  const fresh = set.spec.hands === 'fresh';
  const questions = setItems.map((si) => {
    const renewed = request.hands === 'new' && si.source.source !== 'board' ? anotherLike(si.source, seed) : null;
    const source = renewed?.ok ? renewed.value : si.source;
    const kept = source === si.source;
    return { source, kept, made: fresh ? null : ((kept ? own.get(si.id)?.made : undefined) ?? null), accepted: kept ? si.accepted : [] };
  });
  // a same-hands set's items not kept as stored are made in the item pool
  const missing = fresh ? [] : questions.filter((c) => c.made === null);
  const made = await makeItems(missing.map((c) => ({ source: c.source, seed: null })));
  const remade = new Map(missing.map((c, k) => [c, made[k]]));
  const items: NewSetItem[] = questions.map((c) => ({ source: c.source, made: c.made ?? remade.get(c) ?? null, accepted: c.accepted }));
  const spec: SetSpec = { ...set.spec, title: request.title ?? set.spec.title, seed, joinPin: null, joinsClosed: false };
  const copied = await storeSet(store, named, spec, items, { opensAt: null, closesAt: null }, now);
  return reply('POST /api/teacher/{token}/copy', 201, { ...copied, items: items.length });
}
