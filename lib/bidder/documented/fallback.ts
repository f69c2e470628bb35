// Vectors for docs/system.md 8: X-PASS where no rule applies (with its reason, B-32), X-FORCED when partner's bid
// may not be passed. Example: P P 1♠ (2♥) 3♣ (P): responder's 3♣ is forcing (B-27) → opener with four clubs bids 4♣.

import type { DocumentedPosition } from './position';

export const FALLBACK_POSITIONS: readonly DocumentedPosition[] = [
  { hand: 'AK432.32.432.432', dealer: 'N', vul: 'None', auction: '1H P 2H P P', expected: 'P', rule: 'X-PASS', option: 'theirs', note: 'a defender\'s second call: the opponents\' 2♥, HD 8 + partner\'s 0 < 26 (B-32)' },
  { hand: 'AK32.KQ2.KQ3.Q32', dealer: 'N', vul: 'None', auction: '1N P 3N P', expected: 'P', rule: 'X-PASS', option: 'game', note: 'partner placed the contract in game (B-12, B-32)' },
  { hand: 'AK32.KQ2.KQ3.Q32', dealer: 'N', vul: 'None', auction: '1N P 6N P', expected: 'P', rule: 'X-PASS', option: 'slam', note: 'partner bid the small slam: the contract is reached (B-32)' },
  { hand: 'AKJ32.K32.K32.32', dealer: 'N', vul: 'None', auction: '1S P 2S P P 3H P', expected: 'P', rule: 'X-PASS', option: 'limit', note: 'a later round, no forcing bid: partner\'s 3♥ stands, HD 14 + 0 < 26 (B-32)' },
  { hand: 'K32.Q32.A432.432', dealer: 'N', vul: 'None', auction: '1S P 2S 3H P', expected: 'P', rule: 'X-PASS', option: 'limit', note: 'partner overcalled at the 3-level: 4.1 has no 3-level openings (decision); partner\'s 3♥ stands, 8 + 0 < 26' },
  { hand: 'AKJ32.K32.K32.32', dealer: 'N', vul: 'None', auction: '1S X P P', expected: 'P', rule: 'X-PASS', option: 'limit', note: 'our own 1♠ doubled, partner passed: 1♠X stands, HD 14 + 0 < 26 (B-32)' },
  { hand: 'AKJ32.32.K32.Q32', dealer: 'N', vul: 'None', auction: '1H P 1S 2D 2H 3D', expected: 'P', rule: 'X-PASS', option: 'none', note: 'responder after the overcall and opener\'s rebid over it (B-9): HDr 13 + 13 = 26, game values, but no rule competes: a real gap' },
  { hand: 'K2.A32.AKQ432.32', dealer: 'W', vul: 'None', auction: '1S P 2D 2H P P', expected: 'P', rule: 'X-PASS', option: 'none', note: 'responder after the overcall and opener\'s pass: HD 18 + 13 = 31, game values, but no rule competes (B-9): a real gap' },
  { hand: 'A2.KQJ32.432.432', dealer: 'N', vul: 'None', auction: '1D 1H P 1S P', expected: 'P', rule: 'X-PASS', option: 'limit', decision: 'B-77', note: 'the advancer\'s new suit forces nothing: 11 + 6 < 26, pass (was 2♥, X-FORCED)' },
  { hand: 'T962.743.T8.J987', dealer: 'N', vul: 'None', auction: '2H P 2N P 3S P', expected: '4S', rule: 'X-FORCED', note: 'strong two: forcing to game; no RR row bids, ♠ and ♣ equal → ♠' },
  { hand: 'AKJ32.32.432.432', dealer: 'N', vul: 'None', auction: '1H 1S P 2D P', expected: 'P', rule: 'X-PASS', option: 'limit', decision: 'B-77', note: 'the advancer\'s 2♦ (as R-NEW2) does not force the overcaller: 9 + 10 < 26, pass (was 3♦, X-FORCED)' },
  // B-46: X-FORCED supports partner's last natural suit with 3+ cards, 2+ when partner has shown six or more there
  { hand: '8.65.J975432.J63', dealer: 'N', vul: 'None', auction: '2S P 2N P 3H P', expected: '4H', rule: 'X-FORCED', option: 'six', decision: 'B-46', note: '3♥ is the strong two\'s long suit (six or more): two hearts are support → 4♥, not 4♦' },
  { hand: '864.Q2.Q8642.J92', dealer: 'N', vul: 'None', auction: '2H P 2N P 3S P', expected: '4S', rule: 'X-FORCED', option: 'six', decision: 'B-46', note: '3♠ is the long suit, three spades → 4♠, not 4♦' },
  { hand: 'J4.KT93.7652.754', dealer: 'W', vul: 'None', auction: 'P P P 2S P 2N P 3C P', expected: '4C', rule: 'X-FORCED', option: 'six', decision: 'B-46', note: 'fourth-seat strong two, long suit ♣: three clubs → 4♣, not 4♦' },
  { hand: 'T75.QJ9.JT953.AK', dealer: 'S', vul: 'None', auction: '2C 2D P 2H P', expected: 'P', rule: 'X-PASS', option: 'limit', decision: 'B-77', note: 'the overcaller after the advancer\'s 2♥: 12 + 10 < 26, pass (was 3♥)' },
  { hand: 'AKQJ8.2.Q74.AJ83', dealer: 'N', vul: 'None', auction: 'P P 1S 2H 3C P', expected: '4C', rule: 'X-FORCED', option: 'support', decision: 'B-46', note: 'opener after responder\'s forcing 3♣ (B-27), HD 19: 3NT needs their hearts stopped (B-76), no six-card major: four clubs support partner\'s last suit → 4♣' },
  { hand: '32.32.AKQJ32.432', dealer: 'W', vul: 'None', auction: '1S 2D P 2H P', expected: 'P', rule: 'X-PASS', option: 'limit', decision: 'B-77', note: 'the advancer\'s 2♥ forces nothing: 12 + 10 < 26, pass (was 3♦)' },
  { hand: 'AKQJ8.2.AQ742.83', dealer: 'E', vul: 'None', auction: 'P 1S 2H 3C P', expected: '3S', rule: 'X-FORCED', option: 'longest', decision: 'B-46', note: 'partner\'s forcing 3♣ shows four or more, not six: two clubs are not support → the longest suit, spades before diamonds of equal length, 3♠' },
];
