// What the class pages draw from a class's replies, as plain data: the progress grid (student × rule, first attempts,
// the rules needing attention marked), each student's trend by set, how many students finished each set, the class's
// weakest rules and the create form's address for a set on them. Example: percentOf({ answered: 5, right: 3 }) → 60;
// newSetHref('K7Q2M9XD', ['O-1NT', 'R-NEW2']) → '/teach?class=K7Q2M9XD&rules=O-1NT,R-NEW2'.

import type { ClassTeacherView, RuleCountView } from '@/lib/set-api/class-responses';
import { accuracy, needingAttention, weakestRules } from '@/lib/teach/class-progress';
import { ATTENTION_MIN_ITEMS } from '@/lib/teach/class-types';

/** The share right the first time as a whole percent, or null when nothing was answered. */
export function percentOf(count: { readonly answered: number; readonly right: number }): number | null {
  const share = accuracy(count);
  return share === null ? null : Math.round(share * 100);
}

export interface GridRow {
  readonly id: string;
  readonly name: string;
  /** One cell per rule of the grid, in its order: null where the student met no item of the rule. */
  readonly cells: readonly (RuleCountView | null)[];
  /** The rules the student needs attention on (under half right after enough items), weakest first. */
  readonly attention: readonly string[];
}

export interface ProgressGrid {
  readonly rules: readonly string[];
  readonly rows: readonly GridRow[];
}

/** The student × rule grid: rules in the order the class first met them, students in the roster's order. */
export function progressGrid(view: {
  readonly students: readonly { readonly id: string; readonly name: string }[];
  readonly progress: ClassTeacherView['progress'];
}): ProgressGrid {
  const rules = [...new Set(view.progress.flatMap((p) => p.rules.map((r) => r.rule)))];
  const rows = view.students.map((student) => {
    const own = view.progress.find((p) => p.student === student.id)?.rules ?? [];
    const byRule = new Map(own.map((r) => [r.rule, r]));
    return { id: student.id, name: student.name, cells: rules.map((rule) => byRule.get(rule) ?? null), attention: needingAttention(own).map((r) => r.rule) };
  });
  return { rules, rows };
}

export interface TrendRow {
  readonly id: string;
  readonly name: string;
  /** One cell per set of the class, in its order: null where the student answered nothing of it. */
  readonly cells: readonly ({ readonly answered: number; readonly right: number } | null)[];
}

/** Each student's first attempts set by set, the sets in the class's order. */
export function trendRows(view: {
  readonly students: readonly { readonly id: string; readonly name: string }[];
  readonly sets: readonly { readonly code: string }[];
  readonly trend: ClassTeacherView['trend'];
}): TrendRow[] {
  return view.students.map((student) => {
    const own = new Map((view.trend.find((t) => t.student === student.id)?.sets ?? []).map((s) => [s.code, s]));
    return { id: student.id, name: student.name, cells: view.sets.map((set) => own.get(set.code) ?? null) };
  });
}

/** Per set code: how many students answered something of it and how many answered every question. */
export function setParticipation(view: {
  readonly sets: readonly { readonly code: string; readonly items: number }[];
  readonly trend: ClassTeacherView['trend'];
}): Map<string, { started: number; finished: number }> {
  const counts = new Map(view.sets.map((s) => [s.code, { started: 0, finished: 0 }]));
  const items = new Map(view.sets.map((s) => [s.code, s.items]));
  for (const { sets } of view.trend) {
    for (const s of sets) {
      const c = counts.get(s.code);
      if (!c || s.answered === 0) continue;
      c.started++;
      if (s.answered >= (items.get(s.code) ?? Infinity)) c.finished++;
    }
  }
  return counts;
}

/**
 * The class's weakest rules: those with enough items first (lib/teach weakestRules); when no rule has enough yet, the
 * weakest of those answered at all, so that a young class still gets a set to practise. Rules all right are left out.
 */
/** How many of the class's weakest rules are listed. */
export const CLASS_WEAKEST_LIMIT = 3;

/**
 * The fewest items a listed weakest rule had to have (what the page says under the list): ATTENTION_MIN_ITEMS, or 1 when
 * no rule had that many with a miss and the list fell back to any rule with one.
 */
export function weakestFloor(weakest: readonly RuleCountView[]): number {
  return weakest.every((r) => r.answered >= ATTENTION_MIN_ITEMS) ? ATTENTION_MIN_ITEMS : 1;
}

export function classWeakest(view: Pick<ClassTeacherView, 'progress'>, limit = CLASS_WEAKEST_LIMIT): RuleCountView[] {
  const perStudent = view.progress.map((p) => p.rules);
  const enough = weakestRules(perStudent, limit).filter((r) => r.right < r.answered);
  return enough.length > 0 ? enough : weakestRules(perStudent, limit, 1).filter((r) => r.right < r.answered);
}

/** A student's rules to read up on: those needing attention, or else their weakest with a miss. */
export function studentWeakest(rules: readonly RuleCountView[], limit = 3): RuleCountView[] {
  const attention = needingAttention(rules);
  return (attention.length > 0 ? attention : weakestRules([rules], limit, 1).filter((r) => r.right < r.answered)).slice(0, limit);
}

/** The create form's address (locale-relative) for a new set of the class, on given rules when there are some. */
export function newSetHref(classCode: string, rules: readonly string[] = []): string {
  const query = new URLSearchParams({ class: classCode });
  const search = query.toString() + (rules.length > 0 ? `&rules=${rules.map(encodeURIComponent).join(',')}` : '');
  return `/teach?${search}`;
}
