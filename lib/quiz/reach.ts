// Rule ids no position can reach, with the reason from docs/system.md; every other rule id generates quiz items.
// Example: UNREACHABLE_RULES.length === 0: every row of sections 3–8, X-FORCED included, is reached.

import type { RuleId } from '../bidder';

/**
 * Empty, argued from the spec: every row of sections 3–8 names a position that occurs (section 8's X-FORCED too:
 * partner's forcing new suit with no other row bidding, 1♦ 1♥ P 1♠ P with a weak hand, is the common one; its
 * last-resort pass above 7♠ is X-PASS's reason, not a rule of its own). The quiz tests make 200 items for every
 * rule id not listed here and check that this list is exactly the rules that fail to generate.
 */
export const UNREACHABLE_RULES: readonly { readonly rule: RuleId; readonly reason: string }[] = [];
