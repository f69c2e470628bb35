// Everything section 1 of docs/system.md says about one hand, in one pass: H, D, corrections, HD, QT, shape,
// stoppers, biddable and rebiddable suits. Example: evaluateHand(parseHand('J.AQJ96.QJ732.T2')) → hd 13.

import { maskLength } from '../bridge/hand';
import type { Hand, Suit } from '../bridge/types';
import { honourCorrections, type Correction } from './corrections';
import { MASK_COUNT } from './mask-table';
import { DISTRIBUTION_POINTS_BY_LENGTH, HONOUR_POINTS_TABLE } from './points';
import { QUICK_TRICK_HALVES_TABLE } from './quick-tricks';
import { isBalancedLengths, shapeTextOfLengths } from './shape';
import { STOPPED_TABLE } from './stoppers';
import { suitsOfSet, type SuitNumbers } from './suit-list';
import { BIDDABLE_TABLE, REBIDDABLE_TABLE } from './suit-quality';

export interface HandEvaluation {
  /** E-H */
  readonly h: number;
  /** E-D (opening count) */
  readonly d: number;
  /** E-NOACE, E-UNPROT */
  readonly corrections: Correction[];
  /** E-HD */
  readonly hd: number;
  readonly hBySuit: SuitNumbers;
  readonly dBySuit: SuitNumbers;
  /** E-QT */
  readonly qt: number;
  readonly qtBySuit: SuitNumbers;
  /** Suit lengths in SUITS order (S, H, D, C). */
  readonly shape: SuitNumbers;
  /** Sorted lengths, longest first: '5-4-2-2'. */
  readonly shapeText: string;
  /** E-BAL */
  readonly balanced: boolean;
  /** E-STOP, SUITS order */
  readonly stopped: Suit[];
  /** E-BIDDABLE, SUITS order */
  readonly biddable: Suit[];
  /** E-REBID, SUITS order */
  readonly rebiddable: Suit[];
}

/**
 * Everything evaluateHand reads about one suit mask, packed into one number so each suit costs one table read:
 * bits 0–3 H, 4–7 length, 8–10 QT in halves, 11 stopped, 12 biddable, 13 rebiddable, 14–15 opening D.
 * Built once from the concept modules' own tables, so the rules live in one place each.
 */
const SUIT_FACTS: Uint32Array = (() => {
  const table = new Uint32Array(MASK_COUNT);
  for (let mask = 0; mask < MASK_COUNT; mask++) {
    const length = maskLength(mask);
    table[mask] =
      HONOUR_POINTS_TABLE[mask] |
      (length << 4) |
      (QUICK_TRICK_HALVES_TABLE[mask] << 8) |
      (STOPPED_TABLE[mask] << 11) |
      (BIDDABLE_TABLE[mask] << 12) |
      (REBIDDABLE_TABLE[mask] << 13) |
      (DISTRIBUTION_POINTS_BY_LENGTH[length] << 14);
  }
  return table;
})();

// Aliases read once at load (see mask-table.ts).
const correctionsOf = honourCorrections;
const shapeTextOf = shapeTextOfLengths;
const balancedOf = isBalancedLengths;
const suitsOf = suitsOfSet;

/** Evaluates a hand by section 1's rules: each suit is one read of SUIT_FACTS. */
export function evaluateHand(hand: Hand): HandEvaluation {
  const suits = hand.suits;
  const facts = SUIT_FACTS;
  const f0 = facts[suits[0]];
  const f1 = facts[suits[1]];
  const f2 = facts[suits[2]];
  const f3 = facts[suits[3]];
  const hBySuit: SuitNumbers = [f0 & 15, f1 & 15, f2 & 15, f3 & 15];
  const dBySuit: SuitNumbers = [f0 >> 14, f1 >> 14, f2 >> 14, f3 >> 14];
  const shape: SuitNumbers = [(f0 >> 4) & 15, (f1 >> 4) & 15, (f2 >> 4) & 15, (f3 >> 4) & 15];
  const qtBySuit: SuitNumbers = [((f0 >> 8) & 7) / 2, ((f1 >> 8) & 7) / 2, ((f2 >> 8) & 7) / 2, ((f3 >> 8) & 7) / 2];
  const h = hBySuit[0] + hBySuit[1] + hBySuit[2] + hBySuit[3];
  const d = dBySuit[0] + dBySuit[1] + dBySuit[2] + dBySuit[3];
  const corrections = correctionsOf(hand);
  return {
    h,
    d,
    corrections,
    hd: h + d - corrections.length, // every correction is −1 (E-NOACE, E-UNPROT)
    hBySuit,
    dBySuit,
    qt: qtBySuit[0] + qtBySuit[1] + qtBySuit[2] + qtBySuit[3],
    qtBySuit,
    shape,
    shapeText: shapeTextOf(shape[0], shape[1], shape[2], shape[3]),
    balanced: balancedOf(shape[0], shape[1], shape[2], shape[3]),
    stopped: suitsOf(bitSet(f0, f1, f2, f3, 11)),
    biddable: suitsOf(bitSet(f0, f1, f2, f3, 12)),
    rebiddable: suitsOf(bitSet(f0, f1, f2, f3, 13)),
  };
}

/** Gathers bit `bit` of the four suits' facts into a suit set (bit 0 = spades). */
function bitSet(f0: number, f1: number, f2: number, f3: number, bit: number): number {
  return ((f0 >> bit) & 1) | (((f1 >> bit) & 1) << 1) | (((f2 >> bit) & 1) << 2) | (((f3 >> bit) & 1) << 3);
}
