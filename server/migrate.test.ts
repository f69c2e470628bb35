// Migrations started at once by several servers run once: processes on one SQLite file, pools on one PostgreSQL; in
// one process migrateToLatest names what it ran and throws a failing migration's error; the violation codes of both databases.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { isForeignKeyViolation, isUniqueViolation, openPostgres, openSqlite } from './db';
import { migrateToLatest } from './migrate';
import { MIGRATION_NAMES } from './migrations';
import { count } from '@/test-support/store/store-contract';
import { freshPostgresDatabase } from '@/test-support/store/test-postgres';

const run = promisify(execFile);
const root = fileURLToPath(new URL('..', import.meta.url));

describe('migrations on SQLite', () => {
  it('run once when three processes migrate one new file at the same time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bridge-tutor-migrate-'));
    try {
      const tsx = join(root, 'node_modules', '.bin', 'tsx');
      const env = { ...process.env, DATA_DIR: join(dir, 'data'), DATABASE_URL: '' };
      const outs = await Promise.all(Array.from({ length: 3 }, () => run(tsx, ['scripts/db-migrate.ts'], { cwd: root, env })));
      const lines = outs.map((o) => o.stdout.trim());
      expect(lines.filter((l) => l.endsWith(`ran ${MIGRATION_NAMES.join(', ')}`))).toHaveLength(1);
      expect(lines.filter((l) => l.endsWith('already up to date'))).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('migrateToLatest in this process', () => {
  it('names every migration it ran, in order, then none; and throws the error of one that fails, keeping nothing of it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bridge-tutor-migrate-here-'));
    const fresh = openSqlite(join(dir, 'fresh'));
    const clash = openSqlite(join(dir, 'clash'));
    try {
      expect(await migrateToLatest(fresh.db)).toEqual([...MIGRATION_NAMES]);
      expect(await migrateToLatest(fresh.db)).toEqual([]);
      // a table the first migration creates is already there, with other columns: it fails, and says why
      await sql`create table sets (id integer primary key)`.execute(clash.db);
      await expect(migrateToLatest(clash.db)).rejects.toThrow(/sets/);
      expect((await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = 'set_items'`.execute(clash.db)).rows).toEqual([]);
    } finally {
      await fresh.db.destroy();
      await clash.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('tells a unique or foreign-key violation by its code on either database, and nothing else', () => {
    for (const code of ['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']) expect(isUniqueViolation({ code })).toBe(true);
    for (const code of ['23503', 'SQLITE_CONSTRAINT_FOREIGNKEY']) expect(isForeignKeyViolation({ code })).toBe(true);
    for (const error of [{ code: '23503' }, { code: 'SQLITE_CONSTRAINT_FOREIGNKEY' }, null, undefined, new Error('x'), { code: 23505 }]) expect(isUniqueViolation(error)).toBe(false);
    for (const error of [{ code: '23505' }, { code: 'SQLITE_CONSTRAINT_UNIQUE' }, null, undefined, { code: 23503 }]) expect(isForeignKeyViolation(error)).toBe(false);
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  describe('migrations on PostgreSQL', () => {
    it('run once when four servers migrate one new database at the same time', async () => {
      const fresh = await freshPostgresDatabase(pgUrl);
      const servers = Array.from({ length: 4 }, () => openPostgres(fresh.url).db);
      try {
        const ran = await Promise.all(servers.map((db) => migrateToLatest(db)));
        expect(ran.filter((r) => r.length === MIGRATION_NAMES.length)).toHaveLength(1);
        expect(ran.filter((r) => r.length === 0)).toHaveLength(3);
        expect(await count(servers[0], 'sets')).toBe(0);
      } finally {
        await Promise.all(servers.map((db) => db.destroy()));
        await fresh.drop();
      }
    });
  });
}
