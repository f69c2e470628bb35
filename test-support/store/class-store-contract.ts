// The class store's part of the Store contract (store.classes, server/class-store-types.ts) as one vitest suite,
// registered once per database by store.test.ts (SQLite, and PostgreSQL with TEST_DATABASE_URL), beside storeContract.
// Every lookup and write of a class student is scoped to its class: another class's id or token finds nothing.
// Example: classStoreContract('SQLite', () => openMigrated({ dataDir: tmp })).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CLASS_STUDENTS, type ClassSpec } from '@/lib/teach/class-types';
import type { OpenedDatabase } from '@/server/db';
import type { ClassRow, ClassStudent } from '@/server/class-store-types';
import { ITEMS, newSet } from './store-contract';
import type { Store } from '@/server/store-types';
import { hashToken, randomCode, resumeCode, resumeHash, studentToken, teacherToken } from '@/server/tokens';

const SPEC: ClassSpec = { title: 'Utorak, početnici', locale: 'sr' };

export function classStoreContract(
  name: string,
  open: () => Promise<{ readonly store: Store; readonly opened: OpenedDatabase }>,
): void {
  describe(`the class store on ${name}`, () => {
    let store: Store;
    beforeAll(async () => {
      ({ store } = await open());
    });
    afterAll(async () => {
      await store?.close();
    });

    let clock = 1_764_633_600_000;
    const newClass = async (keyHash: string | null = null): Promise<ClassRow & { token: string }> => {
      const token = teacherToken();
      const cls = await store.classes.createClass({ code: randomCode(), teacherHash: hashToken(token), keyHash, spec: SPEC, createdAt: (clock += 1000) });
      return { ...cls, token };
    };
    const join = (classId: string, studentName: string, token = studentToken(), resume = resumeCode()) =>
      store.classes.addStudent({ classId, name: studentName, tokenHash: hashToken(token), resumeHash: resumeHash(classId, resume), joinedAt: (clock += 1000) });
    const member = async (classId: string, studentName: string) => {
      const token = studentToken();
      const resume = resumeCode();
      const joined = await join(classId, studentName, token, resume);
      if (typeof joined !== 'object') throw new Error(`not joined: ${joined}`);
      return { ...joined, token, resume };
    };
    /** The class's set, and the set student a class student becomes when first opening it. */
    const classSet = (classId: string) => store.createSet({ ...newSet((clock += 1000)), classId }, ITEMS);
    const inSet = async (setId: string, student: ClassStudent) => {
      const added = await store.addStudent({ setId, name: student.name, tokenHash: null, resumeCode: resumeCode(), seed: 3, joinedAt: clock, items: [], classStudentId: student.id });
      if (typeof added !== 'object') throw new Error(`not added: ${added}`);
      return added;
    };

    it('keeps teacher keys once, and finds a class by its code, its teacher token and its id; a patch changes only what it names', async () => {
      const key = hashToken(teacherToken());
      expect(await store.classes.keyExists(key)).toBe(false);
      await store.classes.addKey(key, 1);
      await store.classes.addKey(key, 2);
      expect(await store.classes.keyExists(key)).toBe(true);
      const cls = await newClass(key);
      const { token, ...row } = cls;
      expect(row).toEqual({ id: expect.any(String), code: cls.code, spec: SPEC, keyHash: key, archived: false, createdAt: clock });
      expect(await store.classes.classByCode(cls.code)).toEqual(row);
      expect(await store.classes.classByTeacherHash(hashToken(token))).toEqual(row);
      expect(await store.classes.classById(cls.id)).toEqual(row);
      expect(await store.classes.classByTeacherHash(hashToken(teacherToken()))).toBeNull();
      expect(await store.classes.classByCode(randomCode())).toBeNull();
      const archived = await store.classes.updateClass(cls.id, { archived: true });
      expect(archived).toEqual({ ...row, archived: true });
      const renamed = await store.classes.updateClass(cls.id, { title: 'Sreda', joinPin: '123456' });
      expect(renamed).toEqual({ ...row, archived: true, spec: { ...SPEC, title: 'Sreda', joinPin: '123456' } });
      expect(await store.classes.updateClass('no-such-class', { archived: true })).toBeNull();
      // by ids: those that exist, oldest first
      const later = await newClass();
      expect((await store.classes.classesByIds([later.id, 'gone', cls.id])).map((c) => c.id)).toEqual([cls.id, later.id]);
      expect(await store.classes.classesByIds([])).toEqual([]);
    });

    it('admits a name once per class (normalized), and finds a student by token or resume code only in their own class', async () => {
      const [a, b] = [await newClass(), await newClass()];
      const ana = await member(a.id, 'Ana Petrović');
      expect(await join(a.id, 'ana  petrović')).toBe('taken');
      // the same name in another class is another student
      const anaB = await member(b.id, 'Ana Petrović');
      expect(anaB.id).not.toBe(ana.id);
      const strip = (s: typeof ana): ClassStudent => ({ id: s.id, name: s.name, joinedAt: s.joinedAt });
      expect(await store.classes.studentByToken(a.id, hashToken(ana.token))).toEqual(strip(ana));
      expect(await store.classes.studentByToken(b.id, hashToken(ana.token))).toBeNull();
      expect(await store.classes.studentByResume(a.id, resumeHash(a.id, ana.resume))).toEqual(strip(ana));
      expect(await store.classes.studentByResume(b.id, resumeHash(a.id, ana.resume))).toBeNull();
      // a second device: a second token for the same student
      const second = studentToken();
      await store.classes.addStudentToken(ana.id, hashToken(second));
      expect(await store.classes.studentByToken(a.id, hashToken(second))).toEqual(strip(ana));
      const ben = await member(a.id, 'Ben');
      expect(await store.classes.studentsOf(a.id)).toEqual([strip(ana), strip(ben)]);
      const counts = await store.classes.studentCounts([a.id, b.id, 'none']);
      expect([counts.get(a.id), counts.get(b.id), counts.get('none') ?? 0]).toEqual([2, 1, 0]);
    });

    it(`refuses class student ${MAX_CLASS_STUDENTS + 1}, also when all join at once (the audit's surviving mutant C03)`, async () => {
      const one = await newClass();
      for (let i = 0; i < MAX_CLASS_STUDENTS; i++) await member(one.id, `S${i}`);
      expect(await join(one.id, 'Late')).toBe('full');
      const racing = await newClass();
      const joined = await Promise.all(Array.from({ length: MAX_CLASS_STUDENTS + 20 }, (_, i) => join(racing.id, `R${i}`)));
      expect(joined.filter((j) => typeof j === 'object')).toHaveLength(MAX_CLASS_STUDENTS);
      expect(joined.filter((j) => j === 'full')).toHaveLength(20);
      const counts = await store.classes.studentCounts([one.id, racing.id]);
      expect([counts.get(one.id), counts.get(racing.id)]).toEqual([MAX_CLASS_STUDENTS, MAX_CLASS_STUDENTS]);
      expect(await join('no-such-class', 'Ana')).toBe('full');
    });

    it("removes and renames a student only through their own class, in every set of it (the audit's surviving mutant C01)", async () => {
      const [a, b] = [await newClass(), await newClass()];
      const [ana, berta] = [await member(a.id, 'Ana'), await member(b.id, 'Berta')];
      const [setA, setB] = [await classSet(a.id), await classSet(b.id)];
      const [anaInSet, bertaInSet] = [await inSet(setA.id, ana), await inSet(setB.id, berta)];
      expect(await store.classes.setStudentOf(setA.id, ana.id)).toEqual(anaInSet);
      expect(await store.classes.setStudentOf(setB.id, ana.id)).toBeNull();
      // class A's id with class B's student: nothing happens
      expect(await store.classes.renameStudent(a.id, berta.id, 'Neko')).toBe(false);
      expect(await store.classes.removeStudent(a.id, berta.id)).toBe(false);
      expect((await store.classes.studentsOf(b.id)).map((s) => s.name)).toEqual(['Berta']);
      expect(await store.classes.setStudentOf(setB.id, berta.id)).toEqual(bertaInSet);
      // through her own class: renamed in the class and its sets, then removed from both
      expect(await store.classes.renameStudent(a.id, ana.id, 'Anna')).toBe(true);
      expect((await store.classes.studentsOf(a.id)).map((s) => s.name)).toEqual(['Anna']);
      expect((await store.studentsOf(setA.id)).map((s) => s.name)).toEqual(['Anna']);
      expect(await store.classes.removeStudent(a.id, ana.id)).toBe(true);
      expect(await store.classes.studentsOf(a.id)).toEqual([]);
      expect(await store.studentsOf(setA.id)).toEqual([]);
      expect(await store.classes.removeStudent(a.id, ana.id)).toBe(false);
      expect(await store.studentsOf(setB.id)).toHaveLength(1);
    });

    it("lists a class's sets and set students, the sets by id with their counts", async () => {
      const cls = await newClass();
      const ana = await member(cls.id, 'Ana');
      const [first, second] = [await classSet(cls.id), await classSet(cls.id)];
      const alone = await store.createSet(newSet((clock += 1000)), ITEMS);
      expect((await store.classes.setsOf(cls.id)).map((s) => s.id)).toEqual([first.id, second.id]);
      expect((await store.classes.setsByIds([alone.id, second.id, 'gone', first.id])).map((s) => s.id)).toEqual([first.id, second.id, alone.id]);
      const inFirst = await inSet(first.id, ana);
      expect(await store.classes.setStudentsOfClass(cls.id)).toEqual([{ setId: first.id, classStudent: ana.id, student: inFirst.id }]);
      const counts = await store.classes.setCounts([first.id, alone.id]);
      expect(counts.get(first.id)).toEqual({ items: ITEMS.length, answers: 0 });
      expect(counts.get(alone.id)).toEqual({ items: ITEMS.length, answers: 0 });
    });

    it('keeps one sealed link per owner and target (a second keep replaces it), listed per owner in the order added', async () => {
      const [owner, other] = [hashToken(teacherToken()), hashToken(teacherToken())];
      await store.classes.keepLink(owner, { kind: 'set', targetId: 't1', sealed: 'first', addedAt: 10 });
      await store.classes.keepLink(owner, { kind: 'class', targetId: 't2', sealed: 'class', addedAt: 20 });
      await store.classes.keepLink(owner, { kind: 'set', targetId: 't1', sealed: 'again', addedAt: 30 });
      await store.classes.keepLink(other, { kind: 'set', targetId: 't1', sealed: 'theirs', addedAt: 5 });
      expect(await store.classes.linksOf(owner)).toEqual([
        { kind: 'set', targetId: 't1', sealed: 'again', addedAt: 10 },
        { kind: 'class', targetId: 't2', sealed: 'class', addedAt: 20 },
      ]);
      expect(await store.classes.linksOf(other)).toEqual([{ kind: 'set', targetId: 't1', sealed: 'theirs', addedAt: 5 }]);
      expect(await store.classes.linksOf(hashToken(teacherToken()))).toEqual([]);
    });
  });
}
