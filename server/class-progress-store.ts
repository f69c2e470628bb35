// The class's progress as the database counts it (issue 38, audit R3): its students' first attempts (answers flagged
// is_first when stored, migration 0011) counted in SQL, never read one by one into the server: per class student and
// rule, per class student and set (the teacher's view, with a term window `since`), and per set and rule for one
// student (their own page reads only their rows). Rules come in the order the student first met them (the earliest
// first attempt by time, then id), as the figures were counted before.
// Example: await classTotals(opened, classId, Date.UTC(2026, 8, 1)) → { rules: [{ student, rule: 'O-1NT', answered: 3, right: 2 }], sets: [{ student, setId, answered: 20, right: 14 }] }.

import { sql, type RawBuilder } from 'kysely';
import type { Counted, RuleRow, SetTotalRow, StudentRuleRow } from './class-store-types';
import type { OpenedDatabase } from './db';
import { toNumber } from './rows';

/** The class's first attempts, joined to the class student they are; `since` (ms) keeps those at or after it. */
function firsts(classId: string, since: number | undefined, student?: string): RawBuilder<unknown> {
  return sql`from sets t
    join answers a on a.set_id = t.id and a.is_first = 1
    join students s on s.set_id = a.set_id and s.id = a.student_id
    where t.class_id = ${classId} and s.class_student_id is not null and a.set_item_id is not null
    ${student === undefined ? sql`` : sql`and s.class_student_id = ${student}`}
    ${since === undefined ? sql`` : sql`and a.at >= ${since}`}`;
}

/**
 * The earliest first attempt of a group as one sortable text: the time zero-padded, then the id. Its min is the
 * first by time, then id (a window function would sort every row of the class for it).
 */
function firstKey(dialect: OpenedDatabase['dialect']): RawBuilder<string> {
  return dialect === 'postgres' ? sql<string>`min(lpad(a.at::text, 15, '0') || a.id)` : sql<string>`min(printf('%015d', a.at) || a.id)`;
}

type CountedColumns = { answered: number | string; right_count: number | string | null };
const counted = (r: CountedColumns): Counted => ({ answered: toNumber(r.answered), right: toNumber(r.right_count ?? 0) });

/** The class teacher's figures: per class student and rule (in the order first met), and per class student and set. */
export async function classTotals({ db, dialect }: Pick<OpenedDatabase, 'db' | 'dialect'>, classId: string, since?: number): Promise<{ rules: RuleRow[]; sets: SetTotalRow[] }> {
  const [rules, sets] = await Promise.all([
    sql<CountedColumns & { student: string; rule: string | null; first_key: string }>`
      select s.class_student_id as student, a.expected_rule as rule, count(*) as answered, sum(a.is_right) as right_count, ${firstKey(dialect)} as first_key
      ${firsts(classId, since)}
      group by s.class_student_id, a.expected_rule
      order by first_key`.execute(db),
    sql<CountedColumns & { student: string; set_id: string }>`
      select s.class_student_id as student, a.set_id, count(*) as answered, sum(a.is_right) as right_count
      ${firsts(classId, since)}
      group by s.class_student_id, a.set_id`.execute(db),
  ]);
  return {
    rules: rules.rows.map((r) => ({ student: r.student, rule: r.rule, ...counted(r) })),
    sets: sets.rows.map((r) => ({ student: r.student, setId: r.set_id, ...counted(r) })),
  };
}

/** One class student's figures per set and rule, in the order first met: only their own rows are read. */
export async function studentTotals({ db, dialect }: Pick<OpenedDatabase, 'db' | 'dialect'>, classId: string, student: string): Promise<StudentRuleRow[]> {
  const { rows } = await sql<CountedColumns & { set_id: string; rule: string | null; first_key: string }>`
    select a.set_id, a.expected_rule as rule, count(*) as answered, sum(a.is_right) as right_count, ${firstKey(dialect)} as first_key
    ${firsts(classId, undefined, student)}
    group by a.set_id, a.expected_rule
    order by first_key`.execute(db);
  return rows.map((r) => ({ setId: r.set_id, rule: r.rule, ...counted(r) }));
}
