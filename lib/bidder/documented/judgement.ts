// Documented positions for the decisions B-70 … B-79 (issue 39: the bidder's judgement on whole deals): a preference
// is no invitation (B-70), and the defenders' judgement at the three and four level.
// Example: { hand: 'AQ872.KJ872.K2.3', auction: '1S P 1N P 2H P 2S P', expected: 'P', rule: 'X-PASS', decision: 'B-70' }.

import type { DocumentedPosition } from './position';

export const JUDGEMENT_POSITIONS: readonly DocumentedPosition[] = [
  // B-70: responder's cheapest bid in opener's first suit is a preference (RR-PREF), shows nothing more, and is passed
  { hand: 'AQ872.KJ872.K2.3', dealer: 'W', vul: 'None', auction: '1S P 1N P 2H P 2S P', expected: 'P', rule: 'X-PASS', option: 'preference', decision: 'B-70', note: 'HD 16 + the 1NT answer\'s 6 = 22: the preference is passed (was 4♠, the 2♠ read as an invitation showing 10)' },
  { hand: '3.Q8762.AKJ72.K3', dealer: 'S', vul: 'None', auction: '1H P 1S P 2D P 2H P', expected: 'P', rule: 'X-PASS', option: 'preference', decision: 'B-70', note: 'HD 16 + the 1♠ answer\'s 6 = 22: pass (was 4♥)' },
  { hand: 'J8743.AKQ72.J2.3', dealer: 'N', vul: 'None', auction: '1S P 1N P 2H P 2S P', expected: 'P', rule: 'X-PASS', option: 'preference', decision: 'B-70', note: 'lesson 14, second deal: HD 13 + 6 = 19, pass as a preference (was RR-DECLINE, "partner invites game")' },
  { hand: 'K32.Q32.KJ32.K32', dealer: 'E', vul: 'None', auction: '1S P 1N P 2H P', expected: '3S', rule: 'RR-INVITE', option: 'raise', decision: 'B-70', note: 'HDr 10 + 13 = 23 with three spades: the invitation is the jump 3♠ (was 2♠, the same call as the preference)' },
  { hand: 'QJ743.K32.AJ.432', dealer: 'N', vul: 'None', auction: '1H P 1S P 2D P', expected: '3H', rule: 'RR-INVITE', option: 'raise', decision: 'B-70', note: 'HDr 11 + 13 = 24, three hearts: 3♥ invites (2♥ would be only a preference)' },
  { hand: 'AQ872.KJ872.K2.3', dealer: 'S', vul: 'None', auction: '1S P 1N P 2H P 3S P', expected: '4S', rule: 'RR-ACCEPT', option: 'opener', decision: 'B-70', note: 'the jump preference is RR-INVITE (10): HD 16 + 10 = 26, accept (B-58)' },
  { hand: 'J8743.AKQ72.J2.3', dealer: 'W', vul: 'None', auction: '1S P 1N P 2H P 3S P', expected: 'P', rule: 'RR-DECLINE', option: 'opener', decision: 'B-70', note: 'HD 13 + 10 = 23: decline the jump preference (B-58)' },
];
