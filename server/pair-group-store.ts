// A class's partnership practices (issue 41): a group of pairs' practices on the same deals, made in one transaction,
// found by the teacher token's hash, and read back whole (every pair's deals with their calls and reviews) in five
// queries. Example: const { group, pairs } = await store.pairGroups.groupWithPairs(hashToken(token)) ?? {}.

import type { Seat } from '../lib/bridge/types';
import { sideSeats } from '../lib/pairs/pair-auction';
import { PAIRINGS, type PairGroupPairing, type PairSpec } from '../lib/pairs/pair-types';
import { storedText } from '../lib/set-api/stored';
import type { OpenedDatabase } from './db';
import { insertPractice, readPracticeDeals } from './pair-store';
import type { PairGroupRow, PairGroupStore } from './pair-store-types';
import { storedJson, toNumber } from './rows';
import type { Database } from './schema';
import type { Kysely, Transaction } from 'kysely';

/** A group's row as read (the pairing of a row written before 0016 is 'names', its column's default). */
export function pairGroupRow(row: { id: string; spec: string; created_at: number | string; class_id: string | null; pairing: string }): PairGroupRow {
  return {
    id: row.id, spec: storedJson('pair-spec', row.spec, 'pair_groups', row.id), createdAt: toNumber(row.created_at),
    classId: row.class_id, pairing: (PAIRINGS as readonly string[]).includes(row.pairing) ? (row.pairing as PairGroupPairing) : 'names',
  };
}

/** The class students' names in each of these practices' seats, in the side's seat order: practice id → names. */
export async function seatNames(q: Kysely<Database> | Transaction<Database>, practiceIds: readonly string[], spec: PairSpec): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (practiceIds.length === 0) return out;
  const rows = await q.selectFrom('pair_seats').innerJoin('class_students', 'class_students.id', 'pair_seats.class_student_id')
    .select(['pair_seats.practice_id', 'pair_seats.seat', 'class_students.name']).where('pair_seats.practice_id', 'in', practiceIds).execute();
  const order = sideSeats(spec.side);
  const sorted = [...rows].sort((a, b) => order.indexOf(a.seat as Seat) - order.indexOf(b.seat as Seat));
  for (const r of sorted) out.set(r.practice_id, [...(out.get(r.practice_id) ?? []), r.name]);
  return out;
}

export function createPairGroupStore({ db }: OpenedDatabase): PairGroupStore {
  return {
    async createGroup(group, practices) {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('pair_groups').values({
          id: group.id, teacher_hash: group.teacherHash, spec: storedText('pair-spec', group.spec), created_at: group.createdAt,
          class_id: group.classId, pairing: group.pairing, deals: storedText('pair-deals', { deals: group.deals }),
        }).execute();
        for (const practice of practices) await insertPractice(trx, { ...practice, groupId: group.id });
      });
    },

    async groupWithPairs(teacherHash) {
      const row = await db.selectFrom('pair_groups').select(['id', 'spec', 'created_at', 'class_id', 'pairing']).where('teacher_hash', '=', teacherHash).executeTakeFirst();
      if (!row) return null;
      const group = pairGroupRow(row);
      const practices = await db.selectFrom('pair_practices').select(['id', 'label', 'active_at', 'created_at'])
        .where('group_id', '=', row.id).orderBy('created_at').orderBy('label').execute();
      const ids = practices.map((p) => p.id);
      const [deals, names] = await Promise.all([readPracticeDeals(db, ids), group.classId === null ? new Map<string, string[]>() : seatNames(db, ids, group.spec)]);
      return {
        group,
        pairs: practices.map((p) => ({
          practiceId: p.id, label: names.get(p.id)?.join(' – ') ?? p.label ?? '', activeAt: toNumber(p.active_at), deals: deals.get(p.id) ?? [],
        })),
      };
    },
  };
}
