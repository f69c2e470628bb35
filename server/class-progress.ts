// The class's figures from its progress rows (server/class-progress-store.ts): for the class teacher, each student's
// first attempts per rule and per set over the term (or since a day); for a student's own page, how many items they
// answered in each set and their first attempts per rule in the sets whose grades are shown to them.
// Example: await teacherProgress(store, cls.id, students, sets) → { progress: [{ student, rules: [{ rule, answered, right }] }], trend: [{ student, sets: [{ code, answered, right }] }] }.

import { ruleTotals } from '@/lib/teach/class-progress';
import { shownAttempts } from '@/lib/teach/grades-shown';
import type { ClassStudent } from './class-store-types';
import type { ProgressRow } from './class-progress-store';
import type { SetRow, Store } from './store-types';

function byStudent(rows: readonly ProgressRow[]): Map<string, ProgressRow[]> {
  const groups = new Map<string, ProgressRow[]>();
  for (const row of rows) {
    const own = groups.get(row.student);
    if (own) own.push(row);
    else groups.set(row.student, [row]);
  }
  return groups;
}

/** Per set: how many first attempts, how many right (every item, calls or not). */
function perSet(rows: readonly ProgressRow[]): Map<string, { answered: number; right: number }> {
  const sets = new Map<string, { answered: number; right: number }>();
  for (const row of rows) {
    const c = sets.get(row.setId) ?? { answered: 0, right: 0 };
    sets.set(row.setId, { answered: c.answered + row.answered, right: c.right + row.right });
  }
  return sets;
}

/** The class teacher's progress (per student and rule) and trend (per student and set, the sets answered only). */
export async function teacherProgress(store: Store, classId: string, students: readonly ClassStudent[], sets: readonly SetRow[], since?: number) {
  const rows = byStudent(await store.classes.progressRows(classId, since === undefined ? {} : { since }));
  return {
    progress: students.map((s) => ({ student: s.id, rules: ruleTotals(rows.get(s.id) ?? []) })),
    trend: students.map((s) => {
      const own = perSet(rows.get(s.id) ?? []);
      return {
        student: s.id,
        sets: sets.flatMap((set) => {
          const c = own.get(set.id);
          return c === undefined ? [] : [{ code: set.code, answered: c.answered, right: c.right }];
        }),
      };
    }),
  };
}

/** A student's items answered per set (a count, no grade) and first attempts per rule where the grades are theirs (lib/teach/grades-shown). */
export async function studentProgress(store: Store, classId: string, student: string, sets: readonly SetRow[]) {
  const rows = await store.classes.progressRows(classId, { student });
  const done = new Map([...perSet(rows)].map(([setId, c]) => [setId, c.answered]));
  return { done, rules: ruleTotals(shownAttempts(rows, sets)) };
}
