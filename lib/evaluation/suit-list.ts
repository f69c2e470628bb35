// Per-suit helpers: suit lists chosen by a 4-bit set (bit i = SUITS[i]), the SuitNumbers tuple, letter → index.
// Example: suitsOfSet(0b0101) → ['S', 'D'] (always in SUITS order S, H, D, C).

import { SUITS, type Suit } from '../bridge/types';

/** One number per suit, in SUITS order (S, H, D, C). */
export type SuitNumbers = [number, number, number, number];

/**
 * The 16 subsets of the four suits, each listed in SUITS order; index = bit set. Never handed out, only
 * copied, so they need no freezing (slicing a frozen array is ~40× slower in V8).
 */
const SUBSETS: readonly Suit[][] = Array.from({ length: 16 }, (_, bits) =>
  SUITS.filter((_suit, i) => (bits & (1 << i)) !== 0),
);

/** A fresh array of the suits whose bit is set in `bits` (bit 0 = spades … bit 3 = clubs). */
export function suitsOfSet(bits: number): Suit[] {
  const subset = SUBSETS[bits & 15];
  const out: Suit[] = new Array(subset.length);
  for (let i = 0; i < subset.length; i++) out[i] = subset[i]; // measured faster than slice() or spread
  return out;
}

/** Bit set of the suits whose holding has a 1 in a per-mask 0/1 table (bit 0 = spades). */
export function suitSetOf(suits: readonly [number, number, number, number], table: Uint8Array): number {
  return table[suits[0]] | (table[suits[1]] << 1) | (table[suits[2]] << 2) | (table[suits[3]] << 3);
}

/** Index of a suit letter in SUITS; throws on a letter that is not a suit (a programmer error). */
export function suitIndexOf(suit: Suit): number {
  switch (suit) {
    case 'S':
      return 0;
    case 'H':
      return 1;
    case 'D':
      return 2;
    case 'C':
      return 3;
    default:
      throw new Error(`not a suit: ${String(suit)}`);
  }
}
