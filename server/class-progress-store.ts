// The class's progress as the database counts it (issue 38, audit R3): its students' first attempts (answers flagged
// is_first when stored, migration 0011) grouped by class student, set and expected rule, in one query, with a term
// window (`since`) and, for a student's own page, that student's rows only. The rows come in the order their first
// attempts came (by time, then id), so that the rules keep the order the students first met them.
// Example: await progressRows(db, classId, { since: Date.UTC(2026, 8, 1) }) → [{ student, setId, rule: 'O-1NT', answered: 3, right: 2 }, …].

import { sql, type Kysely } from 'kysely';
import { toNumber } from './rows';
import type { Database } from './schema';

/** One class student's first attempts in one set at the items of one rule (null: items that are not calls). */
export interface ProgressRow {
  readonly student: string;
  readonly setId: string;
  readonly rule: string | null;
  readonly answered: number;
  readonly right: number;
}

export interface ProgressFilter {
  /** Only this class student's rows (a student's own page). */
  readonly student?: string;
  /** Only the first attempts that came at or after this moment (ms since 1970): the teacher's term window. */
  readonly since?: number;
}

/** The class's progress rows, each group ordered by its earliest first attempt (time, then id). */
export async function progressRows(db: Kysely<Database>, classId: string, filter: ProgressFilter = {}): Promise<ProgressRow[]> {
  const ofStudent = filter.student === undefined ? sql`` : sql`and s.class_student_id = ${filter.student}`;
  const since = filter.since === undefined ? sql`` : sql`and a.at >= ${filter.since}`;
  const { rows } = await sql<{ student: string; set_id: string; rule: string | null; answered: number | string; right_count: number | string }>`
    with firsts as (
      select s.class_student_id as student, a.set_id, a.expected_rule as rule, a.is_right, a.at, a.id,
        row_number() over (partition by s.class_student_id, a.set_id, a.expected_rule order by a.at, a.id) as n
      from sets t
      join students s on s.set_id = t.id
      join answers a on a.set_id = s.set_id and a.student_id = s.id
      where t.class_id = ${classId} and s.class_student_id is not null and a.is_first = 1 and a.set_item_id is not null ${ofStudent} ${since}
    )
    select student, set_id, rule, count(*) as answered, sum(is_right) as right_count,
      min(at) as first_at, min(case when n = 1 then id end) as first_id
    from firsts
    group by student, set_id, rule
    order by first_at, first_id`.execute(db);
  return rows.map((r) => ({ student: r.student, setId: r.set_id, rule: r.rule, answered: toNumber(r.answered), right: toNumber(r.right_count) }));
}
