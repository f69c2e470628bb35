// Issue 37 §2's suite (test-secret-suite.ts) on the embedded SQLite file, a fresh one in a temporary folder per run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testSecretSuite } from '@/test-support/api/test-secret-suite';

testSecretSuite('SQLite', () => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'bridge-test-secret-'));
});
