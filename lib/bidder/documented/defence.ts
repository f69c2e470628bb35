// Vectors for docs/system.md 7 (defensive bidding and the advancer), with the counts that decide each call.
// Example: (1♦) 'AKJ4.KQ83.5.QJ72' — HD 18, ♥ and ♠ biddable → D-CUE 2♦; partner with 4 spades → ADV-CUE 4♠.

import type { DocumentedPosition } from './position';

export const DEFENCE_POSITIONS: readonly DocumentedPosition[] = [
  // D-CUE: over 1♣/1♦, 4+ biddable cards in every higher suit, HD ≥ 17
  { hand: 'AKJ4.KQ83.5.QJ72', dealer: 'N', vul: 'None', auction: '1D', expected: '2D', rule: 'D-CUE', note: 'HD 18, ♠ ♥ biddable' },
  { hand: 'AKJ4.KQ83.5.Q732', dealer: 'N', vul: 'None', auction: '1D', expected: '2D', rule: 'D-CUE', note: 'HD 17 (lowest)' },
  { hand: 'AQ32.KQ32.KJ32.2', dealer: 'N', vul: 'None', auction: '1C', expected: '2C', rule: 'D-CUE', note: 'over 1♣: ♦ ♥ ♠ all biddable, HD 17' },
  { hand: 'AKJ4.KQ83.5.J732', dealer: 'N', vul: 'None', auction: '1D', expected: 'X', rule: 'D-X', note: 'HD 16: one below D-CUE → takeout double' },
  { hand: 'AJ32.KQ32.KJ32.2', dealer: 'N', vul: 'None', auction: '1C', expected: 'X', rule: 'D-X', note: 'HD 16 over 1♣ → double' },
  // D-1NT: HD 16–18, balanced, all stopped
  { hand: 'AQ2.KJ2.KQ32.Q32', dealer: 'N', vul: 'None', auction: '1H', expected: '1N', rule: 'D-1NT', note: 'HD 17' },
  { hand: 'AQ2.KJ2.KQ32.K32', dealer: 'N', vul: 'None', auction: '1H', expected: '1N', rule: 'D-1NT', note: 'HD 18 (highest)' },
  { hand: 'AQ2.KJ2.KJ32.Q32', dealer: 'N', vul: 'None', auction: '1H', expected: '1N', rule: 'D-1NT', note: 'HD 16 (lowest)' },
  { hand: 'AQ2.32.KQ32.KQ32', dealer: 'N', vul: 'None', auction: '1H', expected: 'X', rule: 'D-X', note: 'HD 17 balanced but ♥ unstopped → double (2 hearts, 3+ elsewhere)' },
  { hand: 'AQ2.KQ2.KQ32.K32', dealer: 'N', vul: 'None', auction: '1H', expected: 'X', rule: 'D-X', option: 'strong', decision: 'B-80', note: 'HD 19: above D-1NT, three hearts: the strong double (was a pass)' },
  // D-JUMP: H ≤ 10, 6+5 in two suits
  { hand: 'KQJ432.2.QJ432.2', dealer: 'N', vul: 'None', auction: '1H', expected: '2S', rule: 'D-JUMP', note: 'H 9, ♠ 6 + ♦ 5: jump in the higher' },
  { hand: 'KQJ432.2.KJ432.2', dealer: 'N', vul: 'None', auction: '1H', expected: '2S', rule: 'D-JUMP', note: 'H 10 (highest)' },
  { hand: '4.JT954.3.AQJ874', dealer: 'N', vul: 'None', auction: '1D', expected: '2H', rule: 'D-JUMP', note: '♣ 6 + ♥ 5: the higher-ranking ♥, 1♥ → 2♥' },
  { hand: 'KQJ432.2.KQ432.2', dealer: 'N', vul: 'None', auction: '1H', expected: '1S', rule: 'D-SUIT', note: 'H 11: one above D-JUMP; QT 2 → simple overcall' },
  // D-JUMP after the artificial 1♣ or the 1♦ negative: clubs (and diamonds) are unbid there (B-28), so they may be one of the two suits
  { hand: '5.J.986542.KQ652', dealer: 'N', vul: 'None', auction: '1C', expected: '2D', rule: 'D-JUMP', decision: 'B-28', note: 'H 6, ♦ 6 + ♣ 5: 1♣ names no clubs → jump in the higher, 1♦ → 2♦' },
  { hand: '.85.Q7654.KT9864', dealer: 'S', vul: 'None', auction: '1C P 1D', expected: '3D', rule: 'D-JUMP', decision: 'B-28', note: 'H 5, ♣ 6 + ♦ 5 over the 1♦ negative: the higher-ranking ♦, 2♦ → 3♦' },
  { hand: '8.2.KQ8643.J9752', dealer: 'E', vul: 'None', auction: 'P 1C', expected: '2D', rule: 'D-JUMP', decision: 'B-28', note: 'second-seat 1♣: H 6, ♦ 6 + ♣ 5 → 2♦' },
  { hand: 'KJ8643..2.QT9854', dealer: 'W', vul: 'None', auction: 'P P 1C', expected: '2S', rule: 'D-JUMP', decision: 'B-28', note: 'H 6, ♠ 6 + ♣ 6: the higher-ranking ♠, 1♠ → 2♠' },
  { hand: '5.J.986542.KQ652', dealer: 'N', vul: 'None', auction: '1D', expected: 'P', rule: 'D-PASS', decision: 'B-7', note: 'over a natural 1♦ the diamonds are opener\'s suit: no two-suiter, QT 1 → pass' },
  // D-SUIT: a 5+ card suit, QT ≥ 2, cheapest level
  { hand: 'AK432.32.432.432', dealer: 'N', vul: 'None', auction: '1H', expected: '1S', rule: 'D-SUIT', note: 'QT 2, no HD count' },
  { hand: '32.32.AK432.Q432', dealer: 'N', vul: 'None', auction: '1S', expected: '2D', rule: 'D-SUIT', note: 'at the 2-level' },
  { hand: 'AK5432.32.K32.32', dealer: 'N', vul: 'None', auction: '1N', expected: '2S', rule: 'D-SUIT', note: 'over 1NT only D-SUIT applies' },
  { hand: 'AQ432.32.432.432', dealer: 'N', vul: 'None', auction: '1H', expected: 'P', rule: 'D-PASS', note: 'QT 1.5: one below D-SUIT' },
  // D-X: HD ≥ 13, at most 2 in opener's suit, 3+ elsewhere
  { hand: '2.AQ32.KQ32.K432', dealer: 'N', vul: 'None', auction: '1S', expected: 'X', rule: 'D-X', note: 'HD 16' },
  { hand: '2.AQ32.Q432.K432', dealer: 'N', vul: 'None', auction: '1S', expected: 'X', rule: 'D-X', note: 'HD 13 (lowest)' },
  { hand: '2.AQ32.KQ32.K432', dealer: 'N', vul: 'None', auction: '3S', expected: 'X', rule: 'D-X', note: 'over a preempt D-SUIT and D-X apply' },
  { hand: '2.AJ32.Q432.K432', dealer: 'N', vul: 'None', auction: '1S', expected: 'P', rule: 'D-PASS', note: 'HD 12: one below D-X' },
  { hand: '2.AQ32.KQ32.K432', dealer: 'N', vul: 'None', auction: '1N', expected: 'P', rule: 'D-PASS', note: 'over 1NT no double (only D-SUIT)' },
  { hand: 'KQ5432.32.K32.32', dealer: 'N', vul: 'None', auction: '1N', expected: 'P', rule: 'D-PASS', note: 'QT 1.5 over 1NT' },
  // the advancer
  { hand: 'T52.874.QJ63.K94', dealer: 'N', vul: 'None', auction: '1H X P', expected: '2D', rule: 'ADV-X', note: 'HD 5: must bid the longest unbid suit' },
  { hand: 'A52.874.KQ63.K94', dealer: 'N', vul: 'None', auction: '1H X P', expected: '3D', rule: 'ADV-X', note: 'HD 12 ≥ 10 → with a jump' },
  { hand: 'A52.874.KJ63.Q94', dealer: 'N', vul: 'None', auction: '1H X P', expected: '3D', rule: 'ADV-X', note: 'HD 10 (lowest jump)' },
  { hand: 'A52.874.QJ63.Q94', dealer: 'N', vul: 'None', auction: '1H X P', expected: '2D', rule: 'ADV-X', note: 'HD 9: no jump' },
  { hand: '32.KQT92.432.432', dealer: 'N', vul: 'None', auction: '1H X P', expected: 'P', rule: 'ADV-X', note: '5 hearts with K Q T: penalty pass' },
  { hand: '32.KQ932.432.432', dealer: 'N', vul: 'None', auction: '1H X P', expected: '2D', rule: 'ADV-X', note: 'only two top honours: bid (♦ and ♣ equal: the higher)' },
  { hand: 'T52.874.QJ63.K94', dealer: 'N', vul: 'None', auction: '1H X 2H', expected: 'P', rule: 'ADV-X', note: 'the right-hand opponent bid: may pass (HD 5 < 6, decision)' },
  { hand: 'Q432.874.KQ6.J94', dealer: 'N', vul: 'None', auction: '1H X 2H', expected: '2S', rule: 'ADV-X', note: 'after 2♥, HD 7 ≥ 6: the longest unbid suit' },
  { hand: 'Q432.K32.432.432', dealer: 'N', vul: 'None', auction: '1D 2D P', expected: '4S', rule: 'ADV-CUE', note: 'spades longer than hearts' },
  { hand: '432.QJ32.432.K32', dealer: 'N', vul: 'None', auction: '1D 2D P', expected: '4H', rule: 'ADV-CUE', note: 'hearts longer' },
  { hand: '32.432.K5432.432', dealer: 'N', vul: 'None', auction: '1C 2C P', expected: '5D', rule: 'ADV-CUE', note: 'over 1♣ the cue shows ♦ ♥ ♠: 5 diamonds → 5♦' },
  { hand: 'Q32.K32.A432.432', dealer: 'N', vul: 'None', auction: '1H 2S P', expected: '4S', rule: 'ADV-JUMP', note: '3 spades, HD 9 ≥ 8 → game' },
  { hand: 'Q32.432.A432.432', dealer: 'N', vul: 'None', auction: '1H 2S P', expected: '3S', rule: 'ADV-JUMP', note: '3 spades, HD 6 → raise' },
  { hand: 'Q2.432.KJ432.432', dealer: 'N', vul: 'None', auction: '1H 2S P', expected: '3D', rule: 'ADV-JUMP', note: 'two spades: own longest suit' },
  { hand: 'A32.432.KQ32.K32', dealer: 'N', vul: 'None', auction: '1H 1S P', expected: '2S', rule: 'ADV-SUIT', via: 'R-RAISE2', note: 'as if partner opened 1♠: any 3 cards support, HDr 11' },
  { hand: '32.5432.5432.432', dealer: 'N', vul: 'None', auction: '1H 1S P', expected: 'P', rule: 'R-PASS', note: 'B-55, a pass carries the rule that passes: HDr ≤ 5' },
  { hand: 'AQ432.32.432.K32', dealer: 'N', vul: 'None', auction: '1D 1H P', expected: '1S', rule: 'ADV-SUIT', via: 'R-NEW1', note: 'HDr 7, no heart support: new suit at the 1-level' },
  { hand: 'AQ2.K32.Q32.5432', dealer: 'N', vul: 'None', auction: '1H 1N P', expected: '3N', rule: 'ADV-1NT', via: 'R1N-3N', note: 'as if partner opened 1NT: HD 11' },
  { hand: '5432.432.5432.32', dealer: 'N', vul: 'None', auction: '1H 1N P', expected: 'P', rule: 'R1N-PASS', note: 'B-55, a pass carries the rule that passes: HD 0' },
  { hand: 'Q32.K32.J9643.42', dealer: 'N', vul: 'None', auction: '1H 1N P', expected: '2D', rule: 'ADV-1NT', via: 'R1N-2S', note: 'HD 6 with 5 diamonds' },
  // B-49: the suit rows of the advancer's 1NT ladder (R1N-2S, R1N-3S) never name the opponents' suit
  { hand: '432.Q876.T8632.5', dealer: 'N', vul: 'None', auction: '1D 1N P', expected: 'P', rule: 'R1N-PASS', decision: 'B-49', note: 'B-55, a pass carries the rule that passes: HD 3, five diamonds are opener\'s suit: no 2♦ → pass' },
  { hand: '432.QJ876.T86.52', dealer: 'E', vul: 'None', auction: 'P 1H 1N P', expected: 'P', rule: 'R1N-PASS', decision: 'B-49', note: 'B-55, a pass carries the rule that passes: HD 3, five hearts are opener\'s suit → pass' },
  { hand: 'K8762.32.T86.J52', dealer: 'W', vul: 'None', auction: '1S 1N P', expected: 'P', rule: 'R1N-PASS', decision: 'B-49', note: 'B-55, a pass carries the rule that passes: five spades are opener\'s suit → pass' },
  { hand: '32.KQJ832.KQ2.32', dealer: 'S', vul: 'None', auction: '1H 1N P', expected: '3N', rule: 'ADV-1NT', via: 'R1N-3N', decision: 'B-49', note: 'HD 12 with six hearts, opener\'s suit: no 3♥ (R1N-3S) → 3NT' },
  { hand: '432.QJ876.T86.52', dealer: 'N', vul: 'None', auction: '1D 1N P', expected: '2H', rule: 'ADV-1NT', via: 'R1N-2S', decision: 'B-49', note: 'the same hand over 1♦: hearts are not the opponents\' suit → 2♥' },
];
