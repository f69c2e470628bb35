import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeDeal, parseDeal, handOf } from '../bridge/deal';
import { shapeOf } from '../bridge/hand';
import type { Deal, Hand } from '../bridge/types';
import { evaluateHand, type HandEvaluation } from './evaluate-hand';
import { hdCount } from './hd-count';
import { quickTricks } from './quick-tricks';
import { responderCount } from './responder-count';
import { isBalanced, shapeText } from './shape';
import { stoppedSuits } from './stoppers';
import { biddableSuits, rebiddableSuits } from './suit-quality';
import { arbitraryHand } from './test-support';

// The sample deal of seed 003, section 4 ("Bridža diagrammas"), rebuilt from the garbled diagram:
// N ♠8653 ♥K105 ♦K104 ♣Q75 (the text spells it out), W ♠AKQ74 ♥42 ♦A985 ♣AJ,
// E ♠1092 ♥873 ♦6 ♣K98643, S ♠J ♥AQJ96 ♦QJ732 ♣102.
const SEED_003_DEAL = 'N:8653.KT5.KT4.Q75 T92.873.6.K98643 J.AQJ96.QJ732.T2 AKQ74.42.A985.AJ';

function seedDeal(): Deal {
  const parsed = parseDeal(SEED_003_DEAL);
  if (!parsed.ok) throw new Error(parsed.error.code);
  return parsed.value;
}

describe('the seed 003 sample deal, evaluated by hand', () => {
  it('is a legal deal of 52 distinct cards', () => {
    const parsed = parseDeal(SEED_003_DEAL);
    expect(parsed.ok).toBe(true);
    expect(makeDeal(seedDeal())).toBe(SEED_003_DEAL);
  });

  it('North ♠8653 ♥K105 ♦K104 ♣Q75', () => {
    // H: ♥K 3 + ♦K 3 + ♣Q 2 = 8. D: 4-3-3-3 → 0. No ace −1; ♥K, ♦K with 3 cards and ♣Q with 3 are guarded.
    // HD 8 + 0 − 1 = 7. QT: ♥Kxx ½ + ♦Kxx ½ = 1. Balanced 4-3-3-3. Stoppers ♥ ♦ ♣ (♠ has no honour).
    // Biddable: none (♠8653 has 0 H).
    expect(evaluateHand(handOf(seedDeal(), 'N'))).toEqual({
      h: 8,
      d: 0,
      corrections: [{ kind: 'no-ace', points: -1 }],
      hd: 7,
      hBySuit: [0, 3, 3, 2],
      dBySuit: [0, 0, 0, 0],
      qt: 1,
      qtBySuit: [0, 0.5, 0.5, 0],
      shape: [4, 3, 3, 3],
      shapeText: '4-3-3-3',
      balanced: true,
      stopped: ['H', 'D', 'C'],
      biddable: [],
      rebiddable: [],
    });
  });

  it('East ♠1092 ♥873 ♦6 ♣K98643', () => {
    // H: ♣K 3. D: ♦ singleton 2. No ace −1; ♣K in 6 cards is guarded. HD 3 + 2 − 1 = 4.
    // QT: ♣Kx… ½. Shape 6-3-3-1, unbalanced. Only ♣ stopped; ♣ biddable and rebiddable (6 cards).
    expect(evaluateHand(handOf(seedDeal(), 'E'))).toEqual({
      h: 3,
      d: 2,
      corrections: [{ kind: 'no-ace', points: -1 }],
      hd: 4,
      hBySuit: [0, 0, 0, 3],
      dBySuit: [0, 0, 2, 0],
      qt: 0.5,
      qtBySuit: [0, 0, 0, 0.5],
      shape: [3, 3, 1, 6],
      shapeText: '6-3-3-1',
      balanced: false,
      stopped: ['C'],
      biddable: ['C'],
      rebiddable: ['C'],
    });
  });

  it('South ♠J ♥AQJ96 ♦QJ732 ♣102', () => {
    // H: ♠J 1 + ♥AQJ 7 + ♦QJ 3 = 11. D: ♠ singleton 2 + ♣ doubleton 1 = 3.
    // Corrections: an ace is held; ♠J alone is unprotected −1; ♥Q, ♥J sit under the ace; ♦Q has 5 cards.
    // HD 11 + 3 − 1 = 13. QT: ♥AQ 1½, ♦QJ 0 → 1½. Shape 5-5-2-1, unbalanced.
    // Stoppers: ♥ (A), ♦ (Q with four others); ♠J alone and ♣102 are not.
    // Biddable ♥ ♦ (5 cards); rebiddable ♥ (7 H) and ♦ (exactly 3 H, the least a 5-card suit needs).
    expect(evaluateHand(handOf(seedDeal(), 'S'))).toEqual({
      h: 11,
      d: 3,
      corrections: [{ kind: 'unprotected', suit: 'S', rank: 'J', points: -1 }],
      hd: 13,
      hBySuit: [1, 7, 3, 0],
      dBySuit: [2, 0, 0, 1],
      qt: 1.5,
      qtBySuit: [0, 1.5, 0, 0],
      shape: [1, 5, 5, 2],
      shapeText: '5-5-2-1',
      balanced: false,
      stopped: ['H', 'D'],
      biddable: ['H', 'D'],
      rebiddable: ['H', 'D'],
    });
  });

  it('West ♠AKQ74 ♥42 ♦A985 ♣AJ', () => {
    // H: ♠AKQ 9 + ♦A 4 + ♣AJ 5 = 18. D: ♥ and ♣ doubletons 1 + 1 = 2.
    // Corrections: aces held; ♣J sits under the ace. HD 18 + 2 = 20.
    // QT: ♠AK 2 + ♦A 1 + ♣A 1 = 4. Shape 5-4-2-2 (two doubletons), unbalanced.
    // Stoppers ♠ ♦ ♣; ♥42 is not. Biddable ♠ (5 cards) and ♦ (4 cards, 4 H); rebiddable ♠ only.
    expect(evaluateHand(handOf(seedDeal(), 'W'))).toEqual({
      h: 18,
      d: 2,
      corrections: [],
      hd: 20,
      hBySuit: [9, 0, 4, 5],
      dBySuit: [0, 1, 0, 1],
      qt: 4,
      qtBySuit: [2, 0, 1, 1],
      shape: [5, 2, 4, 2],
      shapeText: '5-4-2-2',
      balanced: false,
      stopped: ['S', 'D', 'C'],
      biddable: ['S', 'D'],
      rebiddable: ['S'],
    });
  });

  it('holds the 40 H of the pack: 8 + 3 + 11 + 18', () => {
    expect(seedDeal().hands.reduce((n, h) => n + evaluateHand(h).h, 0)).toBe(40);
  });

  it('responder counts: North raising South’s ♥, East raising West’s ♠', () => {
    // North, ♥ trumps: H 8; D outside ♥: 4-3-3 → 0; no ace −1; 3 trumps −1 → 6.
    expect(responderCount(handOf(seedDeal(), 'N'), 'H').total).toBe(6);
    // East, ♠ trumps: H 3; D: ♦ singleton 3; no ace −1; 3 trumps −1 → 4.
    expect(responderCount(handOf(seedDeal(), 'E'), 'S').total).toBe(4);
    // South with ♣ as trumps (an exercise; the count is defined for any suit): H 11; D: ♠ singleton 3;
    // ♠J alone is judged outside partner's suit −1; 2 trumps −2 → 11 + 3 − 1 − 2 = 11.
    expect(responderCount(handOf(seedDeal(), 'S'), 'C').total).toBe(11);
  });
});

function separately(h: Hand): HandEvaluation {
  const hd = hdCount(h);
  const qt = quickTricks(h);
  return {
    h: hd.h,
    d: hd.d,
    corrections: hd.corrections,
    hd: hd.hd,
    hBySuit: hd.hBySuit,
    dBySuit: hd.dBySuit,
    qt: qt.total,
    qtBySuit: qt.bySuit,
    shape: shapeOf(h),
    shapeText: shapeText(h),
    balanced: isBalanced(h),
    stopped: stoppedSuits(h),
    biddable: biddableSuits(h),
    rebiddable: rebiddableSuits(h),
  };
}

describe('evaluateHand', () => {
  it('unpacks every one of the 8192 suit holdings correctly, in the first and the last suit', () => {
    for (let mask = 0; mask < 8192; mask++) {
      for (const h of [{ suits: [mask, 0, 0, 0] } as Hand, { suits: [0, 0, 0, mask] } as Hand]) {
        expect(evaluateHand(h)).toEqual(separately(h));
      }
    }
  });

  it('agrees with every separate function', () => {
    fc.assert(
      fc.property(arbitraryHand, (h) => {
        expect(evaluateHand(h)).toEqual(separately(h));
      }),
    );
  });
});
