// A database made by the schema before 0008 (through 0006) migrates to one with recoveries: its teacher keys, classes
// and sealed links are kept as they were, no key has a recovery yet, and a key made before it can choose one and be
// recovered by it. SQLite, and PostgreSQL with TEST_DATABASE_URL.

import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { recoveryRequest } from '@/lib/set-api/recovery-requests';
import { MIGRATIONS } from './migrations';
import { onMigrationDatabases, type OpenMigrationDatabase } from '@/test-support/store/migration-databases';
import { homeView } from './teacher-home';
import { recoverKey, recoveryStatus, setRecovery } from './recovery';
import { createStore } from './store';
import { hashToken, teacherToken } from './tokens';
import { seal } from './vault';

function migrationSuite(name: string, open: OpenMigrationDatabase): void {
  describe(`migration 0008 on ${name}`, () => {
    it('keeps every key, class and link, and lets a key made before it choose a way back', async () => {
      const opened = await open();
      try {
        const migrator = new Migrator({ db: opened.db, provider: MIGRATIONS });
        expect((await migrator.migrateTo('0006-answer-device-time')).error).toBeUndefined();
        // a key with a class, as the schema before 0008 stores them (plain SQL: today's store writes today's columns)
        const key = teacherToken();
        const classToken = teacherToken();
        const classId = randomUUID();
        const spec = { title: 'Stara grupa', locale: 'sr' };
        await sql`insert into teacher_keys (key_hash, created_at) values (${hashToken(key)}, ${1000})`.execute(opened.db);
        await sql`insert into classes (id, code, teacher_hash, key_hash, spec, archived, created_at)
          values (${classId}, ${'K7M2Q9XD'}, ${hashToken(classToken)}, ${hashToken(key)}, ${JSON.stringify(spec)}, 0, ${1000})`.execute(opened.db);
        await sql`insert into sealed_links (owner_hash, kind, target_id, sealed, added_at)
          values (${hashToken(key)}, ${'class'}, ${classId}, ${seal(key, classToken)}, ${1000})`.execute(opened.db);
        const tables = ['teacher_keys', 'classes', 'sealed_links'] as const;
        const rows = async () => Promise.all(tables.map(async (table) => (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(opened.db)).rows));
        const before = await rows();

        const ran = await migrator.migrateToLatest();
        expect(ran.error).toBeUndefined();
        expect(ran.results?.map((r) => r.migrationName)).toContain('0008-home-recovery');

        expect(await rows()).toEqual(before);
        expect((await sql`select * from home_recoveries`.execute(opened.db)).rows).toEqual([]);
        const store = createStore(opened);
        expect(await recoveryStatus(store, key)).toMatchObject({ status: 200, body: { recovery: null } });
        const ask = recoveryRequest.parse({ name: 'Stara nastavnica', passphrase: 'lozinka od ranije' });
        expect((await setRecovery(store, key, ask, 5000)).status).toBe(200);
        const back = await recoverKey(store, ask, '203.0.113.8', 6000);
        expect(back).toMatchObject({ status: 200, body: { teacherKey: key } });
        expect(await homeView(store, key, 6000)).toMatchObject({ status: 200, body: { classes: [{ code: 'K7M2Q9XD', title: 'Stara grupa', classToken }] } });
      } finally {
        await opened.done();
      }
    });
  });
}

onMigrationDatabases('0008', migrationSuite);
