import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeDeal, validateDeal } from './deal';
import { handSize, shapeOf } from './hand';
import { INDEX_GROUPS, createDealer, randomDeal, randomDeals } from './random-deal';
import type { Deal } from './types';

describe('randomDeal: the same seed gives the same deal everywhere', () => {
  // Golden vectors: integer arithmetic only, so every machine and engine must print exactly these.
  it.each([
    [0, 'N:QJT.AJT94.J5.Q92 8763..KQ9643.AT6 A9542.872.A872.J K.KQ653.T.K87543'],
    [1, 'N:KQT.QJT962.AJ6.2 A987.AK5.KQT.A54 J6.874.9742.QJ73 5432.3.853.KT986'],
    [42, 'N:Q9875432.72.4.A5 .KT9863.AKJT32.8 KJ.Q5.86.KQJT943 AT6.AJ4.Q975.762'],
    [4294967295, 'N:T863.AJ53.976.J7 KQJ94.KT.854.Q94 A52.74.AKQJ2.AK2 7.Q9862.T3.T8653'],
  ])('seed %i', (seed, expected) => {
    expect(makeDeal(randomDeal(seed))).toBe(expected);
  });

  it('continues the stream of a seed deterministically', () => {
    const dealer = createDealer(42);
    dealer.next();
    dealer.next();
    expect(makeDeal(dealer.next())).toBe('N:82.AQJ.T862.QJ72 A.9864.AKQ7.A654 KQJ743.53.J954.3 T965.KT72.3.KT98');
  });

  it('agrees between randomDeal, randomDeals and createDealer', () => {
    const stream = createDealer(7);
    const firstFive = [stream.next(), stream.next(), stream.next(), stream.next(), stream.next()];
    expect(randomDeals(7, 5)).toEqual(firstFive);
    expect(randomDeal(7)).toEqual(firstFive[0]);
    expect(randomDeals(7, 0)).toEqual([]);
  });

  it('reads seeds modulo 2^32 and rejects non-integers', () => {
    expect(randomDeal(2 ** 32 + 5)).toEqual(randomDeal(5));
    expect(randomDeal(-1)).toEqual(randomDeal(2 ** 32 - 1));
    expect(() => randomDeal(1.5)).toThrow();
    expect(() => randomDeal(Number.NaN)).toThrow();
    expect(() => randomDeals(1, -1)).toThrow();
  });
});

describe('every random deal is a valid deal', () => {
  it('holds 52 distinct cards, 13 in each hand', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.nat(20), (seed, skip) => {
        const dealer = createDealer(seed);
        for (let i = 0; i < skip; i++) dealer.next();
        const deal = dealer.next();
        expect(validateDeal(deal).ok).toBe(true);
        for (const hand of deal.hands) expect(handSize(hand)).toBe(13);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the bounded indexes of the shuffle', () => {
  it('cover the bounds 52 … 2 once each, in groups whose product fits the 31-bit draws', () => {
    expect(INDEX_GROUPS.flatMap((g) => g.bounds)).toEqual(Array.from({ length: 51 }, (_, i) => 52 - i));
    for (const g of INDEX_GROUPS) {
      expect(g.product).toBe(g.bounds.reduce((p, b) => p * b, 1));
      expect(g.product).toBeLessThanOrEqual(2 ** 28);
      // the rejection limit is the largest multiple of the product not above 2^31
      expect(g.limit % g.product).toBe(0);
      expect(g.limit).toBeLessThanOrEqual(2 ** 31);
      expect(g.limit + g.product).toBeGreaterThan(2 ** 31);
    }
  });
});

/** Chi-square of the seat each card went to, over `deals` (3 degrees of freedom per card, 156 in all). */
function cardSeatChiSquare(deals: Deal[]): number {
  const counts = Array.from({ length: 52 }, () => [0, 0, 0, 0]);
  for (const deal of deals) {
    deal.hands.forEach((hand, seat) => {
      for (let s = 0; s < 4; s++) for (let r = 0; r < 13; r++) if (hand.suits[s] & (1 << r)) counts[s * 13 + r][seat]++;
    });
  }
  const expected = deals.length / 4;
  return counts.flat().reduce((chi, n) => chi + (n - expected) ** 2 / expected, 0);
}

function shareOfShape(deals: Deal[], shape: string): number {
  let n = 0;
  for (const deal of deals) {
    for (const hand of deal.hands) if (shapeOf(hand).sort((a, b) => b - a).join('-') === shape) n++;
  }
  return n / (deals.length * 4);
}

describe('uniformity (fixed seeds, so the figures never change from run to run)', () => {
  const stream = randomDeals(2024, 20_000);
  const bySeed = Array.from({ length: 20_000 }, (_, seed) => randomDeal(seed));

  it.each([
    ['one stream', stream],
    ['consecutive seeds', bySeed],
  ])('%s: each card goes to each seat a quarter of the time', (_, deals) => {
    // 156 degrees of freedom: mean 156, standard deviation 17.7; 230 is beyond four of them
    expect(cardSeatChiSquare(deals)).toBeLessThan(230);
  });

  it.each([
    ['4-4-3-2', 0.2155],
    ['5-3-3-2', 0.1552],
    ['4-3-3-3', 0.1054],
    ['5-4-3-1', 0.1293],
    ['7-3-2-1', 0.0188],
  ])('hands of shape %s come up at their known rate %f', (shape, rate) => {
    for (const deals of [stream, bySeed]) expect(Math.abs(shareOfShape(deals, shape) - rate)).toBeLessThan(0.006);
  });

  it('deals for neighbouring seeds share no more cards than chance (13 of 52 in the same seat)', () => {
    let same = 0;
    for (let seed = 0; seed < 2000; seed++) {
      const a = bySeed[seed];
      const b = bySeed[seed + 1];
      for (let h = 0; h < 4; h++) {
        for (let s = 0; s < 4; s++) {
          let m = a.hands[h].suits[s] & b.hands[h].suits[s];
          while (m) {
            same++;
            m &= m - 1;
          }
        }
      }
    }
    expect(same / 2000).toBeGreaterThan(12.5);
    expect(same / 2000).toBeLessThan(13.5);
  });
});
