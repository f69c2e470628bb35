// "Who plays it" items (docs/system.md section 2, A-CONTRACT and A-DECLARER; lesson 3): the bidder's finished
// auction of a seeded deal, and the question of its contract, declarer, opening leader and dummy. Half of the items
// are ones where the declarer is not the player who made the last bid (1♥ P 4♥: the opener declares), the case the
// rule is there for. Example: rolesItem(3, pick).expected → { kind: 'roles', contract: 4♥ by S, leader: 'W', dummy: 'N' }.

import { reviewAuction } from '../bridge/auction';
import type { DeclaredContract } from '../bridge/contract';
import { createDealer } from '../bridge/random-deal';
import { partnerOf, seatAfter, SEATS, VULNERABILITIES, type Call, type Deal, type Seat, type Vulnerability } from '../bridge/types';
import { bidDeal } from '../bidder';
import type { QuizItem } from './item-types';
import type { Picker } from './seeded';

/** Deals tried for the half of the items asked for (a declarer who did not bid last, or one who did) before any
 * contract is taken; a passed-out deal is never taken. */
const PREFERRED_TRIES = 12;
/** More deals than any seed needs: four passes on 64 deals in a row does not happen (some 4 % of deals pass out). */
const MAX_TRIES = 64;

/** The seat that made the contract's bid: the last bid of the auction. */
export function lastBidder(dealer: Seat, calls: readonly Call[]): Seat | null {
  for (let i = calls.length - 1; i >= 0; i--) if (calls[i].kind === 'bid') return seatAfter(dealer, i);
  return null;
}

/** The index of the call in which the declarer first named the contract's strain (the call A-DECLARER points at). */
export function namingCall(dealer: Seat, calls: readonly Call[], contract: DeclaredContract): number {
  return calls.findIndex((c, i) => c.kind === 'bid' && c.strain === contract.strain && seatAfter(dealer, i) === contract.declarer);
}

export function rolesItem(seed: number, pick: Picker): QuizItem {
  const declarerNotLast = pick.below(2) === 1;
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const deal = createDealer(pick.below(0x4000_0000)).next();
    const dealer = SEATS[pick.below(4)];
    const vul = VULNERABILITIES[pick.below(4)];
    const calls = bidDeal(deal, dealer, vul).calls.map((c) => c.call);
    const item = rolesItemOn(seed, deal, dealer, vul, calls);
    if (item === null || item.expected.kind !== 'roles') continue;
    const notLast = item.expected.contract.declarer !== lastBidder(dealer, calls);
    if (notLast === declarerNotLast || tries >= PREFERRED_TRIES) return item;
  }
  throw new Error(`no contract in ${MAX_TRIES} deals for roles item ${seed}`);
}

/** The roles item of a finished, legal auction that names a contract (a seeded one, or one a share link carries);
 * null for a passed-out, unfinished or illegal one. */
export function rolesItemOn(seed: number, deal: Deal, dealer: Seat, vul: Vulnerability, calls: readonly Call[]): QuizItem | null {
  const review = reviewAuction(dealer, calls);
  const contract = review.contract;
  if (!review.legal || !review.complete || contract === null) return null;
  return {
    topic: 'roles', seed, rule: null, kind: 'roles', nearMiss: false,
    deal, dealer, vul, calls, seat: contract.declarer,
    expected: { kind: 'roles', contract, leader: seatAfter(contract.declarer), dummy: partnerOf(contract.declarer) },
  };
}
