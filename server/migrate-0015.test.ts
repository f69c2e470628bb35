// A database made by the schema before 0015 (through 0014, with a practice made with both links) migrates to one where
// a practice may wait for its partner's code: the old practice reads as it was, with no code; one made with a code
// gives its missing seat once. SQLite, and PostgreSQL with TEST_DATABASE_URL.

import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { storedText } from '../lib/set-api/stored';
import { systemCalls } from '../lib/pairs/pair-auction';
import { pairDeals } from '../lib/pairs/pair-deals';
import type { PairSpec } from '../lib/pairs/pair-types';
import { MIGRATIONS } from './migrations';
import { createStore } from './store';
import { onMigrationDatabases, type OpenMigrationDatabase } from '@/test-support/store/migration-databases';

const SPEC: PairSpec = { locale: 'sr', side: 'EW', opponents: 'silent', title: '' };

function migrationSuite(name: string, open: OpenMigrationDatabase): void {
  describe(`migration 0015 on ${name}`, () => {
    it('keeps a practice with both seats as it was and lets a new one wait for its partner\'s code', async () => {
      const opened = await open();
      try {
        const migrator = new Migrator({ db: opened.db, provider: MIGRATIONS });
        expect((await migrator.migrateTo('0014-pair-dd')).error).toBeUndefined();
        const old = randomUUID();
        await sql`insert into pair_practices (id, spec, created_at, active_at) values (${old}, ${storedText('pair-spec', SPEC)}, ${1}, ${1})`.execute(opened.db);
        for (const [k, seat] of ['E', 'W'].entries()) {
          await sql`insert into pair_seats (token_hash, practice_id, seat) values (${String(k).repeat(64)}, ${old}, ${seat})`.execute(opened.db);
        }
        expect((await migrator.migrateToLatest()).error).toBeUndefined();
        const store = createStore(opened);
        expect(await store.pairs.seatByToken('1'.repeat(64), 0)).toMatchObject({ seat: 'W', practice: { id: old } });
        expect((await sql<{ join_code: string | null }>`select join_code from pair_practices where id = ${old}`.execute(opened.db)).rows[0].join_code).toBeNull();

        const made = randomUUID();
        const deals = pairDeals({ source: 'random' }, 2, 1, 'EW').map((deal) => ({ deal, calls: systemCalls(deal, 'EW', 'silent', []) }));
        await store.pairs.createPractice({ id: made, spec: SPEC, createdAt: 5, deals, seats: [{ seat: 'E', tokenHash: 'e'.repeat(64) }], joinCode: 'K7M2Q9XH' });
        expect(await store.pairs.joinWithCode('K7M2Q9XH', 'f'.repeat(64), 0)).toMatchObject({ seat: 'W', practice: { id: made } });
        expect(await store.pairs.seatByToken('f'.repeat(64), 0)).toMatchObject({ seat: 'W' });
        // used up; and the old practice has no code to join with
        expect(await store.pairs.joinWithCode('K7M2Q9XH', 'a'.repeat(64), 0)).toBeNull();
      } finally {
        await opened.done();
      }
    });
  });
}

onMigrationDatabases('0015', migrationSuite);
