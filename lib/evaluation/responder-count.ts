// Responder's count with partner's suit as trumps (E-RESP): H, D outside trumps, corrections, trumps − 4.
// Example: '8653.KT5.KT4.Q75' with ♥ trumps → h 8, d 0, no ace −1, 3 trumps −1 → total 6.

import { maskLength } from '../bridge/hand';
import { ACE, type Hand, type Suit } from '../bridge/types';
import { honourCorrections, UNPROTECTED_TABLE, type Correction } from './corrections';
import { buildMaskTable } from './mask-table';
import { HONOUR_POINTS_TABLE } from './points';
import { suitIndexOf, type SuitNumbers } from './suit-list';

export interface ResponderCount {
  /** Partner's suit, taken as trumps. */
  readonly trump: Suit;
  /** E-H total, unchanged from the opening count. */
  readonly h: number;
  /** E-H per suit, SUITS order. */
  readonly hBySuit: SuitNumbers;
  /** E-RESP distribution total (void 5, singleton 3, doubleton 1 outside the trump suit). */
  readonly d: number;
  /** The same per suit, SUITS order; 0 in the trump suit. */
  readonly dBySuit: SuitNumbers;
  /** No ace −1; each unprotected honour outside the trump suit −1. */
  readonly corrections: Correction[];
  /** Cards held in the trump suit. */
  readonly trumps: number;
  /** trumps − 4: 5 trumps +1, 3 trumps −1, a void −4. */
  readonly trumpAdjustment: number;
  /** h + d + corrections + trumpAdjustment. */
  readonly total: number;
}

/** E-RESP distribution by length of a side suit (index 0 … 13): void 5, singleton 3, doubleton 1. */
const RESPONDER_DISTRIBUTION_BY_LENGTH: Uint8Array = Uint8Array.from([5, 3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

/** A side suit's share: H + responder D − 1 for an unprotected honour. */
const SIDE_SUIT_TABLE: Int8Array = buildMaskTable(
  Int8Array,
  (mask) =>
    HONOUR_POINTS_TABLE[mask] + RESPONDER_DISTRIBUTION_BY_LENGTH[maskLength(mask)] - (UNPROTECTED_TABLE[mask] ? 1 : 0),
);

/** The trump suit's share: its H plus the trump adjustment (trumps − 4); no D and no honour deduction. */
const TRUMP_SUIT_TABLE: Int8Array = buildMaskTable(Int8Array, (mask) => HONOUR_POINTS_TABLE[mask] + maskLength(mask) - 4);

// Aliases read once at load (see mask-table.ts).
const ACE_BIT = 1 << ACE;
const HONOUR = HONOUR_POINTS_TABLE;
const lengthOf = maskLength;
const correctionsOf = honourCorrections;
const indexOf = suitIndexOf;

/** E-RESP with its breakdown; `trump` is the suit partner opened or overcalled. */
export function responderCount(hand: Hand, trump: Suit): ResponderCount {
  const t = indexOf(trump);
  const suits = hand.suits;
  const hBySuit: SuitNumbers = [0, 0, 0, 0];
  const dBySuit: SuitNumbers = [0, 0, 0, 0];
  let h = 0;
  let d = 0;
  for (let i = 0; i < 4; i++) {
    hBySuit[i] = HONOUR[suits[i]];
    h += hBySuit[i];
    if (i !== t) {
      dBySuit[i] = RESPONDER_DISTRIBUTION_BY_LENGTH[lengthOf(suits[i])];
      d += dBySuit[i];
    }
  }
  const corrections = correctionsOf(hand, t);
  const trumps = lengthOf(suits[t]);
  const trumpAdjustment = trumps - 4;
  const total = h + d - corrections.length + trumpAdjustment; // each correction is −1
  return { trump, h, hBySuit, d, dBySuit, corrections, trumps, trumpAdjustment, total };
}

/** E-RESP as a number, without allocating. */
export function responderPoints(hand: Hand, trump: Suit): number {
  const t = indexOf(trump);
  const suits = hand.suits;
  const noAce = (suits[0] | suits[1] | suits[2] | suits[3]) & ACE_BIT ? 0 : 1; // E-NOACE
  let total = -noAce;
  for (let i = 0; i < 4; i++) total += i === t ? TRUMP_SUIT_TABLE[suits[i]] : SIDE_SUIT_TABLE[suits[i]];
  return total;
}
