// The Store's contract on a fresh SQLite file per run and, when TEST_DATABASE_URL is set, on a fresh PostgreSQL
// database. Its settings written at once and its class part run beside it, each in a file of its own so that the test
// workers take them in parallel: settings-store.test.ts, class-store.test.ts.
// Example: TEST_DATABASE_URL=$(scripts/pg-test-cluster.sh start) npx vitest run server

import { storeContract } from '@/test-support/store/store-contract';
import { contractDatabases } from '@/test-support/store/contract-databases';

contractDatabases('store', storeContract);
