// Accepts that name the hand they were made on (issue 37): an accepted call is the set item's (item_id null: every
// hand of it, as every accept was until now) or one stored item's (item_id: a fresh-hands student's own hand). Old
// accepts stay the set item's, so no answer is graded differently than it was. Each stored results square gets the
// expected answer its first attempt was graded against (the spread is split by it), read from that answer's row.
// Example: up(db) after 0006; `select item_id from accepted_calls` → null for every accept made before it.

import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // the key changes (the same call on two hands of one item), and SQLite changes a key only by making the table anew
  await db.schema
    .createTable('accepted_calls_0007')
    .addColumn('set_item_id', 'varchar(36)', (c) => c.notNull().references('set_items.id').onDelete('cascade'))
    .addColumn('item_id', 'varchar(36)', (c) => c.references('items.id').onDelete('cascade'))
    .addColumn('call', 'varchar(8)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into accepted_calls_0007 (set_item_id, item_id, call, at) select set_item_id, null, call, at from accepted_calls`.execute(db);
  await db.schema.dropTable('accepted_calls').execute();
  await db.schema.alterTable('accepted_calls_0007').renameTo('accepted_calls').execute();
  // a call once per set item for every hand, and once per hand (both dialects index a WHERE)
  await sql`create unique index accepted_calls_every_hand on accepted_calls (set_item_id, call) where item_id is null`.execute(db);
  await sql`create unique index accepted_calls_one_hand on accepted_calls (item_id, call) where item_id is not null`.execute(db);
  await db.schema.createIndex('accepted_calls_set_item').on('accepted_calls').column('set_item_id').execute();
  await expectedInSquares(db);
}

/**
 * Every stored square (student_results.cells: JSON of packed arrays by set item id, ten values each) gets an eleventh,
 * the expected answer's text of its first attempt (the answer whose id is its first value), as its answer row keeps it.
 */
async function expectedInSquares(db: Kysely<unknown>): Promise<void> {
  const sets = await sql<{ set_id: string }>`select distinct set_id from student_results`.execute(db);
  for (const { set_id: setId } of sets.rows) {
    const answers = await sql<{ id: string; expected_text: string | null }>`select id, expected_text from answers where set_id = ${setId}`.execute(db);
    const expected = new Map(answers.rows.map((a) => [a.id, a.expected_text]));
    const rows = await sql<{ student_id: string; cells: string }>`select student_id, cells from student_results where set_id = ${setId}`.execute(db);
    for (const row of rows.rows) {
      const cells = JSON.parse(row.cells) as Record<string, unknown[]>;
      let changed = false;
      for (const cell of Object.values(cells)) {
        const text = expected.get(String(cell[0]));
        if (cell.length === 10 && typeof text === 'string') {
          cell.push(text);
          changed = true;
        }
      }
      if (changed) await sql`update student_results set cells = ${JSON.stringify(cells)} where student_id = ${row.student_id}`.execute(db);
    }
  }
}
