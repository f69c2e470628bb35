// A deal at the table with an auction that the bidder itself made: four hands counted from the dealer and the calls
// so far, where every call is the bidder's call for its seat's hand. The generator's state (walk.ts moves it).
// Example: const d = tableDeal('N', [bid(1, 'N'), PASS], hands); heldBy(d, 0) === 1 when the dealer's hand opens 1NT.

import { handFacts, positionsOf, type HandFacts, type Judged, type Position } from '../bidder';
import { sameCall } from '../bridge/call';
import { SEATS, seatAfter, type Call, type Deal, type Seat, type Vulnerability } from '../bridge/types';
import { handOfCards, type Card } from './starts';

/**
 * Mutable while a walk runs: `hands[i]` is the hand of the i-th seat from the dealer (13 card numbers), `facts[i]`
 * its bidder facts, `positions` the auction's positions (calls.length + 1 of them, the last the learner's).
 */
export interface TableDeal {
  readonly dealer: Seat;
  readonly calls: readonly Call[];
  readonly hands: Card[][];
  readonly facts: HandFacts[];
  readonly positions: readonly Position[];
  /** The deal's vulnerability the positions judge by (B-71: a defender's own suit at the three level or higher). */
  readonly vul: Vulnerability;
}

export function tableDeal(dealer: Seat, calls: readonly Call[], hands: readonly (readonly Card[])[], vul: Vulnerability = 'None'): TableDeal {
  const copies = hands.map((h) => h.slice());
  return { dealer, calls, hands: copies, facts: copies.map((h) => handFacts(handOfCards(h))), positions: positionsOf({ dealer, calls }, vul), vul };
}

/** The seat (counted from the dealer, 0–3) whose turn it is after the calls so far: the learner's. */
export function actingIndex(d: TableDeal): number {
  return d.calls.length & 3;
}

/** How many of seat i's calls so far the bidder makes with its hand. */
export function heldBy(d: TableDeal, i: number): number {
  let held = 0;
  for (let k = i; k < d.calls.length; k += 4) if (k < d.positions.length && sameCall(d.positions[k].judge(d.facts[i]).call, d.calls[k])) held++;
  return held;
}

/** How many calls seat i has made so far. */
export function callsOf(d: TableDeal, i: number): number {
  return d.calls.length > i ? ((d.calls.length - 1 - i) >> 2) + 1 : 0;
}

/** Every call so far is the bidder's call for its seat's hand (and the auction has not ended before the learner). */
export function isCoherent(d: TableDeal): boolean {
  if (d.positions.length !== d.calls.length + 1) return false;
  for (let i = 0; i < 4; i++) if (heldBy(d, i) !== callsOf(d, i)) return false;
  return true;
}

/** The bidder's answer for the learner's hand at the learner's turn. */
export function learnerAnswer(d: TableDeal): Judged {
  return d.positions[d.calls.length].judge(d.facts[actingIndex(d)]);
}

/** Swaps card a of seat i with card b of seat j (indexes into the hands), refreshing both seats' facts. */
export function swapCards(d: TableDeal, i: number, a: number, j: number, b: number): void {
  const t = d.hands[i][a];
  d.hands[i][a] = d.hands[j][b];
  d.hands[j][b] = t;
  d.facts[i] = handFacts(handOfCards(d.hands[i]));
  d.facts[j] = handFacts(handOfCards(d.hands[j]));
}

/** The deal in SEATS order, for a QuizItem. */
export function dealOf(d: TableDeal): Deal {
  const hands = SEATS.map((seat) => {
    for (let i = 0; i < 4; i++) if (seatAfter(d.dealer, i) === seat) return handOfCards(d.hands[i]);
    throw new Error('unreachable');
  });
  return { hands: hands as unknown as Deal['hands'] };
}
