// The class's progress as the database counts it (issue 38, audit R3): its students' first attempts (answers flagged
// is_first when stored, migration 0011) counted in SQL, never read one by one into the server: per class student and
// rule, per class student and set (the teacher's view, with a term window `since`), and per set and rule for one
// student (their own page reads only their rows). A class's live classes' votes count in its teacher's figures per
// rule (migration 0017): a student's vote on a problem is their first attempt at its rule. Rules come in the order the
// student first met them (the earliest first attempt by time, then id), as the figures were counted before.
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
 * A first attempt's place as one sortable text: its time zero-padded, then its id. The min of a group's is its first by
 * time, then id (a window function would sort every row of the class for it).
 */
function rowKey(dialect: OpenedDatabase['dialect'], at: RawBuilder<unknown>, id: RawBuilder<unknown>): RawBuilder<string> {
  return dialect === 'postgres' ? sql<string>`lpad(${at}::text, 15, '0') || ${id}` : sql<string>`printf('%015d', ${at}) || ${id}`;
}

function firstKey(dialect: OpenedDatabase['dialect']): RawBuilder<string> {
  return sql<string>`min(${rowKey(dialect, sql`a.at`, sql`a.id`)})`;
}

/**
 * The class's students' votes in its live classes (issue 42), each a first attempt at its problem's rule (one per
 * student and problem): as rows of (student, rule, is_right, key) beside the sets' first attempts.
 */
function liveVotes(dialect: OpenedDatabase['dialect'], classId: string, since: number | undefined): RawBuilder<unknown> {
  const id = dialect === 'postgres' ? sql`v.session_id || ':' || v.position::text` : sql`v.session_id || ':' || v.position`;
  return sql`select v.class_student_id as student, v.expected_rule as rule, v.is_right as is_right, ${rowKey(dialect, sql`v.at`, id)} as row_key
    from live_votes v join live_sessions l on l.id = v.session_id
    where l.class_id = ${classId} and v.class_student_id is not null
    ${since === undefined ? sql`` : sql`and v.at >= ${since}`}`;
}

type CountedColumns = { answered: number | string; right_count: number | string | null };
const counted = (r: CountedColumns): Counted => ({ answered: toNumber(r.answered), right: toNumber(r.right_count ?? 0) });

/** The class teacher's figures: per class student and rule (in the order first met), and per class student and set. */
export async function classTotals({ db, dialect }: Pick<OpenedDatabase, 'db' | 'dialect'>, classId: string, since?: number): Promise<{ rules: RuleRow[]; sets: SetTotalRow[] }> {
  const [rules, sets] = await Promise.all([
    // the sets' first attempts and the live classes' votes, per student and rule in the order first met
    sql<CountedColumns & { student: string; rule: string | null; first_key: string }>`
      select f.student, f.rule, count(*) as answered, sum(f.is_right) as right_count, min(f.row_key) as first_key
      from (
        select s.class_student_id as student, a.expected_rule as rule, a.is_right as is_right, ${rowKey(dialect, sql`a.at`, sql`a.id`)} as row_key
        ${firsts(classId, since)}
        union all
        ${liveVotes(dialect, classId, since)}
      ) f
      group by f.student, f.rule
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
