// The recovery API suite (recovery-api-suite.ts) on the embedded SQLite file, a fresh one in a temporary folder per run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recoveryApiSuite } from '@/test-support/api/recovery-api-suite';

recoveryApiSuite('SQLite', () => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'bridge-recovery-api-'));
});
