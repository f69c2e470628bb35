// The class part of the Store's contract (class-store-contract.ts) on SQLite and, when TEST_DATABASE_URL is set, on
// PostgreSQL.

import { classStoreContract } from '@/test-support/store/class-store-contract';
import { contractDatabases } from '@/test-support/store/contract-databases';

contractDatabases('class-store', classStoreContract);
