// A class's partnership practice's suite (pair-class-suite.ts) on the embedded SQLite file, a fresh one in a temporary folder per run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pairClassSuite } from '@/test-support/api/pair-class-suite';

pairClassSuite('SQLite', () => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'bridge-pair-class-'));
});
