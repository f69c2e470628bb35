// The Store's contract as one vitest suite, registered once per database (store.test.ts: SQLite, and PostgreSQL with
// TEST_DATABASE_URL). Example: storeContract('sqlite', () => openMigrated({ dataDir: tmp })).

import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STUDENTS, type SetSpec } from '../lib/teach/set-types';
import { isUniqueViolation, type OpenedDatabase } from './db';
import { migrateToLatest } from './migrate';
import { pruneRateLimits } from './rate-limit';
import { toNumber } from './rows';
import type { Database } from './schema';
import type { NewSet, Store } from './store-types';
import { hashToken, resumeCode, setCode, studentToken, teacherToken } from './tokens';

export const SPEC: SetSpec = {
  title: 'Otvaranja 1BA',
  instructions: 'Licitirajte.',
  locale: 'sr',
  mode: 'practice',
  hands: 'same',
  seed: 812,
  items: [{ source: 'topic', topic: 'O-1NT', seed: 5, nearMiss: false }],
  accepted: {},
};

export async function count(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const { n } = await db.selectFrom(table).select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return toNumber(n);
}

export function newSet(createdAt = 1_764_633_600_000): NewSet & { token: string } {
  const token = teacherToken();
  return { token, code: setCode(), teacherHash: hashToken(token), spec: SPEC, opensAt: null, closesAt: null, createdAt };
}

export function storeContract(
  name: string,
  open: () => Promise<{ readonly store: Store; readonly opened: OpenedDatabase }>,
): void {
  describe(`Store on ${name}`, () => {
    let store: Store;
    let db: Kysely<Database>;
    beforeAll(async () => {
      ({ store, opened: { db } } = await open());
    });
    afterAll(async () => {
      await store?.close();
    });

    const join = (setId: string, studentName = 'Ana') =>
      store.addStudent({ setId, name: studentName, tokenHash: hashToken(studentToken()), resumeCode: resumeCode(), seed: 7, joinedAt: Date.now() });

    it('migrating again does nothing', async () => {
      expect(await migrateToLatest(db)).toEqual([]);
      expect(await migrateToLatest(db)).toEqual([]);
    });

    it('creates a set and finds it by code and by the teacher hash, with its numbers as numbers', async () => {
      const set = newSet();
      const row = await store.createSet({ ...set, opensAt: 1_764_633_600_001, closesAt: 2 ** 45 });
      expect(row).toMatchObject({ code: set.code, closed: false, revealed: false, spec: SPEC });
      const byCode = await store.setByCode(set.code);
      expect(byCode).toEqual(row);
      expect(byCode?.createdAt).toBe(1_764_633_600_000);
      expect(byCode?.closesAt).toBe(2 ** 45);
      expect(await store.setByTeacherHash(hashToken(set.token))).toEqual(row);
      expect(await store.setByCode('NOSUCH00')).toBeNull();
      expect(await store.setByTeacherHash(hashToken(set.token + 'x'))).toBeNull();
    });

    it('refuses a second set with the same code', async () => {
      const set = newSet();
      await store.createSet(set);
      const taken = await store.createSet({ ...newSet(), code: set.code }).catch((error: unknown) => error);
      expect(isUniqueViolation(taken)).toBe(true);
      expect(isUniqueViolation(new Error('other'))).toBe(false);
    });

    it('patches a set, only the fields given', async () => {
      const row = await store.createSet(newSet());
      const closed = await store.updateSet(row.id, { closed: true });
      expect(closed).toEqual({ ...row, closed: true });
      const spec = { ...SPEC, accepted: { 0: ['2D'] } };
      const patched = await store.updateSet(row.id, { revealed: true, opensAt: 5, closesAt: null, spec });
      expect(patched).toEqual({ ...row, closed: true, revealed: true, opensAt: 5, closesAt: null, spec });
      expect(await store.updateSet(row.id, {})).toEqual(patched);
      expect(await store.updateSet(randomUUID(), { closed: true })).toBeNull();
    });

    it('adds students with tokens and resume codes; a second device gets a second token', async () => {
      const row = await store.createSet(newSet());
      const token = studentToken();
      const code = resumeCode();
      const ana = await store.addStudent({ setId: row.id, name: 'Ana Š.', tokenHash: hashToken(token), resumeCode: code, seed: 99, joinedAt: 1000 });
      expect(ana).toMatchObject({ name: 'Ana Š.', seed: 99, joinedAt: 1000 });
      expect(await store.studentByTokenHash(row.id, hashToken(token))).toEqual(ana);
      expect(await store.studentByResumeCode(row.id, code)).toEqual(ana);
      expect(await store.studentByResumeCode(row.id, resumeCode())).toBeNull();
      const other = await store.createSet(newSet());
      expect(await store.studentByTokenHash(other.id, hashToken(token))).toBeNull();
      expect(await store.studentByResumeCode(other.id, code)).toBeNull();
      const second = studentToken();
      await store.addStudentToken(ana!.id, hashToken(second));
      expect(await store.studentByTokenHash(row.id, hashToken(second))).toEqual(ana);
      const ben = await join(row.id, 'Ben');
      expect((await store.studentsOf(row.id)).map((s) => s.name)).toEqual(['Ana Š.', 'Ben']);
      expect(ben?.id).not.toBe(ana?.id);
      expect(await store.addStudent({ setId: randomUUID(), name: 'X', tokenHash: hashToken(studentToken()), resumeCode: resumeCode(), seed: 1, joinedAt: 1 })).toBeNull();
    });

    it(`refuses student ${MAX_STUDENTS + 1}, also when all join at once`, async () => {
      const row = await store.createSet(newSet());
      const joined = await Promise.all(Array.from({ length: MAX_STUDENTS + 20 }, (_, i) => join(row.id, `S${i}`)));
      expect(joined.filter((s) => s !== null)).toHaveLength(MAX_STUDENTS);
      expect(await store.studentsOf(row.id)).toHaveLength(MAX_STUDENTS);
      expect(await join(row.id, 'late')).toBeNull();
    });

    it('stores an answer once per (set, id): created, then repeat with nothing changed', async () => {
      const row = await store.createSet(newSet());
      const ana = (await join(row.id))!;
      const answer = { setId: row.id, id: randomUUID(), student: ana.id, item: 0, answer: { call: '1N' }, ms: 4200, at: 2_000_000_000_000 };
      expect(await store.putAnswer(answer)).toBe('created');
      expect(await store.putAnswer({ ...answer, answer: { call: '2C' }, ms: 1 })).toBe('repeat');
      expect(await store.answersOf(row.id)).toEqual([{ id: answer.id, student: ana.id, item: 0, answer: { call: '1N' }, ms: 4200, at: 2_000_000_000_000 }]);
      // The same device id in another set is another answer.
      const other = await store.createSet(newSet());
      const ben = (await join(other.id))!;
      expect(await store.putAnswer({ ...answer, setId: other.id, student: ben.id })).toBe('created');
      // A student of another set cannot answer in this one.
      await expect(store.putAnswer({ ...answer, id: randomUUID(), student: ben.id })).rejects.toThrow();
    });

    it('lists answers in the order stored, all or one student\'s', async () => {
      const row = await store.createSet(newSet());
      const ana = (await join(row.id, 'Ana'))!;
      const ben = (await join(row.id, 'Ben'))!;
      const put = (student: string, item: number, at: number) =>
        store.putAnswer({ setId: row.id, id: randomUUID(), student, item, answer: { score: item }, ms: 10, at });
      await put(ben.id, 1, 300);
      await put(ana.id, 0, 100);
      await put(ana.id, 1, 200);
      await put(ben.id, 0, 300);
      expect((await store.answersOf(row.id)).map((a) => [a.at, a.item])).toEqual([[100, 0], [200, 1], [300, 0], [300, 1]]);
      expect((await store.answersOf(row.id, ana.id)).map((a) => a.item)).toEqual([0, 1]);
      expect(await store.answersOf(row.id, randomUUID())).toEqual([]);
    });

    it('stores each of many parallel answers with repeated ids once', async () => {
      const row = await store.createSet(newSet());
      const students = await Promise.all(Array.from({ length: 10 }, (_, i) => join(row.id, `P${i}`)));
      const ids = Array.from({ length: 100 }, () => randomUUID());
      const sends = Array.from({ length: 400 }, (_, i) => {
        const n = i % 100;
        return store.putAnswer({ setId: row.id, id: ids[n], student: students[n % 10]!.id, item: n % 7, answer: { call: 'P' }, ms: i, at: 1000 + n });
      });
      const results = await Promise.all(sends);
      expect(results.filter((r) => r === 'created')).toHaveLength(100);
      const stored = await store.answersOf(row.id);
      expect(stored).toHaveLength(100);
      expect(new Set(stored.map((a) => a.id)).size).toBe(100);
    });

    it('deletes a set with its students, tokens and answers, and nothing else', async () => {
      const keep = await store.createSet(newSet());
      const kept = (await join(keep.id))!;
      await store.putAnswer({ setId: keep.id, id: randomUUID(), student: kept.id, item: 0, answer: { call: 'P' }, ms: 1, at: 1 });
      const before = { students: await count(db, 'students'), tokens: await count(db, 'student_tokens'), answers: await count(db, 'answers') };
      const set = newSet();
      const row = await store.createSet(set);
      const ana = (await join(row.id))!;
      await store.addStudentToken(ana.id, hashToken(studentToken()));
      await store.putAnswer({ setId: row.id, id: randomUUID(), student: ana.id, item: 0, answer: { call: 'P' }, ms: 1, at: 1 });
      await store.deleteSet(row.id);
      expect(await store.setByCode(set.code)).toBeNull();
      expect(await store.setByTeacherHash(set.teacherHash)).toBeNull();
      expect(await store.studentsOf(row.id)).toEqual([]);
      expect(await store.answersOf(row.id)).toEqual([]);
      expect({ students: await count(db, 'students'), tokens: await count(db, 'student_tokens'), answers: await count(db, 'answers') }).toEqual(before);
      expect(await store.answersOf(keep.id)).toHaveLength(1);
      await store.deleteSet(row.id); // deleting twice is harmless
    });

    it('counts actions in fixed windows and says when the key may act again', async () => {
      const key = `join:${randomUUID()}`;
      const t0 = 1_800_000_000_000;
      for (let i = 0; i < 3; i++) expect(await store.consume(key, 3, 60, t0 + i)).toEqual({ ok: true });
      expect(await store.consume(key, 3, 60, t0 + 10_000)).toEqual({ ok: false, retryAfter: 50 });
      expect(await store.consume(key, 3, 60, t0 + 59_999)).toEqual({ ok: false, retryAfter: 1 });
      expect(await store.consume(key, 3, 60, t0 + 60_000)).toEqual({ ok: true });
      expect(await store.consume(`${key}:other`, 3, 60, t0 + 10_000)).toEqual({ ok: true });
    });

    it('prunes the counters whose window has ended', async () => {
      const key = `prune:${randomUUID()}`;
      await store.consume(key, 1, 1, 1_000);
      const before = await count(db, 'rate_limits');
      await pruneRateLimits(db, 2_001);
      expect(await count(db, 'rate_limits')).toBeLessThan(before);
      expect(await store.consume(key, 1, 1, 2_001)).toEqual({ ok: true });
    });

    it('counts every one of many parallel actions on one key', async () => {
      const key = `answer:${randomUUID()}`;
      const now = Date.now();
      const results = await Promise.all(Array.from({ length: 200 }, () => store.consume(key, 150, 60, now)));
      expect(results.filter((r) => r.ok)).toHaveLength(150);
    });
  });
}
