// The opening count HD = H + D + corrections (E-HD), as a breakdown and as a fast scalar.
// Example: 'AKQ2.KJ3.T8.Q432' → h 15, d 1 (♦ doubleton), no corrections, hd 16.

import { maskLength } from '../bridge/hand';
import { ACE, type Hand } from '../bridge/types';
import { openingCorrections, UNPROTECTED_TABLE, type Correction } from './corrections';
import { buildMaskTable } from './mask-table';
import type { SuitNumbers } from './suit-list';
import { DISTRIBUTION_POINTS_BY_LENGTH, HONOUR_POINTS_TABLE } from './points';

export interface HdCount {
  /** E-H total. */
  readonly h: number;
  /** E-D total. */
  readonly d: number;
  /** E-D per suit, SUITS order. */
  readonly dBySuit: SuitNumbers;
  /** E-H per suit, SUITS order. */
  readonly hBySuit: SuitNumbers;
  /** E-NOACE and E-UNPROT, each −1. */
  readonly corrections: Correction[];
  /** E-HD = h + d + the corrections' sum. */
  readonly hd: number;
}

// Aliases read once at load (see mask-table.ts).
const ACE_BIT = 1 << ACE;
const HONOUR = HONOUR_POINTS_TABLE;
const OPENING_D = DISTRIBUTION_POINTS_BY_LENGTH;
const lengthOf = maskLength;
const correctionsOf = openingCorrections;

/** One suit's share of HD before the no-ace check: H + D − (1 if its highest honour is unprotected). */
const SUIT_HD_TABLE: Int8Array = buildMaskTable(
  Int8Array,
  (mask) =>
    HONOUR_POINTS_TABLE[mask] + DISTRIBUTION_POINTS_BY_LENGTH[maskLength(mask)] - (UNPROTECTED_TABLE[mask] ? 1 : 0),
);

/** E-HD with its breakdown. */
export function hdCount(hand: Hand): HdCount {
  const suits = hand.suits;
  const hBySuit: SuitNumbers = [0, 0, 0, 0];
  const dBySuit: SuitNumbers = [0, 0, 0, 0];
  let h = 0;
  let d = 0;
  for (let i = 0; i < 4; i++) {
    hBySuit[i] = HONOUR[suits[i]];
    dBySuit[i] = OPENING_D[lengthOf(suits[i])];
    h += hBySuit[i];
    d += dBySuit[i];
  }
  const corrections = correctionsOf(hand);
  return { h, d, dBySuit, hBySuit, corrections, hd: h + d - corrections.length }; // each correction is −1
}

/** E-HD as a number, without allocating: four table reads and the E-NOACE test. */
export function hdPoints(hand: Hand): number {
  const suits = hand.suits; // indexed, not destructured: destructuring runs the iterator protocol
  const s = suits[0];
  const h = suits[1];
  const d = suits[2];
  const c = suits[3];
  const noAce = (s | h | d | c) & ACE_BIT ? 0 : 1; // E-NOACE
  return SUIT_HD_TABLE[s] + SUIT_HD_TABLE[h] + SUIT_HD_TABLE[d] + SUIT_HD_TABLE[c] - noAce;
}
