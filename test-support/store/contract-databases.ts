// Test support: registers a contract on a fresh SQLite file and, when TEST_DATABASE_URL is set, on a fresh PostgreSQL
// database dropped after the file's tests.
// Example: contractDatabases('store', storeContract) in store.test.ts.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { OpenedDatabase } from '@/server/db';
import { openMigrated } from '@/server/open-store';
import type { Store } from '@/server/store-types';
import { freshPostgresDatabase } from './test-postgres';

type Open = () => Promise<{ readonly store: Store; readonly opened: OpenedDatabase }>;

export function contractDatabases(label: string, contract: (name: 'SQLite' | 'PostgreSQL', open: Open) => void): void {
  const dir = mkdtempSync(join(tmpdir(), `bridge-tutor-${label}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  contract('SQLite', () => openMigrated({ dataDir: join(dir, 'nested', 'data') }));

  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    console.log(`[${label}] TEST_DATABASE_URL is not set: the PostgreSQL run of this contract is not registered`);
    return;
  }
  let drop: (() => Promise<void>) | null = null;
  afterAll(async () => drop?.());
  contract('PostgreSQL', async () => {
    const fresh = await freshPostgresDatabase(pgUrl);
    drop = fresh.drop;
    return openMigrated({ databaseUrl: fresh.url });
  });
}
