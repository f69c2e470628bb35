// Vectors for docs/system.md 5.1, responder's second call: own count + the minimum opener has shown.
// Example: 1♥ – 1♠ – 2♥ (minimum, 13), responder HDr 19 with ♥ support: 32 ≥ 26 → RR-GAME 4♥.

import type { DocumentedPosition } from './position';

export const RESPONDER_REBID_POSITIONS: readonly DocumentedPosition[] = [
  { hand: 'A32.K32.KQ32.432', dealer: 'N', vul: 'None', auction: '1H P 2H P 3H P', expected: '4H', rule: 'RR-ACCEPT', note: 'invitation, HDr 11 → game' },
  { hand: 'A32.K32.KJ32.432', dealer: 'N', vul: 'None', auction: '1H P 2H P 3H P', expected: '4H', rule: 'RR-ACCEPT', note: 'HDr 10 (lowest) → game' },
  { hand: '32.A32.K432.Q432', dealer: 'N', vul: 'None', auction: '2C P 3C P 4C P', expected: '5C', rule: 'RR-ACCEPT', note: 'over 2♣ the invitation is 4♣; HDr 10 → 5♣' },
  { hand: 'A32.K32.K432.432', dealer: 'N', vul: 'None', auction: '1H P 2H P 3H P', expected: 'P', rule: 'RR-DECLINE', note: 'HDr 9: one below 10 → Pass' },
  { hand: 'A32.Q32.K432.432', dealer: 'N', vul: 'None', auction: '1H P 2H P 3H P', expected: 'P', rule: 'RR-DECLINE', note: 'HDr 8' },
  { hand: 'A32.J32.K432.432', dealer: 'N', vul: 'None', auction: '1H P 2H P 3H P', expected: 'P', rule: 'RR-DECLINE', note: 'HDr 7' },
  { hand: 'AKQ32.KQ32.A2.32', dealer: 'N', vul: 'None', auction: '1H P 1S P 2H P', expected: '4N', rule: 'RR-SLAM', note: 'HDr 20 with ♥ fit + 13 = 33 → Blackwood' },
  { hand: 'AKQ32.A2.KQ32.32', dealer: 'N', vul: 'None', auction: '1D P 1S P 2D P', expected: '4N', rule: 'RR-SLAM', note: 'HDr 20 with ♦ fit + 13 = 33' },
  { hand: 'KQ2.A2.32.AKQJ32', dealer: 'N', vul: 'None', auction: '1S P 2C P 2S P', expected: '4N', rule: 'RR-SLAM', note: '♠KQ2 supports the rebid spades: HDr 20 + 13 = 33' },
  { hand: 'AKQ32.KQ32.K2.32', dealer: 'N', vul: 'None', auction: '1H P 1S P 2H P', expected: '4H', rule: 'RR-GAME', note: 'HDr 19 + 13 = 32: one short of slam → game in the major fit' },
  { hand: 'AQ32.KQ2.32.Q432', dealer: 'N', vul: 'None', auction: '1D P 1S P 2C P', expected: '3N', rule: 'RR-GAME', note: '♣ fit only (a minor): HDr 14 + 13 = 27 → 3NT' },
  { hand: '32.A32.KQJ32.K32', dealer: 'N', vul: 'None', auction: '1S P 2D P 4D P', expected: '5D', rule: 'RR-GAME', note: 'after 4♦ (medium, 17) 3NT is gone: HDr 15 + 17 = 32 → 5♦' },
  { hand: 'AKQ32.A2.KQ32.32', dealer: 'N', vul: 'None', auction: '1D P 1S P 1N P', expected: '3N', rule: 'RR-GAME', note: 'HDr 20 + 13 = 33 with ♦ support, but 4NT over partner\'s 1NT would be quantitative → game: no major fit → 3NT' },
  { hand: 'KQ432.K32.A2.432', dealer: 'N', vul: 'None', auction: '1H P 1S P 2H P', expected: '3H', rule: 'RR-INVITE', note: 'HDr 12 with ♥ fit + 13 = 25 → raise one level' },
  { hand: 'AQ32.32.KJ32.432', dealer: 'N', vul: 'None', auction: '1H P 1S P 2C P', expected: '2N', rule: 'RR-INVITE', note: 'no fit, HD 11 + 13 = 24 → 2NT' },
  { hand: 'KQ432.32.K32.432', dealer: 'N', vul: 'None', auction: '1H P 1S P 3H P', expected: 'P', rule: 'RR-INVITE', note: 'HD 8 + 17 = 25, two hearts (no fit), 2NT no longer legal → Pass' },
  { hand: 'K32.Q32.K432.Q32', dealer: 'N', vul: 'None', auction: '1S P 1N P 2H P', expected: '2S', rule: 'RR-PREF', note: 'HDr 8 + 13 = 21; 3 spades, 3 hearts: the first suit' },
  { hand: '32.Q43.32.KQ5432', dealer: 'N', vul: 'None', auction: '1S P 1N P 2D P', expected: '2S', rule: 'RR-PREF', note: '2-2 in opener\'s suits: the first' },
  { hand: 'K32.Q32.5432.Q32', dealer: 'N', vul: 'None', auction: '1H P 1N P 2C P', expected: '2H', rule: 'RR-PREF', note: 'HDr 5 + 13 = 18; 3-3 → back to hearts' },
  { hand: '32.Q432.K432.Q32', dealer: 'N', vul: 'None', auction: '1S P 1N P 2H P', expected: 'P', rule: 'RR-PASS', note: 'HDr 7 + 13 = 20, longer in the second suit → Pass' },
  { hand: 'KJ32.32.Q432.432', dealer: 'N', vul: 'None', auction: '1H P 1S P 2H P', expected: 'P', rule: 'RR-PASS', note: 'two hearts after hearts twice: no fit; 6 + 13 = 19' },
  { hand: 'K432.Q432.432.32', dealer: 'N', vul: 'None', auction: '1D P 1H P 1N P', expected: 'P', rule: 'RR-PASS', note: 'HD 5 + 13 = 18' },
];
