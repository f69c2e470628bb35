// The set API's suite (set-api-suite.ts) on the embedded SQLite file, a fresh one in a temporary folder per run.
import { vi } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setApiSuite } from '@/test-support/api/set-api-suite';

// the same seeds on every run (fixed-seeds.ts): fresh hands are the same hands each time
vi.mock('@/server/tokens', async (original) => (await import('@/test-support/api/fixed-seeds')).withFixedSeeds(await original()));

setApiSuite('SQLite', () => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'bridge-set-api-'));
});
