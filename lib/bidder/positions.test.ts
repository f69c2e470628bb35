import { describe, expect, it } from 'vitest';
import { makeCalls } from '../bridge/call';
import { handOf } from '../bridge/deal';
import { createDealer } from '../bridge/random-deal';
import { SEATS, seatAfter } from '../bridge/types';
import { advise, bidDeal } from './advise';
import { bidCalls, handFacts, positionsOf } from './positions';

describe('positionsOf and bidCalls', () => {
  it('judge every hand at every position as advise does, and bid the opening calls of bidDeal (300 random deals)', () => {
    const dealer = createDealer(301);
    for (let i = 0; i < 300; i++) {
      const deal = dealer.next();
      const first = SEATS[i % 4];
      const made = bidDeal(deal, first, 'None').calls.map((c) => c.call);
      const positions = positionsOf({ dealer: first, calls: made });
      expect(positions.length).toBe(made.length); // the positions stop at the auction's end
      const facts = [0, 1, 2, 3].map((k) => handFacts(handOf(deal, seatAfter(first, k))));
      positions.forEach((p, k) => {
        expect(p.seat).toBe(seatAfter(first, k));
        // every seat's hand, not only the one that called there: the judge holds for any hand
        for (const seat of SEATS) {
          const advice = advise({ hand: handOf(deal, seat), auction: { dealer: first, calls: made.slice(0, k) }, vul: 'None' });
          const judged = p.judge(facts[(SEATS.indexOf(seat) - SEATS.indexOf(first) + 4) % 4]);
          expect([makeCalls([judged.call]), judged.rule, judged.via]).toEqual([makeCalls([advice.call]), advice.rule, advice.via?.rule ?? null]);
        }
      });
      expect(makeCalls(bidCalls(facts, first, 5))).toBe(makeCalls(made.slice(0, 5)));
      expect(makeCalls(bidCalls(facts, first, 99))).toBe(makeCalls(made)); // never past the end
    }
  });

  it('has one position more than an unfinished auction has calls: the seat to call next', () => {
    const positions = positionsOf({ dealer: 'E', calls: [] });
    expect(positions.map((p) => p.seat)).toEqual(['E']);
    const judged = positions[0].judge(handFacts(handOf(createDealer(7).next(), 'N')));
    expect(judged.rule.startsWith('O-')).toBe(true);
  });
});
