// A finished deal of a partnership practice played double-dummy (issue 41): both contracts' tricks and scores and the
// IMPs between them, written when the solver has answered, after the review (PairDd as JSON; null until then, and for
// the deals of a server without the solver). Example: up(db) after 0013.

import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pair_deals').addColumn('dd', 'text').execute();
}
