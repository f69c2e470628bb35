// A database made by the schema before 0009 (through 0006) migrates to answers with the rule of the student's own call:
// every answer is kept as it was, its own rule not known (null: the review shows no caption rather than the expected
// answer's rule); an answer stored after it keeps its own rule, '' (no rule makes the call) read back as none.
// SQLite, and PostgreSQL with TEST_DATABASE_URL.

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
  describe(`migration 0009 on ${name}`, () => {
    it("keeps every answer with its own rule not known, and stores the own rule of new answers", async () => {
      const opened = await open();
      try {
        const migrator = new Migrator({ db: opened.db, provider: MIGRATIONS });
        expect((await migrator.migrateTo('0006-answer-device-time')).error).toBeUndefined();
        const setId = randomUUID();
        const setItem = randomUUID();
        const studentId = randomUUID();
        const spec = { title: 'Stari skup', instructions: '', locale: 'sr', mode: 'practice', hands: 'same', seed: 1 };
        await sql`insert into sets (id, code, teacher_hash, spec, closed, revealed, created_at)
          values (${setId}, ${'K7M2Q9XE'}, ${randomUUID()}, ${JSON.stringify(spec)}, 0, 0, 1)`.execute(opened.db);
        await sql`insert into set_items (id, set_id, position, source) values (${setItem}, ${setId}, 0, ${JSON.stringify(SOURCE)})`.execute(opened.db);
        await sql`insert into students (id, set_id, name, resume_hash, seed, joined_at) values (${studentId}, ${setId}, ${'Đorđe'}, ${'h'.repeat(64)}, ${7}, ${5})`.execute(opened.db);
        const made = makeItem(SOURCE, null);
        const gradeOf = (call: string) => storedGrade(gradeAnswer(made.item, gradedBy(made.expected, []), { call }), made.system);
        // an old 1♥ on a 1NT hand: wrong, rejected by O-1NT (the rule the old review wrongly captioned 1♥ with)
        const old = gradeOf('1H');
        expect([old.right, old.rule, old.ownRule]).toEqual([false, 'O-1NT', 'O-1']);
        await sql`insert into answers (set_id, id, student_id, item, answer, ms, at, device_at, set_item_id, item_id, is_right, answer_text, wrong_rule,
            expected_call, expected_text, expected_rule, expected_by, expected_kind, system)
          values (${setId}, ${'old-0'}, ${studentId}, ${0}, ${'{"call":"1H"}'}, ${500}, ${1000}, ${900}, ${setItem}, ${null}, ${0},
            ${old.answer}, ${old.rule}, ${old.expected.call}, ${old.expected.text}, ${old.expected.rule}, ${old.expected.by}, ${old.expected.kind}, ${old.system})`.execute(opened.db);
        const rows = async () => (await sql<Record<string, unknown>>`select * from answers order by id`.execute(opened.db)).rows;
        const before = await rows();

        const ran = await migrator.migrateToLatest();
        expect(ran.error).toBeUndefined();
        expect(ran.results?.map((r) => r.migrationName)).toContain('0009-answer-own-rule');

        // every column of the answer as it was (0011's first-attempt flag aside); its own rule not known, so not read as the expected answer's
        const after = await rows();
        expect(after.map(({ own_rule: _, is_first: __, ...rest }) => rest)).toEqual(before);
        expect(after.map((row) => row.own_rule)).toEqual([null]);
        const store = createStore(opened);
        const { ownRule: _, ...stored } = old;
        const [kept] = await store.answersOf(setId);
        expect(kept.grade).toEqual(stored);
        expect('ownRule' in kept.grade).toBe(false);

        // answers stored now keep the rule of their own call: O-1 for 1♥, none for 7NT (no rule makes it: '' in the column)
        const item = { id: randomUUID(), setItem, position: 0, student: null, made };
        await store.putAnswer({ setId, id: 'new-0', student: studentId, item, answer: { call: '1H' }, ms: 700, at: 9000 }, () => gradeOf('1H'));
        await store.putAnswer({ setId, id: 'new-1', student: studentId, item, answer: { call: '7N' }, ms: 700, at: 9001 }, () => gradeOf('7N'));
        expect((await store.answerById(setId, 'new-0'))?.grade.ownRule).toBe('O-1');
        expect((await store.answerById(setId, 'new-1'))?.grade).toMatchObject({ right: false, ownRule: null });
        // by id: new-0, new-1, old-0
        expect((await rows()).map((row) => row.own_rule)).toEqual(['O-1', '', null]);
      } finally {
        await opened.done();
      }
    });
  });
}

onMigrationDatabases('0009', migrationSuite);
