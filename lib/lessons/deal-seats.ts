// Which seats of a lesson's whole deal matter to a learner: the sides that only passed (their passes need no
// explanation on the page) and the seat "bid it yourself" suggests, the one that makes the deal's decisions.
// Example: suggestedSeat(calls of 1♠ P 1NT P 2♥ P 2♠ P P P, dealer N) === 'S' (two calls each; South's 2♠ comes later).

import type { BidDealCall } from '../bidder';
import type { Seat } from '../bridge/types';

/** The seats of the sides whose every call in `calls` is a pass. */
export function quietSeats(calls: readonly BidDealCall[]): Seat[] {
  const bid = new Set(calls.filter((c) => c.call.kind !== 'pass').map((c) => c.seat));
  const sides: readonly (readonly Seat[])[] = [['N', 'S'], ['E', 'W']];
  return sides.filter((side) => !side.some((s) => bid.has(s))).flat();
}

/**
 * The seat that makes the most calls other than a pass; between seats with as many, the one whose last such call
 * comes later (it decides last: responder's preference after opener's rebid). A deal passed out suggests its dealer,
 * the first to decide.
 */
export function suggestedSeat(calls: readonly BidDealCall[], dealer: Seat): Seat {
  const tally = new Map<Seat, { count: number; last: number }>();
  calls.forEach((c, i) => {
    if (c.call.kind === 'pass') return;
    const seen = tally.get(c.seat) ?? { count: 0, last: -1 };
    tally.set(c.seat, { count: seen.count + 1, last: i });
  });
  let best: { seat: Seat; count: number; last: number } | null = null;
  for (const [seat, { count, last }] of tally) {
    if (best === null || count > best.count || (count === best.count && last > best.last)) best = { seat, count, last };
  }
  return best?.seat ?? dealer;
}
