// Vectors for the later rounds and the decisions B-24 … B-31 of docs/system.md section 11: each names its decision.
// Example: 2♣ – 3NT (R-2NT over 2♣, forcing to game) is game already → opener passes (B-24), not X-FORCED 4♣.

import type { Vector } from './vector';

export const LATER_VECTORS: readonly Vector[] = [
  // B-24: a bid at or above game never forces; the next partner passes unless BW-ASK applies
  { hand: 'AK3.J96.K4.AQ763', dealer: 'N', vul: 'None', auction: '2C P 3N P', expected: 'P', rule: 'RB-2NT', decision: 'B-24', note: 'partner\'s 3NT (R-2NT over 2♣) is game: pass, no 4♣' },
  { hand: 'A53.KQT.J65.AKT3', dealer: 'E', vul: 'None', auction: 'P 2C P 3N P', expected: 'P', rule: 'RB-2NT', decision: 'B-24', note: 'the same from South: 3NT reached' },
  { hand: 'A8.9632.A54.T832', dealer: 'N', vul: 'None', auction: '1C P 1H P 4H P', expected: 'P', rule: 'X-PASS', decision: 'B-24', note: 'opener\'s 4♥ is game: HDr 9 + 22 = 31 < 33, no BW-ASK → pass, not 5♥' },
  { hand: 'AJ87.763.AT753.2', dealer: 'W', vul: 'None', auction: '1C P 2D P 5D P', expected: 'P', rule: 'X-PASS', decision: 'B-24', note: '1♣ – 2♦ – 5♦: game in diamonds, the count is below 33 → pass' },
  { hand: '8654.KQ3.76.A975', dealer: 'W', vul: 'None', auction: 'P P 1C P 2C P 5C P', expected: 'P', rule: 'X-PASS', decision: 'B-24', note: '1♣ – 2♣ – 5♣: game reached → pass, not X-FORCED' },
  { hand: 'A9.T3.KJT96.K743', dealer: 'E', vul: 'None', auction: '1H 2D P 3N P', expected: 'P', rule: 'X-PASS', decision: 'B-24', note: 'the advancer\'s 3NT is game for the defenders: the overcaller passes, no 4♦' },
  { hand: 'T72.A854.KQ98.86', dealer: 'N', vul: 'None', auction: 'P 1C P 1H P 4H P', expected: 'P', rule: 'X-PASS', decision: 'B-24', note: 'third-seat 1♣ – 1♥ – 4♥: game, no slam count → pass' },
];
