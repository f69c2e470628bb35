// A class's progress over a term, from its students' first attempts as they were graded when they came: per student
// and rule (how many items, how many right the first time), the class's weakest rules, each student's trend by set,
// and the rules a student needs attention on (under half right after at least five items).
// Example: ruleCounts([{ rule: 'R1N-2N', right: false }, { rule: 'R1N-2N', right: true }]) → [{ rule: 'R1N-2N', answered: 2, right: 1 }].

import { ATTENTION_MIN_ITEMS, ATTENTION_SHARE, type RuleCount } from './class-types';

/** One first attempt as progress reads it: the rule its item drilled (null for items that are not calls) and its grade. */
export interface Attempt {
  readonly rule: string | null;
  readonly right: boolean;
}

/** First attempts counted per rule, rules in the order first met; items that are not calls (no rule) are left out. */
export function ruleCounts(attempts: readonly Attempt[]): RuleCount[] {
  const counts = new Map<string, { answered: number; right: number }>();
  for (const a of attempts) {
    if (a.rule === null) continue;
    const c = counts.get(a.rule) ?? { answered: 0, right: 0 };
    counts.set(a.rule, { answered: c.answered + 1, right: c.right + (a.right ? 1 : 0) });
  }
  return [...counts].map(([rule, c]) => ({ rule, ...c }));
}

/**
 * First attempts already counted in groups (per set and rule, as the database counts them), totalled per rule: the same
 * as ruleCounts over the attempts themselves when the groups come in the order of their earliest attempt.
 */
export function ruleTotals(groups: readonly { readonly rule: string | null; readonly answered: number; readonly right: number }[]): RuleCount[] {
  const counts = new Map<string, { answered: number; right: number }>();
  for (const g of groups) {
    if (g.rule === null) continue;
    const c = counts.get(g.rule) ?? { answered: 0, right: 0 };
    counts.set(g.rule, { answered: c.answered + g.answered, right: c.right + g.right });
  }
  return [...counts].map(([rule, c]) => ({ rule, ...c }));
}

/** The share right the first time, or null when nothing was answered. */
export function accuracy(count: { readonly answered: number; readonly right: number }): number | null {
  return count.answered === 0 ? null : count.right / count.answered;
}

/** A student's rules that need attention: under ATTENTION_SHARE right after at least ATTENTION_MIN_ITEMS items, weakest first. */
export function needingAttention(counts: readonly RuleCount[]): RuleCount[] {
  return counts
    .filter((c) => c.answered >= ATTENTION_MIN_ITEMS && c.right / c.answered < ATTENTION_SHARE)
    .sort((a, b) => a.right / a.answered - b.right / b.answered || b.answered - a.answered || a.rule.localeCompare(b.rule));
}

/**
 * The class's weakest rules: every student's first attempts together, lowest share right first (ties: more items first),
 * only rules with at least `minItems` items, at most `limit` of them.
 */
export function weakestRules(perStudent: readonly (readonly RuleCount[])[], limit = 5, minItems = ATTENTION_MIN_ITEMS): RuleCount[] {
  const together = new Map<string, { answered: number; right: number }>();
  for (const counts of perStudent) {
    for (const c of counts) {
      const t = together.get(c.rule) ?? { answered: 0, right: 0 };
      together.set(c.rule, { answered: t.answered + c.answered, right: t.right + c.right });
    }
  }
  return [...together]
    .map(([rule, c]) => ({ rule, ...c }))
    .filter((c) => c.answered >= minItems)
    .sort((a, b) => a.right / a.answered - b.right / b.answered || b.answered - a.answered || a.rule.localeCompare(b.rule))
    .slice(0, limit);
}
