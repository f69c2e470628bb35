// The drill index's lists: the drill cards in page order and the rule ids grouped for the "by rule" chooser.
// Example: DRILL_CARDS[6] → { key: 'auction', href: '/drills/auction' }; RULE_GROUPS[0] → { group: 'open', rules: […] }.

import { RULE_IDS, type RuleId } from '@/lib/bidder';
import { drillKindOf, UNREACHABLE_RULES } from '@/lib/quiz';

export type CardKey = 'evaluate' | 'open' | 'respond' | 'rebid' | 'slam' | 'compete' | 'auction' | 'legal' | 'roles' | 'score';

export const DRILL_CARDS: readonly { readonly key: CardKey; readonly href: `/drills/${string}` }[] = (
  ['evaluate', 'open', 'respond', 'rebid', 'slam', 'compete', 'auction', 'legal', 'roles', 'score'] as const
).map((key) => ({ key, href: `/drills/${key}` as const }));

export type RuleGroup = 'open' | 'respond' | 'rebid' | 'slam' | 'compete' | 'fallback';

/** Every rule id a quiz item can be made for, grouped by its drill page; section 8 (X-…) last. */
export const RULE_GROUPS: readonly { readonly group: RuleGroup; readonly rules: readonly RuleId[] }[] = (() => {
  const unreachable = new Set(UNREACHABLE_RULES.map((u) => u.rule));
  const groups: RuleGroup[] = ['open', 'respond', 'rebid', 'slam', 'compete', 'fallback'];
  return groups.map((group) => ({
    group,
    rules: RULE_IDS.filter((rule) => !unreachable.has(rule) && (drillKindOf(rule) ?? 'fallback') === group),
  }));
})();
