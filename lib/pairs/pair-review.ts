// A deal of a partnership practice once its auction has ended: each of the pair's calls graded against the system's
// call in that seat after the auction as it really went (with the rule, its explanation and what the call given
// shows), the system's own auction of the deal beside it, and a mark out of 10. Made once, stored with the deal.
// Example: pairReview(deal, rows).mark → 7.5 when 6 of the pair's 8 calls were the system's.

import { advise, bidDeal, describeCall } from '../bidder';
import { SYSTEM_VERSION } from '../bidder/system-version';
import { contractOf } from '../bridge/auction';
import { makeCall, sameCall } from '../bridge/call';
import { makeContract, type DeclaredContract } from '../bridge/contract';
import { handOf } from '../bridge/deal';
import { storedExplanation } from '../teach/review';
import { callsOf, dealOf } from './pair-auction';
import type { PairCall, PairDeal, PairReview, PairTurn } from './pair-types';

/** A contract as the review writes it: '4SX N', or 'passed out'. */
export function contractText(contract: DeclaredContract | null): string {
  return contract === null ? 'passed out' : `${makeContract(contract)} ${contract.declarer}`;
}

/** The mark out of 10 for `right` of `total` calls, to the nearest half (10 when the pair made no call). */
export function pairMark(right: number, total: number): number {
  return total === 0 ? 10 : Math.round((20 * right) / total) / 2;
}

/** The review of a finished auction (throws for one that has not ended: the store asks only then). */
export function pairReview(deal: PairDeal, rows: readonly PairCall[]): PairReview {
  const cards = dealOf(deal);
  const calls = callsOf(rows);
  const auction = { dealer: deal.dealer, calls };
  const turns: PairTurn[] = [];
  rows.forEach((row, k) => {
    if (row.by !== 'pair') return;
    const before = { dealer: deal.dealer, calls: calls.slice(0, k) };
    const advice = advise({ hand: handOf(cards, row.seat), auction: before, vul: deal.vul });
    const right = sameCall(advice.call, calls[k]);
    turns.push({
      turn: row.turn, seat: row.seat, given: row.call, right, expected: storedExplanation(advice),
      shows: right ? null : (describeCall(before, calls[k])?.rule ?? null),
    });
  });
  const system = bidDeal(cards, deal.dealer, deal.vul);
  const right = turns.filter((t) => t.right).length;
  return {
    contract: contractText(contractOf(auction)),
    system: { calls: system.calls.map((c) => ({ seat: c.seat, call: makeCall(c.call), rule: c.rule })), contract: contractText(system.contract) },
    turns,
    mark: pairMark(right, turns.length),
    version: SYSTEM_VERSION,
  };
}
