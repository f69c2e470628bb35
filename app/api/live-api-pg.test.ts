// Live classes' and polls' suite (live-api-suite.ts) on PostgreSQL: a fresh database on TEST_DATABASE_URL's server,
// dropped afterwards. vitest.config.mts leaves *-pg.test.ts out when it is not set.
import { afterAll } from 'vitest';
import { freshPostgresDatabase } from '@/test-support/store/test-postgres';
import { liveApiSuite } from '@/test-support/api/live-api-suite';

let drop: (() => Promise<void>) | null = null;
afterAll(async () => {
  const { getStore } = await import('@/server/open-store');
  await (await getStore()).close();
  await drop?.();
});

liveApiSuite('PostgreSQL', async () => {
  const fresh = await freshPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
  drop = fresh.drop;
  process.env.DATABASE_URL = fresh.url;
});
