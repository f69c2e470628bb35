// Resume codes kept as hashes (L1): a database reader can no longer turn a student's code into a device of theirs.
// The column becomes resume_hash, SHA-256 of "<set id>:<code>" in hex (server/tokens.ts resumeHash, copied here as it was
// so that the migration never changes with it); each stored code is hashed here. The unique constraint (set, code) goes with the column. PostgreSQL widens it to 64 characters
// (SQLite keeps any length). Example: up(db) after 0003; a student's code 'K7M2Q9XD' of set s is then found by
// resumeHash(s, 'K7M2Q9XD').

import { createHash } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** A resume code's hash as 0004 wrote it: SHA-256 of "<set id>:<code in upper case>", hex. */
export function resumeHash0004(setId: string, code: string): string {
  return createHash('sha256').update(`${setId}:${code.toUpperCase()}`, 'utf8').digest('hex');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table students alter column resume_code type varchar(64)`.execute(db);
  }
  const students = await sql<{ id: string; set_id: string; resume_code: string }>`select id, set_id, resume_code from students`.execute(db);
  for (const s of students.rows) {
    await sql`update students set resume_code = ${resumeHash0004(s.set_id, s.resume_code)} where id = ${s.id}`.execute(db);
  }
  await db.schema.alterTable('students').renameColumn('resume_code', 'resume_hash').execute();
}
