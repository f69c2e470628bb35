// The live classes' and polls' part of the Store (live-store-types.ts): a class and its problems made in one
// transaction; a step in a transaction holding the class's row (PostgreSQL FOR UPDATE; SQLite's IMMEDIATE transaction
// runs alone); a vote one conditional insert (stored only while its problem takes votes, ignored when the device or the
// class student has voted), so that 300 phones voting at once take no lock; tallies counted in SQL.
// Example: await createLiveStore(opened).putVote(id, 0, { deviceHash, classStudentId: null, call: '1H', right: true, rule: 'O-1M', at }).

import { sql } from 'kysely';
import { storedText } from '../lib/set-api/stored';
import { err, ok } from '../lib/result';
import { LIVE_PHASES, type LivePhase, type LiveProblem } from '../lib/live/live-types';
import type { OpenedDatabase } from './db';
import { isUniqueViolation } from './db';
import { storedJson, toNumber } from './rows';
import type { LiveRow, LiveStore } from './live-store-types';

/** A phase as stored; anything else (a newer release's) reads as closed: no votes, no steps. */
function readPhase(text: string): LivePhase {
  return (LIVE_PHASES as readonly string[]).includes(text) ? (text as LivePhase) : 'closed';
}

const COLUMNS = ['id', 'code', 'class_id', 'spec', 'count', 'position', 'phase', 'created_at', 'active_at'] as const;

function liveRow(row: { id: string; code: string; class_id: string | null; spec: string; count: number; position: number; phase: string; created_at: number | string; active_at: number | string }): LiveRow {
  return {
    id: row.id, code: row.code, classId: row.class_id, spec: storedJson('live-spec', row.spec, 'live_sessions', row.id),
    count: toNumber(row.count), position: toNumber(row.position), phase: readPhase(row.phase),
    createdAt: toNumber(row.created_at), activeAt: toNumber(row.active_at),
  };
}

const problemOf = (id: string, position: number | string, text: string) => storedJson('item', text, 'live_problems', `${id}/${toNumber(position)}`) as LiveProblem;

export function createLiveStore({ db, dialect }: OpenedDatabase): LiveStore {
  const counted = (rows: { call: string; count: number | string }[]) => rows.map((r) => ({ call: r.call, count: toNumber(r.count) }));

  async function voteOf(id: string, position: number, deviceHash: string, classStudentId: string | null): Promise<string | null> {
    let query = db.selectFrom('live_votes').select('call').where('session_id', '=', id).where('position', '=', position);
    query = classStudentId === null ? query.where('device_hash', '=', deviceHash)
      : query.where((eb) => eb.or([eb('device_hash', '=', deviceHash), eb('class_student_id', '=', classStudentId)]));
    return (await query.executeTakeFirst())?.call ?? null;
  }

  async function pollVoteOf(pollHash: string, deviceHash: string): Promise<string | null> {
    const row = await db.selectFrom('poll_votes').select('call').where('poll_hash', '=', pollHash).where('device_hash', '=', deviceHash).executeTakeFirst();
    return row?.call ?? null;
  }

  return {
    async create(live) {
      try {
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('live_sessions').values({
            id: live.id, code: live.code, teacher_hash: live.teacherHash, class_id: live.classId, spec: storedText('live-spec', live.spec),
            count: live.problems.length, position: 0, phase: 'voting', created_at: live.createdAt, active_at: live.createdAt,
          }).execute();
          await trx.insertInto('live_problems').values(live.problems.map((problem, position) => ({ session_id: live.id, position, problem: storedText('item', problem) }))).execute();
        });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async byCode(code) {
      const row = await db.selectFrom('live_sessions').select(COLUMNS).where('code', '=', code).executeTakeFirst();
      return row ? liveRow(row) : null;
    },

    async byTeacherHash(hash) {
      const row = await db.selectFrom('live_sessions').select(COLUMNS).where('teacher_hash', '=', hash).executeTakeFirst();
      return row ? liveRow(row) : null;
    },

    async ofClass(classId) {
      const rows = await db.selectFrom('live_sessions').select(COLUMNS).where('class_id', '=', classId).orderBy('created_at', 'desc').execute();
      return rows.map(liveRow);
    },

    async problems(id) {
      const rows = await db.selectFrom('live_problems').select(['position', 'problem']).where('session_id', '=', id).orderBy('position').execute();
      return rows.map((r) => problemOf(id, r.position, r.problem));
    },

    async problem(id, position) {
      const row = await db.selectFrom('live_problems').select(['position', 'problem']).where('session_id', '=', id).where('position', '=', position).executeTakeFirst();
      return row ? problemOf(id, row.position, row.problem) : null;
    },

    async step(id, at, plan) {
      return db.transaction().execute(async (trx) => {
        const query = trx.selectFrom('live_sessions').select(COLUMNS).where('id', '=', id);
        const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirstOrThrow();
        const now = liveRow(row);
        const next = plan(now);
        if (!next.ok) return err(next.error);
        await trx.updateTable('live_sessions').set({ position: next.value.position, phase: next.value.phase, active_at: at }).where('id', '=', id).execute();
        return ok({ ...now, ...next.value, activeAt: at });
      });
    },

    async putVote(id, position, vote) {
      // stored only while the problem takes votes; a second vote of the device (its key) or the student (unique) is not
      const inserted = await sql<{ call: string }>`
        insert into live_votes (session_id, position, device_hash, class_student_id, call, is_right, expected_rule, at)
        select ${id}, ${position}, ${vote.deviceHash}, ${vote.classStudentId}, ${vote.call}, ${vote.right ? 1 : 0}, ${vote.rule}, ${vote.at}
        where exists (select 1 from live_sessions where id = ${id} and position = ${position} and phase = 'voting')
        on conflict do nothing
        returning call`.execute(db);
      if (inserted.rows.length > 0) return { stored: 'created', call: vote.call };
      const before = await voteOf(id, position, vote.deviceHash, vote.classStudentId);
      return before === null ? { stored: 'closed' } : { stored: 'repeat', call: before };
    },

    voteOf,

    async counts(id, position) {
      const rows = await db.selectFrom('live_votes').select(['call', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('session_id', '=', id).where('position', '=', position).groupBy('call').execute();
      return counted(rows);
    },

    async allCounts(id) {
      const rows = await db.selectFrom('live_votes').select(['position', 'call', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('session_id', '=', id).groupBy(['position', 'call']).execute();
      return rows.map((r) => ({ position: toNumber(r.position), call: r.call, count: toNumber(r.count) }));
    },

    async studentVotes(id) {
      const rows = await db.selectFrom('live_votes').select(['position', 'class_student_id', 'call', 'is_right'])
        .where('session_id', '=', id).where('class_student_id', 'is not', null).orderBy('position').execute();
      return rows.map((r) => ({ position: toNumber(r.position), student: r.class_student_id ?? '', call: r.call, right: toNumber(r.is_right) === 1 }));
    },

    async putPollVote(pollHash, deviceHash, call, at) {
      const inserted = await db.insertInto('poll_votes').values({ poll_hash: pollHash, device_hash: deviceHash, call, at })
        .onConflict((oc) => oc.doNothing()).returning('call').execute();
      if (inserted.length > 0) return { stored: 'created', call };
      return { stored: 'repeat', call: (await pollVoteOf(pollHash, deviceHash)) ?? call };
    },

    pollVoteOf,

    async pollCounts(pollHash) {
      const rows = await db.selectFrom('poll_votes').select(['call', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('poll_hash', '=', pollHash).groupBy('call').execute();
      return counted(rows);
    },
  };
}
