// A set's teacher link on the server (set-teacher.ts): it opens its own set only — a wrong link, another set's student
// or square, or an id that is no stored id is 404, whatever the request; the view of a set without whole auctions has
// no auction spreads; a patch that would close the set before it opens is refused with nothing kept. SQLite.

import { describe, expect, it } from 'vitest';
import { createSetRequest } from '@/lib/set-api/requests';
import { createSet } from './set-create';
import { joinSet } from './set-students';
import { deleteSet, patchSet, removeStudent, renameStudent, teacherCell, teacherLinkExists, teacherView } from './set-teacher';
import { teacherToken } from './tokens';
import { okBody, refused, sqliteStorePerFile } from '@/test-support/store/service-test';

const NOW = Date.UTC(2026, 11, 7, 9);
const HOUR = 3_600_000;
const ADDRESS = '198.51.100.9';
const store = sqliteStorePerFile('bridge-set-teacher-');

interface View {
  set: { items: { id: string }[]; opensAt: string | null; closesAt: string | null };
  results: { students: { id: string; name: string }[] };
  auctions?: unknown;
}

/** A set of two questions with one student, Ana: its code, teacher link, Ana's id and the first item's id. */
async function setWithStudent(title: string) {
  const request = createSetRequest.parse({ title, locale: 'sr', mode: 'practice', items: [{ topic: 'respond', count: 2 }] });
  const set = okBody<{ code: string; teacherToken: string }>(await createSet(store(), request, NOW));
  okBody(await joinSet(store(), set.code, 'Ana', NOW, undefined, ADDRESS));
  const view = okBody<View>(await teacherView(store(), set.teacherToken, NOW));
  return { ...set, student: view.results.students[0].id, item: view.set.items[0].id, view };
}

describe("a set's teacher link", () => {
  it('opens its own set: the view, a square, a rename, a patch; a set without whole auctions has no spreads', async () => {
    const a = await setWithStudent('Prvi');
    expect(await teacherLinkExists(store(), a.teacherToken)).toBe(true);
    expect(a.view.auctions).toBeUndefined();
    const cell = okBody<{ student: { id: string; name: string }; attempts: unknown[] }>(await teacherCell(store(), a.teacherToken, a.student, a.item));
    expect(cell.student).toEqual({ id: a.student, name: 'Ana' });
    expect(cell.attempts).toEqual([]);
    expect(okBody(await renameStudent(store(), a.teacherToken, a.student, 'Ana M.'))).toEqual({ id: a.student, name: 'Ana M.' });
    const opens = new Date(NOW + HOUR).toISOString();
    const patched = okBody<View>(await patchSet(store(), a.teacherToken, { opensAt: NOW + HOUR }, NOW));
    expect(patched.set.opensAt).toBe(opens);
    // closing before it opens: refused, the opening kept as it was
    expect(refused(await patchSet(store(), a.teacherToken, { closesAt: NOW }, NOW))).toEqual([400, 'closes-before-opens']);
    expect(okBody<View>(await teacherView(store(), a.teacherToken, NOW)).set).toMatchObject({ opensAt: opens, closesAt: null });
  });

  it("refuses a wrong link, another set's student or square and ids that are no stored ids, all with 404", async () => {
    const a = await setWithStudent('A');
    const b = await setWithStudent('B');
    for (const token of [teacherToken(), 'not a token', a.teacherToken.slice(0, -1)]) {
      expect(await teacherLinkExists(store(), token)).toBe(false);
      expect(refused(await teacherView(store(), token, NOW))).toEqual([404, 'set-not-found']);
      expect(refused(await patchSet(store(), token, { title: 'X' }, NOW))).toEqual([404, 'set-not-found']);
      expect(refused(await removeStudent(store(), token, a.student))).toEqual([404, 'set-not-found']);
      expect(refused(await renameStudent(store(), token, a.student, 'X'))).toEqual([404, 'set-not-found']);
      expect(refused(await teacherCell(store(), token, a.student, a.item))).toEqual([404, 'set-not-found']);
      expect(refused(await deleteSet(store(), token))).toEqual([404, 'set-not-found']);
    }
    // B's student and B's item through A's link; ids that are no stored ids
    for (const id of [b.student, 'x', '../1']) {
      expect(refused(await removeStudent(store(), a.teacherToken, id))).toEqual([404, 'set-not-found']);
      expect(refused(await renameStudent(store(), a.teacherToken, id, 'Neko'))).toEqual([404, 'set-not-found']);
      expect(refused(await teacherCell(store(), a.teacherToken, id, a.item))).toEqual([404, 'set-not-found']);
    }
    for (const item of [b.item, 'x']) expect(refused(await teacherCell(store(), a.teacherToken, a.student, item))).toEqual([404, 'set-not-found']);
    expect(okBody<View>(await teacherView(store(), b.teacherToken, NOW)).results.students.map((s) => s.name)).toEqual(['Ana']);

    // A's own student leaves; then A's set is deleted and its link opens nothing
    expect((await removeStudent(store(), a.teacherToken, a.student)).status).toBe(204);
    expect(refused(await removeStudent(store(), a.teacherToken, a.student))).toEqual([404, 'set-not-found']);
    expect((await deleteSet(store(), a.teacherToken)).status).toBe(204);
    expect(await teacherLinkExists(store(), a.teacherToken)).toBe(false);
    expect(await teacherLinkExists(store(), b.teacherToken)).toBe(true);
  });
});
