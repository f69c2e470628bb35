// Vectors for docs/system.md 3 (opening bids), each with the counts that decide it; boundaries at both ends.
// Example: 'AK32.KQ32.2.KJ32' (4♠ 4♥ 1♦ 4♣) opens 1♥: the suit after the singleton (seed 000).

import type { DocumentedPosition } from './position';

export const OPENING_POSITIONS: readonly DocumentedPosition[] = [
  // O-3NT: balanced, HD 25–27, all four suits stopped
  { hand: 'AKQ2.AK2.KQ3.KJ2', dealer: 'N', vul: 'None', auction: '', expected: '3N', rule: 'O-3NT', note: 'HD 25 (lowest), 4-3-3-3, all stopped' },
  { hand: 'AKQ2.AKJ.KQ3.KJ2', dealer: 'N', vul: 'None', auction: '', expected: '3N', rule: 'O-3NT', note: 'HD 26' },
  { hand: 'AKQ2.AKQ.KQ3.KJ2', dealer: 'E', vul: 'NS', auction: 'P', expected: '3N', rule: 'O-3NT', note: 'HD 27 (highest)' },
  { hand: 'AKQ2.AKQ.AQ3.KJ2', dealer: 'N', vul: 'None', auction: '', expected: '1C', rule: 'O-1C', note: 'HD 28: above O-3NT; HD ≥ 22 and QT 6 → 1♣' },
  { hand: 'AKQJ.AKQ.KQJ.432', dealer: 'N', vul: 'None', auction: '', expected: '1C', rule: 'O-1C', note: 'HD 25 balanced but ♣432 unstopped: not 3NT; QT 5 → 1♣' },
  // O-2NT: balanced, HD 22–24, all stopped
  { hand: 'AKQ2.AK2.Q32.KJ2', dealer: 'N', vul: 'None', auction: '', expected: '2N', rule: 'O-2NT', note: 'HD 22 (lowest), ♦Q32 stops' },
  { hand: 'AKQ2.AK2.K32.KJ2', dealer: 'S', vul: 'EW', auction: '', expected: '2N', rule: 'O-2NT', note: 'HD 23' },
  { hand: 'AKQ2.AK2.KQ2.QJ2', dealer: 'N', vul: 'None', auction: '', expected: '2N', rule: 'O-2NT', note: 'HD 24 (highest), ♣QJ2 stops' },
  { hand: 'AKQ2.AKJ.KQJ.432', dealer: 'N', vul: 'None', auction: '', expected: '1C', rule: 'O-1C', note: 'HD 23 but ♣ unstopped: not 2NT; QT 5 → 1♣' },
  // O-1NT: balanced, HD 19–21, QT ≥ 2
  { hand: 'AK32.KQ2.KQ3.Q32', dealer: 'N', vul: 'None', auction: '', expected: '1N', rule: 'O-1NT', note: 'HD 19 (lowest), QT 4' },
  { hand: 'AK32.KQ2.KQ3.KJ2', dealer: 'W', vul: 'All', auction: 'P P', expected: '1N', rule: 'O-1NT', note: 'HD 21 (highest), QT 4.5' },
  { hand: 'AKQ2.AK2.Q32.QJ2', dealer: 'N', vul: 'None', auction: '', expected: '1N', rule: 'O-1NT', note: 'HD 21: one below O-2NT' },
  { hand: 'AK32.KJ2.KQ3.Q32', dealer: 'N', vul: 'None', auction: '', expected: '1S', rule: 'O-1', note: 'HD 18: below 1NT; only ♠ biddable → 1♠' },
  { hand: 'AKQ74.42.A985.AJ', dealer: 'N', vul: 'None', auction: '', expected: '1S', rule: 'O-1', note: 'seed 003 West: HD 20, QT 4, but 5-4-2-2 is not balanced → the longest biddable suit' },
  // O-2-7: HD ≥ 21, a 7+ card suit kept back, another biddable suit named (never clubs)
  { hand: 'AKQJ432.AKJ2.2.2', dealer: 'N', vul: 'None', auction: '', expected: '2H', rule: 'O-2-7', note: 'HD 22, 7 spades kept back, ♥AKJ2 named' },
  { hand: 'AKQT432.AKJ2.2.2', dealer: 'N', vul: 'None', auction: '', expected: '2H', rule: 'O-2-7', note: 'HD 21 (lowest)' },
  { hand: 'AKJ2.AKQJ432.2.2', dealer: 'E', vul: 'None', auction: '', expected: '2S', rule: 'O-2-7', note: 'HD 22, 7 hearts kept back, ♠ named' },
  { hand: 'AKQT432.AQJ2.2.2', dealer: 'N', vul: 'None', auction: '', expected: '1S', rule: 'O-1', note: 'HD 20: one below O-2-7 → 1♠' },
  { hand: 'AKQJ432.2.2.AKQ2', dealer: 'N', vul: 'None', auction: '', expected: '1C', rule: 'O-1C', note: 'HD 23 with 7 spades, but the only other biddable suit is clubs (never named, [I-8]) → 1♣' },
  // O-2-6: HD ≥ 23 with a 6-card suit
  { hand: 'AKQJ32.AKJ2.A2.2', dealer: 'N', vul: 'None', auction: '', expected: '2H', rule: 'O-2-6', note: 'HD 25, 6 spades kept back, ♥ named' },
  { hand: 'AKQT32.AKJ2.K2.2', dealer: 'N', vul: 'None', auction: '', expected: '2H', rule: 'O-2-6', note: 'HD 23 (lowest)' },
  { hand: 'AKJ2.AKQJ32.K2.2', dealer: 'N', vul: 'None', auction: '', expected: '2S', rule: 'O-2-6', note: 'HD 24, 6 hearts kept back' },
  { hand: 'AKQJ32.AKQJ32.2.', dealer: 'N', vul: 'None', auction: '', expected: '2S', rule: 'O-2-6', note: 'HD 25, two 6-card suits: the lower (♥) kept back, ♠ named' },
  { hand: 'AKJ932.AKJ2.K2.2', dealer: 'N', vul: 'None', auction: '', expected: '1C', rule: 'O-1C', note: 'HD 22: one below O-2-6; QT 4.5 → 1♣' },
  // O-2-55: HD ≥ 25 with a 5-card suit holding ≥ 3 H
  { hand: 'AKQ32.AKQ32.A2.2', dealer: 'N', vul: 'None', auction: '', expected: '2S', rule: 'O-2-55', note: 'HD 25 (lowest), two such suits: ♥ kept back, ♠ named' },
  { hand: 'AKJ2.AK2.AKQ32.2', dealer: 'N', vul: 'None', auction: '', expected: '2S', rule: 'O-2-55', note: 'HD 26, ♦AKQ32 kept back, ♠AKJ2 named' },
  { hand: '2.A32.AKQ2.AKQJ2', dealer: 'N', vul: 'None', auction: '', expected: '2D', rule: 'O-2-55', note: 'HD 25, ♣AKQJ2 kept back, ♦AKQ2 named (♥A32 has 3 cards)' },
  { hand: 'AKQ32.AKJ32.A2.2', dealer: 'N', vul: 'None', auction: '', expected: '1C', rule: 'O-1C', note: 'HD 24: one below O-2-55; QT 5 → 1♣' },
  // O-1C: HD ≥ 22 and QT ≥ 3
  { hand: 'AKQ2.AKQ2.AK32.2', dealer: 'N', vul: 'None', auction: '', expected: '1C', rule: 'O-1C', note: 'HD 27, 4-4-4-1, QT 6' },
  { hand: 'AKQ2.AQ32.KQ32.2', dealer: 'N', vul: 'None', auction: '', expected: '1C', rule: 'O-1C', note: 'HD 22 (lowest), QT 4.5' },
  { hand: 'AKJ2.AQ32.KQ32.2', dealer: 'N', vul: 'None', auction: '', expected: '1D', rule: 'O-1', note: 'HD 21: below 1♣; three 4-card suits, singleton ♣ → the next suit up is ♦' },
  // O-1: QT ≥ 2 and HD ≥ 14 / 13 with a rebiddable suit / ≥ 11 in third seat
  { hand: 'AK32.KQ32.2.KJ32', dealer: 'N', vul: 'None', auction: '', expected: '1H', rule: 'O-1', note: 'seed 000: 4♠ 4♥ 1♦ 4♣ → 1♥, the suit after the singleton; HD 18' },
  { hand: 'AQ32.KJ32.K32.32', dealer: 'N', vul: 'None', auction: '', expected: '1H', rule: 'O-1', note: 'HD 14 (lowest plain opening), QT 2.5; from the ♣ doubleton up: ♦ has 3 cards, ♥ next' },
  { hand: 'AQJ32.KQ2.32.432', dealer: 'N', vul: 'None', auction: '', expected: '1S', rule: 'O-1', note: 'HD 13 with a rebiddable ♠AQJ32' },
  { hand: 'AQ32.K32.Q32.432', dealer: 'N', vul: 'None', auction: 'P P', expected: '1S', rule: 'O-1', note: 'third seat after two passes: HD 11 (lowest), QT 2' },
  { hand: 'A32.K32.32.AQJ32', dealer: 'N', vul: 'None', auction: '', expected: '2C', rule: 'O-1', note: 'HD 15, clubs chosen → natural 2♣, never 1♣' },
  { hand: 'K432.Q432.AJ2.KJ', dealer: 'N', vul: 'None', auction: '', expected: '1S', rule: 'O-1', note: 'HD 15, no biddable suit: the longest, the higher of equals [I-10]' },
  { hand: 'AKJ32.2.AQJ32.32', dealer: 'N', vul: 'None', auction: '', expected: '1S', rule: 'O-1', note: 'two 5-card suits: the higher-ranking' },
  // O-PRE: a 7+ card suit and QT ≥ 2
  { hand: 'AKJ5432.2.432.32', dealer: 'N', vul: 'None', auction: '', expected: '3S', rule: 'O-PRE', note: 'HD 11 (too weak for O-1), 7 spades → 3-level' },
  { hand: 'AK765432.2.432.2', dealer: 'N', vul: 'None', auction: '', expected: '4S', rule: 'O-PRE', note: 'HD 11, 8 spades → 4-level' },
  { hand: '2.AK9876543.32.2', dealer: 'N', vul: 'None', auction: '', expected: '4H', rule: 'O-PRE', note: 'HD 12, 9 hearts → 4 of a major [I-7]' },
  { hand: '2.2.32.AK9876543', dealer: 'N', vul: 'None', auction: '', expected: '5C', rule: 'O-PRE', note: 'HD 12, 9 clubs → 5 of a minor [I-7]' },
  // O-PASS
  { hand: 'AQ32.KQ2.Q32.432', dealer: 'N', vul: 'None', auction: '', expected: 'P', rule: 'O-PASS', note: 'HD 13 without a rebiddable suit: one below O-1' },
  { hand: 'AK32.QJ2.432.432', dealer: 'N', vul: 'None', auction: 'P P', expected: 'P', rule: 'O-PASS', note: 'third seat, HD 10: one below 11' },
  { hand: 'AQ32.K32.Q32.432', dealer: 'N', vul: 'None', auction: 'P P P', expected: 'P', rule: 'O-PASS', note: 'HD 11 in fourth seat: the 11 is for third seat only' },
  { hand: 'AQJ5432.2.432.32', dealer: 'N', vul: 'None', auction: '', expected: 'P', rule: 'O-PASS', note: '7 spades but QT 1.5: no preempt' },
];
