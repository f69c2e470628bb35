// Corrections to the opening count: no ace −1 (E-NOACE), each unprotected honour −1 (E-UNPROT, [I-1]).
// Example: 'AQ5.Q6.J87.KJ432' → [{ kind: 'unprotected', suit: 'H', rank: 'Q', points: -1 }, … ♦J].

import { ACE, JACK, KING, QUEEN, SUITS, type Hand, type Suit } from '../bridge/types';
import { maskLength } from '../bridge/hand';
import { buildMaskTable } from './mask-table';

export type HonourRank = 'K' | 'Q' | 'J';
export type Correction =
  | { readonly kind: 'no-ace'; readonly points: -1 }
  | { readonly kind: 'unprotected'; readonly suit: Suit; readonly rank: HonourRank; readonly points: -1 };

/** [I-1] The length a suit needs for its highest honour to be protected: K 2, Q 3, J 4. */
const GUARD_LENGTH: readonly [rank: number, letter: HonourRank, length: number][] = [
  [KING, 'K', 2],
  [QUEEN, 'Q', 3],
  [JACK, 'J', 4],
];

/**
 * [I-1] Only the suit's highest card among A/K/Q/J is judged: an ace is never unprotected and an honour
 * under a higher honour is never judged, so QJ costs 1 once and AJx, KJ nothing. 0 = none; else 1 + index
 * into GUARD_LENGTH (1 K, 2 Q, 3 J).
 */
function unprotectedCode(mask: number): number {
  if (mask & (1 << ACE)) return 0;
  for (let i = 0; i < GUARD_LENGTH.length; i++) {
    const [rank, , guard] = GUARD_LENGTH[i];
    if (mask & (1 << rank)) return maskLength(mask) < guard ? i + 1 : 0;
  }
  return 0;
}

/** E-UNPROT per suit mask: 0 none, 1 unprotected K, 2 Q, 3 J. */
export const UNPROTECTED_TABLE: Uint8Array = buildMaskTable(Uint8Array, unprotectedCode);

/** Local, not the imported ACE: see mask-table.ts on imports in hot paths. */
const ACE_BIT = 1 << ACE;

const NO_ACE: Correction = Object.freeze({ kind: 'no-ace', points: -1 });

/** The shared, frozen correction values: UNPROTECTED_CORRECTIONS[suit][code - 1]. */
const UNPROTECTED_CORRECTIONS: readonly (readonly Correction[])[] = SUITS.map((suit) =>
  GUARD_LENGTH.map(([, rank]) => Object.freeze({ kind: 'unprotected', suit, rank, points: -1 }) as Correction),
);

/** E-UNPROT for one suit holding: the unprotected honour's letter, or null. 'Q6' → 'Q', 'KQ' → null. */
export function unprotectedHonour(mask: number): HonourRank | null {
  const code = UNPROTECTED_TABLE[mask];
  return code === 0 ? null : GUARD_LENGTH[code - 1][1];
}

/** True when the hand holds at least one ace (E-NOACE judges its absence). */
export function hasAce(hand: Hand): boolean {
  const suits = hand.suits; // indexed, not destructured: destructuring runs the iterator protocol
  return ((suits[0] | suits[1] | suits[2] | suits[3]) & ACE_BIT) !== 0;
}

/**
 * The corrections in order: no ace first, then unprotected honours in SUITS order. `skipSuit` (index in
 * SUITS, −1 for none) is left unjudged: E-RESP does not deduct for honours in partner's suit.
 */
export function honourCorrections(hand: Hand, skipSuit = -1): Correction[] {
  const suits = hand.suits;
  const out: Correction[] = [];
  if (((suits[0] | suits[1] | suits[2] | suits[3]) & ACE_BIT) === 0) out.push(NO_ACE); // E-NOACE
  for (let i = 0; i < 4; i++) {
    const code = UNPROTECTED_TABLE[suits[i]];
    if (code !== 0 && i !== skipSuit) out.push(UNPROTECTED_CORRECTIONS[i][code - 1]); // E-UNPROT
  }
  return out;
}

/** E-NOACE and E-UNPROT for the opening count. */
export function openingCorrections(hand: Hand): Correction[] {
  return honourCorrections(hand, -1);
}

/** The corrections' sum (each is −1). */
export function correctionPoints(corrections: readonly Correction[]): number {
  let sum = 0;
  for (const c of corrections) sum += c.points;
  return sum;
}
