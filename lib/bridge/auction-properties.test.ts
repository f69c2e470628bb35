import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_CALLS, checkCall, contractOf, isComplete, legalCalls, reviewAuction, seatToCall, type Auction,
} from './auction';
import { sameCall } from './call';
import { SEATS, partnerOf, seatAfter, type Call, type Seat } from './types';

/** A legal auction: at each turn one of the legal calls, chosen by the next number, until `picks` run out. */
const legalAuction = fc
  .record({ dealer: fc.constantFrom(...SEATS), picks: fc.array(fc.nat(), { maxLength: 50 }), passBias: fc.nat(3) })
  .map(({ dealer, picks, passBias }): Auction => {
    const calls: Call[] = [];
    for (const pick of picks) {
      const legal = legalCalls({ dealer, calls });
      if (legal.length === 0) break;
      // passes are common in real auctions: without a bias the walk would rarely end
      calls.push(pick % 4 < passBias ? legal[0] : legal[pick % legal.length]);
    }
    return { dealer, calls };
  });

describe('legalCalls agrees with checkCall', () => {
  it('every listed call is accepted, every other one of the 38 is rejected with a reason', () => {
    fc.assert(
      fc.property(legalAuction, (auction) => {
        const legal = legalCalls(auction);
        for (const call of ALL_CALLS) {
          const problem = checkCall(auction, call);
          const listed = legal.some((c) => sameCall(c, call));
          expect(problem === null).toBe(listed);
          if (problem) expect(problem.code).not.toMatch(/^(incomplete|unknown-call)$/);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('the seat to call follows the dealer clockwise until the end (A-ORDER)', () => {
    fc.assert(
      fc.property(legalAuction, (auction) => {
        const seat = seatToCall(auction);
        if (isComplete(auction)) expect(seat).toBeNull();
        else expect(seat).toBe(seatAfter(auction.dealer, auction.calls.length));
      }),
    );
  });
});

describe('counting legal call sequences from the start (a perft for the auction)', () => {
  function count(dealer: Seat, calls: Call[], depth: number, out: number[]): void {
    if (depth === out.length) return;
    for (const call of legalCalls({ dealer, calls })) {
      out[depth]++;
      // an auction that has ended may not be extended: legalCalls of it is empty
      count(dealer, [...calls, call], depth + 1, out);
    }
  }

  it('finds 36, 701, 9,731 and 107,451 sequences of 1 to 4 calls', () => {
    const out = [0, 0, 0, 0];
    count('N', [], 0, out);
    expect(out).toEqual([36, 701, 9731, 107451]);
  });
});

/** A-DECLARER read straight from the rule: the first player of the side that bid the last bid's strain. */
function referenceDeclarer(auction: Auction): Seat | null {
  let lastIndex = -1;
  auction.calls.forEach((c, i) => {
    if (c.kind === 'bid') lastIndex = i;
  });
  if (lastIndex < 0) return null;
  const last = auction.calls[lastIndex] as Extract<Call, { kind: 'bid' }>;
  const bidder = seatAfter(auction.dealer, lastIndex);
  for (let i = 0; i <= lastIndex; i++) {
    const c = auction.calls[i];
    const by = seatAfter(auction.dealer, i);
    if (c.kind === 'bid' && c.strain === last.strain && (by === bidder || by === partnerOf(bidder))) return by;
  }
  throw new Error('unreachable');
}

describe('reviewAuction of legal auctions', () => {
  it('finds no illegal call, and the contract of contractOf with the reference declarer', () => {
    fc.assert(
      fc.property(legalAuction, (auction) => {
        const review = reviewAuction(auction.dealer, auction.calls);
        expect(review.legal).toBe(true);
        expect(review.complete).toBe(isComplete(auction));
        expect(review.errors).toEqual(
          review.complete ? [] : [{ index: auction.calls.length, call: null, code: 'incomplete', params: {} }],
        );
        expect(review.contract).toEqual(contractOf(auction));
        expect(review.contract?.declarer ?? null).toBe(referenceDeclarer(auction));
      }),
      { numRuns: 300 },
    );
  });
});

describe('reviewAuction of arbitrary call sequences', () => {
  it('never throws, reports errors in order, and marks exactly the calls checkCall rejects', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SEATS),
        fc.array(fc.constantFrom(...ALL_CALLS), { maxLength: 30 }),
        (dealer, calls) => {
          const review = reviewAuction(dealer, calls);
          const indexes = review.errors.map((e) => e.index);
          expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
          // when no call was illegal, the calls are a legal auction as checkCall sees it
          if (review.legal) {
            calls.forEach((call, i) => expect(checkCall({ dealer, calls: calls.slice(0, i) }, call)).toBeNull());
          }
          // the first error agrees with checkCall on the calls before it
          const first = review.errors[0];
          if (first && first.code !== 'incomplete') {
            expect(checkCall({ dealer, calls: calls.slice(0, first.index) }, calls[first.index])?.code).toBe(first.code);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
