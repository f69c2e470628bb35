// The Store (server/store-types.ts) over a Kysely instance of either dialect, composed of its parts: sets and their
// questions (set-store.ts), their settings and class (settings-store.ts), students and their tokens (student-store.ts),
// answers and grades (answer-store.ts), accepted calls (accept-store.ts), rate counters (counter-store.ts), the system
// check's reads (check-store.ts), the downloads' reads (download-store.ts), classes and keys (class-store.ts),
// recoveries (recovery-store.ts), partnership practices (pair-store.ts). Every write that reads first runs in one transaction with the row it depends on
// locked (store-common.ts lockSet, settings-store.ts), or is one conditional statement (a set's class, a counter); the
// database itself refuses a set that closes before it opens (migration 0010).
// Example: const store = createStore(openSqlite('data')); await store.putAnswer({ setId, id, student, item, answer, ms, at }, grade) → 'created'.

import type { OpenedDatabase } from './db';
import { createAcceptStore } from './accept-store';
import { createAnswerStore } from './answer-store';
import { createCheckStore } from './check-store';
import { createClassStore } from './class-store';
import { createCounterStore } from './counter-store';
import { createPairStore } from './pair-store';
import { createPairGroupStore } from './pair-group-store';
import { createPairClassStore } from './pair-class-store';
import { createLiveStore } from './live-store';
import { createDownloadStore } from './download-store';
import { createRecoveryStore } from './recovery-store';
import { createSetStore } from './set-store';
import { createSetSettings } from './settings-store';
import { createStudentStore } from './student-store';
import type { Store } from './store-types';

export function createStore({ db, dialect, counters }: OpenedDatabase): Store {
  const opened = { db, dialect, counters };
  return {
    dialect,
    classes: createClassStore(opened),
    recoveries: createRecoveryStore(opened),
    downloads: createDownloadStore(opened),
    pairs: createPairStore(opened),
    pairGroups: createPairGroupStore(opened),
    pairClasses: createPairClassStore(opened),
    live: createLiveStore(opened),
    ...createSetStore(opened),
    ...createSetSettings(opened),
    ...createStudentStore(opened),
    ...createAnswerStore(opened),
    ...createAcceptStore(opened),
    ...createCounterStore(opened),
    ...createCheckStore(opened),

    async close(): Promise<void> {
      await Promise.all([db.destroy(), counters?.destroy()]);
    },
  };
}
