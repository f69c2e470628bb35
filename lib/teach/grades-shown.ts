// Whether a set's grades are its students' to see: a practice set's always, a test's only once the teacher reveals it.
// The one rule every student route reads (the set's view, an answer's reply, the class page's figures per rule).
// Example: gradesShownToStudents({ spec: { mode: 'test' }, revealed: false }) → false; shownAttempts(firsts, sets) keeps a practice set's.

import type { SetMode } from './set-types';

/** What decides it: the set's mode and whether the teacher has revealed it (a test). */
export interface GradedSet {
  readonly id: string;
  readonly spec: { readonly mode: SetMode };
  readonly revealed: boolean;
}

/**
 * A set's grades, right/wrong, expected answers, their rules and reviews reach its students in practice mode, and in a
 * test once revealed; never before (until then a test's answers are the teacher's alone).
 */
export function gradesShownToStudents(set: Omit<GradedSet, 'id'>): boolean {
  return set.spec.mode === 'practice' || set.revealed;
}

/**
 * The attempts (first attempts per rule, per set…) a student may be shown: those in the sets whose grades are shown
 * (gradesShownToStudents). An attempt in a set not among `sets` is left out too: nothing is shown by default.
 */
export function shownAttempts<T extends { readonly setId: string }>(attempts: readonly T[], sets: readonly GradedSet[]): T[] {
  const shown = new Set(sets.filter(gradesShownToStudents).map((s) => s.id));
  return attempts.filter((a) => shown.has(a.setId));
}
