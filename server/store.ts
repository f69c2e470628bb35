// The Store (server/store-types.ts) over a Kysely instance of either dialect, composed of its parts: sets and their
// questions (set-store.ts), students and their tokens (student-store.ts), answers and grades (answer-store.ts), accepted
// calls (accept-store.ts), rate counters (counter-store.ts), the system check's reads (check-store.ts), classes and keys (class-store.ts), recoveries
// (recovery-store.ts); every write that reads first runs in one transaction with the set locked (store-common.ts).
// Example: const store = createStore(openSqlite('data')); await store.putAnswer({ setId, id, student, item, answer, ms, at }, grade) → 'created'.

import type { OpenedDatabase } from './db';
import { createAcceptStore } from './accept-store';
import { createAnswerStore } from './answer-store';
import { createCheckStore } from './check-store';
import { createClassStore } from './class-store';
import { createCounterStore } from './counter-store';
import { createRecoveryStore } from './recovery-store';
import { createSetStore } from './set-store';
import { createStudentStore } from './student-store';
import type { Store } from './store-types';

export function createStore({ db, dialect, counters }: OpenedDatabase): Store {
  const opened = { db, dialect, counters };
  return {
    dialect,
    classes: createClassStore(opened),
    recoveries: createRecoveryStore(opened),
    ...createSetStore(opened),
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
