// Vectors for docs/system.md 4.1 (responding to 1♦/1♥/1♠ and 2♣): HDr is E-RESP with opener's suit as trumps.
// Example: partner 1♥, 'A32.J32.K432.432' (HDr 7, ♥J32 is support) → R-RAISE2 2♥.

import type { DocumentedPosition } from './position';

export const RESPONSE_POSITIONS: readonly DocumentedPosition[] = [
  // R-PASS: HDr ≤ 5
  { hand: '432.432.5432.432', dealer: 'N', vul: 'None', auction: '1H P', expected: 'P', rule: 'R-PASS', note: 'HDr −2' },
  { hand: 'K432.J32.Q432.32', dealer: 'N', vul: 'None', auction: '1H P', expected: 'P', rule: 'R-PASS', note: 'HDr 5 (highest): H 6 + D 1 − 1 no ace − 1 (3 trumps)' },
  { hand: 'KJ32.Q432.432.32', dealer: 'N', vul: 'None', auction: '1D P', expected: 'P', rule: 'R-PASS', note: 'HDr 5 with a biddable ♠KJ32: still a pass' },
  { hand: 'K432.J32.Q432.Q2', dealer: 'N', vul: 'None', auction: '1H P', expected: '1N', rule: 'R-1NT', note: 'HDr 6: one above R-PASS; no biddable suit → 1NT' },
  // R-RAISE4: 5+ trumps, H ≥ 9, HDr ≤ 16
  { hand: 'A32.KQ432.5432.2', dealer: 'N', vul: 'None', auction: '1H P', expected: '4H', rule: 'R-RAISE4', note: 'H 9 (lowest), 5 trumps, HDr 13' },
  { hand: 'AK2.KQ432.5432.2', dealer: 'N', vul: 'None', auction: '1H P', expected: '4H', rule: 'R-RAISE4', note: 'HDr 16 (highest)' },
  { hand: '2.5432.A32.KQ432', dealer: 'S', vul: 'All', auction: '2C P', expected: '5C', rule: 'R-RAISE4', note: 'over 2♣ the raise "to 4" is 5♣; H 9, 5 trumps' },
  { hand: 'A32.KJ432.5432.2', dealer: 'N', vul: 'None', auction: '1H P', expected: '2H', rule: 'R-RAISE2', note: 'H 8: one below R-RAISE4; HDr 12 → single raise' },
  { hand: 'AK2.KQ432.A432.2', dealer: 'N', vul: 'None', auction: '1H P', expected: '3D', rule: 'R-JUMP', note: 'HDr 20: above R-RAISE4 and R-RAISE3; ♦A432 biddable → jump to 3♦' },
  // R-RAISE3: support, HDr 13–16
  { hand: 'AK32.Q32.K432.Q2', dealer: 'N', vul: 'None', auction: '1H P', expected: '3H', rule: 'R-RAISE3', note: 'HDr 13 (lowest); ♥Q32 is support' },
  { hand: 'AK32.Q432.KJ32.2', dealer: 'N', vul: 'None', auction: '1H P', expected: '3H', rule: 'R-RAISE3', note: 'HDr 16 (highest)' },
  { hand: '32.AK32.Q432.K32', dealer: 'N', vul: 'None', auction: '1D P', expected: '3D', rule: 'R-RAISE3', note: 'over 1♦: 4 trumps, HDr 13' },
  { hand: 'AK32.Q432.KQ32.2', dealer: 'N', vul: 'None', auction: '1H P', expected: '1S', rule: 'R-NEW1', note: 'HDr 17: above R-RAISE3, below R-JUMP → ♠AK32 at the 1-level' },
  // R-RAISE2: support, HDr 7–12
  { hand: 'A32.J32.K432.432', dealer: 'N', vul: 'None', auction: '1H P', expected: '2H', rule: 'R-RAISE2', note: 'HDr 7 (lowest); J-x-x is support' },
  { hand: 'AK32.Q32.K432.32', dealer: 'N', vul: 'None', auction: '1H P', expected: '2H', rule: 'R-RAISE2', note: 'HDr 12 (highest), before the biddable ♠AK32' },
  { hand: '32.A32.K432.Q432', dealer: 'N', vul: 'None', auction: '2C P', expected: '3C', rule: 'R-RAISE2', note: 'over 2♣: 3♣ (HDr 10, 4 trumps)' },
  { hand: 'A32.J32.Q432.432', dealer: 'N', vul: 'None', auction: '1H P', expected: '1N', rule: 'R-1NT', note: 'HDr 6: one below R-RAISE2 → 1NT' },
  { hand: 'A32.932.K432.K32', dealer: 'N', vul: 'None', auction: '1H P', expected: '1N', rule: 'R-1NT', note: 'HDr 9 but 9-x-x is no support (needs J or 4 cards)' },
  // R-JUMP: HDr ≥ 18 and a biddable suit, a jump
  { hand: 'AKQJ2.32.AKQ2.32', dealer: 'N', vul: 'None', auction: '1H P', expected: '2S', rule: 'R-JUMP', note: 'HDr 18 (lowest): ♠ one level above 1♠' },
  { hand: 'A32.2.AKQJ32.AK2', dealer: 'N', vul: 'None', auction: '1H P', expected: '3D', rule: 'R-JUMP', note: 'HDr 18: ♦ normally at 2, with a jump 3♦ (seed 000)' },
  { hand: 'AKQ32.32.AKQ2.32', dealer: 'N', vul: 'None', auction: '1H P', expected: '1S', rule: 'R-NEW1', note: 'HDr 17: one below R-JUMP → 1♠' },
  // R-2NT: HDr 13–15, balanced, the other three suits stopped
  { hand: 'K32.432.AQ2.KQ32', dealer: 'N', vul: 'None', auction: '1H P', expected: '2N', rule: 'R-2NT', note: 'HDr 13 (lowest), 4-3-3-3, ♠ ♦ ♣ stopped' },
  { hand: 'K32.432.AQJ.AQ32', dealer: 'N', vul: 'None', auction: '1H P', expected: '2N', rule: 'R-2NT', note: 'HDr 15 (highest)' },
  { hand: 'T32.KQ2.AQ2.K432', dealer: 'N', vul: 'None', auction: '1S P', expected: '2N', rule: 'R-2NT', note: 'over 1♠: HDr 13' },
  { hand: 'Q32.432.AQ2.AKQ2', dealer: 'N', vul: 'None', auction: '1H P', expected: '2C', rule: 'R-NEW2', note: 'HDr 16: above R-2NT; ♣AKQ2 at the 2-level' },
  // R-NEW1: HDr ≥ 6 and a suit biddable at the 1-level
  { hand: 'KJ32.Q432.J32.32', dealer: 'N', vul: 'None', auction: '1D P', expected: '1S', rule: 'R-NEW1', note: 'HDr 6 (lowest), ♦J32 supports but 6 < 7; ♥Q432 not biddable' },
  { hand: 'KJ32.KJ32.432.32', dealer: 'N', vul: 'None', auction: '1D P', expected: '1H', rule: 'R-NEW1', note: 'two 4-card suits: the cheapest' },
  { hand: 'KJ432.KJ32.32.32', dealer: 'N', vul: 'None', auction: '1D P', expected: '1S', rule: 'R-NEW1', note: 'the longest biddable suit' },
  { hand: 'Q432.32.AQ32.432', dealer: 'N', vul: 'None', auction: '1H P', expected: '1N', rule: 'R-1NT', note: 'HDr 6 but nothing biddable at the 1-level and 6 < 10 for the 2-level' },
  // R-NEW2: HDr ≥ 10 and a biddable suit at the 2-level
  { hand: '432.K32.AQ32.K32', dealer: 'N', vul: 'None', auction: '1S P', expected: '2D', rule: 'R-NEW2', note: 'HDr 11' },
  { hand: '432.K32.AQ32.Q32', dealer: 'N', vul: 'None', auction: '1S P', expected: '2D', rule: 'R-NEW2', note: 'HDr 10 (lowest)' },
  { hand: '2.K32.AQ32.KJ432', dealer: 'N', vul: 'None', auction: '1S P', expected: '2C', rule: 'R-NEW2', note: 'HDr 10: the longest biddable suit, 5 clubs' },
  { hand: '432.Q32.AQ32.Q32', dealer: 'N', vul: 'None', auction: '1S P', expected: '1N', rule: 'R-1NT', note: 'HDr 9: one below R-NEW2 → 1NT' },
  // R-1NT: HDr 6–12 [I-12]
  { hand: 'T32.KQ2.AQ2.Q432', dealer: 'N', vul: 'None', auction: '1S P', expected: '1N', rule: 'R-1NT', note: 'HDr 12 (highest), no biddable suit, T-x-x no support' },
  { hand: 'K32.Q32.K432.432', dealer: 'N', vul: 'None', auction: '2C P', expected: '2N', rule: 'R-1NT', note: 'over 2♣ the "1NT" answer is 2NT; HDr 6' },
  // R-FALLBACK [I-11]
  { hand: 'KQ2.432.AKQ.5432', dealer: 'N', vul: 'None', auction: '1H P', expected: '3N', rule: 'R-FALLBACK', note: 'HDr 13, ♣ unstopped, no support, nothing biddable → 3NT' },
  { hand: 'KQ2.AQ32.KQ2.Q32', dealer: 'N', vul: 'None', auction: '1H P', expected: '4H', rule: 'R-FALLBACK', note: 'support with HDr 18 and no biddable new suit → game' },
  { hand: '32.432.KQ432.A32', dealer: 'N', vul: 'None', auction: '1H 3S', expected: '4D', rule: 'R-FALLBACK', note: 'after 3♠: 2♦ and 1NT no longer legal; HDr 9 → the cheapest bid in the longest suit' },
  { hand: '32.A32.KJ32.K432', dealer: 'N', vul: 'None', auction: '1D 2S', expected: '3D', rule: 'R-FALLBACK', note: 'after 2♠ the 2♦ raise is insufficient; support with HDr 10 is not game (decision: game needs 13) → 3♦, the longest suit (♦ before ♣)' },
  // B-47: R-JUMP with only four-card suits is the cheapest jump bid (4.1's "cheapest" read as the lowest bid)
  { hand: 'AKQ9.KQJ3.KQ52.9', dealer: 'N', vul: 'None', auction: '1H P', expected: '2S', rule: 'R-JUMP', decision: 'B-47', note: 'HDr 23, ♠ and ♦ four cards each: the jump 2♠ is cheaper than 3♦' },
  { hand: 'AKQ2.432.K3.AKJ2', dealer: 'W', vul: 'None', auction: 'P P 1D P', expected: '2S', rule: 'R-JUMP', decision: 'B-47', note: 'HDr 18 (lowest), ♠ and ♣ four cards: 2♠ is cheaper than 3♣' },
  { hand: 'AKJ3.A2.KQ32.KQ2', dealer: 'S', vul: 'None', auction: 'P 1H P', expected: '2S', rule: 'R-JUMP', decision: 'B-47', note: 'HDr 20, ♠ and ♦ four cards: 2♠, not 3♦' },
  { hand: '32.AKJ3.AKQ2.KQ2', dealer: 'E', vul: 'None', auction: '1S P', expected: '3D', rule: 'R-JUMP', decision: 'B-47', note: 'over 1♠ both jumps are at the 3-level: 3♦ is cheaper than 3♥' },
];
