// The whole-auction drill on chosen rules (issue 40): a seeded deal on which one of the rules decides a call, bid as a
// whole auction from the seat that makes that call. The position comes from the quiz's walk (walk.ts bidPosition: every
// call before it is the bidder's own), so the whole auction reaches it and the learner's call there is the rule's. The
// walk and its starting positions are heavy: the server deals, the browser gets the deal (auction-rules.ts reads the address).
// Example: const s = othersCall(wholeAuctionOnRules(7, ['RB-NEW-MIN'])); // the learner, who opened, soon rebids by RB-NEW-MIN

import type { RuleId } from '../bidder';
import { seatAfter, VULNERABILITIES } from '../bridge/types';
import { seededPicker, textHash } from './seeded';
import { dealOf } from './table-deal';
import { bidPosition } from './walk';
import { startOnDeal, type WholeAuctionState } from './whole-auction';

/**
 * The drill's start for `seed` on `rules`: one of the rules drawn from the seed, a seeded position where it decides
 * the acting seat's call, and the whole deal around it; the learner is that seat. The same seed and rules give the
 * same deal everywhere. Call othersCall to let the seats before the learner call.
 */
export function wholeAuctionOnRules(seed: number, rules: readonly RuleId[]): WholeAuctionState {
  if (!Number.isSafeInteger(seed)) throw new Error(`seed must be a whole number, not ${seed}`);
  if (rules.length === 0) throw new Error('a drill on rules needs at least one rule');
  const pick = seededPicker((seed ^ textHash(`auction:${rules.join(',')}`)) | 0);
  const rule = rules[pick.below(rules.length)];
  const vul = VULNERABILITIES[pick.below(4)];
  const table = bidPosition(rule, pick, false, vul);
  const learner = seatAfter(table.dealer, table.calls.length);
  return startOnDeal({ seed, deal: dealOf(table), dealer: table.dealer, vul }, learner);
}
