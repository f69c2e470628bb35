// Live classes and polls (issue 42): a teacher shows a problem at a time to the room (live_sessions: where the class
// is, in the database so that several servers on one PostgreSQL agree), its problems as made (live_problems), and the
// room's votes, one row per device and problem (a class student's also once per student), with whether it was the
// system's call and that call's rule, so that a class's progress per rule counts them. A shared quiz hand's poll has
// its votes per device (poll_votes, by the hash of the hand's code). Nothing stored before changes. Example: up(db) after 0016.

import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_sessions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    /** The short code the room types or scans (/<locale>/live/<code>). */
    .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('teacher_hash', 'varchar(64)', (c) => c.notNull().unique())
    /** The class whose students vote under their names (null: anyone, anonymously). */
    .addColumn('class_id', 'varchar(36)')
    /** LiveSpec as JSON text: the language, a title, what is shown (the hand or the whole table). */
    .addColumn('spec', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('phase', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    /** The last step's time (or the making's). */
    .addColumn('active_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_sessions_class').on('live_sessions').column('class_id').execute();

  await db.schema
    .createTable('live_problems')
    .addColumn('session_id', 'varchar(36)', (c) => c.notNull().references('live_sessions.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    /** The problem as shown: a call item with the system's call explained (stored kind 'item'). */
    .addColumn('problem', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_problems_pk', ['session_id', 'position'])
    .execute();

  await db.schema
    .createTable('live_votes')
    .addColumn('session_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    /** SHA-256 of the id the device made for itself. */
    .addColumn('device_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('class_student_id', 'varchar(36)')
    .addColumn('call', 'varchar(4)', (c) => c.notNull())
    .addColumn('is_right', 'integer', (c) => c.notNull())
    .addColumn('expected_rule', 'varchar(16)')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_votes_pk', ['session_id', 'position', 'device_hash'])
    .addForeignKeyConstraint('live_votes_problem', ['session_id', 'position'], 'live_problems', ['session_id', 'position'], (fk) => fk.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('live_votes_student').on('live_votes').columns(['session_id', 'position', 'class_student_id']).unique().execute();
  await db.schema.createIndex('live_votes_class_student').on('live_votes').column('class_student_id').execute();

  await db.schema
    .createTable('poll_votes')
    /** SHA-256 of the shared hand's code. */
    .addColumn('poll_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('device_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('call', 'varchar(4)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('poll_votes_pk', ['poll_hash', 'device_hash'])
    .execute();
}
