import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHoldings } from '../bridge/hand';
import { correctionPoints, hasAce, honourCorrections, openingCorrections, unprotectedHonour } from './corrections';
import { arbitraryHand, arbitraryHolding, hand } from './test-support';

function mask(holding: string): number {
  const parsed = parseHoldings(`${holding}...`);
  if (!parsed.ok) throw new Error(holding);
  return parsed.value.suits[0];
}

describe('E-UNPROT [I-1] per suit', () => {
  // seed 000 "Jačina lista": "solo Kralj, dupla Dama, treći Žandar".
  it.each([
    ['K', 'K'],
    ['Q5', 'Q'],
    ['J54', 'J'],
  ])('the text’s example %s is an unprotected %s', (holding, rank) => {
    expect(unprotectedHonour(mask(holding))).toBe(rank);
  });

  // docs/system.md [I-1]: "AQ, KQ, KJ, AJx: no deduction; Qx, Q, Jxx, Jx, J, K: −1; QJ: −1 once".
  it.each(['AQ', 'KQ', 'KJ', 'AJ4', 'A', 'AKQJ', ''])('%j has no unprotected honour', (holding) => {
    expect(unprotectedHonour(mask(holding))).toBeNull();
  });
  it.each([
    ['Q4', 'Q'],
    ['Q', 'Q'],
    ['J54', 'J'],
    ['J5', 'J'],
    ['J', 'J'],
    ['K', 'K'],
    ['QJ', 'Q'], // judged once, by its highest honour
  ])('%s is an unprotected %s', (holding, rank) => {
    expect(unprotectedHonour(mask(holding))).toBe(rank);
  });

  // Guard lengths K 2, Q 3, J 4: the last unprotected length and the first protected one.
  it.each([
    ['K', 'K'],
    ['K2', null],
    ['Q2', 'Q'],
    ['Q32', null],
    ['QJ2', null],
    ['J32', 'J'],
    ['JT9', 'J'],
    ['J432', null],
    ['T98', null], // no honour to judge
  ])('%s → %s', (holding, rank) => {
    expect(unprotectedHonour(mask(holding))).toBe(rank);
  });

  it('never judges a suit holding an ace', () => {
    fc.assert(fc.property(arbitraryHolding, (m) => !(m & 0x1000) || unprotectedHonour(m) === null));
  });

  it('judges at most the highest honour, so a suit costs at most 1', () => {
    fc.assert(
      fc.property(arbitraryHand, (h) => {
        const suits = openingCorrections(h).flatMap((c) => (c.kind === 'unprotected' ? [c.suit] : []));
        return new Set(suits).size === suits.length;
      }),
    );
  });
});

describe('E-UNPROT over all 8192 holdings', () => {
  it('finds 58 unprotected ones, as counted by hand', () => {
    // K alone: 1. Q on top with fewer than 2 of the 10 lower cards: 1 + 10 = 11.
    // J on top with fewer than 3 of the 9 lower cards: 1 + 9 + 36 = 46.
    const counts = { K: 0, Q: 0, J: 0 };
    for (let m = 0; m < 8192; m++) {
      const rank = unprotectedHonour(m);
      if (rank) counts[rank]++;
    }
    expect(counts).toEqual({ K: 1, Q: 11, J: 46 });
  });
});

describe('E-NOACE and the corrections list', () => {
  it('deducts 1 for a hand without an ace, listed first', () => {
    const h = hand('KQ4.Q6.J87.KJ432'); // no ace; ♥Q doubleton; ♦J tripleton; ♠KQ4 and ♣KJ432 fine
    expect(hasAce(h)).toBe(false);
    expect(openingCorrections(h)).toEqual([
      { kind: 'no-ace', points: -1 },
      { kind: 'unprotected', suit: 'H', rank: 'Q', points: -1 },
      { kind: 'unprotected', suit: 'D', rank: 'J', points: -1 },
    ]);
    expect(correctionPoints(openingCorrections(h))).toBe(-3);
  });

  it('gives no correction to a hand with an ace and guarded honours', () => {
    const h = hand('A432.K32.Q432.J4'); // ♣J4 is an unprotected jack
    expect(hasAce(h)).toBe(true);
    expect(openingCorrections(h)).toEqual([{ kind: 'unprotected', suit: 'C', rank: 'J', points: -1 }]);
    expect(openingCorrections(hand('A432.K32.Q432.T9'))).toEqual([]);
  });

  it('lists the three text examples in one hand: singleton K, doubleton Q, tripleton J', () => {
    const h = hand('K.Q5.J54.A765432');
    expect(openingCorrections(h).map((c) => (c.kind === 'unprotected' ? `${c.suit}${c.rank}` : c.kind))).toEqual([
      'SK',
      'HQ',
      'DJ',
    ]);
  });

  it('skips the suit it is told to skip (E-RESP: partner’s suit)', () => {
    const h = hand('K.Q5.J54.A765432');
    expect(honourCorrections(h, 1).map((c) => (c.kind === 'unprotected' ? c.suit : c.kind))).toEqual(['S', 'D']);
  });
});
