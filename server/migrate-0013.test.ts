// A database made by the schema before 0013 (through 0012, with a practice made alone and bid on) migrates to one
// with classes' partnership practices: the practice reads as it was (no group, no label), and a group of pairs is made
// and read back on it. SQLite, and PostgreSQL with TEST_DATABASE_URL.

import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ok } from '../lib/result';
import { systemCalls } from '../lib/pairs/pair-auction';
import { pairDeals } from '../lib/pairs/pair-deals';
import type { PairSpec } from '../lib/pairs/pair-types';
import { MIGRATIONS } from './migrations';
import { createStore } from './store';
import { onMigrationDatabases, type OpenMigrationDatabase } from '@/test-support/store/migration-databases';

const SPEC: PairSpec = { locale: 'lv', side: 'NS', opponents: 'silent', title: '' };

function migrationSuite(name: string, open: OpenMigrationDatabase): void {
  describe(`migration 0013 on ${name}`, () => {
    it('keeps a practice made alone as it was and makes groups of pairs work', async () => {
      const opened = await open();
      try {
        const migrator = new Migrator({ db: opened.db, provider: MIGRATIONS });
        expect((await migrator.migrateTo('0012-pair-practices')).error).toBeUndefined();
        const deals = pairDeals({ source: 'random' }, 5, 1, 'NS').map((deal) => ({ deal, calls: systemCalls(deal, 'NS', 'silent', []) }));
        const alone = randomUUID();
        // a practice as 0012 wrote it (no group, no label columns yet)
        await sql`insert into pair_practices (id, spec, created_at, active_at) values (${alone}, ${JSON.stringify({ ...SPEC, v: 1 })}, ${10}, ${10})`.execute(opened.db);
        await sql`insert into pair_seats (token_hash, practice_id, seat) values (${'c'.repeat(64)}, ${alone}, ${'N'})`.execute(opened.db);
        await sql`insert into pair_deals (practice_id, position, deal, dealer, vul, board) values (${alone}, ${0}, ${deals[0].deal.deal}, ${deals[0].deal.dealer}, ${deals[0].deal.vul}, ${1})`.execute(opened.db);
        expect((await migrator.migrateToLatest()).error).toBeUndefined();

        const store = createStore(opened);
        expect(await store.pairs.seatByToken('c'.repeat(64), 0)).toMatchObject({ seat: 'N', practice: { id: alone, spec: SPEC } });
        const put = await store.pairs.putCall(alone, 0, 'call-0001', 20, (_d, rows) => ok({ rows: [{ turn: rows.length, seat: 'N', call: 'P', by: 'pair', rule: null }], review: null }));
        expect(put?.stored).toBe('created');

        const group = randomUUID();
        await store.pairGroups.createGroup({ id: group, teacherHash: 'd'.repeat(64), spec: SPEC, createdAt: 30, classId: null, pairing: 'names', deals }, ['A – B', 'C – D'].map((label, k) => ({
          id: randomUUID(), spec: SPEC, createdAt: 30, label, deals,
          seats: [{ seat: 'N' as const, tokenHash: `${k}`.repeat(64) }, { seat: 'S' as const, tokenHash: `${k + 5}`.repeat(64) }],
        })));
        const read = await store.pairGroups.groupWithPairs('d'.repeat(64));
        expect(read?.group).toMatchObject({ id: group, spec: SPEC });
        expect(read?.pairs.map((p) => [p.label, p.deals.length])).toEqual([['A – B', 1], ['C – D', 1]]);
        // the practice made alone is in no group
        expect((await sql<{ group_id: string | null }>`select group_id from pair_practices where id = ${alone}`.execute(opened.db)).rows[0].group_id).toBeNull();
      } finally {
        await opened.done();
      }
    });
  });
}

onMigrationDatabases('0013', migrationSuite);
