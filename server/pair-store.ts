// The partnership practices' part of the Store (pair-store-types.ts): a practice, its seats and deals made in one
// transaction; each call a row written in a transaction that holds the deal's row (PostgreSQL FOR UPDATE; SQLite's
// IMMEDIATE transaction runs alone), checked against the calls as they are then, with the system's calls for the
// opponents and the deal's review (once the auction ends) in the same transaction. The turn is the calls' primary key:
// two presses for one turn cannot both be stored. Example: await createPairStore(opened).putCall(id, 0, callId, now, plan).

import type { Kysely, Transaction } from 'kysely';
import type { RuleId } from '../lib/bidder';
import type { Seat, Vulnerability } from '../lib/bridge/types';
import type { PairCall } from '../lib/pairs/pair-types';
import { sideSeats } from '../lib/pairs/pair-auction';
import { storedText } from '../lib/set-api/stored';
import type { OpenedDatabase } from './db';
import { isUniqueViolation } from './db';
import { storedJson, toNumber } from './rows';
import type { Database } from './schema';
import type { NewPairPractice, PairPracticeRow, PairStore, StoredPairDeal } from './pair-store-types';

function practiceRow(row: { id: string; spec: string; created_at: number | string; active_at: number | string }): PairPracticeRow {
  return { id: row.id, spec: storedJson('pair-spec', row.spec, 'pair_practices', row.id), createdAt: toNumber(row.created_at), activeAt: toNumber(row.active_at) };
}

function callRow(row: { turn: number; seat: string; call: string; by: string; rule: string | null }): PairCall {
  return { turn: toNumber(row.turn), seat: row.seat as Seat, call: row.call, by: row.by === 'pair' ? 'pair' : 'system', rule: row.rule as RuleId | null };
}

function callValues(practiceId: string, position: number, rows: readonly PairCall[], at: number, callId: string | null) {
  // the partner's own call carries the device's id; the system's that follow it carry none
  return rows.map((r) => ({
    practice_id: practiceId, position, turn: r.turn, seat: r.seat, call: r.call, by: r.by, rule: r.rule,
    call_id: r.by === 'pair' ? callId : null, at,
  }));
}

/** A practice with its seats, deals and the opponents' first calls, inside the caller's transaction. */
export async function insertPractice(trx: Transaction<Database>, practice: NewPairPractice): Promise<void> {
  await trx.insertInto('pair_practices').values({
    id: practice.id, spec: storedText('pair-spec', practice.spec), created_at: practice.createdAt, active_at: practice.createdAt,
    group_id: practice.groupId ?? null, label: practice.label ?? null, join_code: practice.joinCode ?? null,
  }).execute();
  await trx.insertInto('pair_seats').values(practice.seats.map((s) => ({
    token_hash: s.tokenHash, practice_id: practice.id, seat: s.seat, class_student_id: s.classStudentId ?? null,
  }))).execute();
  await trx.insertInto('pair_deals').values(practice.deals.map(({ deal }, position) => ({
    practice_id: practice.id, position, deal: deal.deal, dealer: deal.dealer, vul: deal.vul, board: deal.board, review: null, ended_at: null,
  }))).execute();
  const first = practice.deals.flatMap(({ calls }, position) => callValues(practice.id, position, calls, practice.createdAt, null));
  if (first.length > 0) await trx.insertInto('pair_calls').values(first).execute();
}

/** The deals of these practices with their calls and notes, by practice (one deal with `position`), in three queries. */
export async function readPracticeDeals(
  q: Transaction<Database> | Kysely<Database>, practiceIds: readonly string[], position?: number,
): Promise<Map<string, StoredPairDeal[]>> {
  const out = new Map<string, StoredPairDeal[]>();
  if (practiceIds.length === 0) return out;
  let deals = q.selectFrom('pair_deals').select(['practice_id', 'position', 'deal', 'dealer', 'vul', 'board', 'review', 'dd']).where('practice_id', 'in', practiceIds);
  let calls = q.selectFrom('pair_calls').select(['practice_id', 'position', 'turn', 'seat', 'call', 'by', 'rule']).where('practice_id', 'in', practiceIds);
  let notes = q.selectFrom('pair_notes').select(['practice_id', 'position', 'seat', 'text']).where('practice_id', 'in', practiceIds);
  if (position !== undefined) {
    deals = deals.where('position', '=', position);
    calls = calls.where('position', '=', position);
    notes = notes.where('position', '=', position);
  }
  const [dealRows, callRows, noteRows] = await Promise.all([
    deals.orderBy('practice_id').orderBy('position').execute(),
    calls.orderBy('practice_id').orderBy('position').orderBy('turn').execute(),
    notes.execute(),
  ]);
  const key = (practice: string, at: number | string) => `${practice}/${toNumber(at)}`;
  const callsOf = new Map<string, PairCall[]>();
  for (const c of callRows) callsOf.set(key(c.practice_id, c.position), [...(callsOf.get(key(c.practice_id, c.position)) ?? []), callRow(c)]);
  const notesOf = new Map<string, Partial<Record<Seat, string>>>();
  for (const n of noteRows) notesOf.set(key(n.practice_id, n.position), { ...notesOf.get(key(n.practice_id, n.position)), [n.seat as Seat]: n.text });
  for (const d of dealRows) {
    const at = toNumber(d.position);
    const k = key(d.practice_id, at);
    out.set(d.practice_id, [...(out.get(d.practice_id) ?? []), {
      position: at, deal: d.deal, dealer: d.dealer as Seat, vul: d.vul as Vulnerability, board: d.board === null ? null : toNumber(d.board),
      calls: callsOf.get(k) ?? [],
      review: d.review === null ? null : storedJson('pair-review', d.review, 'pair_deals', k),
      dd: d.dd === null ? null : storedJson('pair-dd', d.dd, 'pair_deals', k),
      notes: notesOf.get(k) ?? {},
    }]);
  }
  return out;
}

export function createPairStore({ db, dialect }: OpenedDatabase): PairStore {
  const readDeals = async (q: Transaction<Database> | typeof db, practiceId: string, position?: number): Promise<StoredPairDeal[]> =>
    (await readPracticeDeals(q, [practiceId], position)).get(practiceId) ?? [];

  return {
    async createPractice(practice) {
      await db.transaction().execute((trx) => insertPractice(trx, practice));
      return { id: practice.id, spec: practice.spec, createdAt: practice.createdAt, activeAt: practice.createdAt };
    },

    async seatByToken(tokenHash, idleSince) {
      // the seat's first token, or one more a class student's device was given (pair_seat_tokens)
      const row = await db
        .selectFrom('pair_seats')
        .innerJoin('pair_practices', 'pair_practices.id', 'pair_seats.practice_id')
        .select(['pair_practices.id', 'pair_practices.spec', 'pair_practices.created_at', 'pair_practices.active_at', 'pair_seats.seat'])
        .where('pair_seats.token_hash', '=', tokenHash)
        .where('pair_practices.active_at', '>=', idleSince)
        .unionAll(db
          .selectFrom('pair_seat_tokens')
          .innerJoin('pair_practices', 'pair_practices.id', 'pair_seat_tokens.practice_id')
          .select(['pair_practices.id', 'pair_practices.spec', 'pair_practices.created_at', 'pair_practices.active_at', 'pair_seat_tokens.seat'])
          .where('pair_seat_tokens.token_hash', '=', tokenHash)
          .where('pair_practices.active_at', '>=', idleSince))
        .executeTakeFirst();
      return row ? { practice: practiceRow(row), seat: row.seat as Seat } : null;
    },

    dealsOf(practiceId) {
      return readDeals(db, practiceId);
    },

    async putCall(practiceId, position, callId, at, plan) {
      try {
        return await db.transaction().execute(async (trx) => {
          const dealQuery = trx.selectFrom('pair_deals').select('position').where('practice_id', '=', practiceId).where('position', '=', position);
          if ((await (dialect === 'postgres' ? dealQuery.forUpdate() : dealQuery).executeTakeFirst()) === undefined) return null;
          const before = await trx.selectFrom('pair_calls').select(['position', 'turn', 'seat', 'call', 'by', 'rule'])
            .where('practice_id', '=', practiceId).where('call_id', '=', callId).executeTakeFirst();
          if (before) {
            const [deal] = await readDeals(trx, practiceId, toNumber(before.position));
            return { stored: 'repeat' as const, deal, call: callRow(before) };
          }
          const [deal] = await readDeals(trx, practiceId, position);
          const planned = plan(deal, deal.calls);
          if (!planned.ok) return { stored: 'refused' as const, issue: planned.error.code, params: planned.error.params };
          await trx.insertInto('pair_calls').values(callValues(practiceId, position, planned.value.rows, at, callId)).execute();
          if (planned.value.review) {
            await trx.updateTable('pair_deals').set({ review: storedText('pair-review', planned.value.review), ended_at: at })
              .where('practice_id', '=', practiceId).where('position', '=', position).execute();
          }
          await trx.updateTable('pair_practices').set({ active_at: at }).where('id', '=', practiceId).execute();
          const [after] = await readDeals(trx, practiceId, position);
          return { stored: 'created' as const, deal: after };
        });
      } catch (error) {
        // two presses for one turn, or the same id twice, at once: one was stored; the other is told what now stands
        if (!isUniqueViolation(error)) throw error;
        const [deal] = await readDeals(db, practiceId, position);
        const same = await db.selectFrom('pair_calls').select(['turn', 'seat', 'call', 'by', 'rule'])
          .where('practice_id', '=', practiceId).where('call_id', '=', callId).executeTakeFirst();
        if (same) return { stored: 'repeat', deal, call: callRow(same) };
        return { stored: 'refused', issue: 'turn-taken', params: { turn: deal.calls.length - 1, now: deal.calls.length } };
      }
    },

    async joinWithCode(code, tokenHash, idleSince) {
      return db.transaction().execute(async (trx) => {
        // a class's practice is joined from the class's page only (pair-class-store.ts joinPractice)
        const query = trx.selectFrom('pair_practices').select(['id', 'spec', 'created_at', 'active_at'])
          .where('join_code', '=', code).where('active_at', '>=', idleSince).where('group_id', 'is', null);
        const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
        if (!row) return null;
        const practice = practiceRow(row);
        const taken = (await trx.selectFrom('pair_seats').select('seat').where('practice_id', '=', row.id).execute()).map((s) => s.seat);
        const seat = sideSeats(practice.spec.side).find((s) => !taken.includes(s));
        await trx.updateTable('pair_practices').set({ join_code: null }).where('id', '=', row.id).execute();
        if (!seat) return null;
        await trx.insertInto('pair_seats').values({ token_hash: tokenHash, practice_id: row.id, seat }).execute();
        return { practice, seat };
      });
    },

    async putNote(practiceId, position, seat, text, at) {
      const deal = await db.selectFrom('pair_deals').select('position').where('practice_id', '=', practiceId).where('position', '=', position).executeTakeFirst();
      if (!deal) return false;
      await db.insertInto('pair_notes').values({ practice_id: practiceId, position, seat, text, at })
        .onConflict((oc) => oc.columns(['practice_id', 'position', 'seat']).doUpdateSet({ text, at })).execute();
      return true;
    },

    async putDd(practiceId, position, dd) {
      await db.updateTable('pair_deals').set({ dd: storedText('pair-dd', dd) })
        .where('practice_id', '=', practiceId).where('position', '=', position).where('review', 'is not', null).execute();
    },

    async pruneIdle(idleSince) {
      const result = await db.deleteFrom('pair_practices').where('active_at', '<', idleSince).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
