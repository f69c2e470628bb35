// Quiz topics: a drill kind (docs/system.md sections 1–8 grouped as the drills pages are) or a single rule id.
// Example: topicRules('open') → ['O-3NT', …, 'O-PASS']; isTopic('R1N-7N') === true; isTopic('whole-auction') === false.

import { RULE_IDS, isRuleId, type RuleId } from '../bidder';

/** Drill kinds that are single items ('whole-auction' is a session of calls, not an item). */
export const DRILL_KINDS = ['evaluate', 'open', 'respond', 'rebid', 'slam', 'compete', 'legal', 'roles', 'score'] as const;
export type DrillKind = (typeof DRILL_KINDS)[number];
export type Topic = DrillKind | RuleId;

/** The bidding kinds and the rule-id prefixes of their sections (3, 4, 5 + 5.1, 6, 7). */
const KIND_PREFIXES: Readonly<Record<'open' | 'respond' | 'rebid' | 'slam' | 'compete', readonly string[]>> = {
  open: ['O-'],
  respond: ['R-', 'R2-', 'R1N-', 'R2N-', 'R3N-'],
  rebid: ['RB', 'RR-'],
  slam: ['BW-'],
  compete: ['D-', 'ADV-'],
};

/** The kind of question a topic asks: evaluate, legal, roles and score are their own; every bidding topic asks for a call. */
export function questionKindOf(topic: Topic): 'call' | 'evaluate' | 'legal' | 'roles' | 'score' {
  return topic === 'evaluate' || topic === 'legal' || topic === 'roles' || topic === 'score' ? topic : 'call';
}

export function isDrillKind(text: string): text is DrillKind {
  return (DRILL_KINDS as readonly string[]).includes(text);
}

export function isTopic(text: string): text is Topic {
  return isDrillKind(text) || isRuleId(text);
}

/** The rule ids a topic drills: one for a rule id, the section's rows for a bidding kind, none otherwise. */
export function topicRules(topic: Topic): readonly RuleId[] {
  if (isRuleId(topic)) return [topic];
  if (!(topic in KIND_PREFIXES)) return [];
  const prefixes = KIND_PREFIXES[topic as keyof typeof KIND_PREFIXES];
  return RULE_IDS.filter((id) => prefixes.some((p) => id.startsWith(p)));
}

/** The bidding kind a rule id belongs to (the drill page it is practised on); null for section 8 (X-PASS, X-FORCED). */
export function drillKindOf(rule: RuleId): 'open' | 'respond' | 'rebid' | 'slam' | 'compete' | null {
  for (const [kind, prefixes] of Object.entries(KIND_PREFIXES)) {
    if (prefixes.some((p) => rule.startsWith(p))) return kind as keyof typeof KIND_PREFIXES;
  }
  return null;
}

/** The drill kind progress counts a rule's answers under: its own kind; section 8's X-PASS and X-FORCED come up in
 * contested auctions, so they count under compete. */
export function practiceKindOf(rule: RuleId): DrillKind {
  return drillKindOf(rule) ?? 'compete';
}
