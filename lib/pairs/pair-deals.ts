// The deals of a partnership practice, made once when it is made: seeded deals (board n has the dealer and
// vulnerability of board n, section 9), or deals on chosen rules or drill kinds, where one of the rules decides a
// call of the auction (the quiz's walk, as the whole-auction drill on rules deals them). The same source and seed
// give the same deals everywhere. Example: pairDeals({ source: 'rules', topics: ['RB-NEW-MIN'] }, 7, 3, 'NS') → 3 deals.

import { isRuleId, type RuleId } from '../bidder';
import { makeDeal } from '../bridge/deal';
import { createDealer } from '../bridge/random-deal';
import { boardInfo } from '../bridge/scoring/board';
import { wholeAuctionOnRules } from '../quiz/auction-on-rules';
import { isDrillKind, topicRules, type Topic } from '../quiz/topics';
import { UNREACHABLE_RULES } from '../quiz';
import { seatAfter, sideOf, type Deal, type Seat, type Vulnerability } from '../bridge/types';
import { MAX_PAIR_DEALS, type PairDeal, type PairSide } from './pair-types';

/** Where a practice's deals come from. */
export type PairDealSource =
  | { readonly source: 'random' }
  /** Bidding drill kinds ('rebid') or rule ids ('RB-NEW-MIN'): every deal has a call one of their rules decides. */
  | { readonly source: 'rules'; readonly topics: readonly Topic[] };

/** The bidding rules of the topics (a drill kind's reachable rows, a rule id itself), each once, in the spec's order. */
export function sourceRules(topics: readonly Topic[]): RuleId[] {
  const unreachable = new Set(UNREACHABLE_RULES.map((u) => u.rule));
  const rules = new Set<RuleId>();
  for (const topic of topics) {
    const of = isRuleId(topic) ? [topic] : isDrillKind(topic) ? topicRules(topic) : [];
    for (const rule of of) if (!unreachable.has(rule)) rules.add(rule);
  }
  return [...rules];
}

/**
 * The same table turned one seat clockwise: each hand, the dealer and the vulnerability move to the next seat, so the
 * auction is the same call for call and a decision of East's becomes South's.
 */
export function turnedOneSeat(deal: Deal, dealer: Seat, vul: Vulnerability): { deal: Deal; dealer: Seat; vul: Vulnerability } {
  const [n, e, s, w] = deal.hands;
  const swapped: Readonly<Record<Vulnerability, Vulnerability>> = { None: 'None', All: 'All', NS: 'EW', EW: 'NS' };
  return { deal: { hands: [w, n, e, s] }, dealer: seatAfter(dealer), vul: swapped[vul] };
}

/**
 * `count` deals (1–MAX_PAIR_DEALS) of the source for `seed`; none for topics with no bidding rule. On rules, the seat
 * where a rule decides is one of `side`'s (the table turned when the walk gave it to the other side).
 */
export function pairDeals(source: PairDealSource, seed: number, count: number, side: PairSide): PairDeal[] {
  if (!Number.isSafeInteger(seed)) throw new Error(`seed must be a whole number, not ${seed}`);
  if (!Number.isInteger(count) || count < 1 || count > MAX_PAIR_DEALS) throw new Error(`a practice has 1–${MAX_PAIR_DEALS} deals, not ${count}`);
  if (source.source === 'random') {
    const dealer = createDealer(seed);
    return Array.from({ length: count }, (_, k) => ({ deal: makeDeal(dealer.next()), ...boardInfo(k + 1), board: k + 1 }));
  }
  const rules = sourceRules(source.topics);
  if (rules.length === 0) return [];
  return Array.from({ length: count }, (_, k) => {
    const start = wholeAuctionOnRules(seed * MAX_PAIR_DEALS + k, rules);
    const table = sideOf(start.learner) === side ? start : turnedOneSeat(start.deal, start.dealer, start.vul);
    return { deal: makeDeal(table.deal), dealer: table.dealer, vul: table.vul, board: null };
  });
}
