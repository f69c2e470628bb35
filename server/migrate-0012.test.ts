// A database made by the schema before 0012 (through 0011, with a set, a student and an answer in it) migrates to one
// with the partnership practices' tables: every row of the sets as it was, and a practice made, bid and noted on it as
// on a new database (the turn's primary key, the device id's uniqueness, a note written over, the practice's rows gone
// with it). SQLite, and PostgreSQL with TEST_DATABASE_URL.

import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ok } from '../lib/result';
import { systemCalls } from '../lib/pairs/pair-auction';
import { pairDeals } from '../lib/pairs/pair-deals';
import { MIGRATIONS } from './migrations';
import { createStore } from './store';
import { onMigrationDatabases, type OpenMigrationDatabase } from '@/test-support/store/migration-databases';

function migrationSuite(name: string, open: OpenMigrationDatabase): void {
  describe(`migration 0012 on ${name}`, () => {
    it('keeps the sets as they were and makes practices work on the old database', async () => {
      const opened = await open();
      try {
        const migrator = new Migrator({ db: opened.db, provider: MIGRATIONS });
        expect((await migrator.migrateTo('0011-first-attempts')).error).toBeUndefined();
        const setId = randomUUID();
        const spec = { title: 'Stari skup', instructions: '', locale: 'sr', mode: 'practice', hands: 'same', seed: 1 };
        await sql`insert into sets (id, code, teacher_hash, spec, closed, revealed, created_at)
          values (${setId}, ${'K7M2Q9XF'}, ${randomUUID()}, ${JSON.stringify(spec)}, 0, 0, 1)`.execute(opened.db);
        await sql`insert into students (id, set_id, name, resume_hash, seed, joined_at) values (${randomUUID()}, ${setId}, ${'Ana'}, ${'0'.repeat(64)}, ${1}, ${5})`.execute(opened.db);
        const rows = async () => ({
          sets: (await sql`select * from sets order by id`.execute(opened.db)).rows,
          students: (await sql`select * from students order by id`.execute(opened.db)).rows,
        });
        const before = await rows();

        const ran = await migrator.migrateToLatest();
        expect(ran.error).toBeUndefined();
        expect(ran.results?.map((r) => r.migrationName)).toContain('0012-pair-practices');
        expect(await rows()).toEqual(before);

        const store = createStore(opened);
        const deals = pairDeals({ source: 'random' }, 3, 2, 'NS');
        const id = randomUUID();
        await store.pairs.createPractice({
          id, spec: { locale: 'sr', side: 'NS', opponents: 'silent', title: '' }, createdAt: 1000,
          seats: [{ seat: 'N', tokenHash: 'a'.repeat(64) }, { seat: 'S', tokenHash: 'b'.repeat(64) }],
          deals: deals.map((deal) => ({ deal, calls: systemCalls(deal, 'NS', 'silent', []) })),
        });
        expect((await store.pairs.seatByToken('b'.repeat(64), 0))?.seat).toBe('S');
        // idle since before the cut: not found
        expect(await store.pairs.seatByToken('b'.repeat(64), 1001)).toBeNull();
        const put = await store.pairs.putCall(id, 0, 'call-0001', 2000, (_deal, rows) => ok({ rows: [{ turn: rows.length, seat: 'N', call: '1C', by: 'pair', rule: null }], review: null }));
        expect(put).toMatchObject({ stored: 'created', deal: { calls: [{ turn: 0, seat: 'N', call: '1C', by: 'pair', rule: null }] } });
        // the same id again: the call as stored, nothing added
        const again = await store.pairs.putCall(id, 0, 'call-0001', 2001, () => { throw new Error('not planned for a stored id'); });
        expect(again).toMatchObject({ stored: 'repeat', call: { call: '1C' } });
        // a second row for the same turn is refused by the primary key: told as the turn taken
        const taken = await store.pairs.putCall(id, 0, 'call-0002', 2002, () => ok({ rows: [{ turn: 0, seat: 'N', call: '1D', by: 'pair', rule: null }], review: null }));
        expect(taken).toMatchObject({ stored: 'refused', issue: 'turn-taken' });
        expect(await store.pairs.putNote(id, 0, 'N', 'prva', 3000)).toBe(true);
        expect(await store.pairs.putNote(id, 0, 'N', 'druga', 3001)).toBe(true);
        expect(await store.pairs.putNote(id, 9, 'N', 'nema', 3002)).toBe(false);
        const [first] = await store.pairs.dealsOf(id);
        expect(first.notes).toEqual({ N: 'druga' });
        // idle: the practice goes with everything of its own; the sets stay
        expect(await store.pairs.pruneIdle(2500)).toBe(1);
        for (const table of ['pair_practices', 'pair_seats', 'pair_deals', 'pair_calls', 'pair_notes']) {
          expect(Number((await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(opened.db)).rows[0].n), table).toBe(0);
        }
        expect(await rows()).toEqual(before);
      } finally {
        await opened.done();
      }
    });
  });
}

onMigrationDatabases('0012', migrationSuite);
