import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUITS } from '../bridge/types';
import { responderCount, responderPoints } from './responder-count';
import { honourPoints } from './points';
import { arbitraryHand, hand } from './test-support';

describe('E-RESP responder count', () => {
  // seed 000 "Odgovor partnera": void 5, singleton 3, doubleton 1 in suits partner did not bid.
  it.each([
    ['AKQJ..T9876.5432', 'S', 5], // heart void outside partner's spades
    ['AKQJ.5.T987.5432', 'S', 3], // heart singleton
    ['AKQJ.54.T98.5432', 'S', 1], // heart doubleton
    ['AKQJ.543.T98.432', 'S', 0], // 4-3-3-3
  ])('%s with %s trumps has responder D %i', (text, trump, d) => {
    expect(responderCount(hand(text), trump as 'S').d).toBe(d);
  });

  it('gives no distribution points in partner’s suit', () => {
    // ♥ void is partner's suit: no D there; ♠ singleton 3 → D 3.
    const count = responderCount(hand('5..AKQJT98.65432'), 'H');
    expect(count.dBySuit).toEqual([3, 0, 0, 0]);
    expect(count.trumps).toBe(0);
    expect(count.trumpAdjustment).toBe(-4);
  });

  // "za svakog aduta preko 4-og dodaje se po 1 HD-bod, a za manje od 4 oduzima".
  it.each([
    ['A5432.AKQJ98.2.2', 6, 2],
    ['A5432.KQJ98.32.2', 5, 1],
    ['A5432.KQJ9.532.2', 4, 0],
    ['A5432.KQJ.5432.2', 3, -1],
    ['A5432.KQ.65432.2', 2, -2],
    ['A5432.K.765432.2', 1, -3],
    ['A65432..765432.2', 0, -4],
  ])('%s holds %i hearts: adjustment %i', (text, trumps, adjustment) => {
    const count = responderCount(hand(text), 'H');
    expect(count.trumps).toBe(trumps);
    expect(count.trumpAdjustment).toBe(adjustment);
  });

  it('deducts no ace and unprotected honours except in partner’s suit', () => {
    // Partner bid ♥. ♠K singleton −1 (side suit), ♥Q5 not judged (trumps), ♦J54 −1, no ace −1.
    // H: 3 + 2 + 1 + 5 = 11; D outside ♥: ♠ singleton 3; ♣ 7 cards 0 → 3; trumps 2 → −2.
    // Total 11 + 3 − 3 − 2 = 9.
    const count = responderCount(hand('K.Q5.J54.KQ98765'), 'H');
    expect(count.corrections).toEqual([
      { kind: 'no-ace', points: -1 },
      { kind: 'unprotected', suit: 'S', rank: 'K', points: -1 },
      { kind: 'unprotected', suit: 'D', rank: 'J', points: -1 },
    ]);
    expect(count).toMatchObject({ trump: 'H', h: 11, d: 3, trumps: 2, trumpAdjustment: -2, total: 9 });
    expect(responderPoints(hand('K.Q5.J54.KQ98765'), 'H')).toBe(9);
  });

  it('with a strong fit: 5 trumps, a void and a singleton', () => {
    // Partner bid ♠. ♠KJ432 (4 H, 5 trumps +1), ♥ void (D 5), ♦A2 (4 H, doubleton D 1), ♣Q98765 (2 H).
    // H 10, D 6, no corrections (ace; ♣Q guarded), trumps +1 → 17.
    const count = responderCount(hand('KJ432..A2.Q98765'), 'S');
    expect(count).toMatchObject({ h: 10, d: 6, corrections: [], trumps: 5, trumpAdjustment: 1, total: 17 });
  });

  it('agrees with its scalar form and keeps H unchanged, for every trump suit', () => {
    fc.assert(
      fc.property(arbitraryHand, fc.constantFrom(...SUITS), (h, trump) => {
        const count = responderCount(h, trump);
        const corrections = count.corrections.reduce((n, c) => n + c.points, 0);
        return (
          count.total === responderPoints(h, trump) &&
          count.h === honourPoints(h) &&
          count.total === count.h + count.d + corrections + count.trumpAdjustment &&
          count.dBySuit[SUITS.indexOf(trump)] === 0
        );
      }),
    );
  });
});
