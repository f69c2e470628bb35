// A database made by the schema before 0007 (through 0006) migrates to accepts per hand: an old accept on a
// fresh-hands set stays every hand's (no answer is graded differently than it was), every grade and square is kept,
// each square gains the expected answer of its first attempt, and a call may then be accepted on two hands of one item
// (once per hand, once for every hand). SQLite, and PostgreSQL with TEST_DATABASE_URL.

import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { gradeAnswer, storedGrade } from '../lib/teach/grade';
import { gradedBy, makeItem } from '../lib/teach/made-item';
import { MIGRATIONS } from './migrations';
import { itemValues } from './item-rows';
import { createStore } from './store';
import { onMigrationDatabases, type OpenMigrationDatabase } from '@/test-support/store/migration-databases';

const SOURCE = { source: 'topic', topic: 'R1N-2S', seed: 5, nearMiss: false } as const;

function migrationSuite(name: string, open: OpenMigrationDatabase): void {
  describe(`migration 0007 on ${name}`, () => {
    it('keeps old accepts for every hand and every grade; squares gain their expected answer; accepts per hand then fit', async () => {
      const opened = await open();
      try {
        const migrator = new Migrator({ db: opened.db, provider: MIGRATIONS });
        expect((await migrator.migrateTo('0006-answer-device-time')).error).toBeUndefined();
        // a fresh-hands set with one question, two students with their own hands, Pass accepted for every hand (the
        // accept as it was stored before 0007), and each student's pass graded with it and folded in their square
        const setId = randomUUID();
        const setItem = randomUUID();
        const spec = { title: 'Stari skup', instructions: '', locale: 'sr', mode: 'practice', hands: 'fresh', seed: 1 };
        await sql`insert into sets (id, code, teacher_hash, spec, closed, revealed, created_at) values (${setId}, ${'K7M2Q9XD'}, ${randomUUID()}, ${JSON.stringify(spec)}, 0, 0, 1)`.execute(opened.db);
        await sql`insert into set_items (id, set_id, position, source) values (${setItem}, ${setId}, 0, ${JSON.stringify(SOURCE)})`.execute(opened.db);
        await sql`insert into accepted_calls (set_item_id, call, at) values (${setItem}, ${'P'}, ${3})`.execute(opened.db);
        const students = [['Marko', 7], ['Željka', 11]] as const;
        const stored: { student: string; item: string; answer: string }[] = [];
        for (const [k, [studentName, seed]] of students.entries()) {
          const student = randomUUID();
          await sql`insert into students (id, set_id, name, resume_hash, seed, joined_at) values (${student}, ${setId}, ${studentName}, ${String(k).repeat(64)}, ${seed}, ${5})`.execute(opened.db);
          const made = makeItem(SOURCE, seed);
          const item = randomUUID();
          const row = itemValues(made, { id: item, setId, setItemId: setItem, studentId: student, madeAt: 5 });
          const names = Object.keys(row);
          await sql`insert into items (${sql.join(names.map((n) => sql.ref(n)))}) values (${sql.join(names.map((n) => (row as Record<string, unknown>)[n]))})`.execute(opened.db);
          const grade = storedGrade(gradeAnswer(made.item, gradedBy(made.expected, ['P']), { call: 'P' }), made.system);
          const answer = `old-${k}`;
          await sql`insert into answers (set_id, id, student_id, item, answer, ms, at, set_item_id, item_id, is_right, answer_text, wrong_rule,
              expected_call, expected_text, expected_rule, expected_by, expected_kind, system)
            values (${setId}, ${answer}, ${student}, ${0}, ${'{"call":"P"}'}, ${500}, ${1000 + k}, ${setItem}, ${item}, ${grade.right ? 1 : 0},
              ${grade.answer}, ${grade.rule}, ${grade.expected.call}, ${grade.expected.text}, ${grade.expected.rule}, ${grade.expected.by}, ${grade.expected.kind}, ${grade.system})`.execute(opened.db);
          // a square as 0003 packs it: ten values, no expected answer
          const cells = { [setItem]: [answer, 1000 + k, 'P', grade.right ? 1 : 0, grade.rule ?? '', grade.expected.rule ?? '', 1, grade.right ? 1 : 0, 'P', 0.5] };
          await sql`insert into student_results (student_id, set_id, cells) values (${student}, ${setId}, ${JSON.stringify(cells)})`.execute(opened.db);
          stored.push({ student, item, answer });
        }
        const answerRows = async () => (await sql<Record<string, unknown>>`select * from answers order by id`.execute(opened.db)).rows;
        const before = await answerRows();
        expect(before.map((a) => a.is_right)).toEqual([1, 1]);

        const ran = await migrator.migrateToLatest();
        expect(ran.error).toBeUndefined();
        expect(ran.results?.map((r) => r.migrationName)).toContain('0007-accepts-per-hand');

        // the old accept is every hand's, as it was: every grade as it was
        const accepted = (await sql<Record<string, unknown>>`select set_item_id, item_id, call from accepted_calls`.execute(opened.db)).rows;
        expect(accepted).toEqual([{ set_item_id: setItem, item_id: null, call: 'P' }]);
        // (own_rule comes with 0009, null for these answers: server/migrate-0009.test.ts)
        expect((await answerRows()).map(({ own_rule: _, is_first: __, ...row }) => row)).toEqual(before);
        const store = createStore(opened);
        expect((await store.setItemsOf(setId))[0].accepted).toEqual(['P']);
        // every square kept, with the expected answer of its first attempt (each student's own hand's)
        const cells = await store.cellsOf(setId);
        for (const [k, { student }] of stored.entries()) {
          const expected = makeItem(SOURCE, students[k][1]).expected.text;
          expect(cells.get(student)?.[setItem]).toMatchObject({ first: { id: `old-${k}`, answer: 'P', right: true, expected }, attempts: 1, anyRight: true });
        }
        // then a call accepted on each of two hands of the item is stored once per hand, and again is nothing new
        for (const { item } of stored) await store.acceptOnHands(setItem, item, [], '2C', 10);
        await store.acceptOnHands(setItem, stored[0].item, [], '2C', 11);
        await store.acceptCall(setItem, 'P', 12);
        expect((await store.handAccepts(setId)).get(stored[0].item)).toEqual(['2C']);
        expect((await store.handAccepts(setId)).get(stored[1].item)).toEqual(['2C']);
        expect((await store.setItemsOf(setId))[0].accepted).toEqual(['P']);
        await expect(sql`insert into accepted_calls (set_item_id, item_id, call, at) values (${setItem}, ${stored[0].item}, ${'2C'}, ${13})`.execute(opened.db)).rejects.toThrow();
        await expect(sql`insert into accepted_calls (set_item_id, item_id, call, at) values (${setItem}, ${null}, ${'P'}, ${13})`.execute(opened.db)).rejects.toThrow();
        // a student who leaves takes the accepts on their hand along (their items go, and with them their accepts)
        await store.removeStudent(setId, stored[0].student);
        expect((await store.handAccepts(setId)).has(stored[0].item)).toBe(false);
      } finally {
        await opened.done();
      }
    });
  });
}

onMigrationDatabases('0007', migrationSuite);
