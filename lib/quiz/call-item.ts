// The bidding item at a position: the seat to call after the calls so far and the bidder's answer for its hand. Kept
// apart from the item generator so that share codes and the whole-auction drill can make items without it.
// Example: callItemOn({ topic: 'O-1NT', seed: 0, rule: 'O-1NT', nearMiss: false }, deal, 'N', 'None', []).expected.call.

import { advise, type RuleId } from '../bidder';
import { SEATS, seatAfter, type Call, type Deal, type Seat, type Vulnerability } from '../bridge/types';
import type { QuizItem } from './item-types';
import type { Topic } from './topics';

/** What names an item apart from its position: the topic and seed that made it, its target rule, near miss or not. */
export interface ItemLabel {
  readonly topic: Topic;
  readonly seed: number;
  readonly rule: RuleId | null;
  readonly nearMiss: boolean;
}

/** The bidding item at a position: the seat to call after `calls`, and the bidder's answer for its hand. */
export function callItemOn(label: ItemLabel, deal: Deal, dealer: Seat, vul: Vulnerability, calls: readonly Call[]): QuizItem {
  const seat = seatAfter(dealer, calls.length);
  const advice = advise({ hand: deal.hands[SEATS.indexOf(seat)], auction: { dealer, calls }, vul });
  return {
    ...label, kind: 'call', deal, dealer, vul, calls, seat,
    expected: { kind: 'call', call: advice.call, rule: advice.rule, via: advice.via?.rule ?? null },
  };
}
