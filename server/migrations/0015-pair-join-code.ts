// A partner joining a practice with a short code (issue 41): the maker takes one seat; the other seat's row is made
// when the partner gives the code, which is then used up (null). A practice made with both links has none. Example:
// up(db) after 0014.

import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pair_practices').addColumn('join_code', 'varchar(16)').execute();
  await db.schema.createIndex('pair_practices_join_code').on('pair_practices').column('join_code').unique().execute();
}
