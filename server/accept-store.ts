// The store's accepted calls: another call right on every hand of a set item (its answers and squares regraded under the
// set's lock), the calls accepted on single hands read back, and the accepts on hands (server/hand-accept-store.ts).
// Example: await store.acceptCall(setItemId, '1H', now); (await store.handAccepts(setId)).get(itemId) → ['P'].

import { unpackCells, withAccepted } from '../lib/teach/cells';
import type { OpenedDatabase } from './db';
import { createHandAcceptStore } from './hand-accept-store';
import type { Store } from './store-types';
import { lockSet, writeCells } from './store-common';

/** The Store methods this part holds (server/store-types.ts). */
type AcceptMethods = 'acceptCall' | 'handAccepts' | 'acceptRows' | 'acceptOnHands';

export function createAcceptStore({ db, dialect }: Pick<OpenedDatabase, 'db' | 'dialect'>): Pick<Store, AcceptMethods> {
  return {
    async acceptCall(setItemId: string, call: string, at: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const owner = await trx.selectFrom('set_items').select('set_id').where('id', '=', setItemId).executeTakeFirst();
        if (!owner || !(await lockSet(trx, dialect, owner.set_id))) return;
        await trx
          .insertInto('accepted_calls')
          .values({ set_item_id: setItemId, call, at })
          .onConflict((oc) => oc.doNothing()) // accepted before (the partial unique index of every hand's calls)
          .execute();
        // an accepted call is right for everyone who gave it: no other part of the grade depends on it
        await trx
          .updateTable('answers')
          .set({ is_right: 1, wrong_rule: null })
          .where('set_item_id', '=', setItemId)
          .where('expected_kind', '=', 'call')
          .where('answer_text', '=', call)
          .execute();
        const rows = await trx.selectFrom('student_results').select(['student_id', 'cells']).where('set_id', '=', owner.set_id).execute();
        for (const row of rows) {
          const cells = unpackCells(row.cells);
          const cell = cells[setItemId];
          const next = cell ? withAccepted(cell, call) : cell;
          if (next !== cell) await writeCells(trx, row.student_id, { ...cells, [setItemId]: next! });
        }
      });
    },

    async handAccepts(setId: string): Promise<ReadonlyMap<string, readonly string[]>> {
      const rows = await db
        .selectFrom('accepted_calls')
        .innerJoin('items', 'items.id', 'accepted_calls.item_id')
        .select(['accepted_calls.item_id', 'accepted_calls.call'])
        .where('items.set_id', '=', setId)
        .orderBy('accepted_calls.at')
        .orderBy('accepted_calls.call')
        .execute();
      const byItem = new Map<string, string[]>();
      for (const row of rows) byItem.set(row.item_id!, [...(byItem.get(row.item_id!) ?? []), row.call]);
      return byItem;
    },

    ...createHandAcceptStore({ db, dialect }),
  };
}
