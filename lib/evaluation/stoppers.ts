// Stoppers (E-STOP, [I-4]): a suit is stopped by A, Kx, Qxx or Jxxx (the honour with enough cards).
// Example: 'J.AQJ96.QJ732.T2' → stoppedSuits ['H', 'D'] (♠J alone and ♣T2 are not stopped).

import { maskLength } from '../bridge/hand';
import { ACE, JACK, KING, QUEEN, type Hand, type Suit } from '../bridge/types';
import { buildMaskTable } from './mask-table';
import { suitIndexOf, suitSetOf, suitsOfSet } from './suit-list';

/** E-STOP: A; or K with ≥1 other card; or Q with ≥2 others; or J with ≥3 others. */
function stops(mask: number): number {
  const length = maskLength(mask);
  if (mask & (1 << ACE)) return 1;
  if (mask & (1 << KING) && length >= 2) return 1;
  if (mask & (1 << QUEEN) && length >= 3) return 1;
  if (mask & (1 << JACK) && length >= 4) return 1;
  return 0;
}

// Aliases read once at load (see mask-table.ts).
const indexOf = suitIndexOf;
const setOf = suitSetOf;
const suitsOf = suitsOfSet;

/** E-STOP per suit mask: 1 stopped, 0 not. */
export const STOPPED_TABLE: Uint8Array = buildMaskTable(Uint8Array, stops);

/** E-STOP for one suit holding: 'Q43' → true, 'QJ' → false. */
export function isStoppedHolding(mask: number): boolean {
  return STOPPED_TABLE[mask] === 1;
}

/** E-STOP: is the hand's `suit` stopped? */
export function isStopped(hand: Hand, suit: Suit): boolean {
  return STOPPED_TABLE[hand.suits[indexOf(suit)]] === 1;
}

/** The stopped suits in SUITS order. */
export function stoppedSuits(hand: Hand): Suit[] {
  return suitsOf(setOf(hand.suits, STOPPED_TABLE));
}

/** True when all four suits are stopped (the 2NT and 3NT openings ask for it). */
export function allSuitsStopped(hand: Hand): boolean {
  return setOf(hand.suits, STOPPED_TABLE) === 15;
}
