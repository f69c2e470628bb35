// The rule of the student's own call with each answer's grade (issue 37, D4): the review and the teacher's square
// caption the student's call with the rule that makes that call, stored when the answer is graded, never the expected
// answer's. Answers stored before it keep a null (not known: no caption). Example: up(db) after 0006; `select own_rule from answers` → null.

import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // a rule id ('R1N-2S', as wide as the grade's other rules), '' for a call no rule makes; nullable, no default
  await db.schema.alterTable('answers').addColumn('own_rule', 'varchar(24)').execute();
}
