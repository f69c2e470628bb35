// Runs every pending migration of server/migrations, serialized across processes (PostgreSQL: Kysely's advisory lock;
// SQLite: one IMMEDIATE transaction, see db.ts). Example: await migrateToLatest(db) → ['0001-teachers-sets'] the first time, [] after.

import { Migrator, type Kysely } from 'kysely';
import { MIGRATIONS } from './migrations';
import type { Database } from './schema';

/** The names of the migrations this call ran; throws the first migration's error (nothing of it is kept). */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: MIGRATIONS });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
