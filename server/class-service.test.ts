// The class pages' checks on the server (class-service classForStudentPage, classTeacherLinkExists): a class code gives
// the class's title, an unknown one is counted against the asking address like a set code (L5) until the address is
// told nothing more; a teacher link is good only whole. SQLite.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSetRequest } from '@/lib/set-api/requests';
import { MAX_CLASS_STUDENTS } from '@/lib/teach/class-types';
import {
  assignSet, classForStudentPage, classStudentView, classTeacherLinkExists, classTeacherView, createClass, joinClass, patchClass,
  removeClassStudent, renameClassStudent, resumeClass,
} from './class-service';
import { createSet } from './set-create';
import { hashToken, teacherToken } from './tokens';
import { okBody, refused } from '@/test-support/store/service-test';
import { MISSES_PER_10_MIN } from './code-lookups';
import { openMigrated } from './open-store';

const NOW = Date.UTC(2026, 11, 5, 9);
const dir = mkdtempSync(join(tmpdir(), 'bridge-class-service-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const from = (address: string) => ({ get: (name: string) => (name === 'x-forwarded-for' ? address : null) });

describe('the class pages on the server', () => {
  it('finds a class by its code in any case, counts misses per address, and blocks an address past the limit', async () => {
    const { store } = await openMigrated({ dataDir: dir });
    try {
      const made = await createClass(store, { title: 'Utorak', locale: 'sr' }, null, NOW);
      if (!made.ok) throw new Error('not created');
      const { code, classToken } = made.body as { code: string; classToken: string };
      expect(await classForStudentPage(store, code, from('203.0.113.1'), NOW)).toEqual({ title: 'Utorak' });
      expect(await classForStudentPage(store, code.toLowerCase(), from('203.0.113.1'), NOW)).toEqual({ title: 'Utorak' });
      expect(await classForStudentPage(store, 'not a code', from('203.0.113.2'), NOW)).toBeNull();
      for (let k = 1; k < MISSES_PER_10_MIN; k++) await classForStudentPage(store, 'ZZZZZZZZ', from('203.0.113.2'), NOW);
      // the address used its misses: it learns nothing of a good code either; another address is not held back
      expect(await classForStudentPage(store, code, from('203.0.113.2'), NOW)).toBe('blocked');
      expect(await classForStudentPage(store, code, from('203.0.113.3'), NOW)).toEqual({ title: 'Utorak' });

      expect(await classTeacherLinkExists(store, classToken)).toBe(true);
      expect(await classTeacherLinkExists(store, classToken.slice(0, -1))).toBe(false);
      expect(await classTeacherLinkExists(store, 'x'.repeat(43))).toBe(false);
    } finally {
      await store.close();
    }
  });
});

describe('the class API on the server: who may do what, and what is refused', () => {
  const ADDRESS = '198.51.100.7';

  it("a class made with a key is the key's; without one, a new key is made for it and given back", async () => {
    const { store } = await openMigrated({ dataDir: dir });
    try {
      const first = okBody<{ code: string; classToken: string; teacherKey: string }>(await createClass(store, { title: 'Ponedeljak', locale: 'sr' }, null, NOW));
      expect(first.teacherKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await store.classes.classByTeacherHash(hashToken(first.classToken)))!.keyHash).toBe(hashToken(first.teacherKey));
      const second = okBody<{ classToken: string; teacherKey?: string }>(await createClass(store, { title: 'Utorak', locale: 'sr' }, first.teacherKey, NOW));
      expect(second.teacherKey).toBeUndefined();
      expect((await store.classes.classByTeacherHash(hashToken(second.classToken)))!.keyHash).toBe(hashToken(first.teacherKey));
      expect(refused(await createClass(store, { title: 'Sreda', locale: 'sr' }, teacherToken(), NOW))).toEqual([404, 'key-not-found']);
    } finally {
      await store.close();
    }
  });

  it('a student joins, resumes on another device and sees the class; unknown codes, tokens and resume codes open nothing', async () => {
    const { store } = await openMigrated({ dataDir: dir });
    try {
      const { code } = okBody<{ code: string }>(await createClass(store, { title: 'Četvrtak', locale: 'lv' }, null, NOW));
      expect(refused(await joinClass(store, 'ZZZZZZZZ', 'Anna', NOW, undefined, ADDRESS))).toEqual([404, 'class-not-found']);
      const anna = okBody<{ studentToken: string; resumeCode: string; name: string }>(await joinClass(store, code.toLowerCase(), 'Anna', NOW, undefined, ADDRESS));
      const taken = await joinClass(store, code, 'anna', NOW, undefined, ADDRESS);
      expect(refused(taken)).toEqual([409, 'name-taken']);
      expect(!taken.ok && taken.issue.params).toMatchObject({ where: 'class' });

      expect(refused(await resumeClass(store, 'ZZZZZZZZ', anna.resumeCode))).toEqual([404, 'class-not-found']);
      expect(refused(await resumeClass(store, code, 'ZZZZZZZZ'))).toEqual([404, 'bad-resume-code']);
      const again = okBody<{ studentToken: string; name: string }>(await resumeClass(store, code, anna.resumeCode));
      expect(again.name).toBe('Anna');
      expect(again.studentToken).not.toBe(anna.studentToken);

      // the page without a token: the class and its sets, no student; with either device's token: the student
      const open = okBody<{ student: unknown; rules: unknown[]; joinsClosed: boolean; joinPin: boolean; sets: unknown[] }>(await classStudentView(store, code, null, NOW));
      expect(open).toMatchObject({ student: null, rules: [], joinsClosed: false, joinPin: false, sets: [] });
      for (const token of [anna.studentToken, again.studentToken]) {
        expect(okBody<{ student: { name: string } }>(await classStudentView(store, code, token, NOW)).student).toEqual({ name: 'Anna' });
      }
      expect(refused(await classStudentView(store, code, teacherToken(), NOW))).toEqual([404, 'class-not-found']);
      expect(refused(await classStudentView(store, code, 'not a token', NOW))).toEqual([404, 'class-not-found']);
      expect(refused(await classStudentView(store, 'ZZZZZZZZ', null, NOW))).toEqual([404, 'class-not-found']);
    } finally {
      await store.close();
    }
  });

  it(`the ${MAX_CLASS_STUDENTS + 1}st student is refused with 409 class-full, naming the limit`, async () => {
    const { store } = await openMigrated({ dataDir: dir });
    try {
      const { code } = okBody<{ code: string }>(await createClass(store, { title: 'Puna', locale: 'sr' }, null, NOW));
      const cls = (await store.classes.classByCode(code))!;
      for (let k = 0; k < MAX_CLASS_STUDENTS; k++) {
        await store.classes.addStudent({ classId: cls.id, name: `Učenik ${k + 1}`, tokenHash: hashToken(`t${k}`), resumeHash: hashToken(`r${k}`), joinedAt: NOW });
      }
      const full = await joinClass(store, code, 'Još jedan', NOW, undefined, ADDRESS);
      expect(refused(full)).toEqual([409, 'class-full']);
      expect(!full.ok && full.issue.params).toEqual({ max: MAX_CLASS_STUDENTS });
    } finally {
      await store.close();
    }
  });

  it("the teacher's link works its own class only: another class's student, a bad id or a wrong link is 404", async () => {
    const { store } = await openMigrated({ dataDir: dir });
    try {
      const a = okBody<{ code: string; classToken: string }>(await createClass(store, { title: 'A', locale: 'sr' }, null, NOW));
      const b = okBody<{ code: string; classToken: string }>(await createClass(store, { title: 'B', locale: 'sr' }, null, NOW));
      okBody(await joinClass(store, a.code, 'Ana', NOW, undefined, ADDRESS));
      okBody(await joinClass(store, b.code, 'Bojan', NOW, undefined, ADDRESS));
      const [ana] = await store.classes.studentsOf((await store.classes.classByCode(a.code))!.id);
      const [bojan] = await store.classes.studentsOf((await store.classes.classByCode(b.code))!.id);
      const wrong = teacherToken();

      for (const token of [wrong, 'not a token']) {
        expect(refused(await classTeacherView(store, token, NOW))).toEqual([404, 'class-not-found']);
        expect(refused(await patchClass(store, token, { title: 'X' }, NOW))).toEqual([404, 'class-not-found']);
        expect(refused(await removeClassStudent(store, token, ana.id))).toEqual([404, 'class-not-found']);
        expect(refused(await renameClassStudent(store, token, ana.id, 'Ana M.'))).toEqual([404, 'class-not-found']);
        expect(refused(await assignSet(store, token, teacherToken(), NOW))).toEqual([404, 'class-not-found']);
      }
      // B's student through A's link, and ids that are no stored id
      for (const id of [bojan.id, 'x', '../1']) {
        expect(refused(await removeClassStudent(store, a.classToken, id))).toEqual([404, 'class-not-found']);
        expect(refused(await renameClassStudent(store, a.classToken, id, 'Neko'))).toEqual([404, 'class-not-found']);
      }
      expect((await store.classes.studentsOf((await store.classes.classByCode(b.code))!.id)).map((s) => s.name)).toEqual(['Bojan']);

      expect(okBody(await renameClassStudent(store, a.classToken, ana.id, 'Ana M.'))).toEqual({ id: ana.id, name: 'Ana M.' });
      const patched = okBody<{ class: { title: string; joinsClosed: boolean } }>(await patchClass(store, a.classToken, { title: 'A2', joinsClosed: true }, NOW));
      expect(patched.class).toMatchObject({ title: 'A2', joinsClosed: true });
      expect(refused(await joinClass(store, a.code, 'Kasni', NOW, undefined, ADDRESS))).toEqual([409, 'joins-closed']);
      expect((await removeClassStudent(store, a.classToken, ana.id)).status).toBe(204);
      expect(refused(await removeClassStudent(store, a.classToken, ana.id))).toEqual([404, 'class-not-found']);
    } finally {
      await store.close();
    }
  });

  it("assigns a set made on its own to the class: the class's page lists it with its teacher link; an unknown set is 404", async () => {
    const { store } = await openMigrated({ dataDir: dir });
    try {
      const cls = okBody<{ code: string; classToken: string }>(await createClass(store, { title: 'Petak', locale: 'sr' }, null, NOW));
      const request = createSetRequest.parse({ title: 'Sama', locale: 'sr', mode: 'practice', items: [{ topic: 'respond', count: 2 }] });
      const set = okBody<{ code: string; teacherToken: string }>(await createSet(store, request, NOW));
      expect(refused(await assignSet(store, cls.classToken, teacherToken(), NOW))).toEqual([404, 'set-not-found']);
      const assigned = okBody<{ sets: { code: string; teacherToken: string | null; items: number }[] }>(await assignSet(store, cls.classToken, set.teacherToken, NOW));
      expect(assigned.sets).toEqual([expect.objectContaining({ code: set.code, teacherToken: set.teacherToken, items: 2 })]);
      const view = okBody<{ sets: { code: string; teacherToken: string | null }[] }>(await classTeacherView(store, cls.classToken, NOW));
      expect(view.sets.map((s) => [s.code, s.teacherToken])).toEqual([[set.code, set.teacherToken]]);
      // the student's page counts the set's questions
      const page = okBody<{ sets: { code: string; items: number; done: number }[] }>(await classStudentView(store, cls.code, null, NOW));
      expect(page.sets).toEqual([expect.objectContaining({ code: set.code, items: 2, done: 0 })]);
    } finally {
      await store.close();
    }
  });
});
