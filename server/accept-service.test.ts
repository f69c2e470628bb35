// Accepting another call on the server (accept-service.ts): a link that opens no set, an item that is not the set's,
// a student whose hand it is not, and an extension to a student the set does not have are refused, each naming what
// is wrong, and nothing is accepted; the hand's own student in the extension is the hand itself. SQLite.

import { describe, expect, it } from 'vitest';
import { acceptRequest, createSetRequest, type AcceptBody } from '@/lib/set-api/requests';
import { acceptAnswer } from './accept-service';
import { createSet } from './set-create';
import { joinSet } from './set-students';
import { teacherCell, teacherView } from './set-teacher';
import { teacherToken } from './tokens';
import { okBody, refused, sqliteStorePerFile } from '@/test-support/store/service-test';

const NOW = Date.UTC(2026, 11, 7, 9);
const store = sqliteStorePerFile('bridge-accept-');

const accept = (token: string, body: AcceptBody) => acceptAnswer(store(), token, acceptRequest.parse(body), NOW);

interface View { set: { items: { id: string; accepted: string[] }[] }; results: { students: { id: string; name: string }[] } }

describe('accepting another call', () => {
  it('refuses a wrong link, an item or a student that is not the set’s, and an extension to a student it does not have', async () => {
    const request = createSetRequest.parse({ title: 'Prihvatanje', locale: 'sr', mode: 'practice', hands: 'fresh', nearMisses: false, items: [{ topic: 'O-1NT', count: 2 }] });
    const set = okBody<{ code: string; teacherToken: string }>(await createSet(store(), request, NOW));
    for (const [k, name] of ['Ana', 'Bojan'].entries()) okBody(await joinSet(store(), set.code, name, NOW, undefined, `203.0.113.${40 + k}`));
    const view = okBody<View>(await teacherView(store(), set.teacherToken, NOW));
    const [item] = view.set.items;
    const [ana, bojan] = view.results.students;
    const unknown = '00000000-0000-4000-8000-000000000000';

    expect(refused(await accept(teacherToken(), { id: item.id, call: 'P', student: ana.id }))).toEqual([404, 'set-not-found']);
    expect(refused(await accept(set.teacherToken, { id: unknown, call: 'P', student: ana.id }))).toEqual([400, 'bad-item']);
    expect(refused(await accept(set.teacherToken, { item: 7, call: 'P', student: ana.id }))).toEqual([400, 'bad-item']);
    expect(refused(await accept(set.teacherToken, { id: item.id, call: 'P', student: unknown }))).toEqual([400, 'accept-no-hand']);
    expect(refused(await accept(set.teacherToken, { id: item.id, call: 'P', student: ana.id, extend: [unknown] }))).toEqual([409, 'accept-changed']);
    const after = okBody<View>(await teacherView(store(), set.teacherToken, NOW));
    expect(after.set.items.map((i) => i.accepted)).toEqual([[], []]);

    // the hand's own student named in the extension too is the hand itself; the accept lands on Ana's hand only
    const done = await accept(set.teacherToken, { id: item.id, call: 'P', student: ana.id, extend: [ana.id] });
    expect(done.status).toBe(200);
    const acceptedOn = async (student: string) => okBody<{ item: { accepted: string[] } }>(await teacherCell(store(), set.teacherToken, student, item.id)).item.accepted;
    expect(await acceptedOn(ana.id)).toEqual(['P']);
    expect(await acceptedOn(bojan.id)).toEqual([]);
  });
});
