// A set's and a class's settings patched at once, and a set assigned by two classes at once (settings-contract.ts), on
// SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL (fewer trials of the pairs beyond the named ones there).

import { contractDatabases } from '@/test-support/store/contract-databases';
import { settingsContract } from '@/test-support/store/settings-contract';

contractDatabases('settings', (name, open) => settingsContract(name, open, name === 'PostgreSQL' ? { setPairs: 2, classPairs: 4 } : undefined));
