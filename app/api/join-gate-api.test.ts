// The join gate's API suite (join-gate-suite.ts) on the embedded SQLite file, a fresh one in a temporary folder per run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { joinGateSuite } from '@/test-support/api/join-gate-suite';

joinGateSuite('SQLite', () => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'bridge-join-gate-'));
});
