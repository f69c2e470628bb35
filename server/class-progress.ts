// The class's figures from the first attempts the database counts (server/class-progress-store.ts): for the class
// teacher, each student's first attempts per rule and per set over the term (or since a day); for a student's own page,
// how many items they answered in each set and their first attempts per rule in the sets whose grades are theirs.
// Example: await teacherProgress(store, cls.id, students, sets) → { progress: [{ student, rules: [{ rule, answered, right }] }], trend: [{ student, sets: [{ code, answered, right }] }] }.

import { ruleTotals } from '@/lib/teach/class-progress';
import { shownAttempts } from '@/lib/teach/grades-shown';
import type { ClassStudent } from './class-store-types';
import type { SetRow, Store } from './store-types';

function byStudent<T extends { readonly student: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const own = groups.get(row.student);
    if (own) own.push(row);
    else groups.set(row.student, [row]);
  }
  return groups;
}

/** The class teacher's progress (per student and rule) and trend (per student and set, the sets answered only, in the class's order). */
export async function teacherProgress(store: Store, classId: string, students: readonly ClassStudent[], sets: readonly SetRow[], since?: number) {
  const totals = await store.classes.classTotals(classId, since);
  const rules = byStudent(totals.rules);
  const perSet = new Map(totals.sets.map((r) => [`${r.student}|${r.setId}`, r]));
  return {
    progress: students.map((s) => ({ student: s.id, rules: ruleTotals(rules.get(s.id) ?? []) })),
    trend: students.map((s) => ({
      student: s.id,
      sets: sets.flatMap((set) => {
        const c = perSet.get(`${s.id}|${set.id}`);
        return c === undefined ? [] : [{ code: set.code, answered: c.answered, right: c.right }];
      }),
    })),
  };
}

/** A student's items answered per set (a count, no grade) and first attempts per rule where the grades are theirs (lib/teach/grades-shown). */
export async function studentProgress(store: Store, classId: string, student: string, sets: readonly SetRow[]) {
  const rows = await store.classes.studentTotals(classId, student);
  const done = new Map<string, number>();
  for (const row of rows) done.set(row.setId, (done.get(row.setId) ?? 0) + row.answered);
  return { done, rules: ruleTotals(shownAttempts(rows, sets)) };
}
