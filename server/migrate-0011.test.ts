// A database made by the schema before 0011 (through 0009; 0010 is not needed) migrates to answers flagged as their
// student's first attempt at their item: per student and set item the earliest by time, then id (a tie in the same ms
// goes to the smaller id), an answer whose item no longer exists never; every other column as it was. An answer stored
// after it moves the flag when it comes before the stored first attempt (the same ms, a smaller id), as its square does.
// SQLite, and PostgreSQL with TEST_DATABASE_URL.

import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cellsOfAnswers, packCells } from '../lib/teach/cells';
import { gradeAnswer, storedGrade } from '../lib/teach/grade';
import { gradedBy, makeItem } from '../lib/teach/made-item';
import { MIGRATIONS } from './migrations';
import { createStore } from './store';
import { onMigrationDatabases, type OpenMigrationDatabase } from '@/test-support/store/migration-databases';

const SOURCE = { source: 'topic', topic: 'O-1NT', seed: 5, nearMiss: false } as const;

function migrationSuite(name: string, open: OpenMigrationDatabase): void {
  describe(`migration 0011 on ${name}`, () => {
    it('flags each student\'s first attempt at each item, and a later answer that comes first moves the flag', async () => {
      const opened = await open();
      try {
        const migrator = new Migrator({ db: opened.db, provider: MIGRATIONS });
        expect((await migrator.migrateTo('0009-answer-own-rule')).error).toBeUndefined();
        const setId = randomUUID();
        const [itemA, itemB] = [randomUUID(), randomUUID()];
        const [ana, bojan] = [randomUUID(), randomUUID()];
        const spec = { title: 'Stari skup', instructions: '', locale: 'sr', mode: 'practice', hands: 'same', seed: 1 };
        await sql`insert into sets (id, code, teacher_hash, spec, closed, revealed, created_at)
          values (${setId}, ${'K7M2Q9XE'}, ${randomUUID()}, ${JSON.stringify(spec)}, 0, 0, 1)`.execute(opened.db);
        for (const [k, id] of [itemA, itemB].entries()) {
          await sql`insert into set_items (id, set_id, position, source) values (${id}, ${setId}, ${k}, ${JSON.stringify(SOURCE)})`.execute(opened.db);
        }
        for (const [k, id] of [ana, bojan].entries()) {
          await sql`insert into students (id, set_id, name, resume_hash, seed, joined_at) values (${id}, ${setId}, ${['Ana', 'Bojan'][k]}, ${String(k).repeat(64)}, ${k}, ${5})`.execute(opened.db);
        }
        const made = makeItem(SOURCE, null);
        const gradeOf = (call: string) => storedGrade(gradeAnswer(made.item, gradedBy(made.expected, []), { call }), made.system);
        const insert = async (id: string, student: string, setItem: string | null, at: number, call: string) => {
          const g = gradeOf(call);
          await sql`insert into answers (set_id, id, student_id, item, answer, ms, at, set_item_id, item_id, is_right, answer_text, wrong_rule,
              expected_call, expected_text, expected_rule, expected_by, expected_kind, system)
            values (${setId}, ${id}, ${student}, ${0}, ${JSON.stringify({ call })}, ${500}, ${at}, ${setItem}, ${null}, ${g.right ? 1 : 0},
              ${g.answer}, ${g.rule}, ${g.expected.call}, ${g.expected.text}, ${g.expected.rule}, ${g.expected.by}, ${g.expected.kind}, ${g.system})`.execute(opened.db);
        };
        // Ana, item A: a retry stored first (later time), then the first attempt; item B: two in the same ms (b-1 < b-2)
        await insert('a-2', ana, itemA, 2000, '1N');
        await insert('a-1', ana, itemA, 1000, '1H');
        await insert('b-2', ana, itemB, 3000, '1N');
        await insert('b-1', ana, itemB, 3000, '1H');
        // Bojan, item A once; and an answer to an item that no longer exists (set_item_id null): never a first attempt
        await insert('c-1', bojan, itemA, 1500, '1N');
        await insert('gone', bojan, null, 500, '1N');
        const rows = async () => (await sql<Record<string, unknown>>`select * from answers order by id`.execute(opened.db)).rows;
        const before = await rows();

        const ran = await migrator.migrateToLatest();
        expect(ran.error).toBeUndefined();
        expect(ran.results?.map((r) => r.migrationName)).toContain('0011-first-attempts');

        const after = await rows();
        expect(after.map(({ is_first: _, ...rest }) => rest)).toEqual(before);
        const flagged = async () => (await sql<{ id: string }>`select id from answers where is_first = 1 order by id`.execute(opened.db)).rows.map((r) => r.id);
        expect(await flagged()).toEqual(['a-1', 'b-1', 'c-1']);

        // stored now: Bojan's answer in the same ms as his first with a smaller id comes first (its square says so);
        // a later retry of Ana's changes nothing
        const store = createStore(opened);
        // the students' squares as the old schema kept them with these answers (0003), folded from them
        for (const [student, cells] of cellsOfAnswers(await store.answersOf(setId))) {
          await sql`insert into student_results (student_id, set_id, cells) values (${student}, ${setId}, ${packCells(cells)})`.execute(opened.db);
        }
        const item = { id: randomUUID(), setItem: itemA, position: 0, student: null, made };
        await store.putAnswer({ setId, id: 'c-0', student: bojan, item, answer: { call: '1N' }, ms: 700, at: 1500 }, () => gradeOf('1N'));
        await store.putAnswer({ setId, id: 'a-3', student: ana, item, answer: { call: '1N' }, ms: 700, at: 9000 }, () => gradeOf('1N'));
        expect(await flagged()).toEqual(['a-1', 'b-1', 'c-0']);
        // Bojan's first attempt at item B
        await store.putAnswer({ setId, id: 'd-1', student: bojan, item: { ...item, setItem: itemB }, answer: { call: '1N' }, ms: 700, at: 9001 }, () => gradeOf('1N'));
        expect(await flagged()).toEqual(['a-1', 'b-1', 'c-0', 'd-1']);
      } finally {
        await opened.done();
      }
    });
  });
}

onMigrationDatabases('0011', migrationSuite);
