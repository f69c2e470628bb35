// The database refuses a set that closes before it opens (issue 38 §2, audit R2): two PATCHes at once could store one
// (an opening and a closing that cross), and a write of the times no longer depends on the server's check alone.
// PostgreSQL: CHECK sets_closes_after_opens. SQLite cannot add a constraint to a table (and rebuilding `sets` inside
// the migration's transaction would delete its students, items and answers through ON DELETE CASCADE): two triggers named
// after it refuse such an insert or update with RAISE(ABORT, 'sets_closes_after_opens'). A set stored crossed
// before took no answers (it was "not yet open" until its opening, then ended): it is kept closed by its teacher's
// switch, its opening kept and its closing dropped, so that nothing changes for its students and the teacher may reopen it.
// Example: up(db) after 0009; `update sets set opens_at = 2, closes_at = 1` → refused on both databases.

import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The constraint's name, as the store tells the refusal apart (server/settings-store.ts isTimesRefusal). */
const NAME = 'sets_closes_after_opens';
const CROSSED = sql`new.opens_at is not null and new.closes_at is not null and new.closes_at <= new.opens_at`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update sets set closed = 1, closes_at = null
    where opens_at is not null and closes_at is not null and closes_at <= opens_at`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table sets add constraint ${sql.id(NAME)}
      check (opens_at is null or closes_at is null or closes_at > opens_at)`.execute(db);
    return;
  }
  await sql`create trigger ${sql.id(`${NAME}_insert`)} before insert on sets for each row when ${CROSSED}
    begin select raise(abort, ${sql.raw(`'${NAME}'`)}); end`.execute(db);
  await sql`create trigger ${sql.id(`${NAME}_update`)} before update of opens_at, closes_at on sets for each row when ${CROSSED}
    begin select raise(abort, ${sql.raw(`'${NAME}'`)}); end`.execute(db);
}
