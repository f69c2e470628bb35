import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHoldings } from '../bridge/hand';
import { distributionPoints, honourPoints, suitDistributionPoints, suitHonourPoints } from './points';
import { arbitraryDeal, arbitraryHolding, hand } from './test-support';

function mask(holding: string): number {
  const parsed = parseHoldings(`${holding}...`);
  if (!parsed.ok) throw new Error(holding);
  return parsed.value.suits[0];
}

describe('E-H honour points', () => {
  // seed 000 "Jačina lista": Kec 4, Kralj 3, Dama 2, Žandar 1.
  it.each([
    ['A', 4],
    ['K', 3],
    ['Q', 2],
    ['J', 1],
    ['T98765432', 0],
    ['', 0],
    ['AKQJ', 10],
    ['AKQJT98765432', 10],
    ['AQ5', 6],
  ])('suit %j is worth %i', (holding, points) => {
    expect(suitHonourPoints(mask(holding))).toBe(points);
  });

  it('adds the four suits', () => {
    expect(honourPoints(hand('AKQ2.KJ3.T8.Q432'))).toBe(15);
    expect(honourPoints(hand('T98765.T9876.5.2'))).toBe(0);
  });

  it('finds the 40 points of the pack ("Ukupno u špilu postoji 40 H-bodova")', () => {
    expect(honourPoints(hand('AKQJ.AKQJ.AKQJ.T'))).toBe(30);
    fc.assert(fc.property(arbitraryDeal, (deal) => deal.hands.reduce((n, h) => n + honourPoints(h), 0) === 40));
  });

  it('sums to 40960 over all 8192 holdings: each honour sits in half of them', () => {
    let sum = 0;
    for (let m = 0; m < 8192; m++) sum += suitHonourPoints(m);
    expect(sum).toBe(4096 * (4 + 3 + 2 + 1));
  });

  it('never exceeds 10 in a suit', () => {
    fc.assert(fc.property(arbitraryHolding, (m) => suitHonourPoints(m) >= 0 && suitHonourPoints(m) <= 10));
  });
});

describe('E-D distribution points (opening count)', () => {
  // seed 000: odsustvo 3, singl 2, dubl 1.
  it.each([
    [0, 3],
    [1, 2],
    [2, 1],
    [3, 0],
    [13, 0],
  ])('a suit of %i cards is worth %i', (length, points) => {
    expect(suitDistributionPoints(length)).toBe(points);
  });

  it.each([
    ['AKQ2.KJ3.T8.Q432', 1], // 4-3-2-4: one doubleton
    ['AKQ.KJ3.T82.Q432', 0], // 3-3-3-4
    ['AKQ2..KT98.Q5432', 3], // void hearts
    ['AKQ72.5.KT98.Q54', 2], // singleton heart
    ['AKQ76.52.KT98.Q5', 2], // 5-2-4-2: two doubletons
    ['AKQJ765432.5.8.2', 6], // three singletons
    ['AKQJT98765432...', 9], // three voids
  ])('%s has D %i', (text, d) => {
    expect(distributionPoints(hand(text))).toBe(d);
  });
});
