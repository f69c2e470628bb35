// The store's reads for the system check (server/set-check.ts): a set's stored items a few questions at a time, each
// with its quiz item as the stored JSON text (parsed by the item pool's worker, not here) and its stored expected
// answer, and then in full only the items whose expected answer changed. Example:
// await store.itemsToCheck(setId, [setItemId]) → [{ id, setItem, item: '{"kind":"call",…}', expected }, …].

import type { OpenedDatabase } from './db';
import { expectedOf } from './item-rows';
import type { CheckedItem, Store, StoredItem } from './store-types';
import { ITEM_COLUMNS, storedItem } from './store-common';
import type { QuestionKind } from '@/lib/quiz/item-types';

/** Ids looked up in one query at most (PostgreSQL and SQLite both take far more parameters; this keeps each read short). */
const IDS_PER_READ = 500;

type CheckMethods = 'itemsToCheck' | 'itemsByIds';

export function createCheckStore({ db }: Pick<OpenedDatabase, 'db'>): Pick<Store, CheckMethods> {
  return {
    async itemsToCheck(setId: string, setItemIds: readonly string[]): Promise<readonly CheckedItem[]> {
      if (setItemIds.length === 0) return [];
      // by the index on (set_item_id, student_id) alone: with set_id in the query too SQLite takes the index on
      // (set_id, student_id) and reads the whole set for each page; another set's rows are left out here instead
      const rows = await db
        .selectFrom('items')
        .select(['id', 'set_id', 'set_item_id', 'kind', 'item', 'expected_call', 'expected_text', 'expected_rule', 'expected_by'])
        .where('set_item_id', 'in', setItemIds)
        .execute();
      return rows.filter((row) => row.set_id === setId).map((row) => ({ id: row.id, setItem: row.set_item_id, item: row.item, expected: expectedOf(row, row.kind as QuestionKind) }));
    },

    async itemsByIds(setId: string, ids: readonly string[]): Promise<readonly StoredItem[]> {
      const out: StoredItem[] = [];
      for (let start = 0; start < ids.length; start += IDS_PER_READ) {
        const rows = await db
          .selectFrom('items')
          .innerJoin('set_items', 'set_items.id', 'items.set_item_id')
          .select(ITEM_COLUMNS)
          .where('items.set_id', '=', setId)
          .where('items.id', 'in', ids.slice(start, start + IDS_PER_READ))
          .execute();
        out.push(...rows.map(storedItem));
      }
      return out;
    },
  };
}
