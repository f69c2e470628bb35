// The results grid as stored squares: one row per student holding their squares (lib/teach/cells.ts, JSON by set
// item id), folded with each answer in the answer's transaction, so that the teacher's view reads 300 rows rather
// than every answer. Existing answers are folded here in the order they were stored.
// Example: up(db) after 0002; a student with no answer has the row '{}' (packCells of no squares).

import { sql, type Kysely } from 'kysely';
import { cellsOfAnswers, packCells, type StudentCells } from '@/lib/teach/cells';
import type { SetAnswer } from '@/lib/teach/set-types';
import { gradeOf, type GradeColumns } from '../item-rows';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('student_results')
    .addColumn('student_id', 'varchar(36)', (c) => c.primaryKey().references('students.id').onDelete('cascade'))
    .addColumn('set_id', 'varchar(36)', (c) => c.notNull().references('sets.id').onDelete('cascade'))
    .addColumn('cells', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('student_results_set').on('student_results').column('set_id').execute();

  const students = await sql<{ id: string; set_id: string }>`select id, set_id from students`.execute(db);
  const answers = await sql<GradeColumns & { set_id: string; id: string; student_id: string; set_item_id: string; answer: string; ms: number | string; at: number | string }>`
    select set_id, id, student_id, set_item_id, answer, ms, at, is_right, answer_text, wrong_rule, expected_call, expected_text,
      expected_rule, expected_by, expected_kind, system
    from answers where set_item_id is not null order by at, id`.execute(db);
  // folded set by set: an answer's id is unique within its set only
  const bySet = new Map<string, typeof answers.rows>();
  for (const a of answers.rows) {
    const rows = bySet.get(a.set_id) ?? [];
    rows.push(a);
    bySet.set(a.set_id, rows);
  }
  const cells = new Map<string, StudentCells>();
  for (const rows of bySet.values()) {
    const folded = cellsOfAnswers(
      rows.map((a) => ({
        id: a.id, student: a.student_id, setItem: a.set_item_id, position: 0, answer: JSON.parse(a.answer) as SetAnswer,
        grade: gradeOf(a), ms: Number(a.ms), at: Number(a.at),
      })),
    );
    for (const [student, own] of folded) cells.set(student, own);
  }
  for (const s of students.rows) {
    await sql`insert into student_results (student_id, set_id, cells) values (${s.id}, ${s.set_id}, ${packCells(cells.get(s.id) ?? {})})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('student_results').execute();
}
