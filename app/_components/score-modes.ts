// The kinds of scoring the score page offers, in tab order; plain data both server and client import.
// Example: SCORE_MODES[1] === 'rubber' (the address says ?mode=rubber).

export const SCORE_MODES = ['duplicate', 'rubber', 'chicago'] as const;
export type ScoreMode = (typeof SCORE_MODES)[number];
