// The store's rate counters (server/rate-limit.ts): fixed windows counted in the database, on PostgreSQL through the
// counters' own connections when opened with them (db.ts). Example: await store.consume('answer:…', 120, 60, now) → { ok: true }.

import type { OpenedDatabase } from './db';
import { consume, consumeOnSqlite, peekCount } from './rate-limit';
import type { Store } from './store-types';

export function createCounterStore({ db, dialect, counters }: OpenedDatabase): Pick<Store, 'consume' | 'peek'> {
  return {
    consume: (key, limit, windowSeconds, now) =>
      dialect === 'sqlite' ? consumeOnSqlite(db, key, limit, windowSeconds, now) : consume(counters ?? db, key, limit, windowSeconds, now),

    peek: (key, now) => peekCount(counters ?? db, key, now),
  };
}
