// Live classes' and polls' suite (live-api-suite.ts) on the embedded SQLite file, a fresh one in a temporary folder per run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { liveApiSuite } from '@/test-support/api/live-api-suite';

liveApiSuite('SQLite', () => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'bridge-live-api-'));
});
