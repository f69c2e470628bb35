// The Store's contract on a fresh SQLite file per run and, when TEST_DATABASE_URL is set, on a fresh PostgreSQL database.
// Example: TEST_DATABASE_URL=$(scripts/pg-test-cluster.sh start) npx vitest run server

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { openMigrated } from './open-store';
import { storeContract } from './store-contract';
import { classStoreContract } from './class-store-contract';
import { freshPostgresDatabase } from './test-postgres';

const dir = mkdtempSync(join(tmpdir(), 'bridge-tutor-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
storeContract('SQLite', () => openMigrated({ dataDir: join(dir, 'nested', 'data') }));
classStoreContract('SQLite', () => openMigrated({ dataDir: join(dir, 'classes', 'data') }));

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  let drop: (() => Promise<void>) | null = null;
  afterAll(async () => drop?.());
  storeContract('PostgreSQL', async () => {
    const fresh = await freshPostgresDatabase(pgUrl);
    drop = fresh.drop;
    return openMigrated({ databaseUrl: fresh.url });
  });
  let dropClasses: (() => Promise<void>) | null = null;
  afterAll(async () => dropClasses?.());
  classStoreContract('PostgreSQL', async () => {
    const fresh = await freshPostgresDatabase(pgUrl);
    dropClasses = fresh.drop;
    return openMigrated({ databaseUrl: fresh.url });
  });
} else {
  console.log('[store.test] TEST_DATABASE_URL is not set: the PostgreSQL run of the Store contract is not registered');
}
