// A class's partnership practice (issue 41): a teacher makes several pairs' practices on the same deals at once and
// reads them all by one teacher link. A group holds the teacher token's hash and its settings; each of its practices
// names its group and the pair's label ("Ana – Bojan"). A practice made alone has neither. Example: up(db) after 0012.

import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pair_groups')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('teacher_hash', 'varchar(64)', (c) => c.notNull().unique())
    /** PairSpec as JSON text, the same for every pair of the group. */
    .addColumn('spec', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('pair_practices').addColumn('group_id', 'varchar(36)').execute();
  await db.schema.alterTable('pair_practices').addColumn('label', 'text').execute();
  await db.schema.createIndex('pair_practices_group').on('pair_practices').column('group_id').execute();
}
