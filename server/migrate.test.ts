// Migrations started at once by several servers run once: processes on one SQLite file, pools on one PostgreSQL.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './db';
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
