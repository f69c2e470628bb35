// Quick tricks (E-QT): per suit the best line that applies — AK 2, AQ 1.5, A 1, KQ 1, Kx 0.5, else 0.
// Example: 'AK5.AQ2.KQ3.K432' → bySuit [2, 1.5, 1, 0.5], total 5.

import { maskLength } from '../bridge/hand';
import { ACE, KING, QUEEN, type Hand } from '../bridge/types';
import { buildMaskTable } from './mask-table';
import type { SuitNumbers } from './suit-list';

export interface QuickTricks {
  readonly total: number;
  /** Per suit, SUITS order. */
  readonly bySuit: SuitNumbers;
}

/** E-QT for one suit mask, in half tricks (0 … 4) so the table stays integral. */
function quickTrickHalves(mask: number): number {
  const a = (mask >> ACE) & 1;
  const k = (mask >> KING) & 1;
  const q = (mask >> QUEEN) & 1;
  if (a && k) return 4; // A+K 2
  if (a && q) return 3; // A+Q 1.5
  if (a) return 2; // A without K or Q: 1
  if (k && q) return 2; // K+Q without A: 1
  if (k && maskLength(mask) >= 2) return 1; // K with at least one other card: 0.5; a singleton K is 0
  return 0;
}

/** E-QT per suit mask, in halves. */
export const QUICK_TRICK_HALVES_TABLE: Uint8Array = buildMaskTable(Uint8Array, quickTrickHalves);

/** E-QT for one suit holding: 'AQ2' → 1.5. */
export function suitQuickTricks(mask: number): number {
  return QUICK_TRICK_HALVES_TABLE[mask] / 2;
}

/** E-QT with the per-suit figures. */
export function quickTricks(hand: Hand): QuickTricks {
  const suits = hand.suits; // indexed, not destructured: destructuring runs the iterator protocol
  const s = suits[0];
  const h = suits[1];
  const d = suits[2];
  const c = suits[3];
  const bySuit: SuitNumbers = [
    QUICK_TRICK_HALVES_TABLE[s] / 2,
    QUICK_TRICK_HALVES_TABLE[h] / 2,
    QUICK_TRICK_HALVES_TABLE[d] / 2,
    QUICK_TRICK_HALVES_TABLE[c] / 2,
  ];
  return { total: bySuit[0] + bySuit[1] + bySuit[2] + bySuit[3], bySuit };
}

/** E-QT total as a number, without allocating. */
export function quickTrickTotal(hand: Hand): number {
  const suits = hand.suits; // indexed, not destructured: destructuring runs the iterator protocol
  const s = suits[0];
  const h = suits[1];
  const d = suits[2];
  const c = suits[3];
  const t = QUICK_TRICK_HALVES_TABLE;
  return (t[s] + t[h] + t[d] + t[c]) / 2;
}
