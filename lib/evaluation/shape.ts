// Hand shape: sorted lengths as text ('5-4-2-2') and the balanced test (E-BAL, [I-3]).
// Example: 'AKQ2.KJ3.T8.Q432' → shapeText '4-4-3-2', isBalanced true.

import { maskLength } from '../bridge/hand';
import type { Hand } from '../bridge/types';

/** [I-3] The balanced shapes, longest suit first. */
export const BALANCED_SHAPES: readonly string[] = ['4-3-3-3', '4-4-3-2', '5-3-3-2'];

/** Index of a length pattern in SUITS order: four 4-bit lengths (each 0 … 13). */
function lengthsKey(s: number, h: number, d: number, c: number): number {
  return (s << 12) | (h << 8) | (d << 4) | c;
}

function sortedText(lengths: number[]): string {
  return lengths.sort((a, b) => b - a).join('-');
}

/** Shape text of every 13-card length pattern (560 of them), built once; others stay '' (a packed array). */
const SHAPE_TEXT: string[] = Array.from({ length: 1 << 16 }, () => '');
/** E-BAL per 13-card length pattern. */
const BALANCED: Uint8Array = new Uint8Array(1 << 16);
for (let s = 0; s <= 13; s++) {
  for (let h = 0; s + h <= 13; h++) {
    for (let d = 0; s + h + d <= 13; d++) {
      const c = 13 - s - h - d;
      const text = sortedText([s, h, d, c]);
      SHAPE_TEXT[lengthsKey(s, h, d, c)] = text;
      BALANCED[lengthsKey(s, h, d, c)] = BALANCED_SHAPES.includes(text) ? 1 : 0;
    }
  }
}

// Alias read once at load (see mask-table.ts).
const lengthOf = maskLength;

/** Sorted suit lengths, longest first: '5-4-2-2'. Also works for hands that are not 13 cards. */
export function shapeText(hand: Hand): string {
  const suits = hand.suits;
  return shapeTextOfLengths(lengthOf(suits[0]), lengthOf(suits[1]), lengthOf(suits[2]), lengthOf(suits[3]));
}

/** E-BAL [I-3]: a 13-card hand of shape 4-3-3-3, 4-4-3-2 or 5-3-3-2. */
export function isBalanced(hand: Hand): boolean {
  const suits = hand.suits;
  return isBalancedLengths(lengthOf(suits[0]), lengthOf(suits[1]), lengthOf(suits[2]), lengthOf(suits[3]));
}

/** E-BAL for lengths already known (SUITS order); used by evaluateHand to avoid counting twice. */
export function isBalancedLengths(s: number, h: number, d: number, c: number): boolean {
  return BALANCED[lengthsKey(s, h, d, c)] === 1;
}

/** Shape text for lengths already known (SUITS order). */
export function shapeTextOfLengths(s: number, h: number, d: number, c: number): string {
  return SHAPE_TEXT[lengthsKey(s, h, d, c)] || sortedText([s, h, d, c]);
}
