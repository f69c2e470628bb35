import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHoldings } from '../bridge/hand';
import { quickTricks, quickTrickTotal, suitQuickTricks } from './quick-tricks';
import { arbitraryHand, arbitraryHolding, hand } from './test-support';

function mask(holding: string): number {
  const parsed = parseHoldings(`${holding}...`);
  if (!parsed.ok) throw new Error(holding);
  return parsed.value.suits[0];
}

describe('E-QT quick tricks per suit', () => {
  // seed 000 "Brzi štihovi": A,K 2; A i Q 1.5; A sam ili K i Q 1; K sa još jednom niskom kartom 0.5.
  it.each([
    ['AK', 2],
    ['AKQJT', 2],
    ['AK2', 2],
    ['AQ', 1.5],
    ['AQJ2', 1.5],
    ['A', 1],
    ['AJ32', 1],
    ['KQ', 1],
    ['KQJ2', 1],
    ['K2', 0.5],
    ['KJT9', 0.5],
    ['K', 0], // a singleton K is 0
    ['QJ2', 0],
    ['Q', 0],
    ['', 0],
  ])('%j is worth %f', (holding, tricks) => {
    expect(suitQuickTricks(mask(holding))).toBe(tricks);
  });

  it('is at most 2 in every suit and a multiple of ½', () => {
    fc.assert(
      fc.property(arbitraryHolding, (m) => {
        const qt = suitQuickTricks(m);
        return qt >= 0 && qt <= 2 && Number.isInteger(qt * 2);
      }),
    );
  });
});

describe('E-QT over all 8192 holdings', () => {
  it('sums to 8191.5, as counted by hand', () => {
    // AK: 2^11 holdings × 2; AQ without K: 2^10 × 1.5; A without K, Q: 2^10 × 1; KQ without A: 2^10 × 1;
    // K without A, Q, not alone: (2^10 − 1) × 0.5.
    let sum = 0;
    for (let m = 0; m < 8192; m++) sum += suitQuickTricks(m);
    expect(sum).toBe(2048 * 2 + 1024 * 1.5 + 1024 + 1024 + 1023 * 0.5);
  });
});

describe('E-QT per hand', () => {
  it('adds the suits', () => {
    // ♠AK5 2, ♥AQ2 1.5, ♦KQ3 1, ♣K432 0.5 → 5.
    expect(quickTricks(hand('AK5.AQ2.KQ3.K432'))).toEqual({ total: 5, bySuit: [2, 1.5, 1, 0.5] });
    expect(quickTrickTotal(hand('AK5.AQ2.KQ3.K432'))).toBe(5);
  });

  it('agrees with its scalar form and stays within 8', () => {
    fc.assert(
      fc.property(arbitraryHand, (h) => {
        const qt = quickTricks(h);
        return (
          qt.total === quickTrickTotal(h) &&
          qt.total === qt.bySuit.reduce((a, b) => a + b, 0) &&
          qt.bySuit.every((t) => t <= 2) &&
          qt.total <= 8
        );
      }),
    );
  });
});
