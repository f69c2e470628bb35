// Dealer and vulnerability of a duplicate board: the 16-board cycle (docs/system.md §9, seed 003 section 13).
// Example: boardInfo(7) → { dealer: 'S', vul: 'All' }; boardInfo(17) is boardInfo(1).

import { SEATS, type Seat, type Vulnerability } from '../types';

/** Vulnerability of boards 1..16; the dealer simply rotates N, E, S, W. */
const CYCLE: readonly Vulnerability[] = [
  'None', 'NS', 'EW', 'All',
  'NS', 'EW', 'All', 'None',
  'EW', 'All', 'None', 'NS',
  'All', 'None', 'NS', 'EW',
];

/** Throws on a board that is not a whole number ≥ 1: callers validate user input first (bad-board). */
export function boardInfo(board: number): { dealer: Seat; vul: Vulnerability } {
  if (!Number.isInteger(board) || board < 1) throw new RangeError(`board must be a whole number ≥ 1, got ${board}`);
  const i = (board - 1) % 16;
  return { dealer: SEATS[i % 4], vul: CYCLE[i] };
}
