// What the store's parts share: the columns they read, a stored item read back and one inserted, a set's row locked
// and its item ids read inside a transaction, a student's squares written. Example:
// await lockSet(trx, 'postgres', setId) → true while the transaction holds the set's row (false: no such set).

import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { packCells, unpackCells, type StudentCells } from '../lib/teach/cells';
import type { MadeItem } from '../lib/teach/made-item';
import type { OpenedDatabase } from './db';
import { itemValues, madeOf } from './item-rows';
import { toNumber } from './rows';
import type { Database } from './schema';
import type { StoredItem } from './store-types';

export const STUDENT_COLUMNS = ['students.id', 'students.name', 'students.seed', 'students.joined_at'] as const;
export const ITEM_COLUMNS = [
  'items.id', 'items.set_item_id', 'items.student_id', 'items.item', 'items.asked', 'items.near_miss', 'items.system',
  'items.expected_call', 'items.expected_text', 'items.expected_rule', 'items.expected_by', 'set_items.position',
] as const;
export const GRADE_COLUMNS = [
  'answers.is_right', 'answers.answer_text', 'answers.wrong_rule', 'answers.expected_call', 'answers.expected_text',
  'answers.expected_rule', 'answers.expected_by', 'answers.expected_kind', 'answers.system', 'answers.own_rule',
] as const;

export function storedItem(row: {
  id: string; set_item_id: string; student_id: string | null; item: string; asked: string | null; near_miss: number; system: string;
  expected_call: string | null; expected_text: string; expected_rule: string | null; expected_by: string; position: number;
}): StoredItem {
  return { id: row.id, setItem: row.set_item_id, position: toNumber(row.position), student: row.student_id, made: madeOf(row) };
}

export async function insertItem(
  trx: Transaction<Database>,
  made: MadeItem,
  keys: { readonly setId: string; readonly setItemId: string; readonly studentId: string | null; readonly madeAt: number },
): Promise<void> {
  await trx.insertInto('items').values(itemValues(made, { id: randomUUID(), ...keys })).execute();
}

export async function writeCells(trx: Transaction<Database>, student: string, cells: StudentCells): Promise<void> {
  await trx.updateTable('student_results').set({ cells: packCells(cells) }).where('student_id', '=', student).execute();
}

/** A student's squares read, changed and written in the transaction (PostgreSQL locks their row meanwhile). */
export async function foldCells(
  trx: Transaction<Database>,
  dialect: OpenedDatabase['dialect'],
  student: string,
  change: (cells: StudentCells) => StudentCells,
): Promise<void> {
  const query = trx.selectFrom('student_results').select('cells').where('student_id', '=', student);
  // SQLite has no FOR UPDATE: its IMMEDIATE transaction already runs alone
  const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  await writeCells(trx, student, change(row ? unpackCells(row.cells) : {}));
}

/** Locks the set's row until the transaction ends (PostgreSQL; SQLite's IMMEDIATE transaction holds the file's write lock). */
export async function lockSet(trx: Transaction<Database>, dialect: OpenedDatabase['dialect'], setId: string): Promise<boolean> {
  const query = trx.selectFrom('sets').select('id').where('id', '=', setId);
  const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  return row !== undefined;
}

/** The set's item ids in order (inside a transaction). */
export async function setItemIds(trx: Transaction<Database>, setId: string): Promise<string[]> {
  return (await trx.selectFrom('set_items').select('id').where('set_id', '=', setId).orderBy('position').execute()).map((r) => r.id);
}
