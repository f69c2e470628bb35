// A database made by the first schema (0001) that holds sets is refused by 0002 (frozen: it cannot know the system
// that showed their grades) before anything changes, unless the operator runs it with BRIDGE_MIGRATE_0001_SETS=today:
// then it migrates to stored items and grades (0002) and results squares (0003), every answer kept on the item its
// student answered, graded as the results computed it at read time (the item remade from its seed, its expected
// answer, the calls accepted for its place) by the running system. A first-schema database without sets migrates to
// the latest schema as it is. SQLite, and PostgreSQL with TEST_DATABASE_URL.

import { randomUUID } from 'node:crypto';
import { Migrator, sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cellsOfAnswers } from '../lib/teach/cells';
import { gradeAnswer } from '../lib/teach/grade';
import { gradedBy, makeItem } from '../lib/teach/made-item';
import type { SetAnswer, SetItemSource } from '../lib/teach/set-types';
import { MIGRATION_NAMES, MIGRATIONS } from './migrations';
import { CARRY_0001_SETS } from './migrations/frozen-0002/carry';
import type { Database } from './schema';
import { createStore } from './store';
import { onMigrationDatabases, type OpenMigrationDatabase } from '@/test-support/store/migration-databases';

const SOURCES: readonly SetItemSource[] = [
  { source: 'topic', topic: 'O-1NT', seed: 5, nearMiss: false },
  { source: 'topic', topic: 'R-NEW2', seed: 9, nearMiss: true },
  { source: 'topic', topic: 'score', seed: 7, nearMiss: false },
  { source: 'topic', topic: 'evaluate', seed: 3, nearMiss: false },
];

interface OldAnswer {
  readonly student: number;
  readonly item: number;
  readonly answer: SetAnswer;
}

/** The answers of the first schema's sets: right and wrong calls, an accepted one, other kinds, a retry. */
const ANSWERS: readonly OldAnswer[] = [
  { student: 0, item: 0, answer: { call: '1N' } },
  { student: 0, item: 1, answer: { call: '2C' } },
  { student: 0, item: 1, answer: { call: '2D' } },
  { student: 0, item: 2, answer: { score: 420 } },
  { student: 1, item: 0, answer: { call: '1C' } },
  { student: 1, item: 0, answer: { call: 'P' } },
  { student: 1, item: 3, answer: { h: 12, d: 1, hd: 13, qt: 2, hdr: null } },
];
const ACCEPTED = { 0: ['1C'] };
const SEEDS = [41, 977];

async function firstSchemaDatabase(db: Kysely<Database>, hands: 'same' | 'fresh'): Promise<{ setId: string; students: string[] }> {
  const setId = randomUUID();
  const spec = { title: 'Stari skup', instructions: '', locale: 'sr', mode: 'practice', hands, seed: 812, items: SOURCES, accepted: ACCEPTED };
  await sql`insert into sets (id, code, teacher_hash, spec, closed, revealed, created_at)
    values (${setId}, ${setId.slice(0, 8).toUpperCase()}, ${randomUUID()}, ${JSON.stringify(spec)}, 0, 0, 1)`.execute(db);
  const students = SEEDS.map(() => randomUUID());
  for (const [k, id] of students.entries()) {
    await sql`insert into students (id, set_id, name, resume_code, seed, joined_at)
      values (${id}, ${setId}, ${`S${k}`}, ${`R${k}${setId.slice(0, 6)}`}, ${SEEDS[k]}, ${k})`.execute(db);
  }
  for (const [n, a] of ANSWERS.entries()) {
    await sql`insert into answers (set_id, id, student_id, item, answer, ms, at)
      values (${setId}, ${`old-${n}`}, ${students[a.student]}, ${a.item}, ${JSON.stringify(a.answer)}, ${1000 + n}, ${10 + n})`.execute(db);
  }
  return { setId, students };
}

/** The grade the first schema's results showed: the item remade from its seed, graded with the spec's accepted calls. */
function gradeBefore(hands: 'same' | 'fresh', a: OldAnswer) {
  const made = makeItem(SOURCES[a.item], hands === 'fresh' ? SEEDS[a.student] : null);
  const accepted = (ACCEPTED as Record<number, string[]>)[a.item] ?? [];
  const grade = gradeAnswer(made.item, gradedBy(made.expected, accepted), a.answer);
  return { right: grade.right, answer: grade.answer, rule: grade.rule, expected: made.expected };
}

function migrationSuite(name: string, open: OpenMigrationDatabase): void {
  describe(`migration 0002 on ${name}`, () => {
    afterEach(() => vi.unstubAllEnvs());

    it('refuses a first-schema database with sets, saying why and how on, and changes nothing', async () => {
      const opened = await open();
      try {
        const migrator = new Migrator({ db: opened.db, provider: MIGRATIONS });
        expect((await migrator.migrateTo('0001-teachers-sets')).error).toBeUndefined();
        await firstSchemaDatabase(opened.db, 'same');
        const before = await sql`select * from sets`.execute(opened.db);
        for (const value of [undefined, 'yes']) {
          vi.stubEnv(CARRY_0001_SETS, value);
          const ran = await migrator.migrateToLatest();
          expect(ran.error).toMatchObject({ code: 'first-schema-sets', sets: 1 });
          expect(String((ran.error as Error).message)).toContain('cc8d9d0');
          expect(String((ran.error as Error).message)).toContain(`${CARRY_0001_SETS}=today`);
        }
        // still the first schema, its set as it was
        expect((await migrator.getMigrations()).filter((m) => m.executedAt).map((m) => m.name)).toEqual(['0001-teachers-sets']);
        expect((await sql`select * from sets`.execute(opened.db)).rows).toEqual(before.rows);
      } finally {
        await opened.done();
      }
    });

    it('migrates a first-schema database without sets to the latest schema', async () => {
      const opened = await open();
      try {
        const migrator = new Migrator({ db: opened.db, provider: MIGRATIONS });
        expect((await migrator.migrateTo('0001-teachers-sets')).error).toBeUndefined();
        const ran = await migrator.migrateToLatest();
        expect(ran.error).toBeUndefined();
        expect(ran.results?.map((r) => r.migrationName)).toEqual(MIGRATION_NAMES.slice(1));
        expect(await createStore(opened).setByCode('ABCDEFGH')).toBeNull();
      } finally {
        await opened.done();
      }
    });

    it('with BRIDGE_MIGRATE_0001_SETS=today keeps every answer of a same-hands and a fresh-hands set, graded by the running system', async () => {
      vi.stubEnv(CARRY_0001_SETS, 'today');
      const opened = await open();
      try {
        const migrator = new Migrator({ db: opened.db, provider: MIGRATIONS });
        expect((await migrator.migrateTo('0001-teachers-sets')).error).toBeUndefined();
        const sets = { same: await firstSchemaDatabase(opened.db, 'same'), fresh: await firstSchemaDatabase(opened.db, 'fresh') };
        const ran = await migrator.migrateToLatest();
        expect(ran.error).toBeUndefined();
        expect(ran.results?.map((r) => r.migrationName)).toEqual(MIGRATION_NAMES.slice(1));

        const store = createStore(opened);
        for (const hands of ['same', 'fresh'] as const) {
          const { setId, students } = sets[hands];
          const set = await store.setByCode(setId.slice(0, 8).toUpperCase());
          expect(set?.spec).toEqual({ title: 'Stari skup', instructions: '', locale: 'sr', mode: 'practice', hands, seed: 812 });
          // 0005: a set made before classes is on its own, listed under no key, not archived
          expect(set).toMatchObject({ classId: null, keyHash: null, archived: false });
          const setItems = await store.setItemsOf(setId);
          expect(setItems.map((i) => [i.position, i.source, i.accepted])).toEqual(SOURCES.map((s, k) => [k, s, k === 0 ? ['1C'] : []]));
          const answers = await store.answersOf(setId);
          expect(answers).toHaveLength(ANSWERS.length);
          // the resume codes (0004) are kept as hashes, and each still finds its student
          for (const [k, id] of students.entries()) {
            const code = `R${k}${setId.slice(0, 6)}`;
            expect((await store.studentByResumeCode(setId, code))?.id).toBe(id);
            const raw = await sql<{ resume_hash: string }>`select resume_hash from students where id = ${id}`.execute(opened.db);
            expect(raw.rows[0].resume_hash).toMatch(/^[0-9a-f]{64}$/);
            expect(raw.rows[0].resume_hash).not.toContain(code);
          }
          for (const [n, old] of ANSWERS.entries()) {
            const now = answers.find((a) => a.id === `old-${n}`)!;
            expect({ student: now.student, position: now.position, setItem: now.setItem, answer: now.answer }).toEqual({
              student: students[old.student], position: old.item, setItem: setItems[old.item].id, answer: old.answer,
            });
            const { right, answer, rule, expected } = now.grade;
            expect({ right, answer, rule, expected }).toEqual(gradeBefore(hands, old));
          }
          // the results squares (0003) are those the stored answers fold to
          const cells = await store.cellsOf(setId);
          expect([...cells.keys()].sort()).toEqual([...students].sort());
          const folded = cellsOfAnswers(answers);
          for (const id of students) expect(cells.get(id)).toEqual(folded.get(id) ?? {});
          // the accepted call stays right; the items are stored: the set's own, or each student's own
          expect(answers.find((a) => a.id === 'old-4')!.grade.right).toBe(true);
          if (hands === 'same') {
            expect((await store.itemsOf(setId, null)).map((i) => i.made)).toEqual(SOURCES.map((s) => makeItem(s, null)));
          } else {
            expect(await store.itemsOf(setId, null)).toEqual([]);
            for (const [k, id] of students.entries()) {
              expect((await store.itemsOf(setId, id)).map((i) => i.made)).toEqual(SOURCES.map((s) => makeItem(s, SEEDS[k])));
            }
          }
        }
      } finally {
        await opened.done();
      }
    });
  });
}

onMigrationDatabases('0002', migrationSuite);
