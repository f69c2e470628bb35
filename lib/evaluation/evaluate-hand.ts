// Everything section 1 of SYSTEM.md says about one hand, in one pass: H, D, corrections, HD, QT, shape,
// stoppers, biddable and rebiddable suits. Example: evaluateHand(parseHand('J.AQJ96.QJ732.T2')) → hd 13.

import { maskLength } from '../bridge/hand';
import type { Hand, Suit } from '../bridge/types';
import { correctionPoints, openingCorrections, type Correction } from './corrections';
import type { SuitNumbers } from './hd-count';
import { DISTRIBUTION_POINTS_BY_LENGTH, HONOUR_POINTS_TABLE } from './points';
import { QUICK_TRICK_HALVES_TABLE } from './quick-tricks';
import { isBalancedLengths, shapeTextOfLengths } from './shape';
import { STOPPED_TABLE } from './stoppers';
import { suitsOfSet } from './suit-list';
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

/** Evaluates a hand by section 1's rules: each suit is read once from the per-mask tables. */
export function evaluateHand(hand: Hand): HandEvaluation {
  const suits = hand.suits;
  const hBySuit: SuitNumbers = [0, 0, 0, 0];
  const dBySuit: SuitNumbers = [0, 0, 0, 0];
  const qtBySuit: SuitNumbers = [0, 0, 0, 0];
  const shape: SuitNumbers = [0, 0, 0, 0];
  let h = 0;
  let d = 0;
  let qtHalves = 0;
  let stoppedSet = 0;
  let biddableSet = 0;
  let rebiddableSet = 0;
  for (let i = 0; i < 4; i++) {
    const mask = suits[i];
    const length = maskLength(mask);
    const halves = QUICK_TRICK_HALVES_TABLE[mask];
    shape[i] = length;
    hBySuit[i] = HONOUR_POINTS_TABLE[mask];
    dBySuit[i] = DISTRIBUTION_POINTS_BY_LENGTH[length];
    qtBySuit[i] = halves / 2;
    h += hBySuit[i];
    d += dBySuit[i];
    qtHalves += halves;
    stoppedSet |= STOPPED_TABLE[mask] << i;
    biddableSet |= BIDDABLE_TABLE[mask] << i;
    rebiddableSet |= REBIDDABLE_TABLE[mask] << i;
  }
  const corrections = openingCorrections(hand);
  return {
    h,
    d,
    corrections,
    hd: h + d + correctionPoints(corrections),
    hBySuit,
    dBySuit,
    qt: qtHalves / 2,
    qtBySuit,
    shape,
    shapeText: shapeTextOfLengths(shape[0], shape[1], shape[2], shape[3]),
    balanced: isBalancedLengths(shape[0], shape[1], shape[2], shape[3]),
    stopped: suitsOfSet(stoppedSet),
    biddable: suitsOfSet(biddableSet),
    rebiddable: suitsOfSet(rebiddableSet),
  };
}
