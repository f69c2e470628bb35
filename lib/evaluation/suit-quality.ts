// Suit quality: biddable (E-BIDDABLE), rebiddable (E-REBID) and support for partner's suit (E-SUPPORT).
// Example: 'AKQ74.42.A985.AJ' → biddable ['S', 'D'], rebiddable ['S'] (a 4-card suit is never rebid).

import { maskLength } from '../bridge/hand';
import { JACK, type Hand, type Suit } from '../bridge/types';
import { buildMaskTable } from './mask-table';
import { HONOUR_POINTS_TABLE } from './points';
import { suitIndexOf, suitSetOf, suitsOfSet } from './suit-list';

/** E-BIDDABLE: 4 cards with at least 4 H in the suit, or any 5+ card suit. */
function biddable(mask: number): number {
  const length = maskLength(mask);
  return length >= 5 || (length === 4 && HONOUR_POINTS_TABLE[mask] >= 4) ? 1 : 0;
}

/** E-REBID: 5 cards with at least 3 H in the suit, or any 6+ card suit; never a 4-card suit. */
function rebiddable(mask: number): number {
  const length = maskLength(mask);
  return length >= 6 || (length === 5 && HONOUR_POINTS_TABLE[mask] >= 3) ? 1 : 0;
}

/** E-SUPPORT: 4+ cards, or 3 cards headed by the J or better ("J-x-x or x-x-x-x"). */
function supports(mask: number): number {
  const length = maskLength(mask);
  return length >= 4 || (length === 3 && mask >> JACK !== 0) ? 1 : 0;
}

// Aliases read once at load (see mask-table.ts).
const indexOf = suitIndexOf;
const setOf = suitSetOf;
const suitsOf = suitsOfSet;

export const BIDDABLE_TABLE: Uint8Array = buildMaskTable(Uint8Array, biddable);
export const REBIDDABLE_TABLE: Uint8Array = buildMaskTable(Uint8Array, rebiddable);
export const SUPPORT_TABLE: Uint8Array = buildMaskTable(Uint8Array, supports);

/** E-BIDDABLE for one suit holding: 'AJ43' → true (5 H), 'QJ43' → false (3 H). */
export function isBiddableHolding(mask: number): boolean {
  return BIDDABLE_TABLE[mask] === 1;
}

/** E-REBID for one suit holding. */
export function isRebiddableHolding(mask: number): boolean {
  return REBIDDABLE_TABLE[mask] === 1;
}

/** E-SUPPORT for one holding in partner's suit. */
export function isSupportHolding(mask: number): boolean {
  return SUPPORT_TABLE[mask] === 1;
}

export function isBiddable(hand: Hand, suit: Suit): boolean {
  return BIDDABLE_TABLE[hand.suits[indexOf(suit)]] === 1;
}

/** Biddable suits in SUITS order. */
export function biddableSuits(hand: Hand): Suit[] {
  return suitsOf(setOf(hand.suits, BIDDABLE_TABLE));
}

export function isRebiddable(hand: Hand, suit: Suit): boolean {
  return REBIDDABLE_TABLE[hand.suits[indexOf(suit)]] === 1;
}

/** Rebiddable suits in SUITS order. */
export function rebiddableSuits(hand: Hand): Suit[] {
  return suitsOf(setOf(hand.suits, REBIDDABLE_TABLE));
}

/** E-SUPPORT: does the hand support partner's `suit`? */
export function hasSupport(hand: Hand, suit: Suit): boolean {
  return SUPPORT_TABLE[hand.suits[indexOf(suit)]] === 1;
}
