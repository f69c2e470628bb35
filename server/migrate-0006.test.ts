// A database made by the schema before 0006 (through 0004) migrates to answers with the device's time: every answer is
// kept as it was, its device time null (the CSV then gives the arrival time and says so); an answer stored after it
// keeps the time its device said. SQLite, and PostgreSQL with TEST_DATABASE_URL.

import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { gradeAnswer, storedGrade } from '../lib/teach/grade';
import { gradedBy, makeItem } from '../lib/teach/made-item';
import { MIGRATIONS } from './migrations';
import { createStore } from './store';
import { onMigrationDatabases, type OpenMigrationDatabase } from '@/test-support/store/migration-databases';

const SOURCE = { source: 'topic', topic: 'O-1NT', seed: 5, nearMiss: false } as const;

function migrationSuite(name: string, open: OpenMigrationDatabase): void {
  describe(`migration 0006 on ${name}`, () => {
    it('keeps every answer with no device time, and stores the device time of new answers', async () => {
      const opened = await open();
      try {
        const migrator = new Migrator({ db: opened.db, provider: MIGRATIONS });
        expect((await migrator.migrateTo('0004-resume-hashes')).error).toBeUndefined();
        // a set, its item, a student and two answers as the schema before 0006 stores them (plain SQL: today's store
        // writes today's columns)
        const setId = randomUUID();
        const setItem = randomUUID();
        const studentId = randomUUID();
        const spec = { title: 'Stari skup', instructions: '', locale: 'sr', mode: 'practice', hands: 'same', seed: 1 };
        await sql`insert into sets (id, code, teacher_hash, spec, closed, revealed, created_at)
          values (${setId}, ${'K7M2Q9XD'}, ${randomUUID()}, ${JSON.stringify(spec)}, 0, 0, 1)`.execute(opened.db);
        await sql`insert into set_items (id, set_id, position, source) values (${setItem}, ${setId}, 0, ${JSON.stringify(SOURCE)})`.execute(opened.db);
        await sql`insert into students (id, set_id, name, resume_hash, seed, joined_at) values (${studentId}, ${setId}, ${'Đorđe'}, ${'h'.repeat(64)}, ${7}, ${5})`.execute(opened.db);
        const made = makeItem(SOURCE, null);
        const grade = storedGrade(gradeAnswer(made.item, gradedBy(made.expected, []), { call: '1N' }), made.system);
        for (const [n, at] of [[0, 1000], [1, 2000]] as const) {
          await sql`insert into answers (set_id, id, student_id, item, answer, ms, at, set_item_id, item_id, is_right, answer_text, wrong_rule,
              expected_call, expected_text, expected_rule, expected_by, expected_kind, system)
            values (${setId}, ${`old-${n}`}, ${studentId}, ${0}, ${'{"call":"1N"}'}, ${500 + n}, ${at}, ${setItem}, ${null}, ${grade.right ? 1 : 0},
              ${grade.answer}, ${grade.rule}, ${grade.expected.call}, ${grade.expected.text}, ${grade.expected.rule}, ${grade.expected.by}, ${grade.expected.kind}, ${grade.system})`.execute(opened.db);
        }
        const rows = async () => (await sql<Record<string, unknown>>`select * from answers order by id`.execute(opened.db)).rows;
        const before = await rows();
        expect(before).toHaveLength(2);

        const ran = await migrator.migrateToLatest();
        expect(ran.error).toBeUndefined();
        expect(ran.results?.map((r) => r.migrationName)).toContain('0006-answer-device-time');

        // every column of every answer as it was; the device time is not known
        const after = await rows();
        // (own_rule comes with 0009, null for these answers: server/migrate-0009.test.ts)
        expect(after.map(({ device_at: _, own_rule: __, is_first: ___, ...rest }) => rest)).toEqual(before);
        expect(after.map((row) => row.device_at)).toEqual([null, null]);
        const store = createStore(opened);
        const answers = await store.answersOf(setId);
        const { ownRule: _, ...stored } = grade; // the rule of the student's own call is not known for them (0009)
        expect(answers.map((a) => [a.id, a.at, a.ms, a.deviceAt, a.grade])).toEqual([['old-0', 1000, 500, null, stored], ['old-1', 2000, 501, null, stored]]);
        // an answer stored now keeps the time its device said
        const item = { id: randomUUID(), setItem, position: 0, student: null, made };
        await store.putAnswer({ setId, id: 'new-0', student: studentId, item, answer: { call: '1N' }, ms: 700, at: 9000, deviceAt: 8000 }, () => grade);
        expect((await store.answerById(setId, 'new-0'))?.deviceAt).toBe(8000);
      } finally {
        await opened.done();
      }
    });
  });
}

onMigrationDatabases('0006', migrationSuite);
