// What the progress page reads from a Progress: accuracies, the overall count, a drill kind's rules, the weak rules.
// Example: accuracy({ answered: 4, right: 3, last: 0 }) → 0.75; weakRules(p, 3) → ['R-JUMP', 'O-1NT', 'RB-2NT'].

import { RULE_IDS, type RuleId } from '../bidder';
import type { Progress, RuleStat, Stat } from './model';
import { DRILL_KINDS, type DrillKind } from '../quiz/topics';
import { hardestFirst } from './tally';

export { accuracy } from './tally';

/** Every answer counted once: the drill kinds' counts added up (`last` is the latest day of any). */
export function overallStat(progress: Progress): Stat {
  let answered = 0;
  let right = 0;
  let last = 0;
  for (const kind of DRILL_KINDS) {
    const stat = progress.topics[kind];
    if (!stat) continue;
    answered += stat.answered;
    right += stat.right;
    last = Math.max(last, stat.last);
  }
  return { answered, right, last };
}

/** The rules answered on a drill kind's page, in docs/system.md order. */
export function topicRuleStats(progress: Progress, topic: DrillKind): readonly { readonly rule: RuleId; readonly stat: RuleStat }[] {
  const rows: { rule: RuleId; stat: RuleStat }[] = [];
  for (const rule of RULE_IDS) {
    const stat = progress.rules[rule];
    if (stat && stat.topic === topic) rows.push({ rule, stat });
  }
  return rows;
}

/** The drill kinds with answers, in the drills index's order. */
export function answeredTopics(progress: Progress): readonly DrillKind[] {
  return DRILL_KINDS.filter((kind) => (progress.topics[kind]?.answered ?? 0) > 0);
}

/**
 * Up to `count` rules with at least `minAnswered` answers and at least one miss, lowest accuracy first; ties go to the
 * rule with more answers (the evidence is firmer), then to docs/system.md order. A rule never missed is no weak spot.
 */
export function weakRules(progress: Progress, count: number, minAnswered = 3): RuleId[] {
  const candidates: { rule: RuleId; stat: Stat }[] = [];
  for (const rule of RULE_IDS) {
    const stat = progress.rules[rule];
    if (stat && stat.answered >= minAnswered && stat.right < stat.answered) candidates.push({ rule, stat });
  }
  return hardestFirst(candidates, (c) => c.stat).slice(0, Math.max(0, count)).map((c) => c.rule);
}
