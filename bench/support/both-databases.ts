// A server bench's runs on both databases: first on a fresh embedded SQLite file, then on PostgreSQL
// ($TEST_DATABASE_URL, else a throwaway cluster of scripts/pg-test-cluster.sh, stopped afterwards; said so and skipped
// when neither can be had). Exits non-zero when a run says it missed. Example: await onBothDatabases('pairs', (name, env) => run(name, env)).

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../e2e/support/server';

/** `runs` once with SQLite's environment, then with PostgreSQL's; the process exits 0 when every run returned true. */
export async function onBothDatabases(name: string, runs: (database: string, env: Record<string, string>) => Promise<boolean>): Promise<never> {
  const dataDir = mkdtempSync(join(tmpdir(), `bridge-${name}-`));
  let ok = true;
  try {
    ok = (await runs('SQLite', { DATA_DIR: dataDir })) && ok;
    let url = process.env.TEST_DATABASE_URL ?? '';
    let cluster: string | null = null;
    if (!url) {
      try {
        const dir = mkdtempSync(join(tmpdir(), `bridge-${name}-pg-`));
        url = execFileSync('bash', [join(ROOT, 'scripts', 'pg-test-cluster.sh'), 'start', dir], { encoding: 'utf8' }).trim().split('\n').pop() ?? '';
        cluster = dir;
      } catch (error) {
        console.log(`PostgreSQL  skipped: no TEST_DATABASE_URL and no throwaway cluster (${(error as Error).message.split('\n')[0]})`);
      }
    }
    if (url) {
      try {
        ok = (await runs('PostgreSQL', { DATABASE_URL: url })) && ok;
      } finally {
        if (cluster) execFileSync('bash', [join(ROOT, 'scripts', 'pg-test-cluster.sh'), 'stop', cluster], { stdio: 'inherit' });
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(ok ? 0 : 1);
}

/** The p-th percentile of sorted values (0 for none). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
