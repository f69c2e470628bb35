// A database made by the schema before 0010 (through 0009) migrates to sets whose times the database checks: every set
// is kept as it was, but one stored closing before it opens (two PATCHes at once could make one), which is kept closed
// with its opening and without its closing (it took no answers before either), its students kept; afterwards the
// database refuses crossed times on insert and update, and the store answers the refusal 'closes-before-opens'.
// SQLite, and PostgreSQL with TEST_DATABASE_URL.

import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { setAvailability } from '../lib/teach/availability';
import { MIGRATIONS } from './migrations';
import { createStore } from './store';
import { onMigrationDatabases, type OpenMigrationDatabase } from '@/test-support/store/migration-databases';
import { isTimesRefusal } from './settings-store';

const SPEC = { title: 'Stari skup', instructions: '', locale: 'sr', mode: 'practice', hands: 'same', seed: 1 };
const HOUR = 3_600_000;
const T = Date.UTC(2026, 11, 6, 9);

/** Sets as 0009 could hold them: [name, opens_at, closes_at]. */
const SETS = [
  ['crossed', T + 10 * HOUR, T + 5 * HOUR],
  ['same moment', T, T],
  ['in order', T, T + HOUR],
  ['opening only', T, null],
  ['closing only', null, T],
  ['neither', null, null],
] as const;

function migrationSuite(name: string, open: OpenMigrationDatabase): void {
  describe(`migration 0010 on ${name}`, () => {
    it('keeps every set, closes the crossed ones, and then refuses a set that closes before it opens', async () => {
      const opened = await open();
      try {
        const migrator = new Migrator({ db: opened.db, provider: MIGRATIONS });
        expect((await migrator.migrateTo('0009-answer-own-rule')).error).toBeUndefined();
        const ids = new Map<string, string>();
        for (const [k, [label, opensAt, closesAt]] of SETS.entries()) {
          const id = randomUUID();
          ids.set(label, id);
          await sql`insert into sets (id, code, teacher_hash, spec, closed, revealed, opens_at, closes_at, created_at)
            values (${id}, ${`K7M2Q9X${k}`}, ${randomUUID()}, ${JSON.stringify(SPEC)}, 0, 0, ${opensAt}, ${closesAt}, 1)`.execute(opened.db);
        }
        // a student of the crossed set: the migration must not take them (nor their answers) away
        await sql`insert into students (id, set_id, name, resume_hash, seed, joined_at)
          values (${randomUUID()}, ${ids.get('crossed')}, ${'Đorđe'}, ${'h'.repeat(64)}, ${7}, ${5})`.execute(opened.db);
        const rows = async () => (await sql<Record<string, unknown>>`select * from sets order by code`.execute(opened.db)).rows;
        const before = await rows();

        const ran = await migrator.migrateToLatest();
        expect(ran.error).toBeUndefined();
        expect(ran.results?.map((r) => r.migrationName)).toContain('0010-set-times-check');

        const after = await rows();
        // crossed: closing before the opening, or at the same moment (open for no time at all)
        const crossed = new Set([ids.get('crossed'), ids.get('same moment')]);
        expect(after.filter((row) => !crossed.has(row.id as string))).toEqual(before.filter((row) => !crossed.has(row.id as string)));
        expect(after.filter((row) => crossed.has(row.id as string)).map((row) => ({ ...row, closed: Number(row.closed), opens_at: Number(row.opens_at) })))
          .toEqual(before.filter((row) => crossed.has(row.id as string)).map((row) => ({ ...row, closed: 1, opens_at: Number(row.opens_at), closes_at: null })));
        const { n } = (await sql<{ n: number | string }>`select count(*) as n from students`.execute(opened.db)).rows[0];
        expect(Number(n)).toBe(1);
        // students could answer it at no time before, and cannot now
        const store = createStore(opened);
        for (const kept of await store.classes.setsByIds([...crossed].map(String))) {
          for (const at of [T - HOUR, T, T + 7 * HOUR, T + 11 * HOUR]) expect(setAvailability(kept, at)).not.toBe('open');
        }

        // the database refuses crossed times, on insert and on update, whoever writes them
        const refused = async (write: Promise<unknown>) => isTimesRefusal(await write.then(() => null, (error: unknown) => error));
        const inOrder = ids.get('in order')!;
        expect(await refused(sql`update sets set closes_at = ${T} where id = ${inOrder}`.execute(opened.db))).toBe(true);
        expect(await refused(sql`update sets set opens_at = ${T + 2 * HOUR} where id = ${inOrder}`.execute(opened.db))).toBe(true);
        expect(await refused(sql`insert into sets (id, code, teacher_hash, spec, closed, revealed, opens_at, closes_at, created_at)
          values (${randomUUID()}, ${'K7M2Q9XZ'}, ${randomUUID()}, ${JSON.stringify(SPEC)}, 0, 0, ${T + 1}, ${T}, 1)`.execute(opened.db))).toBe(true);
        // another error is not that refusal, and other writes of a set go on as before
        expect(await refused(sql`update sets set no_such_column = 1 where id = ${inOrder}`.execute(opened.db))).toBe(false);
        expect(await refused(sql`update sets set closed = 1, archived = 1 where id = ${inOrder}`.execute(opened.db))).toBe(false);
        expect(await refused(sql`update sets set opens_at = ${T + HOUR - 1} where id = ${inOrder}`.execute(opened.db))).toBe(false);
        expect(await store.updateSet(inOrder, { opensAt: T + 2 * HOUR, title: 'Ne' })).toBe('closes-before-opens');
        expect(await store.updateSet(inOrder, { opensAt: T - HOUR, title: 'Da' })).toMatchObject({ opensAt: T - HOUR, closesAt: T + HOUR, spec: { ...SPEC, title: 'Da' } });
      } finally {
        await opened.done();
      }
    });
  });
}

onMigrationDatabases('0010', migrationSuite);
