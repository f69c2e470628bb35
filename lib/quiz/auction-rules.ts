// The rules of a whole-auction drill on chosen rules, as its address names them (issue 40: each bidding lesson links to
// the drill with its own rules): ?rules=RB-NEW-MIN,RB-RAISE-MED. The deal itself is auction-on-rules.ts's, on the server.
// Example: readAuctionRules('RB-NEW-MIN, RB-RAISE-MED') → ok(['RB-NEW-MIN', 'RB-RAISE-MED']); readAuctionRules('X') → bad-rule-list.

import { isRuleId, type RuleId } from '../bidder';
import { err, issue, ok, type Issue, type Result } from '../result';
import { firstValue } from './seed';

/** At most this many rules in one address (a lesson names up to 23). */
export const MAX_AUCTION_RULES = 40;
/** The longest ?rules= read: MAX_AUCTION_RULES ids of at most 12 characters and their commas. */
const MAX_TEXT = MAX_AUCTION_RULES * 13;

export type AuctionRulesIssue = Issue<'bad-rule-list'>;

/**
 * An address's ?rules=: rule ids of docs/system.md separated by commas (spaces allowed), each once, in the order
 * given; none (absent or empty) reads ok(null): the drill deals any deal. An unknown id, more than MAX_AUCTION_RULES
 * or a text too long to be such a list is a bad-rule-list issue naming the value (its first 40 characters).
 */
export function readAuctionRules(value: string | readonly string[] | undefined): Result<readonly RuleId[] | null, AuctionRulesIssue> {
  const text = firstValue(value);
  if (text === undefined || text.trim() === '') return ok(null);
  const bad = err(issue('bad-rule-list', { value: text.slice(0, 40), max: MAX_AUCTION_RULES }));
  if (text.length > MAX_TEXT) return bad;
  const ids = text.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (ids.length === 0 || ids.length > MAX_AUCTION_RULES || !ids.every(isRuleId)) return bad;
  return ok([...new Set(ids as RuleId[])]);
}

/** The address form of a list of rules: the ids joined by commas. */
export function auctionRulesParam(rules: readonly RuleId[]): string {
  return rules.join(',');
}
