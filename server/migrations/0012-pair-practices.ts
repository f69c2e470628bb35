// Partnership practice (issue 41): two people bid the same deals, each with a link of their own seat. A practice's
// deals are rows made once; each call is a row written when it is made (a partner's with the id its device made, so a
// resend is the same call; the system's for the opponents in the same transaction); a deal's review (the grades and the
// mark) is written once when its auction ends. Nothing of the sets changes. Example: up(db) after 0011.

import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pair_practices')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    /** PairSpec as JSON text: the language, the pair's side, the opponents, a title. */
    .addColumn('spec', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    /** The last call's time (or the making's): the practice lives PAIR_IDLE_MS after it. */
    .addColumn('active_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pair_practices_active').on('pair_practices').column('active_at').execute();

  /** A seat's link: the hash of its token (the token itself is never stored). */
  await db.schema
    .createTable('pair_seats')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('practice_id', 'varchar(36)', (c) => c.notNull().references('pair_practices.id').onDelete('cascade'))
    .addColumn('seat', 'varchar(1)', (c) => c.notNull())
    .addUniqueConstraint('pair_seats_seat', ['practice_id', 'seat'])
    .execute();

  await db.schema
    .createTable('pair_deals')
    .addColumn('practice_id', 'varchar(36)', (c) => c.notNull().references('pair_practices.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    /** The deal as PBN ('N:…'), its dealer and vulnerability, and its board number in a file (null: none). */
    .addColumn('deal', 'varchar(80)', (c) => c.notNull())
    .addColumn('dealer', 'varchar(1)', (c) => c.notNull())
    .addColumn('vul', 'varchar(4)', (c) => c.notNull())
    .addColumn('board', 'integer')
    /** PairReview as JSON text, written once when the auction ends; null until then. */
    .addColumn('review', 'text')
    .addColumn('ended_at', 'bigint')
    .addPrimaryKeyConstraint('pair_deals_pk', ['practice_id', 'position'])
    .execute();

  /** One call of a deal's auction: one row per turn (two presses for one turn cannot both be stored). */
  await db.schema
    .createTable('pair_calls')
    .addColumn('practice_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('turn', 'integer', (c) => c.notNull())
    .addColumn('seat', 'varchar(1)', (c) => c.notNull())
    .addColumn('call', 'varchar(4)', (c) => c.notNull())
    .addColumn('by', 'varchar(6)', (c) => c.notNull())
    .addColumn('rule', 'varchar(16)')
    /** The id the partner's device made for the call (null for the system's): a resend is the same call. */
    .addColumn('call_id', 'varchar(64)')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pair_calls_pk', ['practice_id', 'position', 'turn'])
    .addForeignKeyConstraint('pair_calls_deal', ['practice_id', 'position'], 'pair_deals', ['practice_id', 'position'], (fk) => fk.onDelete('cascade'))
    .addUniqueConstraint('pair_calls_id', ['practice_id', 'call_id'])
    .execute();

  /** A partner's short note on a deal, for the other partner (one per seat and deal, written over). */
  await db.schema
    .createTable('pair_notes')
    .addColumn('practice_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('seat', 'varchar(1)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pair_notes_pk', ['practice_id', 'position', 'seat'])
    .addForeignKeyConstraint('pair_notes_deal', ['practice_id', 'position'], 'pair_deals', ['practice_id', 'position'], (fk) => fk.onDelete('cascade'))
    .execute();
}
