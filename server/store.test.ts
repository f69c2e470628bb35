// The Store's contract, and its settings written at once (settings-contract.ts), on a fresh SQLite file per run and,
// when TEST_DATABASE_URL is set, on a fresh PostgreSQL database.
// Example: TEST_DATABASE_URL=$(scripts/pg-test-cluster.sh start) npx vitest run server

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { openMigrated } from './open-store';
import { settingsContract } from './settings-contract';
import { storeContract } from './store-contract';
import { freshPostgresDatabase } from './test-postgres';

const dir = mkdtempSync(join(tmpdir(), 'bridge-tutor-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
storeContract('SQLite', () => openMigrated({ dataDir: join(dir, 'nested', 'data') }));
settingsContract('SQLite', () => openMigrated({ dataDir: join(dir, 'settings') }));

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  let drop: (() => Promise<void>) | null = null;
  afterAll(async () => drop?.());
  storeContract('PostgreSQL', async () => {
    const fresh = await freshPostgresDatabase(pgUrl);
    drop = fresh.drop;
    return openMigrated({ databaseUrl: fresh.url });
  });
  let dropSettings: (() => Promise<void>) | null = null;
  afterAll(async () => dropSettings?.());
  settingsContract('PostgreSQL', async () => {
    const fresh = await freshPostgresDatabase(pgUrl);
    dropSettings = fresh.drop;
    return openMigrated({ databaseUrl: fresh.url });
  }, { setPairs: 2, classPairs: 4 });
} else {
  console.log('[store.test] TEST_DATABASE_URL is not set: the PostgreSQL run of the Store contract is not registered');
}
