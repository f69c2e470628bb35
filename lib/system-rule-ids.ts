// Every rule id of docs/system.md sections 1–8: evaluation (§1), the auction (§2) and the bidder's rows (§3–8).
// The bidder names only the last; the notes, lessons and drills link all of them. Example: isSystemRuleId('E-QT').

import { RULE_IDS, type RuleId } from './bidder/rule-ids';

/** The evaluation rules (docs/system.md §1). */
export const EVALUATION_RULES = [
  'E-H', 'E-D', 'E-NOACE', 'E-UNPROT', 'E-HD', 'E-RESP', 'E-QT', 'E-BAL', 'E-STOP', 'E-BIDDABLE', 'E-REBID', 'E-SUPPORT',
] as const;
/** The auction's rules (docs/system.md §2). */
export const AUCTION_RULES = ['A-ORDER', 'A-SUFF', 'A-X', 'A-XX', 'A-END', 'A-CONTRACT', 'A-DECLARER'] as const;

export type SystemRuleId = RuleId | (typeof EVALUATION_RULES)[number] | (typeof AUCTION_RULES)[number];

/** All of them in the spec's order (section 9, scoring, has no rule ids). */
export const SYSTEM_RULE_IDS: readonly SystemRuleId[] = [...EVALUATION_RULES, ...AUCTION_RULES, ...RULE_IDS];

const SYSTEM_RULE_SET: ReadonlySet<string> = new Set(SYSTEM_RULE_IDS);

export function isSystemRuleId(text: string): text is SystemRuleId {
  return SYSTEM_RULE_SET.has(text);
}
