// The databases a migration test runs on: an empty SQLite file in a temporary folder, and with TEST_DATABASE_URL a
// fresh PostgreSQL database (dropped afterwards). Example: onMigrationDatabases('0006', (name, open) => describe(…)).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { openPostgres, openSqlite, type OpenedDatabase } from '@/server/db';
import { freshPostgresDatabase } from './test-postgres';

export type OpenMigrationDatabase = () => Promise<OpenedDatabase & { readonly done: () => Promise<void> }>;

export function onMigrationDatabases(tag: string, suite: (name: string, open: OpenMigrationDatabase) => void): void {
  const dir = mkdtempSync(join(tmpdir(), `bridge-tutor-migrate-${tag}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let opens = 0;
  suite('SQLite', async () => {
    // a file of its own per test, as each PostgreSQL database is
    const opened = openSqlite(join(dir, `data-${++opens}`));
    return { ...opened, done: () => opened.db.destroy() };
  });
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    suite('PostgreSQL', async () => {
      const fresh = await freshPostgresDatabase(pgUrl);
      const opened = openPostgres(fresh.url);
      return { ...opened, done: async () => { await opened.db.destroy(); await fresh.drop(); } };
    });
  }
}
