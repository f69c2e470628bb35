// "Legal or not" items (docs/system.md section 2): the bidder's auction of a seeded deal, in half of the items with
// one call replaced by an illegal one. Example: legalItem(1, pick).expected → { index: 4, code: 'insufficient', … }.

import { checkCall, contractOf, isComplete } from '../bridge/auction';
import { ALL_CALLS } from '../bridge/auction';
import { createDealer } from '../bridge/random-deal';
import { SEATS, VULNERABILITIES, type Call, type Deal, type Seat, type Vulnerability } from '../bridge/types';
import { bidDeal } from '../bidder';
import type { Expected, QuizItem } from './item-types';
import type { Picker } from './seeded';

/** The first illegal call of `calls` and its code (lib/bridge's auction checking), or 'legal' and the contract. */
export function checkAuction(dealer: Seat, calls: readonly Call[]): Expected {
  for (let i = 0; i < calls.length; i++) {
    const problem = checkCall({ dealer, calls: calls.slice(0, i) }, calls[i]);
    if (problem) return { kind: 'legal', index: i, code: problem.code, contract: null };
  }
  if (!isComplete({ dealer, calls })) return { kind: 'legal', index: calls.length, code: 'incomplete', contract: null };
  return { kind: 'legal', index: null, code: 'legal', contract: contractOf({ dealer, calls }) };
}

export function legalItem(seed: number, pick: Picker): QuizItem {
  const deal = createDealer(pick.below(0x4000_0000)).next();
  const dealer = SEATS[pick.below(4)];
  const vul = VULNERABILITIES[pick.below(4)];
  const calls: Call[] = bidDeal(deal, dealer, vul).calls.map((c) => c.call);
  if (pick.below(2) === 1) {
    // one call made illegal: a call that checkCall refuses at that point (there is always one: 1♣ after any bid,
    // a redouble before any double, or any call after the end)
    const at = pick.below(calls.length);
    const before = { dealer, calls: calls.slice(0, at) };
    const illegal = ALL_CALLS.filter((c) => checkCall(before, c) !== null);
    calls[at] = illegal[pick.below(illegal.length)];
  }
  return legalItemOn(seed, deal, dealer, vul, calls);
}

/** The legality item of any sequence of calls (a seeded one, or one a share link carries). */
export function legalItemOn(seed: number, deal: Deal, dealer: Seat, vul: Vulnerability, calls: readonly Call[]): QuizItem {
  return {
    topic: 'legal', seed, rule: null, kind: 'legal', nearMiss: false,
    deal, dealer, vul, calls, seat: dealer,
    expected: checkAuction(dealer, calls),
  };
}
