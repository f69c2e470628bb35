// The store's sets and their questions: a set made with its items, looked up and deleted (its settings patched:
// settings-store.ts); its questions and stored items read; and the edits before the first answer (move, remove, replace,
// add), each one transaction (the items of `replace` and `add` made before it: server/item-making.ts).
// Example: await store.moveItem(setId, setItemId, 0) → 'done' (or 'has-answers' once anyone answered).

import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { MAX_SET_ITEMS, type SetItem } from '../lib/teach/set-types';
import type { OpenedDatabase } from './db';
import { storedText } from '../lib/set-api/stored';
import { SET_COLUMNS, setRow, storedJson, toNumber } from './rows';
import type { Database } from './schema';
import type { ItemEdit, MadeForEdit, NewSet, NewSetItem, SetRow, Store, StoredItem } from './store-types';
import { ITEM_COLUMNS, insertItem, lockSet, setItemIds, storedItem } from './store-common';

/** New positions for the set items whose place changed (`order` holds the ids in their new order). */
async function renumber(trx: Transaction<Database>, before: readonly string[], order: readonly string[]): Promise<void> {
  for (const [position, id] of order.entries()) {
    if (before[position] !== id) await trx.updateTable('set_items').set({ position }).where('id', '=', id).execute();
  }
}

/** An edit of the items: the set locked, refused once anyone answered, done in the same transaction. */
function editItemsOf(db: Kysely<Database>, dialect: OpenedDatabase['dialect']) {
  return (setId: string, edit: (trx: Transaction<Database>, ids: string[]) => Promise<ItemEdit>): Promise<ItemEdit> =>
    db.transaction().execute(async (trx) => {
      if (!(await lockSet(trx, dialect, setId))) return 'not-found';
      const answered = await trx.selectFrom('answers').select('id').where('set_id', '=', setId).limit(1).executeTakeFirst();
      if (answered) return 'has-answers';
      return edit(trx, await setItemIds(trx, setId));
    });
}

/** With fresh hands, whether the set's students are exactly those the items were made for (none joined or left since). */
async function sameStudents(trx: Transaction<Database>, setId: string, made: MadeForEdit): Promise<boolean> {
  if (made.students === null) return true;
  const rows = await trx.selectFrom('students').select('id').where('set_id', '=', setId).execute();
  return rows.length === made.students.size && rows.every((r) => made.students!.has(r.id));
}

/** The items made for the new set items `setItems` (in order): the set's own, or each student's. */
async function insertMade(trx: Transaction<Database>, setId: string, setItems: readonly string[], made: MadeForEdit, at: number): Promise<void> {
  for (const [k, setItemId] of setItems.entries()) {
    const own = made.own[k];
    if (own) await insertItem(trx, own, { setId, setItemId, studentId: null, madeAt: at });
    for (const [studentId, items] of made.students ?? []) {
      await insertItem(trx, items[k], { setId, setItemId, studentId, madeAt: at });
    }
  }
}

/** The Store methods this part holds (server/store-types.ts). */
type SetMethods = 'createSet' | 'setByCode' | 'setByTeacherHash' | 'deleteSet' | 'setItemsOf'
  | 'itemsOf' | 'allItemsOf' | 'moveItem' | 'removeItem' | 'replaceItem' | 'addItems';

export function createSetStore({ db, dialect }: Pick<OpenedDatabase, 'db' | 'dialect'>): Pick<Store, SetMethods> {
  const setWhere = async (column: 'id' | 'code' | 'teacher_hash', value: string): Promise<SetRow | null> => {
    const row = await db.selectFrom('sets').select(SET_COLUMNS).where(column, '=', value).executeTakeFirst();
    return row ? setRow(row) : null;
  };
  const editItems = editItemsOf(db, dialect);

  return {
    async createSet(set: NewSet, items: readonly NewSetItem[]): Promise<SetRow> {
      const id = randomUUID();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sets')
          .values({
            id,
            code: set.code,
            teacher_hash: set.teacherHash,
            spec: storedText('set-spec', set.spec),
            closed: 0,
            revealed: 0,
            opens_at: set.opensAt,
            closes_at: set.closesAt,
            created_at: set.createdAt,
            class_id: set.classId ?? null,
            key_hash: set.keyHash ?? null,
          })
          .execute();
        for (const [position, { source, made, accepted }] of items.entries()) {
          const setItemId = randomUUID();
          await trx.insertInto('set_items').values({ id: setItemId, set_id: id, position, source: storedText('set-item-source', source) }).execute();
          if (made) await insertItem(trx, made, { setId: id, setItemId, studentId: null, madeAt: set.createdAt });
          for (const call of accepted ?? []) await trx.insertInto('accepted_calls').values({ set_item_id: setItemId, call, at: set.createdAt }).execute();
        }
      });
      return {
        id, code: set.code, spec: set.spec, closed: false, revealed: false, opensAt: set.opensAt, closesAt: set.closesAt, createdAt: set.createdAt,
        classId: set.classId ?? null, keyHash: set.keyHash ?? null, archived: false,
      };
    },

    setByCode: (code) => setWhere('code', code),
    setByTeacherHash: (hash) => setWhere('teacher_hash', hash),

    async deleteSet(id: string): Promise<void> {
      // students, their tokens and answers go with it (ON DELETE CASCADE; SQLite: foreign_keys=ON in db.ts).
      await db.deleteFrom('sets').where('id', '=', id).execute();
    },

    async setItemsOf(setId: string): Promise<readonly SetItem[]> {
      const [rows, accepted] = await Promise.all([
        db.selectFrom('set_items').select(['id', 'position', 'source']).where('set_id', '=', setId).orderBy('position').execute(),
        db
          .selectFrom('accepted_calls')
          .innerJoin('set_items', 'set_items.id', 'accepted_calls.set_item_id')
          .select(['accepted_calls.set_item_id', 'accepted_calls.call'])
          .where('set_items.set_id', '=', setId)
          .where('accepted_calls.item_id', 'is', null) // every hand's; those of one hand: handAccepts
          .orderBy('accepted_calls.at')
          .orderBy('accepted_calls.call')
          .execute(),
      ]);
      return rows.map((row) => ({
        id: row.id,
        position: toNumber(row.position),
        source: storedJson('set-item-source', row.source, 'set_items', row.id),
        accepted: accepted.filter((a) => a.set_item_id === row.id).map((a) => a.call),
      }));
    },

    async itemsOf(setId: string, student: string | null): Promise<readonly StoredItem[]> {
      const query = db
        .selectFrom('items')
        .innerJoin('set_items', 'set_items.id', 'items.set_item_id')
        .select(ITEM_COLUMNS)
        .where('items.set_id', '=', setId);
      const rows = await (student === null ? query.where('items.student_id', 'is', null) : query.where('items.student_id', '=', student))
        .orderBy('set_items.position')
        .execute();
      return rows.map(storedItem);
    },

    async allItemsOf(setId: string): Promise<readonly StoredItem[]> {
      const rows = await db
        .selectFrom('items')
        .innerJoin('set_items', 'set_items.id', 'items.set_item_id')
        .select(ITEM_COLUMNS)
        .where('items.set_id', '=', setId)
        .orderBy('set_items.position')
        .execute();
      return rows.map(storedItem);
    },

    moveItem: (setId, setItemId, to) =>
      editItems(setId, async (trx, ids) => {
        const from = ids.indexOf(setItemId);
        if (from < 0 || to < 0 || to >= ids.length) return 'not-found';
        const order = [...ids];
        order.splice(to, 0, ...order.splice(from, 1));
        await renumber(trx, ids, order);
        return 'done';
      }),

    removeItem: (setId, setItemId) =>
      editItems(setId, async (trx, ids) => {
        if (!ids.includes(setItemId)) return 'not-found';
        if (ids.length === 1) return 'last-item';
        await trx.deleteFrom('set_items').where('id', '=', setItemId).execute(); // its items and accepted calls go with it
        await renumber(trx, ids, ids.filter((id) => id !== setItemId));
        return 'done';
      }),

    replaceItem: (setId, setItemId, source, made, at) =>
      editItems(setId, async (trx, ids) => {
        const position = ids.indexOf(setItemId);
        if (position < 0) return 'not-found';
        if (!(await sameStudents(trx, setId, made))) return 'changed';
        await trx.deleteFrom('set_items').where('id', '=', setItemId).execute();
        const id = randomUUID();
        await trx.insertInto('set_items').values({ id, set_id: setId, position, source: storedText('set-item-source', source) }).execute();
        await insertMade(trx, setId, [id], made, at);
        return 'done';
      }),

    addItems: (setId, sources, made, at) =>
      editItems(setId, async (trx, ids) => {
        if (ids.length + sources.length > MAX_SET_ITEMS) return 'too-many';
        if (!(await sameStudents(trx, setId, made))) return 'changed';
        const added = sources.map(() => randomUUID());
        for (const [k, source] of sources.entries()) {
          await trx.insertInto('set_items').values({ id: added[k], set_id: setId, position: ids.length + k, source: storedText('set-item-source', source) }).execute();
        }
        await insertMade(trx, setId, added, made, at);
        return 'done';
      }),
  };
}
