// Playing tricks (decision B-71, issue 39): the tricks a hand takes on its own, the count the rule of 2 and 3 weighs a
// defender's own suit at the three level or higher by. Per suit: the ace 1, the king 1 with one card beside it, the
// queen 1 with two beside it and the ace or king, and 1 for every card past the third; never more than the suit's length.
// Example: 'AKJ852.7.A43.962' → spades 2 + 3 = 5, hearts 0, diamonds 1, clubs 0: 6 playing tricks.

import { maskLength } from '../bridge/hand';
import { ACE, KING, QUEEN, type Hand } from '../bridge/types';

/** The playing tricks of one suit (a mask of its ranks). */
export function suitPlayingTricks(mask: number): number {
  const length = maskLength(mask);
  const a = (mask >> ACE) & 1;
  const k = (mask >> KING) & 1;
  const q = (mask >> QUEEN) & 1;
  let tricks = a + (k && length >= 2 ? 1 : 0) + (q && length >= 3 && (a || k) ? 1 : 0) + Math.max(0, length - 3);
  if (tricks > length) tricks = length;
  return tricks;
}

/** The playing tricks of a hand: the sum over its four suits. */
export function playingTricks(hand: Hand): number {
  let total = 0;
  for (const mask of hand.suits) total += suitPlayingTricks(mask);
  return total;
}
