// The set API's suite (set-api-suite.ts) on PostgreSQL: a fresh database on TEST_DATABASE_URL's server (.ci/run starts
// a throwaway cluster and sets it), dropped afterwards. vitest.config.mts leaves *-pg.test.ts out when it is not set.
import { afterAll, vi } from 'vitest';
import { freshPostgresDatabase } from '@/test-support/store/test-postgres';
import { setApiSuite } from '@/test-support/api/set-api-suite';

// the same seeds on every run (fixed-seeds.ts): fresh hands are the same hands each time
vi.mock('@/server/tokens', async (original) => (await import('@/test-support/api/fixed-seeds')).withFixedSeeds(await original()));

let drop: (() => Promise<void>) | null = null;
afterAll(async () => {
  const { getStore } = await import('@/server/open-store');
  await (await getStore()).close();
  await drop?.();
});

setApiSuite('PostgreSQL', async () => {
  const fresh = await freshPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
  drop = fresh.drop;
  process.env.DATABASE_URL = fresh.url;
});
