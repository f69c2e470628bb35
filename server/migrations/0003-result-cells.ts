// The results grid as stored squares: one row per student holding their squares (lib/teach/cells.ts, JSON by set
// item id), folded with each answer in the answer's transaction, so that the teacher's view reads 300 rows rather
// than every answer. Existing answers are folded here in the order they were stored, as 0003 folded them
// (frozen-0003/squares.ts: no live library code, so that a later change to the squares never changes this migration).
// Example: up(db) after 0002; a student with no answer has the row '{}' (packCells of no squares).

import { sql, type Kysely } from 'kysely';
import { foldSquares, type AnswerRow0003, type Square0003 } from './frozen-0003/squares';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('student_results')
    .addColumn('student_id', 'varchar(36)', (c) => c.primaryKey().references('students.id').onDelete('cascade'))
    .addColumn('set_id', 'varchar(36)', (c) => c.notNull().references('sets.id').onDelete('cascade'))
    .addColumn('cells', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('student_results_set').on('student_results').column('set_id').execute();

  const students = await sql<{ id: string; set_id: string }>`select id, set_id from students`.execute(db);
  const answers = await sql<AnswerRow0003 & { set_id: string }>`
    select set_id, id, student_id, set_item_id, ms, at, is_right, answer_text, wrong_rule, expected_rule
    from answers where set_item_id is not null order by at, id`.execute(db);
  // folded set by set: an answer's id is unique within its set only
  const bySet = new Map<string, typeof answers.rows>();
  for (const a of answers.rows) {
    const rows = bySet.get(a.set_id) ?? [];
    rows.push(a);
    bySet.set(a.set_id, rows);
  }
  const squares = new Map<string, Record<string, Square0003>>();
  for (const rows of bySet.values()) {
    for (const [student, own] of foldSquares(rows)) squares.set(student, own);
  }
  for (const s of students.rows) {
    await sql`insert into student_results (student_id, set_id, cells) values (${s.id}, ${s.set_id}, ${JSON.stringify(squares.get(s.id) ?? {})})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('student_results').execute();
}
