// docs/system.md 5.1 "What each call shows": the minimum count a call promises, for game and slam decisions.
// Example: shownMinimum('O-1') → 13; shownMinimum('O-1', { thirdSeat: true }) → 11; shownMinimum('R-JUMP') → 18.

import type { RuleId } from './rule-ids';

/** The 5.1 table, by rule id. Rules it does not list show the lower end of their own count condition. */
export const SHOWN_MINIMUM: Readonly<Partial<Record<RuleId, number>>> = {
  'O-1': 13,
  'O-1NT': 19, 'O-2NT': 22, 'O-3NT': 25,
  'O-2-7': 21, 'O-2-6': 21, 'O-2-55': 21, 'O-1C': 22,
  'O-PRE': 0, // a weak hand: partner does not look for slam
  'RB-RAISE-MIN': 13, 'RB-NEW-MIN': 13, 'RB-1NT-MIN': 13,
  'RB-RAISE-MED': 17, 'RB-NEW-MED': 17, 'RB-1NT-MED': 17,
  'RB-RAISE-MAX': 19, 'RB-NEW-MAX': 19, 'RB-1NT-MAX': 19,
  'R-RAISE2': 7, 'R-NEW1': 6, 'R-1NT': 6,
  'R-RAISE3': 13, 'R-2NT': 13, 'R-NEW2': 10, 'R-RAISE4': 10, 'R-JUMP': 18,
  // Not in the 5.1 table (decision): a positive answer to 1♣ shows 2 quick tricks, at least A-K = 7 H.
  'R-1C-POS': 7, 'R-1C-POS-NT': 7, 'R-1C-NEG': 0,
  // B-72: a simple overcall promises a five-card suit and two quick tricks, no HD count; the least that holds them is
  // A-K (7 H) with the suit's fifth card (1)
  'D-SUIT': 8,
};

/** 5.1's shown minimum of a rule; null when the table does not list it. */
export function shownMinimum(rule: RuleId, opts: { thirdSeat?: boolean } = {}): number | null {
  if (rule === 'O-1' && opts.thirdSeat) return 11; // "11 after a third-seat opening"
  return SHOWN_MINIMUM[rule] ?? null;
}
