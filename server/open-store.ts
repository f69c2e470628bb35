// Opening the Store: getStore() for route handlers (one per process, opened and migrated on first use), openStore() for tests.
// Example: const store = await getStore(); — or in a test: const store = await openStore({ dataDir: tmp }).

import { openDatabase, type OpenedDatabase } from './db';
import { SERVER_CONFIG } from './config';
import { migrateToLatest } from './migrate';
import { pruneRateLimits } from './rate-limit';
import { createStore } from './store';
import type { Store } from './store-types';

export interface StoreOptions {
  /** The SQLite file's folder (default: DATA_DIR as read at start). */
  readonly dataDir?: string;
  /** PostgreSQL's URL; given, it wins over dataDir (default: DATABASE_URL as read at start). */
  readonly databaseUrl?: string | null;
}

/** A new Store on its own connection(s), migrated to the latest schema. The caller closes it. */
export async function openStore(options: StoreOptions = {}): Promise<Store> {
  return (await openMigrated(options)).store;
}

/** openStore with the database under it (tests look at the tables). */
export async function openMigrated(options: StoreOptions = {}): Promise<{ readonly store: Store; readonly opened: OpenedDatabase }> {
  const opened = openDatabase({
    dataDir: options.dataDir ?? SERVER_CONFIG.dataDir,
    databaseUrl: options.databaseUrl !== undefined ? options.databaseUrl : options.dataDir !== undefined ? null : SERVER_CONFIG.databaseUrl,
  });
  try {
    await migrateToLatest(opened.db);
    await pruneRateLimits(opened.db, Date.now());
  } catch (error) {
    await opened.db.destroy();
    throw error;
  }
  return { store: createStore(opened), opened };
}

/** Kept on globalThis so that `next dev` reloading this module does not open a second database in the same process. */
const holder = globalThis as typeof globalThis & { __bridgeTutorStore?: Promise<Store> | null };

/** The process's Store. Concurrent first calls share one opening; a failed opening is tried again by the next call. */
export function getStore(): Promise<Store> {
  if (!holder.__bridgeTutorStore) {
    const opening = openStore();
    holder.__bridgeTutorStore = opening;
    opening.catch(() => {
      if (holder.__bridgeTutorStore === opening) holder.__bridgeTutorStore = null;
    });
  }
  return holder.__bridgeTutorStore;
}
