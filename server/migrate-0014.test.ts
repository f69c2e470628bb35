// A database made by the schema before 0014 (through 0013, with a practice whose deal has ended) migrates to one where a
// finished deal may carry its double-dummy result: the deal reads as it was with none, and one is written on it then;
// a deal still being bid gets none. SQLite, and PostgreSQL with TEST_DATABASE_URL.

import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { storedText } from '../lib/set-api/stored';
import { systemCalls } from '../lib/pairs/pair-auction';
import { pairDeals } from '../lib/pairs/pair-deals';
import { pairReview } from '../lib/pairs/pair-review';
import { MIGRATIONS } from './migrations';
import { createStore } from './store';
import { onMigrationDatabases, type OpenMigrationDatabase } from '@/test-support/store/migration-databases';

function migrationSuite(name: string, open: OpenMigrationDatabase): void {
  describe(`migration 0014 on ${name}`, () => {
    it('keeps a finished deal as it was and then takes its double-dummy result', async () => {
      const opened = await open();
      try {
        const migrator = new Migrator({ db: opened.db, provider: MIGRATIONS });
        expect((await migrator.migrateTo('0013-pair-groups')).error).toBeUndefined();
        const store = createStore(opened);
        const [deal, open2] = pairDeals({ source: 'random' }, 8, 2, 'NS');
        const id = randomUUID();
        // four passes end the first deal (East–West silent, North–South passing); its review written as 0012 stored it
        const rows = systemCalls(deal, 'NS', 'silent', []);
        const practice = { locale: 'sr' as const, side: 'NS' as const, opponents: 'silent' as const, title: '' };
        await sql`insert into pair_practices (id, spec, created_at, active_at) values (${id}, ${storedText('pair-spec', practice)}, ${1}, ${1})`.execute(opened.db);
        for (const [k, d] of [deal, open2].entries()) {
          await sql`insert into pair_deals (practice_id, position, deal, dealer, vul, board) values (${id}, ${k}, ${d.deal}, ${d.dealer}, ${d.vul}, ${k + 1})`.execute(opened.db);
        }
        const passes = [...rows];
        while (passes.length < 4) passes.push({ turn: passes.length, seat: (['N', 'E', 'S', 'W'] as const)[('NESW'.indexOf(deal.dealer) + passes.length) % 4], call: 'P', by: 'pair', rule: null });
        for (const r of passes) {
          await sql`insert into pair_calls (practice_id, position, turn, seat, call, by, rule, call_id, at) values (${id}, ${0}, ${r.turn}, ${r.seat}, ${r.call}, ${r.by}, ${r.rule}, ${null}, ${2})`.execute(opened.db);
        }
        const review = pairReview(deal, passes);
        await sql`update pair_deals set review = ${storedText('pair-review', review)}, ended_at = ${3} where practice_id = ${id} and position = ${0}`.execute(opened.db);

        expect((await migrator.migrateToLatest()).error).toBeUndefined();
        const [ended, going] = await store.pairs.dealsOf(id);
        expect(ended).toMatchObject({ review, dd: null });
        const dd = { table: Array.from({ length: 20 }, () => 6), pair: { tricks: null, score: 0 }, system: { tricks: 6, score: -50 }, imps: 2 };
        await store.pairs.putDd(id, 0, dd);
        await store.pairs.putDd(id, 1, dd);
        const [after, still] = await store.pairs.dealsOf(id);
        expect(after.dd).toEqual(dd);
        expect(still.dd).toBeNull();
        expect(going.review).toBeNull();
      } finally {
        await opened.done();
      }
    });
  });
}

onMigrationDatabases('0014', migrationSuite);
