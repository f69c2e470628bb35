// The store's accepts on single hands (fresh hands, issue 37): what an accept would turn right, read as it is, and the
// accept itself — the call stored on the hand and on the other hands the teacher extends it to, and their answers and
// squares regraded — in one transaction with the set's row locked, as every accept and regrade is.
// Example: await store.acceptOnHands(setItemId, markosItem, [anasItem], 'P', now) → 2 (answers turned right).

import type { Kysely, Transaction } from 'kysely';
import { packCells, unpackCells, withAccepted } from '../lib/teach/cells';
import { acceptPlan, type AcceptAnswer, type AcceptHand } from '../lib/teach/hand-accepts';
import type { ItemRule } from '../lib/teach/set-types';
import type { QuestionKind } from '../lib/quiz/item-types';
import type { OpenedDatabase } from './db';
import type { Database } from './schema';
import type { AcceptRows, Store } from './store-types';

type Reader = Kysely<Database> | Transaction<Database>;

/** The set item's stored items and answers as an accept sees them. */
async function rowsOf(db: Reader, setItemId: string): Promise<AcceptRows> {
  const [items, answers] = await Promise.all([
    db.selectFrom('items').select(['id', 'student_id', 'kind', 'expected_call', 'expected_rule']).where('set_item_id', '=', setItemId).execute(),
    db
      .selectFrom('answers')
      .select(['id', 'item_id', 'student_id', 'answer_text', 'is_right', 'expected_kind', 'at'])
      .where('set_item_id', '=', setItemId)
      .orderBy('at')
      .orderBy('id')
      .execute(),
  ]);
  return {
    hands: items.map((i): AcceptHand => ({
      item: i.id, student: i.student_id,
      expected: { kind: i.kind as QuestionKind, call: i.expected_call, rule: i.expected_rule as ItemRule },
    })),
    answers: answers.map((a): AcceptAnswer => ({
      id: a.id, item: a.item_id, student: a.student_id, answer: a.answer_text, right: a.is_right === 1, kind: a.expected_kind,
    })),
  };
}

export function createHandAcceptStore({ db, dialect }: Pick<OpenedDatabase, 'db' | 'dialect'>): Pick<Store, 'acceptRows' | 'acceptOnHands'> {
  return {
    acceptRows: (setItemId) => rowsOf(db, setItemId),

    acceptOnHands: (setItemId, target, extend, call, at) =>
      db.transaction().execute(async (trx) => {
        const owner = await trx.selectFrom('set_items').select('set_id').where('id', '=', setItemId).executeTakeFirst();
        if (!owner) return 'not-found' as const;
        // the set's row locked (PostgreSQL; SQLite's IMMEDIATE transaction runs alone): answers and edits wait
        const lock = trx.selectFrom('sets').select('id').where('id', '=', owner.set_id);
        await (dialect === 'postgres' ? lock.forUpdate() : lock).executeTakeFirst();
        const { hands, answers } = await rowsOf(trx, setItemId);
        const hand = hands.find((h) => h.item === target);
        if (!hand) return 'not-found' as const;
        // the plan as it is now: a hand the teacher was shown that no longer shares the answer and the call is refused
        const plan = acceptPlan(hand, hands, answers, call);
        const others = new Map(plan.others.map((o) => [o.hand.item, o]));
        if (extend.some((item) => !others.has(item))) return 'changed' as const;
        const turned = [...plan.hand, ...extend.flatMap((item) => others.get(item)!.answers)];
        for (const item of [target, ...extend]) {
          await trx.insertInto('accepted_calls').values({ set_item_id: setItemId, item_id: item, call, at }).onConflict((oc) => oc.doNothing()).execute();
        }
        // an accepted call is right for those who gave it on these hands: no other part of the grade depends on it
        for (const a of turned) {
          await trx.updateTable('answers').set({ is_right: 1, wrong_rule: null }).where('set_id', '=', owner.set_id).where('id', '=', a.id).execute();
        }
        const students = [...new Set(turned.map((a) => a.student))].sort();
        if (students.length > 0) {
          const query = trx.selectFrom('student_results').select(['student_id', 'cells']).where('student_id', 'in', students).orderBy('student_id');
          for (const row of await (dialect === 'postgres' ? query.forUpdate() : query).execute()) {
            const cells = unpackCells(row.cells);
            const cell = cells[setItemId];
            if (!cell) continue;
            await trx.updateTable('student_results').set({ cells: packCells({ ...cells, [setItemId]: withAccepted(cell, call) }) }).where('student_id', '=', row.student_id).execute();
          }
        }
        return turned.length;
      }),
  };
}
