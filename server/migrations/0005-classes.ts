// Classes and teacher keys (issue 27): a class keeps its students across sets; a teacher key opens every class and set
// a teacher made with it. Tokens stay hashes; the links a key or a class opens are kept sealed with that key or class
// token (server/vault.ts), so that the database alone opens nothing. Existing sets and students keep their rows: a set
// without a class works as before (class_id null), a student who joined one set has no class student (null).
// Example: up(db) after 0004; a class student's answers to a set of the class are those of the set student whose
// class_student_id is theirs (one per set, made when they first open it).

import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('teacher_keys')
    .addColumn('key_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('classes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('teacher_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('key_hash', 'varchar(64)')
    /** ClassSpec as JSON text: title, locale, the join gate. */
    .addColumn('spec', 'text', (c) => c.notNull())
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('classes_key').on('classes').column('key_hash').execute();

  await db.schema
    .createTable('class_students')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('class_id', 'varchar(36)', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('resume_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('class_students_resume', ['class_id', 'resume_hash'])
    .execute();

  await db.schema
    .createTable('class_student_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('class_student_id', 'varchar(36)', (c) => c.notNull().references('class_students.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('class_student_tokens_student').on('class_student_tokens').column('class_student_id').execute();

  /** A teacher link sealed for its owner: a key (owner = the key's hash) or a class (owner = the class token's hash). */
  await db.schema
    .createTable('sealed_links')
    .addColumn('owner_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('sealed', 'text', (c) => c.notNull())
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sealed_links_pk', ['owner_hash', 'kind', 'target_id'])
    .execute();
  await db.schema.createIndex('sealed_links_target').on('sealed_links').columns(['kind', 'target_id']).execute();

  // a set's class and key (null: made alone, as before), and whether its teacher put it away
  await db.schema.alterTable('sets').addColumn('class_id', 'varchar(36)').execute();
  await db.schema.alterTable('sets').addColumn('key_hash', 'varchar(64)').execute();
  await db.schema.alterTable('sets').addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('sets_class').on('sets').column('class_id').execute();
  await db.schema.createIndex('sets_key').on('sets').column('key_hash').execute();

  // a set student who is a class's student (one per set and class student)
  await db.schema.alterTable('students').addColumn('class_student_id', 'varchar(36)').execute();
  await db.schema.createIndex('students_class_student').on('students').columns(['class_student_id', 'set_id']).unique().execute();
}
