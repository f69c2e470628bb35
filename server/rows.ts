// Rows of the teachers' database read back as the store's values: JSON text parsed, 0/1 as booleans, int8 as numbers.
// Example: setRow({ id, code, spec: '{"title":…}', closed: 0, created_at: '1764633600000', … }) → { closed: false, createdAt: 1764633600000, … }.

import { readStored, type StoredIssue, type StoredKind } from '../lib/set-api/stored';
import type { SetStudent, StoredAnswer, StoredGrade } from '../lib/teach/set-types';
import type { SetRow } from './store-types';

/**
 * A row whose stored JSON does not read (lib/set-api/stored.ts): its table, id and issue. A lookup of that one row
 * throws it (the request is a 500, logged with the code); a listing leaves the row out and logs it (readableRows).
 */
export class StoredJsonError extends Error {
  readonly code: StoredIssue['code'];
  constructor(readonly table: string, readonly id: string, readonly found: StoredIssue) {
    super(`${table} ${id}: stored JSON does not read (${found.code} ${JSON.stringify(found.params)})`);
    this.name = 'StoredJsonError';
    this.code = found.code;
  }
}

/** A stored JSON column read by its versioned schema, or a StoredJsonError naming the row. */
export function storedJson<K extends StoredKind>(kind: K, text: string, table: string, id: string) {
  const read = readStored(kind, text);
  if (!read.ok) throw new StoredJsonError(table, id, read.error);
  return read.value;
}

/** Every row that reads: one whose stored JSON does not is left out of the listing and logged, not the listing's end. */
export function readableRows<R, T>(rows: readonly R[], read: (row: R) => T): T[] {
  const out: T[] = [];
  for (const row of rows) {
    try {
      out.push(read(row));
    } catch (error) {
      if (!(error instanceof StoredJsonError)) throw error;
      console.error(error.message);
    }
  }
  return out;
}

/** A set row's columns, as setRow reads them. */
export const SET_COLUMNS = ['id', 'code', 'spec', 'closed', 'revealed', 'opens_at', 'closes_at', 'created_at', 'class_id', 'key_hash', 'archived'] as const;

/** pg returns int8 (bigint, count(*)) as a string; better-sqlite3 a number. Both are exact below 2^53. */
export function toNumber(value: number | string | bigint): number {
  return typeof value === 'number' ? value : Number(value);
}

export function toNumberOrNull(value: number | string | bigint | null): number | null {
  return value === null ? null : toNumber(value);
}

export function setRow(row: {
  id: string; code: string; spec: string; closed: number; revealed: number;
  opens_at: number | string | null; closes_at: number | string | null; created_at: number | string;
  class_id: string | null; key_hash: string | null; archived: number;
}): SetRow {
  return {
    id: row.id,
    code: row.code,
    spec: storedJson('set-spec', row.spec, 'sets', row.id),
    closed: toNumber(row.closed) !== 0,
    revealed: toNumber(row.revealed) !== 0,
    opensAt: toNumberOrNull(row.opens_at),
    closesAt: toNumberOrNull(row.closes_at),
    createdAt: toNumber(row.created_at),
    classId: row.class_id,
    keyHash: row.key_hash,
    archived: toNumber(row.archived) !== 0,
  };
}

export function studentRow(row: { id: string; name: string; seed: number; joined_at: number | string }): SetStudent {
  return { id: row.id, name: row.name, seed: toNumber(row.seed), joinedAt: toNumber(row.joined_at) };
}

export function answerRow(row: {
  id: string; student_id: string; set_item_id: string | null; position: number; answer: string; ms: number | string; at: number | string;
  device_at?: number | string | null;
}, grade: StoredGrade): StoredAnswer {
  return {
    id: row.id,
    student: row.student_id,
    setItem: row.set_item_id ?? '',
    position: toNumber(row.position),
    answer: storedJson('answer', row.answer, 'answers', row.id),
    grade,
    ms: toNumber(row.ms),
    at: toNumber(row.at),
    deviceAt: toNumberOrNull(row.device_at ?? null),
  };
}
