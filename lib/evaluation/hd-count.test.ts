import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { correctionPoints } from './corrections';
import { hdCount, hdPoints } from './hd-count';
import { distributionPoints, honourPoints } from './points';
import { arbitraryHand, hand } from './test-support';

describe('E-HD opening count', () => {
  it('is H + D with no corrections for a hand with an ace and guarded honours', () => {
    // ♠AKQ2 9, ♥KJ3 4, ♦T8 0 (doubleton D 1), ♣Q432 2 → H 15, D 1, HD 16.
    const count = hdCount(hand('AKQ2.KJ3.T8.Q432'));
    expect(count).toEqual({ h: 15, d: 1, hBySuit: [9, 4, 0, 2], dBySuit: [0, 0, 1, 0], corrections: [], hd: 16 });
  });

  it('applies E-NOACE and E-UNPROT', () => {
    // ♠K singleton (3, D 2, −1), ♥Q5 (2, D 1, −1), ♦J54 (1, −1), ♣KQ9876 (5); no ace −1.
    // H 11, D 3, corrections −4 → HD 10.
    const count = hdCount(hand('K.Q5.J54.KQ98765'));
    expect(count.h).toBe(11);
    expect(count.d).toBe(3);
    expect(count.corrections).toHaveLength(4);
    expect(count.hd).toBe(10);
    expect(hdPoints(hand('K.Q5.J54.KQ98765'))).toBe(10);
  });

  it('counts a void as 3 and lets the hand go above H', () => {
    // ♠AKQJT98 10, ♥ void 3, ♦A5 4 + 1, ♣9876 → H 14, D 4, HD 18.
    expect(hdPoints(hand('AKQJT98..A5.9876'))).toBe(18);
  });

  it('can be negative: a Yarborough without an ace', () => {
    // No honour at all: H 0, D 0 (4-3-3-3), no ace −1.
    expect(hdPoints(hand('T987.654.432.T32'))).toBe(-1);
  });

  it('agrees with its breakdown and with the separate counts', () => {
    fc.assert(
      fc.property(arbitraryHand, (h) => {
        const count = hdCount(h);
        return (
          count.hd === hdPoints(h) &&
          count.h === honourPoints(h) &&
          count.d === distributionPoints(h) &&
          count.hd === count.h + count.d + correctionPoints(count.corrections) &&
          count.hBySuit.reduce((a, b) => a + b, 0) === count.h &&
          count.dBySuit.reduce((a, b) => a + b, 0) === count.d
        );
      }),
    );
  });
});
