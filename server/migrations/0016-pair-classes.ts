// A class's partnership practice drawn from its roster (issue 41): a group may belong to a class (class_id) and say how
// its pairs were made (pairing: 'names' typed by the teacher, as every group before; 'roster' the teacher paired the
// class's students; 'code' the students pair themselves with a code, so its practices are made later and copy the
// group's deals, kept in `deals`). A seat may be a class student's (class_student_id), who opens it from the class's
// page on any device: each such opening is one more token of the seat (pair_seat_tokens), the seat's first token kept
// as it was. Nothing stored before changes meaning. Example: up(db) after 0015.

import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pair_groups').addColumn('class_id', 'varchar(36)').execute();
  await db.schema.alterTable('pair_groups').addColumn('pairing', 'varchar(8)', (c) => c.notNull().defaultTo('names')).execute();
  /** The group's deals with the opponents' first calls, as JSON text (stored kind 'pair-deals'); null before 0016. */
  await db.schema.alterTable('pair_groups').addColumn('deals', 'text').execute();
  await db.schema.createIndex('pair_groups_class').on('pair_groups').column('class_id').execute();

  await db.schema.alterTable('pair_seats').addColumn('class_student_id', 'varchar(36)').execute();
  await db.schema.createIndex('pair_seats_class_student').on('pair_seats').column('class_student_id').execute();

  await db.schema
    .createTable('pair_seat_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('practice_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('seat', 'varchar(1)', (c) => c.notNull())
    .addForeignKeyConstraint('pair_seat_tokens_seat', ['practice_id', 'seat'], 'pair_seats', ['practice_id', 'seat'], (fk) => fk.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('pair_seat_tokens_seat').on('pair_seat_tokens').columns(['practice_id', 'seat']).execute();
}
