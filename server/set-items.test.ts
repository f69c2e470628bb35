// A set's item edits on the server (set-items.ts editItems): each refusal names what is wrong — a link that opens no
// set, an item that is not the set's, the last item, more than MAX_SET_ITEMS, a key or a grading for a question that
// is no board, any edit after the first answer — and changes nothing; items added to a set with fresh hands are made
// for every student it has. SQLite.

import { describe, expect, it } from 'vitest';
import { createSetRequest, itemsRequest, type ItemsBody } from '@/lib/set-api/requests';
import { MAX_SET_ITEMS } from '@/lib/teach/set-types';
import { putAnswer } from './set-answers';
import { createSet } from './set-create';
import { editItems } from './set-items';
import { joinSet, studentView } from './set-students';
import { teacherView } from './set-teacher';
import { teacherToken } from './tokens';
import { okBody, refusedWithParams, sqliteStorePerFile } from '@/test-support/store/service-test';

const NOW = Date.UTC(2026, 11, 7, 9);
const store = sqliteStorePerFile('bridge-set-items-');

async function newSet(count: number, hands: 'same' | 'fresh' = 'same') {
  const request = createSetRequest.parse({ title: 'Izmene', locale: 'sr', mode: 'practice', hands, nearMisses: false, items: [{ topic: 'O-1NT', count }] });
  return okBody<{ code: string; teacherToken: string }>(await createSet(store(), request, NOW));
}

const edit = (token: string, body: ItemsBody) => editItems(store(), token, itemsRequest.parse(body), NOW);

async function itemIds(token: string): Promise<string[]> {
  return okBody<{ set: { items: { id: string }[] } }>(await teacherView(store(), token, NOW)).set.items.map((i) => i.id);
}

describe("a set's item edits", () => {
  it('refuses what cannot be, naming it, and changes nothing', async () => {
    const set = await newSet(2);
    const before = await itemIds(set.teacherToken);
    expect(refusedWithParams(await edit(teacherToken(), { op: 'remove', index: 0 }))).toEqual([404, 'set-not-found', undefined]);
    expect(refusedWithParams(await edit(set.teacherToken, { op: 'remove', index: 5 }))).toEqual([400, 'bad-item', { item: 5, count: 2 }]);
    const foreign = '00000000-0000-4000-8000-000000000000';
    expect(refusedWithParams(await edit(set.teacherToken, { op: 'replace', id: foreign }))).toEqual([400, 'bad-item', { item: foreign, count: 2 }]);
    // a topic's question has no key to grade by, and is no board
    expect(refusedWithParams(await edit(set.teacherToken, { op: 'grade', index: 0, grade: 'system' }))).toEqual([400, 'no-key', undefined]);
    expect(refusedWithParams(await edit(set.teacherToken, { op: 'key', index: 0, call: 'P' }))).toEqual([400, 'not-a-board', undefined]);
    // more than the set may hold
    const tooMany = await edit(set.teacherToken, { op: 'add', items: [{ topic: 'O-1NT', count: MAX_SET_ITEMS - 1 }] });
    expect(refusedWithParams(tooMany)).toEqual([400, 'too-many-items', { count: MAX_SET_ITEMS + 1, max: MAX_SET_ITEMS }]);
    expect(await itemIds(set.teacherToken)).toEqual(before);

    // the last item stays
    expect(okBody<{ set: { items: unknown[] } }>(await edit(set.teacherToken, { op: 'remove', index: 1 })).set.items).toHaveLength(1);
    expect(refusedWithParams(await edit(set.teacherToken, { op: 'remove', index: 0 }))).toEqual([400, 'last-item', undefined]);
  });

  it('refuses every change of the questions once a student has answered', async () => {
    const set = await newSet(2);
    const { studentToken } = okBody<{ studentToken: string }>(await joinSet(store(), set.code, 'Ana', NOW, undefined, '203.0.113.5'));
    const [item] = okBody<{ items: { id: string }[] }>(await studentView(store(), set.code, studentToken, NOW)).items;
    okBody(await putAnswer(store(), set.code, 'answer-1', { studentToken, itemId: item.id, answer: { call: 'P' }, ms: 1000 }, NOW));
    const before = await itemIds(set.teacherToken);
    for (const body of [{ op: 'remove', index: 0 }, { op: 'replace', index: 0 }, { op: 'add', items: [{ topic: 'O-1NT', count: 1 }] }, { op: 'move', index: 0, to: 1 }] as ItemsBody[]) {
      expect(refusedWithParams(await edit(set.teacherToken, body)).slice(0, 2)).toEqual([409, 'set-has-answers']);
    }
    expect(await itemIds(set.teacherToken)).toEqual(before);
  });

  it('adds and replaces questions of a set with fresh hands, made for each of its students', async () => {
    const set = await newSet(1, 'fresh');
    const tokens: string[] = [];
    for (const name of ['Ana', 'Bojan']) {
      tokens.push(okBody<{ studentToken: string }>(await joinSet(store(), set.code, name, NOW, undefined, `203.0.113.${tokens.length + 10}`)).studentToken);
    }
    const added = okBody<{ set: { items: unknown[] } }>(await edit(set.teacherToken, { op: 'add', items: [{ topic: 'O-1NT', count: 2 }], nearMisses: false }));
    expect(added.set.items).toHaveLength(3);
    const views = await Promise.all(tokens.map(async (t) => okBody<{ items: { id: string; hand: string }[] }>(await studentView(store(), set.code, t, NOW)).items));
    for (const items of views) expect(items).toHaveLength(3);
    // each student's own hands: the same questions, not the same positions
    expect(views[0].map((i) => i.id)).toEqual(views[1].map((i) => i.id));
    expect(views[0].map((i) => i.hand)).not.toEqual(views[1].map((i) => i.hand));

    const replaced = okBody<{ set: { items: { id: string }[] } }>(await edit(set.teacherToken, { op: 'replace', index: 0 }));
    expect(replaced.set.items).toHaveLength(3);
    for (const t of tokens) expect(okBody<{ items: unknown[] }>(await studentView(store(), set.code, t, NOW)).items).toHaveLength(3);
  });
});
