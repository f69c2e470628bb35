// The partnership totals section 1 of docs/system.md gives as guidance: 26 for game, 33 a small slam, 37 a grand slam.
// Example: prospectOf(27) → 'game'; prospectOf(33) → 'small-slam'.

/** seed 000 "Jačina lista": 26 combined points make game likely, 33 a small slam, 37 a grand slam. */
export const PARTNERSHIP_TOTALS = Object.freeze({ game: 26, smallSlam: 33, grandSlam: 37 });

export type Prospect = 'partscore' | 'game' | 'small-slam' | 'grand-slam';

/** The highest goal a partnership's combined points reach. */
export function prospectOf(combined: number): Prospect {
  if (combined >= PARTNERSHIP_TOTALS.grandSlam) return 'grand-slam';
  if (combined >= PARTNERSHIP_TOTALS.smallSlam) return 'small-slam';
  if (combined >= PARTNERSHIP_TOTALS.game) return 'game';
  return 'partscore';
}
