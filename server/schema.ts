// The tables of the teachers' database as Kysely sees them (server/migrations make them); the same on SQLite and PostgreSQL.
// Example: db.selectFrom('sets').where('code', '=', 'K7M2Q9XD').selectAll() — ms columns read back as number | string.

import type { ColumnType } from 'kysely';

/** A bigint column of ms since 1970: PostgreSQL's pg returns int8 as a string, SQLite a number; rows.ts converts. */
type Millis = ColumnType<number | string, number, number>;
type MillisOrNull = ColumnType<number | string | null, number | null, number | null>;
/** A 0/1 integer (a boolean on both dialects alike). */
type Flag = ColumnType<number, number | undefined, number>;

export interface SetsTable {
  id: string;
  code: string;
  teacher_hash: string;
  /** SetSpec as JSON text. */
  spec: string;
  closed: Flag;
  revealed: Flag;
  opens_at: MillisOrNull;
  closes_at: MillisOrNull;
  created_at: Millis;
}

export interface StudentsTable {
  id: string;
  set_id: string;
  name: string;
  resume_code: string;
  seed: number;
  joined_at: Millis;
}

export interface StudentTokensTable {
  token_hash: string;
  student_id: string;
}

export interface AnswersTable {
  set_id: string;
  /** The id the device made. */
  id: string;
  student_id: string;
  item: number;
  /** SetAnswer as JSON text. */
  answer: string;
  ms: Millis;
  at: Millis;
}

export interface RateLimitsTable {
  bucket: string;
  window_start: Millis;
  /** window_start + the window's length: rows past it are pruned. */
  expires_at: Millis;
  count: number;
}

export interface Database {
  sets: SetsTable;
  students: StudentsTable;
  student_tokens: StudentTokensTable;
  answers: AnswersTable;
  rate_limits: RateLimitsTable;
}
