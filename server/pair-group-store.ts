// A class's partnership practices (issue 41): a group of pairs' practices on the same deals, made in one transaction,
// found by the teacher token's hash, and read back whole (every pair's deals with their calls and reviews) in four
// queries. Example: const { group, pairs } = await store.pairGroups.groupWithPairs(hashToken(token)) ?? {}.

import { storedText } from '../lib/set-api/stored';
import type { OpenedDatabase } from './db';
import { insertPractice, readPracticeDeals } from './pair-store';
import type { PairGroupStore } from './pair-store-types';
import { storedJson, toNumber } from './rows';

export function createPairGroupStore({ db }: OpenedDatabase): PairGroupStore {
  return {
    async createGroup(group, practices) {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('pair_groups').values({
          id: group.id, teacher_hash: group.teacherHash, spec: storedText('pair-spec', group.spec), created_at: group.createdAt,
        }).execute();
        for (const practice of practices) await insertPractice(trx, { ...practice, groupId: group.id });
      });
    },

    async groupWithPairs(teacherHash) {
      const row = await db.selectFrom('pair_groups').select(['id', 'spec', 'created_at']).where('teacher_hash', '=', teacherHash).executeTakeFirst();
      if (!row) return null;
      const practices = await db.selectFrom('pair_practices').select(['id', 'label', 'active_at', 'created_at'])
        .where('group_id', '=', row.id).orderBy('created_at').orderBy('label').execute();
      const deals = await readPracticeDeals(db, practices.map((p) => p.id));
      return {
        group: { id: row.id, spec: storedJson('pair-spec', row.spec, 'pair_groups', row.id), createdAt: toNumber(row.created_at) },
        pairs: practices.map((p) => ({ practiceId: p.id, label: p.label ?? '', activeAt: toNumber(p.active_at), deals: deals.get(p.id) ?? [] })),
      };
    },
  };
}
