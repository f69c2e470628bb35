// A class's partnership practice's suite (pair-class-suite.ts) on PostgreSQL: a fresh database on TEST_DATABASE_URL's server,
// dropped afterwards. vitest.config.mts leaves *-pg.test.ts out when it is not set.
import { afterAll } from 'vitest';
import { freshPostgresDatabase } from '@/test-support/store/test-postgres';
import { pairClassSuite } from '@/test-support/api/pair-class-suite';

let drop: (() => Promise<void>) | null = null;
afterAll(async () => {
  // the double-dummy results written after the last calls are stored before the store closes
  await (await import('@/server/pair-service')).pairDdSettled();
  const { getStore } = await import('@/server/open-store');
  await (await getStore()).close();
  await drop?.();
});

pairClassSuite('PostgreSQL', async () => {
  const fresh = await freshPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
  drop = fresh.drop;
  process.env.DATABASE_URL = fresh.url;
});
