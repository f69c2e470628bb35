// Honour points (E-H) and the opening count's distribution points (E-D), per suit and per hand.
// Example: 'AKQ2.KJ3.T8.Q432' → honourPoints 15 (A4 K3 Q2 + K3 J1 + Q2), distributionPoints 1 (♦ doubleton).

import { maskLength } from '../bridge/hand';
import { ACE, JACK, KING, QUEEN, type Hand } from '../bridge/types';
import { buildMaskTable } from './mask-table';

/** E-H: A 4, K 3, Q 2, J 1 for one 13-bit suit mask. */
function countHonourPoints(mask: number): number {
  return (
    ((mask >> ACE) & 1) * 4 + ((mask >> KING) & 1) * 3 + ((mask >> QUEEN) & 1) * 2 + ((mask >> JACK) & 1)
  );
}

/** E-H per suit mask, 0 … 10. */
export const HONOUR_POINTS_TABLE: Uint8Array = buildMaskTable(Uint8Array, countHonourPoints);

/** E-D: void 3, singleton 2, doubleton 1, by suit length (index 0 … 13). */
export const DISTRIBUTION_POINTS_BY_LENGTH: Uint8Array = Uint8Array.from([3, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

/** E-H for one suit holding (a 13-bit mask): 'AQ5' → 6. */
export function suitHonourPoints(mask: number): number {
  return HONOUR_POINTS_TABLE[mask];
}

/** E-H for the whole hand (40 in the pack). */
export function honourPoints(hand: Hand): number {
  const suits = hand.suits; // indexed, not destructured: destructuring runs the iterator protocol
  const s = suits[0];
  const h = suits[1];
  const d = suits[2];
  const c = suits[3];
  return HONOUR_POINTS_TABLE[s] + HONOUR_POINTS_TABLE[h] + HONOUR_POINTS_TABLE[d] + HONOUR_POINTS_TABLE[c];
}

/** E-D for one suit of the given length. */
export function suitDistributionPoints(length: number): number {
  return DISTRIBUTION_POINTS_BY_LENGTH[length];
}

/** E-D for the whole hand: summed over the four suits. */
export function distributionPoints(hand: Hand): number {
  const suits = hand.suits; // indexed, not destructured: destructuring runs the iterator protocol
  const s = suits[0];
  const h = suits[1];
  const d = suits[2];
  const c = suits[3];
  return (
    DISTRIBUTION_POINTS_BY_LENGTH[maskLength(s)] +
    DISTRIBUTION_POINTS_BY_LENGTH[maskLength(h)] +
    DISTRIBUTION_POINTS_BY_LENGTH[maskLength(d)] +
    DISTRIBUTION_POINTS_BY_LENGTH[maskLength(c)]
  );
}
