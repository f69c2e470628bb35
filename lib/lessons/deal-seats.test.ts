import { describe, expect, it } from 'vitest';
import { bidDeal, type BidDealCall } from '../bidder';
import { parseCalls } from '../bridge/call';
import { parseDeal } from '../bridge/deal';
import { seatAfter, type Seat } from '../bridge/types';
import { quietSeats, suggestedSeat } from './deal-seats';

/** An auction as BidDealCalls (the rule and explanation do not matter to the seats). */
function auction(text: string, dealer: Seat): BidDealCall[] {
  const calls = parseCalls(text);
  if (!calls.ok) throw new Error(text);
  return calls.value.map((call, i) => ({ seat: seatAfter(dealer, i), call, rule: 'X-PASS', explain: { key: 'x', params: {} } }) as unknown as BidDealCall);
}

describe('suggestedSeat: the seat that makes the deal’s decisions', () => {
  it('is the seat with the most calls other than a pass', () => {
    // North opens, rebids and bids game; South answers once
    expect(suggestedSeat(auction('1H P 1S P 2H P 2NT P 4H P P P', 'N'), 'N')).toBe('N');
    expect(suggestedSeat(auction('P 1D P 1H P 3NT P P P', 'N'), 'N')).toBe('E');
  });

  it('between seats with as many, is the one that decides later (the preference after opener’s rebid)', () => {
    expect(suggestedSeat(auction('1S P 1NT P 2H P 2S P P P', 'N'), 'N')).toBe('S');
    expect(suggestedSeat(auction('1S P 2S P P P', 'W'), 'W')).toBe('E');
  });

  it('counts the opponents’ calls too: an overcaller who bids twice is offered', () => {
    expect(suggestedSeat(auction('1D 1S P 2S 3D 3S P P P', 'N'), 'N')).toBe('E');
  });

  it('offers the dealer on a deal passed out', () => {
    expect(suggestedSeat(auction('P P P P', 'W'), 'W')).toBe('W');
  });

  it('is always a seat that made a call other than a pass, when one did (on bid deals)', () => {
    const deal = parseDeal('N:J973.KQ62.863.Q6 82.T9875.J2.AK43 AQ6.43.T94.J8752 KT54.AJ.AKQ75.T9');
    if (!deal.ok) throw new Error(deal.error.code);
    const calls = bidDeal(deal.value, 'W', 'None').calls;
    const seat = suggestedSeat(calls, 'W');
    expect(calls.some((c) => c.seat === seat && c.call.kind !== 'pass')).toBe(true);
    expect(seat).toBe('W');
  });
});

describe('quietSeats: the sides that only passed', () => {
  it('names a side whose every call is a pass, both seats', () => {
    expect(quietSeats(auction('1H P 2H P P P', 'N'))).toEqual(['E', 'W']);
    expect(quietSeats(auction('1H 1S 2H P P P', 'N'))).toEqual([]);
    expect(quietSeats(auction('P P P P', 'N'))).toEqual(['N', 'S', 'E', 'W']);
  });
});
