// The first schema of the teachers' sets: sets, students, their device tokens, answers and rate-limit counters.
// Example: up(db) on an empty database; the Migrator records it as '0001-teachers-sets' and never runs it twice.

import type { Kysely } from 'kysely';

// Keys chosen for a later class (ROADMAP): a student row belongs to one set and answers point at (set_id, student_id),
// so a class can group students of several sets (a table of its own pointing at students.id) without rewriting answers.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sets')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('teacher_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('spec', 'text', (c) => c.notNull())
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('revealed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('opens_at', 'bigint')
    .addColumn('closes_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('students')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('set_id', 'varchar(36)', (c) => c.notNull().references('sets.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('resume_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('seed', 'integer', (c) => c.notNull())
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('students_set_resume_code', ['set_id', 'resume_code'])
    // The target of answers' (set_id, student_id): an answer's student is one of its own set's.
    .addUniqueConstraint('students_set_id_id', ['set_id', 'id'])
    .execute();

  await db.schema
    .createTable('student_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('student_id', 'varchar(36)', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('student_tokens_student').on('student_tokens').column('student_id').execute();

  await db.schema
    .createTable('answers')
    .addColumn('set_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('student_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('item', 'integer', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('ms', 'bigint', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('answers_pk', ['set_id', 'id'])
    .addForeignKeyConstraint('answers_student', ['set_id', 'student_id'], 'students', ['set_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('answers_set_at').on('answers').columns(['set_id', 'at']).execute();
  await db.schema.createIndex('answers_student_at').on('answers').columns(['set_id', 'student_id', 'at']).execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_expires').on('rate_limits').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rate_limits', 'answers', 'student_tokens', 'students', 'sets']) {
    await db.schema.dropTable(table).execute();
  }
}
