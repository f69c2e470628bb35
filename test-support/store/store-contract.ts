// The Store's contract as one vitest suite, registered once per database (store.test.ts: SQLite, and PostgreSQL with
// TEST_DATABASE_URL). Example: storeContract('sqlite', () => openMigrated({ dataDir: tmp })).

import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_VERSION } from '@/lib/bidder/system-version';
import { gradeAnswer, storedGrade } from '@/lib/teach/grade';
import { cellsOfAnswers } from '@/lib/teach/cells';
import { gradedBy, makeItem } from '@/lib/teach/made-item';
import { MAX_SET_ITEMS, MAX_STUDENTS, type SetAnswer, type SetItemSource, type SetSpec, type StoredGrade } from '@/lib/teach/set-types';
import { isUniqueViolation, type OpenedDatabase } from '@/server/db';
import { migrateToLatest } from '@/server/migrate';
import { pruneRateLimits } from '@/server/rate-limit';
import { toNumber } from '@/server/rows';
import type { Database } from '@/server/schema';
import type { NewSet, NewSetItem, Store, StoredItem } from '@/server/store-types';
import { hashToken, resumeCode, setCode, studentToken, teacherToken } from '@/server/tokens';

export const SPEC: SetSpec = {
  title: 'Otvaranja 1BA',
  instructions: 'Licitirajte.',
  locale: 'sr',
  mode: 'practice',
  hands: 'same',
  seed: 812,
};

export const SOURCES: readonly SetItemSource[] = [
  { source: 'topic', topic: 'O-1NT', seed: 5, nearMiss: false },
  { source: 'topic', topic: 'O-1NT', seed: 6, nearMiss: false },
  { source: 'topic', topic: 'score', seed: 7, nearMiss: false },
];

/** The set's items as createSet takes them: made once, with the same hands for everyone. */
export const ITEMS: readonly NewSetItem[] = SOURCES.map((source) => ({ source, made: makeItem(source, null) }));

/** The grade an answer gets now, as the set service gives it. */
export function gradeWith(item: StoredItem, answer: SetAnswer): (accepted: readonly string[]) => StoredGrade {
  return (accepted) => storedGrade(gradeAnswer(item.made.item, gradedBy(item.made.expected, accepted), answer), SYSTEM_VERSION);
}

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
      store.addStudent({ setId, name: studentName, tokenHash: hashToken(studentToken()), resumeCode: resumeCode(), seed: 7, joinedAt: Date.now(), items: [] });
    const student = async (setId: string, studentName = 'Ana') => {
      const joined = await join(setId, studentName);
      if (typeof joined !== 'object') throw new Error(`not joined: ${joined}`);
      return joined;
    };
    const answerTo = (setId: string, who: string, item: StoredItem, answer: SetAnswer, at: number, id: string = randomUUID()) =>
      // the device said it a second before it arrived (migration 0006 stores it)
      store.putAnswer({ setId, id, student: who, item, answer, ms: 10, at, deviceAt: at - 1000 }, gradeWith(item, answer));

    /** The stored squares are what the stored answers fold to (lib/teach/cells), for every student of the set. */
    const expectCellsFolded = async (setId: string) => {
      const folded = cellsOfAnswers(await store.answersOf(setId));
      const stored = await store.cellsOf(setId);
      for (const s of await store.studentsOf(setId)) expect(stored.get(s.id)).toEqual(folded.get(s.id) ?? {});
    };

    it('migrating again does nothing', async () => {
      expect(await migrateToLatest(db)).toEqual([]);
      expect(await migrateToLatest(db)).toEqual([]);
    });

    it('creates a set and finds it by code and by the teacher hash, with its numbers as numbers', async () => {
      const set = newSet();
      const row = await store.createSet({ ...set, opensAt: 1_764_633_600_001, closesAt: 2 ** 45 }, ITEMS);
      expect(row).toMatchObject({ code: set.code, closed: false, revealed: false, spec: SPEC });
      const byCode = await store.setByCode(set.code);
      expect(byCode).toEqual(row);
      expect(byCode?.createdAt).toBe(1_764_633_600_000);
      expect(byCode?.closesAt).toBe(2 ** 45);
      expect(await store.setByTeacherHash(hashToken(set.token))).toEqual(row);
      expect(await store.setByCode('NOSUCH00')).toBeNull();
      expect(await store.setByTeacherHash(hashToken(set.token + 'x'))).toBeNull();
    });

    it('stores the items made with the set, in order, each with what grades it, never remade', async () => {
      const row = await store.createSet(newSet(), ITEMS);
      const setItems = await store.setItemsOf(row.id);
      expect(setItems.map((i) => [i.position, i.source, i.accepted])).toEqual(SOURCES.map((source, k) => [k, source, []]));
      const items = await store.itemsOf(row.id, null);
      expect(items.map((i) => i.setItem)).toEqual(setItems.map((i) => i.id));
      expect(items.map((i) => i.made)).toEqual(ITEMS.map((i) => i.made));
      expect(items[0].made.expected).toMatchObject({ kind: 'call', rule: 'O-1NT', by: 'system' });
      expect(await store.allItemsOf(row.id)).toEqual(items);
    });

    it('refuses a second set with the same code', async () => {
      const set = newSet();
      await store.createSet(set, ITEMS);
      const taken = await store.createSet({ ...newSet(), code: set.code }, ITEMS).catch((error: unknown) => error);
      expect(isUniqueViolation(taken)).toBe(true);
      expect(isUniqueViolation(new Error('other'))).toBe(false);
    });

    it('patches a set, only the fields given', async () => {
      const row = await store.createSet(newSet(), ITEMS);
      const closed = await store.updateSet(row.id, { closed: true });
      expect(closed).toEqual({ ...row, closed: true });
      const spec = { ...SPEC, title: 'Otvaranja 2' };
      const patched = await store.updateSet(row.id, { revealed: true, opensAt: 5, closesAt: null, title: 'Otvaranja 2' });
      expect(patched).toEqual({ ...row, closed: true, revealed: true, opensAt: 5, closesAt: null, spec });
      expect(await store.updateSet(row.id, {})).toEqual(patched);
      expect(await store.updateSet(randomUUID(), { closed: true })).toBeNull();
    });

    it('adds students with tokens and resume codes; a second device gets a second token', async () => {
      const row = await store.createSet(newSet(), ITEMS);
      const token = studentToken();
      const code = resumeCode();
      const ana = await store.addStudent({ setId: row.id, name: 'Ana Š.', tokenHash: hashToken(token), resumeCode: code, seed: 99, joinedAt: 1000, items: [] });
      expect(ana).toMatchObject({ name: 'Ana Š.', seed: 99, joinedAt: 1000 });
      expect(await store.studentByTokenHash(row.id, hashToken(token))).toEqual(ana);
      expect(await store.studentByResumeCode(row.id, code)).toEqual(ana);
      expect(await store.studentByResumeCode(row.id, resumeCode())).toBeNull();
      const other = await store.createSet(newSet(), ITEMS);
      expect(await store.studentByTokenHash(other.id, hashToken(token))).toBeNull();
      expect(await store.studentByResumeCode(other.id, code)).toBeNull();
      const second = studentToken();
      const anaId = (ana as { id: string }).id;
      await store.addStudentToken(anaId, hashToken(second));
      expect(await store.studentByTokenHash(row.id, hashToken(second))).toEqual(ana);
      const ben = await student(row.id, 'Ben');
      expect((await store.studentsOf(row.id)).map((s) => s.name)).toEqual(['Ana Š.', 'Ben']);
      expect(ben.id).not.toBe(anaId);
      expect(await join(randomUUID(), 'X')).toBe('changed');
    });

    it('fresh hands: a student\'s own items are stored with the student; "changed" when the set\'s items changed meanwhile', async () => {
      const row = await store.createSet({ ...newSet(), spec: { ...SPEC, hands: 'fresh' } }, SOURCES.map((source) => ({ source, made: null })));
      expect(await store.itemsOf(row.id, null)).toEqual([]);
      const setItems = await store.setItemsOf(row.id);
      const own = setItems.map((i) => ({ setItem: i.id, made: makeItem(i.source, 41) }));
      const add = (items: typeof own) =>
        store.addStudent({ setId: row.id, name: 'Ana', tokenHash: hashToken(studentToken()), resumeCode: resumeCode(), seed: 41, joinedAt: 1, items });
      expect(await add([...own].reverse())).toBe('changed');
      expect(await add(own.slice(1))).toBe('changed');
      const ana = await add(own);
      if (typeof ana !== 'object') throw new Error('not joined');
      const items = await store.itemsOf(row.id, ana.id);
      expect(items.map((i) => [i.position, i.setItem, i.student])).toEqual(setItems.map((i, k) => [k, i.id, ana.id]));
      expect(items.map((i) => i.made)).toEqual(own.map((o) => o.made));
      expect(await store.itemsOf(row.id, null)).toEqual([]);
    });

    it('fresh hands: add and replace store the items made for exactly the set\'s students, else "changed" and nothing stored', async () => {
      const row = await store.createSet({ ...newSet(), spec: { ...SPEC, hands: 'fresh' } }, SOURCES.map((source) => ({ source, made: null })));
      const ana = await student(row.id, 'Ana');
      const ben = await student(row.id, 'Ben');
      const more: SetItemSource = { source: 'topic', topic: 'O-1NT', seed: 90, nearMiss: false };
      const mine = (seed: number) => [makeItem(more, seed)];
      const before = await count(db, 'items');
      // made for Ana only (Ben joined meanwhile), or for someone who is not in the set: nothing stored
      expect(await store.addItems(row.id, [more], { own: [null], students: new Map([[ana.id, mine(1)]]) }, 2)).toBe('changed');
      expect(await store.addItems(row.id, [more], { own: [null], students: new Map([[ana.id, mine(1)], [randomUUID(), mine(2)]]) }, 2)).toBe('changed');
      const first = (await store.setItemsOf(row.id))[0];
      expect(await store.replaceItem(row.id, first.id, more, { own: [null], students: new Map([[ben.id, mine(2)]]) }, 2)).toBe('changed');
      expect(await count(db, 'items')).toBe(before);
      expect((await store.setItemsOf(row.id)).map((i) => i.id)).toContain(first.id);
      expect(await store.addItems(row.id, [more], { own: [null], students: new Map([[ana.id, mine(1)], [ben.id, mine(2)]]) }, 2)).toBe('done');
      expect((await store.itemsOf(row.id, ana.id)).at(-1)?.made).toEqual(makeItem(more, 1));
      expect((await store.itemsOf(row.id, ben.id)).at(-1)?.made).toEqual(makeItem(more, 2));
      expect(await store.itemsOf(row.id, null)).toEqual([]);
    });

    it(`refuses student ${MAX_STUDENTS + 1}, also when all join at once`, async () => {
      const row = await store.createSet(newSet(), ITEMS);
      const joined = await Promise.all(Array.from({ length: MAX_STUDENTS + 20 }, (_, i) => join(row.id, `S${i}`)));
      expect(joined.filter((s) => typeof s === 'object')).toHaveLength(MAX_STUDENTS);
      expect(joined.filter((s) => s === 'full')).toHaveLength(20);
      expect(await store.studentsOf(row.id)).toHaveLength(MAX_STUDENTS);
      expect(await join(row.id, 'late')).toBe('full');
    });

    it('stores an answer once per (set, id) with its grade: created, then repeat with nothing changed', async () => {
      const row = await store.createSet(newSet(), ITEMS);
      const ana = await student(row.id);
      const [item] = await store.itemsOf(row.id, null);
      const id = randomUUID();
      expect(await answerTo(row.id, ana.id, item, { call: '1N' }, 2_000_000_000_000, id)).toBe('created');
      expect(await answerTo(row.id, ana.id, item, { call: '2C' }, 2_000_000_000_001, id)).toBe('repeat');
      expect(await store.answersOf(row.id)).toEqual([{
        id, student: ana.id, setItem: item.setItem, position: 0, answer: { call: '1N' }, ms: 10, at: 2_000_000_000_000, deviceAt: 1_999_999_999_000,
        grade: { right: true, answer: '1N', rule: null, system: SYSTEM_VERSION, expected: item.made.expected, ownRule: 'O-1NT' },
      }]);
      expect(await store.answerCount(row.id)).toBe(1);
      expect((await store.cellsOf(row.id)).get(ana.id)).toEqual({
        [item.setItem]: { first: { id, at: 2_000_000_000_000, answer: '1N', right: true, rule: null, expectedRule: 'O-1NT', expected: '1N' }, attempts: 1, anyRight: true, answers: ['1N'], seconds: 0.01 },
      });
      // The same device id in another set is another answer.
      const other = await store.createSet(newSet(), ITEMS);
      const ben = await student(other.id);
      const [theirs] = await store.itemsOf(other.id, null);
      expect(await answerTo(other.id, ben.id, theirs, { call: '1N' }, 1, id)).toBe('created');
      // A student of another set cannot answer in this one.
      await expect(answerTo(row.id, ben.id, item, { call: '1N' }, 1)).rejects.toThrow();
    });

    it('lists answers in the order stored, all or one student\'s', async () => {
      const row = await store.createSet(newSet(), ITEMS);
      const ana = await student(row.id, 'Ana');
      const ben = await student(row.id, 'Ben');
      const items = await store.itemsOf(row.id, null);
      await answerTo(row.id, ben.id, items[2], { score: 1 }, 300);
      await answerTo(row.id, ana.id, items[0], { call: 'P' }, 100);
      await answerTo(row.id, ana.id, items[2], { score: 1 }, 200);
      await answerTo(row.id, ben.id, items[0], { call: 'P' }, 300);
      const all = await store.answersOf(row.id);
      expect(all.map((a) => a.at)).toEqual([100, 200, 300, 300]);
      expect(all.slice(0, 2).map((a) => a.position)).toEqual([0, 2]);
      expect(new Set(all.slice(2).map((a) => a.position))).toEqual(new Set([0, 2]));
      expect((await store.answersOf(row.id, ana.id)).map((a) => a.position)).toEqual([0, 2]);
      expect(await store.answersOf(row.id, randomUUID())).toEqual([]);
    });

    it('stores each of many parallel answers with repeated ids once', async () => {
      const row = await store.createSet(newSet(), ITEMS);
      const students = await Promise.all(Array.from({ length: 10 }, (_, i) => student(row.id, `P${i}`)));
      const items = await store.itemsOf(row.id, null);
      const ids = Array.from({ length: 100 }, () => randomUUID());
      const results = await Promise.all(
        Array.from({ length: 400 }, (_, i) => answerTo(row.id, students[i % 10].id, items[i % 3], { call: 'P' }, 1000 + (i % 100), ids[i % 100])),
      );
      expect(results.filter((r) => r === 'created')).toHaveLength(100);
      const stored = await store.answersOf(row.id);
      expect(stored).toHaveLength(100);
      expect(new Set(stored.map((a) => a.id)).size).toBe(100);
      await expectCellsFolded(row.id);
    });

    it('an id sent twice in one batch: the first caller is told created, the second repeat (the audit\'s mutant S02)', async () => {
      const row = await store.createSet(newSet(), ITEMS);
      const ana = await student(row.id);
      const [item] = await store.itemsOf(row.id, null);
      const id = randomUUID();
      // the same tick: one batch of the group commit
      expect(await Promise.all([answerTo(row.id, ana.id, item, { call: '1N' }, 5, id), answerTo(row.id, ana.id, item, { call: '1N' }, 5, id)])).toEqual(['created', 'repeat']);
      expect(await store.answerCount(row.id)).toBe(1);
      // two ids, each twice, interleaved
      const [x, y] = [randomUUID(), randomUUID()];
      const twice = await Promise.all([x, y, y, x].map((n, k) => answerTo(row.id, ana.id, item, { call: 'P' }, 10 + k, n)));
      expect(twice).toEqual(['created', 'created', 'repeat', 'repeat']);
      expect(await store.answerCount(row.id)).toBe(3);
      await expectCellsFolded(row.id);
    });

    it('an accept racing a class answering that call: every answer ends right, the squares folded (the audit\'s mutant S15)', async () => {
      // PostgreSQL runs the two side by side unless the accept locks the set (the answers take it FOR SHARE); SQLite's
      // IMMEDIATE transactions run one at a time
      const row = await store.createSet(newSet(), ITEMS);
      const [item] = await store.itemsOf(row.id, null);
      const students = await Promise.all(Array.from({ length: 40 }, (_, k) => student(row.id, `R${k}`)));
      const calls = ['2C', '2D', '2H', '2S', '3C'];
      for (const [round, call] of calls.entries()) {
        const answers = students.map((s, k) => answerTo(row.id, s.id, item, { call }, 1000 * round + k));
        await Promise.all([...answers.slice(0, 20), store.acceptCall(item.setItem, call, 1000 * round + 20), ...answers.slice(20)]);
      }
      const stored = await store.answersOf(row.id);
      expect(stored).toHaveLength(students.length * calls.length);
      expect(stored.filter((a) => !a.grade.right).map((a) => a.grade.answer)).toEqual([]);
      await expectCellsFolded(row.id);
    });

    it('stores answers that arrive together in one batch: two sets, each graded against its own accepted calls; a bad one fails alone', async () => {
      const [a, b] = [await store.createSet(newSet(), ITEMS), await store.createSet(newSet(), ITEMS)];
      const [ana, bojan] = [await student(a.id, 'Ana'), await student(b.id, 'Bojan')];
      const [itemA, itemB] = [(await store.itemsOf(a.id, null))[0], (await store.itemsOf(b.id, null))[0]];
      await store.acceptCall(itemA.setItem, '2C', 1);
      await store.acceptCall(itemA.setItem, '3C', 2);
      const seen: Record<string, readonly string[]> = {};
      const put = (setId: string, who: string, item: StoredItem, name: string, id = randomUUID()) =>
        store.putAnswer({ setId, id, student: who, item, answer: { call: 'P' }, ms: 10, at: 5 }, (accepted) => {
          seen[name] = accepted;
          return gradeWith(item, { call: 'P' })(accepted);
        });
      const settled = await Promise.allSettled([
        put(a.id, ana.id, itemA, 'a1'),
        put(b.id, bojan.id, itemB, 'b1'),
        put(a.id, 'no-such-student', itemA, 'bad'),
        put(a.id, ana.id, itemA, 'a2'),
      ]);
      expect(settled.map((r) => (r.status === 'fulfilled' ? r.value : 'refused'))).toEqual(['created', 'created', 'refused', 'created']);
      expect(seen).toMatchObject({ a1: ['2C', '3C'], b1: [], a2: ['2C', '3C'] });
      expect((await store.answersOf(a.id)).map((x) => x.student)).toEqual([ana.id, ana.id]);
      expect(await store.answersOf(b.id)).toHaveLength(1);
      await expectCellsFolded(a.id);
      await expectCellsFolded(b.id);
    });

    it('keeps all of 20 concurrent accepts on one item and regrades its stored answers with each', async () => {
      const row = await store.createSet(newSet(), ITEMS);
      const [item] = await store.itemsOf(row.id, null);
      const calls = ['2C', '2D', '2H', '2S', '2N', '3C', '3D', '3H', '3S', '3N', '4C', '4D', '4H', '4S', '4N', '5C', '5D', '5H', '5S', '5N'];
      const students = await Promise.all(calls.map((_, k) => student(row.id, `A${k}`)));
      await Promise.all(calls.map((call, k) => answerTo(row.id, students[k].id, item, { call }, k + 1)));
      expect((await store.answersOf(row.id)).filter((a) => a.grade.right)).toEqual([]);
      await Promise.all(calls.map((call, k) => store.acceptCall(item.setItem, call, 100 + k)));
      const [setItem] = await store.setItemsOf(row.id);
      expect([...setItem.accepted].sort()).toEqual([...calls].sort());
      expect((await store.answersOf(row.id)).map((a) => a.grade)).toEqual(calls.map((call) => expect.objectContaining({ right: true, answer: call, rule: null })));
      // an answer that comes after an accept is graded with it
      const late = await student(row.id, 'late');
      await answerTo(row.id, late.id, item, { call: '4S' }, 500);
      expect((await store.answersOf(row.id, late.id))[0].grade.right).toBe(true);
      // the results squares were regraded with the answers: each first attempt right
      const cells = await store.cellsOf(row.id);
      expect(students.map((s) => cells.get(s.id)?.[item.setItem]?.first.right)).toEqual(calls.map(() => true));
      await expectCellsFolded(row.id);
    });

    it('an accept regrades only the answers with that call; a regrade that keeps a grade writes nothing', async () => {
      const row = await store.createSet(newSet(), ITEMS);
      const [item] = await store.itemsOf(row.id, null);
      const [ana, ben] = await Promise.all([student(row.id, 'Ana'), student(row.id, 'Ben')]);
      await answerTo(row.id, ana.id, item, { call: '2C' }, 1);
      await answerTo(row.id, ben.id, item, { call: '2D' }, 2);
      await store.acceptCall(item.setItem, '2C', 3);
      const graded = async () => Object.fromEntries((await store.answersOf(row.id)).map((a) => [a.grade.answer, a.grade.right]));
      expect(await graded()).toEqual({ '2C': true, '2D': false });
      const cells = await store.cellsOf(row.id);
      expect([cells.get(ana.id)?.[item.setItem]?.first.right, cells.get(ben.id)?.[item.setItem]?.first.right]).toEqual([true, false]);
      const before = await store.answersOf(row.id);
      await store.regradeItem(item.setItem, SOURCES[0], (old) => old.made, () => null);
      expect(await store.answersOf(row.id)).toEqual(before);
      await expectCellsFolded(row.id);
    });

    it('a move racing 20 first answers leaves every answer on the item the student saw', async () => {
      const row = await store.createSet(newSet(), ITEMS);
      const items = await store.itemsOf(row.id, null);
      const students = await Promise.all(Array.from({ length: 20 }, (_, k) => student(row.id, `M${k}`)));
      const seen = students.map((_, k) => items[k % 3]);
      const [moved] = await Promise.all([
        store.moveItem(row.id, items[0].setItem, 2),
        ...students.map((s, k) => answerTo(row.id, s.id, seen[k], k % 3 === 2 ? { score: 0 } : { call: 'P' }, k)),
      ]);
      expect(['done', 'has-answers']).toContain(moved);
      const stored = await store.answersOf(row.id);
      expect(stored).toHaveLength(20);
      const order = (await store.setItemsOf(row.id)).map((i) => i.id);
      for (const answer of stored) {
        const k = students.findIndex((s) => s.id === answer.student);
        expect(answer.setItem).toBe(seen[k].setItem);
        expect(answer.position).toBe(order.indexOf(seen[k].setItem));
      }
      await expectCellsFolded(row.id);
    });

    it('reads the stored items of some questions for the system check, as stored JSON, and in full those asked for by id', async () => {
      const row = await store.createSet(newSet(), [...ITEMS, ...ITEMS]);
      const other = await store.createSet(newSet(), ITEMS);
      const all = await store.allItemsOf(row.id);
      expect(all).toHaveLength(6);
      const setItems = (await store.setItemsOf(row.id)).map((si) => si.id);
      const theirs = (await store.allItemsOf(other.id))[0];
      const read = await store.itemsToCheck(row.id, [setItems[1], setItems[4], theirs.setItem]);
      expect(read.map((r) => r.id).sort()).toEqual([all[1].id, all[4].id].sort());
      for (const r of read) {
        const item = all.find((i) => i.id === r.id)!;
        expect({ setItem: r.setItem, expected: r.expected }).toEqual({ setItem: item.setItem, expected: item.made.expected });
        expect(JSON.parse(r.item)).toMatchObject(JSON.parse(JSON.stringify(item.made.item)));
      }
      expect(await store.itemsToCheck(row.id, [])).toEqual([]);
      const asked = await store.itemsByIds(row.id, [all[4].id, all[1].id, theirs.id]);
      const byId = (a: StoredItem, b: StoredItem) => a.id.localeCompare(b.id);
      expect([...asked].sort(byId)).toEqual([all[4], all[1]].sort(byId));
      expect(await store.itemsByIds(row.id, [])).toEqual([]);
    });

    it('moves, removes and replaces items by id, each in one transaction, until the first answer', async () => {
      const row = await store.createSet(newSet(), ITEMS);
      const ids = (await store.setItemsOf(row.id)).map((i) => i.id);
      expect(await store.moveItem(row.id, ids[2], 0)).toBe('done');
      expect((await store.setItemsOf(row.id)).map((i) => i.id)).toEqual([ids[2], ids[0], ids[1]]);
      expect(await store.moveItem(row.id, randomUUID(), 0)).toBe('not-found');
      expect(await store.removeItem(row.id, ids[0])).toBe('done');
      expect((await store.setItemsOf(row.id)).map((i) => [i.id, i.position])).toEqual([[ids[2], 0], [ids[1], 1]]);
      const another: SetItemSource = { source: 'topic', topic: 'O-1NT', seed: 77, nearMiss: false };
      expect(await store.replaceItem(row.id, ids[1], another, { own: [makeItem(another, null)], students: null }, 5)).toBe('done');
      const after = await store.setItemsOf(row.id);
      expect(after.map((i) => i.position)).toEqual([0, 1]);
      expect(after[1].id).not.toBe(ids[1]);
      expect(after[1].source).toEqual(another);
      expect((await store.itemsOf(row.id, null))[1].made).toEqual(makeItem(another, null));
      expect(await store.removeItem(row.id, after[0].id)).toBe('done');
      expect(await store.removeItem(row.id, after[1].id)).toBe('last-item');
      const ana = await student(row.id);
      await answerTo(row.id, ana.id, (await store.itemsOf(row.id, null))[0], { call: 'P' }, 1);
      expect(await store.moveItem(row.id, after[1].id, 0)).toBe('has-answers');
      expect(await store.replaceItem(row.id, after[1].id, another, { own: [null], students: null }, 6)).toBe('has-answers');
    });

    it('refuses an edit outside the set: a position past either end, another set\'s item, a set that is not there, more than a set holds', async () => {
      const row = await store.createSet(newSet(), ITEMS);
      const other = await store.createSet(newSet(), ITEMS);
      const ids = (await store.setItemsOf(row.id)).map((i) => i.id);
      const theirs = (await store.setItemsOf(other.id))[0].id;
      expect(await store.moveItem(row.id, ids[0], -1)).toBe('not-found');
      expect(await store.moveItem(row.id, ids[0], ids.length)).toBe('not-found');
      expect(await store.moveItem(row.id, theirs, 0)).toBe('not-found');
      expect(await store.moveItem(randomUUID(), ids[0], 0)).toBe('not-found');
      expect((await store.setItemsOf(row.id)).map((i) => i.id)).toEqual(ids);
      // the last place is a place: the first item goes to the end
      expect(await store.moveItem(row.id, ids[0], ids.length - 1)).toBe('done');
      expect((await store.setItemsOf(row.id)).map((i) => [i.id, i.position])).toEqual([[ids[1], 0], [ids[2], 1], [ids[0], 2]]);
      expect(await store.removeItem(row.id, theirs)).toBe('not-found');
      expect(await store.removeItem(randomUUID(), ids[0])).toBe('not-found');
      const another: SetItemSource = { source: 'topic', topic: 'O-1NT', seed: 78, nearMiss: false };
      expect(await store.replaceItem(row.id, theirs, another, { own: [makeItem(another, null)], students: null }, 5)).toBe('not-found');
      expect((await store.setItemsOf(other.id)).map((i) => i.source)).toEqual(SOURCES);
      // up to MAX_SET_ITEMS: the added items come after the set's own, in the order given
      const sources = (n: number): SetItemSource[] => Array.from({ length: n }, (_, k) => ({ source: 'topic', topic: 'score', seed: 100 + k, nearMiss: false }));
      const made = (list: readonly SetItemSource[]) => ({ own: list.map((source) => makeItem(source, null)), students: null });
      const full = sources(MAX_SET_ITEMS - ids.length + 1);
      expect(await store.addItems(row.id, full, made(full), 6)).toBe('too-many');
      expect(await store.setItemsOf(row.id)).toHaveLength(ids.length);
      const fits = full.slice(1);
      expect(await store.addItems(row.id, fits, made(fits), 6)).toBe('done');
      const after = await store.setItemsOf(row.id);
      expect(after.map((i) => i.position)).toEqual(Array.from({ length: MAX_SET_ITEMS }, (_, k) => k));
      expect(after.slice(ids.length).map((i) => i.source)).toEqual(fits);
      expect(await store.addItems(row.id, sources(1), made(sources(1)), 7)).toBe('too-many');
    });

    it('downloads page by page: students in the order they joined, items by question then student, never past the limit', async () => {
      const row = await store.createSet({ ...newSet(), spec: { ...SPEC, hands: 'fresh' } }, SOURCES.map((source) => ({ source, made: null })));
      const setItems = (await store.setItemsOf(row.id)).map((i) => i.id);
      const joined: string[] = [];
      for (const [n, name] of ['Ana', 'Ben', 'Cvijeta'].entries()) {
        // Ana and Ben join at the same millisecond: the id orders them
        const items = setItems.map((setItem, k) => ({ setItem, made: makeItem(SOURCES[k], 10 * n + k) }));
        const added = await store.addStudent({ setId: row.id, name, tokenHash: hashToken(studentToken()), resumeCode: resumeCode(), seed: n, joinedAt: n < 2 ? 500 : 600, items });
        if (typeof added !== 'object') throw new Error(`not joined: ${added}`);
        joined.push(added.id);
      }
      const inOrder = [...joined.slice(0, 2).sort(), joined[2]];
      const downloads = store.downloads;
      expect((await downloads.studentsPage(row.id, null, 2)).map((s) => s.id)).toEqual(inOrder.slice(0, 2));
      expect((await downloads.studentsPage(row.id, inOrder[0], 5)).map((s) => s.id)).toEqual(inOrder.slice(1));
      expect((await downloads.studentsPage(row.id, inOrder[2], 5)).map((s) => s.id)).toEqual([]);
      // a cursor that is not one of the set's students starts nothing
      expect(await downloads.studentsPage(row.id, randomUUID(), 5)).toEqual([]);
      // nine items (three questions × three students): a page of four crosses a question, and the next goes on from it
      const first = await downloads.itemsPage(row.id, null, 4);
      expect(first.map((i) => i.position)).toEqual([0, 0, 0, 1]);
      const last = first.at(-1)!;
      const next = await downloads.itemsPage(row.id, { position: last.position, student: last.student ?? '', id: last.id }, 4);
      expect(next.map((i) => i.position)).toEqual([1, 1, 2, 2]);
      const all = [...first, ...next, ...(await downloads.itemsPage(row.id, { position: 2, student: next.at(-1)!.student ?? '', id: next.at(-1)!.id }, 4))];
      expect(all).toHaveLength(9);
      expect(new Set(all.map((i) => i.id)).size).toBe(9);
      expect(all.filter((i) => i.position === 0).map((i) => i.student).sort()).toEqual([...joined].sort());
    });

    it('accepts a call on fresh hands: the student\'s hand and the hands it is extended to, each answer and square turned right', async () => {
      const row = await store.createSet({ ...newSet(), spec: { ...SPEC, hands: 'fresh' } }, SOURCES.map((source) => ({ source, made: null })));
      const setItems = (await store.setItemsOf(row.id)).map((i) => i.id);
      const setItem = setItems[0];
      const people = [];
      for (const [n, name] of ['Ana', 'Ben', 'Cvijeta', 'Dragan'].entries()) {
        // the same rule on each hand: O-1NT's 1NT is every student's expected call
        const items = setItems.map((id, k) => ({ setItem: id, made: makeItem(SOURCES[k], 40 + 10 * n + k) }));
        const added = await store.addStudent({ setId: row.id, name, tokenHash: hashToken(studentToken()), resumeCode: resumeCode(), seed: n, joinedAt: 700 + n, items });
        if (typeof added !== 'object') throw new Error(`not joined: ${added}`);
        const [item] = (await store.itemsOf(row.id, added.id)).filter((i) => i.setItem === setItem);
        people.push({ id: added.id, item });
      }
      const [ana, ben, cvijeta, dragan] = people;
      await answerTo(row.id, ana.id, ana.item, { call: 'P' }, 10);
      await answerTo(row.id, ben.id, ben.item, { call: 'P' }, 11);
      await answerTo(row.id, cvijeta.id, cvijeta.item, { call: '2C' }, 12);
      const before = await store.acceptRows(setItem);
      expect(before.hands.map((h) => [h.item, h.student, h.expected.call]).sort()).toEqual(people.map((p) => [p.item.id, p.id, '1N']).sort());
      expect(before.answers.map((a) => [a.student, a.answer, a.right])).toEqual([[ana.id, 'P', false], [ben.id, 'P', false], [cvijeta.id, '2C', false]]);
      // Dragan's pass comes later: the teacher accepts on the hands she was shown, not on his
      // not this item, not a hand of it, or extended to a hand whose student did not give the call: nothing changes
      expect(await store.acceptOnHands(randomUUID(), ana.item.id, [], 'P', 20)).toBe('not-found');
      expect(await store.acceptOnHands(setItem, randomUUID(), [], 'P', 20)).toBe('not-found');
      expect(await store.acceptOnHands(setItem, ana.item.id, [cvijeta.item.id], 'P', 20)).toBe('changed');
      expect((await store.acceptRows(setItem)).answers.every((a) => !a.right)).toBe(true);
      // a call nobody gave on the hand turns nothing
      expect(await store.acceptOnHands(setItem, ana.item.id, [], '3N', 20)).toBe(0);
      expect(await store.acceptOnHands(setItem, ana.item.id, [ben.item.id], 'P', 21)).toBe(2);
      await answerTo(row.id, dragan.id, dragan.item, { call: 'P' }, 22);
      const after = await store.acceptRows(setItem);
      expect(after.answers.map((a) => [a.student, a.right])).toEqual([[ana.id, true], [ben.id, true], [cvijeta.id, false], [dragan.id, false]]);
      // graded again (a system check): each hand against the calls accepted on it, Dragan's pass still wrong
      await store.regradeItem(setItem, SOURCES[0], (old) => old.made, (item, answer, accepted) => gradeWith(item, answer)(accepted));
      expect((await store.acceptRows(setItem)).answers.map((a) => [a.student, a.right])).toEqual([[ana.id, true], [ben.id, true], [cvijeta.id, false], [dragan.id, false]]);
      const cells = await store.cellsOf(row.id);
      expect(cells.get(ana.id)?.[setItem]).toMatchObject({ anyRight: true, first: { right: true } });
      expect(cells.get(ben.id)?.[setItem]).toMatchObject({ anyRight: true, first: { right: true } });
      expect(cells.get(cvijeta.id)?.[setItem]).toMatchObject({ anyRight: false, first: { right: false } });
      await expectCellsFolded(row.id);
    });

    it('deletes a set with its items, students, tokens and answers, and nothing else', async () => {
      const keep = await store.createSet(newSet(), ITEMS);
      const kept = await student(keep.id);
      await answerTo(keep.id, kept.id, (await store.itemsOf(keep.id, null))[0], { call: 'P' }, 1);
      const tables = ['students', 'student_tokens', 'answers', 'set_items', 'items', 'accepted_calls'] as const;
      const counts = async () => Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await count(db, t)] as const)));
      const before = await counts();
      const set = newSet();
      const row = await store.createSet(set, ITEMS);
      const ana = await student(row.id);
      await store.addStudentToken(ana.id, hashToken(studentToken()));
      const [item] = await store.itemsOf(row.id, null);
      await answerTo(row.id, ana.id, item, { call: 'P' }, 1);
      await store.acceptCall(item.setItem, '2C', 1);
      await store.deleteSet(row.id);
      expect(await store.setByCode(set.code)).toBeNull();
      expect(await store.setByTeacherHash(set.teacherHash)).toBeNull();
      expect(await store.studentsOf(row.id)).toEqual([]);
      expect(await store.answersOf(row.id)).toEqual([]);
      expect(await counts()).toEqual(before);
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

    it('finds a set with the student of a token in one lookup, and no student for a token of another set', async () => {
      const set = await store.createSet(newSet(), ITEMS);
      const other = await store.createSet(newSet(), ITEMS);
      const token = studentToken();
      const joined = await store.addStudent({ setId: set.id, name: 'Ana', tokenHash: hashToken(token), resumeCode: resumeCode(), seed: 7, joinedAt: 5, items: [] });
      if (typeof joined !== 'object') throw new Error('not joined');
      expect(await store.setWithStudent(set.code, hashToken(token))).toEqual({ set, student: joined });
      expect(await store.setWithStudent(set.code, hashToken(studentToken()))).toEqual({ set, student: null });
      expect(await store.setWithStudent(other.code, hashToken(token))).toEqual({ set: other, student: null });
      expect(await store.setWithStudent('NOSUCHCD', hashToken(token))).toBeNull();
    });

    it('peeks at a counter without counting', async () => {
      const key = `peek:${randomUUID()}`;
      expect(await store.peek(key, 1000)).toEqual({ count: 0, retryAfter: 0 });
      await store.consume(key, 5, 60, 1000);
      await store.consume(key, 5, 60, 2000);
      expect(await store.peek(key, 3000)).toEqual({ count: 2, retryAfter: 58 });
      expect(await store.peek(key, 3000)).toEqual({ count: 2, retryAfter: 58 });
      expect(await store.peek(key, 61_000)).toEqual({ count: 0, retryAfter: 0 });
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
