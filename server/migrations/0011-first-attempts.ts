// Each answer says whether it is its student's first attempt at its item (issue 38, audit R3): the class's progress
// (first attempts per student, set and rule) is then counted in SQL over the flagged rows only, instead of reading every
// answer of the class into the server. The flag is set when the answer is stored, as the student's square is folded
// (server/answer-store.ts); here the answers stored before it get theirs: per student and item, the earliest by time,
// then id (as the class's figures found it), answers whose item no longer exists left out. It needs nothing of 0010.
// Example: up(db) after 0009; `select id from answers where is_first = 1` → one answer per student and set item.

import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('answers').addColumn('is_first', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`update answers set is_first = 1 where (set_id, id) in (
      select set_id, id from (
        select set_id, id, row_number() over (partition by set_id, student_id, set_item_id order by at, id) as n
        from answers where set_item_id is not null
      ) as ranked where n = 1
    )`.execute(db);
  // the first attempts of a set (the class teacher's view) and of one student in it (a student's class page), with every
  // column the class's figures count (read from the index alone); both dialects index a WHERE
  await sql`create index answers_first on answers (set_id, student_id, expected_rule, at, id, is_right, set_item_id) where is_first = 1`.execute(db);
}
