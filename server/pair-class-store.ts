// A class's partnership practices drawn from its roster (issue 41): the class's groups as its teacher lists them and as
// each student sees them (their seat, their partner), another token for a student's seat, and the students who pair
// themselves with a code: each start or join runs in one transaction holding the group's row (PostgreSQL FOR UPDATE;
// SQLite's IMMEDIATE transaction runs alone), so a student never holds two seats of one group.
// Example: await store.pairClasses.joinPractice(groupId, 'K7M2Q9XD', { classStudentId, tokenHash }) → { practiceId, seat: 'S' }.

import type { Kysely, Transaction } from 'kysely';
import type { Seat } from '../lib/bridge/types';
import { sideSeats } from '../lib/pairs/pair-auction';
import type { OpenedDatabase } from './db';
import { pairGroupRow } from './pair-group-store';
import { insertPractice } from './pair-store';
import type { ClassPairGroupRow, PairClassStore, StudentSeatRow } from './pair-store-types';
import { storedJson, toNumber } from './rows';
import type { Database } from './schema';

const GROUP_COLUMNS = ['id', 'spec', 'created_at', 'class_id', 'pairing', 'deals'] as const;

export function createPairClassStore({ db, dialect }: OpenedDatabase): PairClassStore {
  const dealsOf = (row: { id: string; deals: string | null }) => (row.deals === null ? [] : storedJson('pair-deals', row.deals, 'pair_groups', row.id).deals);

  async function classGroups(classId: string): Promise<ClassPairGroupRow[]> {
    const rows = await db.selectFrom('pair_groups').select(GROUP_COLUMNS).where('class_id', '=', classId).orderBy('created_at', 'desc').execute();
    if (rows.length === 0) return [];
    const counts = await db.selectFrom('pair_practices').select(['group_id', (eb) => eb.fn.countAll<number | string>().as('pairs')])
      .where('group_id', 'in', rows.map((r) => r.id)).groupBy('group_id').execute();
    const pairs = new Map(counts.map((c) => [c.group_id, toNumber(c.pairs)]));
    return rows.map((r) => ({ ...pairGroupRow(r), pairs: pairs.get(r.id) ?? 0, deals: dealsOf(r).length }));
  }

  /** The group's row locked for the rest of the transaction (SQLite's transaction holds the whole database). */
  async function lockGroup(trx: Transaction<Database>, groupId: string) {
    const query = trx.selectFrom('pair_groups').select(['id', 'spec']).where('id', '=', groupId);
    return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  }

  /** Whether the student holds a seat of one of the group's practices. */
  async function holdsSeat(q: Transaction<Database> | Kysely<Database>, groupId: string, classStudentId: string): Promise<boolean> {
    const row = await q.selectFrom('pair_seats').innerJoin('pair_practices', 'pair_practices.id', 'pair_seats.practice_id')
      .select('pair_seats.seat').where('pair_practices.group_id', '=', groupId).where('pair_seats.class_student_id', '=', classStudentId).executeTakeFirst();
    return row !== undefined;
  }

  return {
    groupsOfClass: classGroups,

    async studentGroups(classId, classStudentId) {
      const groups = await classGroups(classId);
      if (groups.length === 0) return [];
      const seats = await db.selectFrom('pair_seats').innerJoin('pair_practices', 'pair_practices.id', 'pair_seats.practice_id')
        .select(['pair_practices.group_id', 'pair_practices.id', 'pair_practices.join_code', 'pair_seats.seat'])
        .where('pair_seats.class_student_id', '=', classStudentId).where('pair_practices.group_id', 'in', groups.map((g) => g.id)).execute();
      const partners = seats.length === 0 ? [] : await db.selectFrom('pair_seats').innerJoin('class_students', 'class_students.id', 'pair_seats.class_student_id')
        .select(['pair_seats.practice_id', 'class_students.name']).where('pair_seats.practice_id', 'in', seats.map((s) => s.id))
        .where('pair_seats.class_student_id', '!=', classStudentId).execute();
      const partnerOf = new Map(partners.map((p) => [p.practice_id, p.name]));
      const mine = new Map<string, StudentSeatRow>(seats.map((s) => [s.group_id ?? '', {
        practiceId: s.id, seat: s.seat as Seat, joinCode: s.join_code, partner: partnerOf.get(s.id) ?? null,
      }]));
      return groups.map((g) => ({ ...g, mine: mine.get(g.id) ?? null }));
    },

    async classGroup(classId, groupId) {
      const row = await db.selectFrom('pair_groups').select(GROUP_COLUMNS).where('id', '=', groupId).where('class_id', '=', classId).executeTakeFirst();
      return row ? { group: pairGroupRow(row), deals: dealsOf(row) } : null;
    },

    async addSeatToken(practiceId, seat, tokenHash) {
      await db.insertInto('pair_seat_tokens').values({ token_hash: tokenHash, practice_id: practiceId, seat }).execute();
    },

    async startPractice(groupId, classStudentId, practice) {
      return db.transaction().execute(async (trx) => {
        if (!(await lockGroup(trx, groupId)) || (await holdsSeat(trx, groupId, classStudentId))) return 'taken';
        await insertPractice(trx, { ...practice, groupId });
        return 'made';
      });
    },

    async joinPractice(groupId, code, { classStudentId, tokenHash }) {
      return db.transaction().execute(async (trx) => {
        const group = await lockGroup(trx, groupId);
        if (!group) return null;
        if (await holdsSeat(trx, groupId, classStudentId)) return 'taken';
        const practice = await trx.selectFrom('pair_practices').select(['id', 'spec']).where('group_id', '=', groupId).where('join_code', '=', code).executeTakeFirst();
        if (!practice) return null;
        const spec = storedJson('pair-spec', practice.spec, 'pair_practices', practice.id);
        const taken = (await trx.selectFrom('pair_seats').select('seat').where('practice_id', '=', practice.id).execute()).map((s) => s.seat);
        const seat = sideSeats(spec.side).find((s) => !taken.includes(s));
        await trx.updateTable('pair_practices').set({ join_code: null }).where('id', '=', practice.id).execute();
        if (!seat) return null;
        await trx.insertInto('pair_seats').values({ token_hash: tokenHash, practice_id: practice.id, seat, class_student_id: classStudentId }).execute();
        return { practiceId: practice.id, seat };
      });
    },
  };
}
