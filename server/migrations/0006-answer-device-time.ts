// The device's time of each answer (issue 27): when the student answered by their device's clock, clamped to what is
// possible (lib/teach/device-time), beside `at`, when the server stored it. Answers stored before it keep a null: the
// CSV then gives their arrival time and says so. Example: up(db) after 0004 (and 0005); `select device_at from answers` → null.

import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // bigint on both dialects (ms since 1970, as `at`); nullable, no default: nothing is made up for an old answer
  await db.schema.alterTable('answers').addColumn('device_at', 'bigint').execute();
}
