// Vectors for docs/system.md 6 (Blackwood): the ace and king answer scales of seed 000, and the asker's placement.
// Example: after 1♥ – 3♥ – 4NT, two aces → 5♥; 5NT, three kings → 6♠.

import type { DocumentedPosition } from './position';

const ASK = '1H P 3H P 4N P';

export const BLACKWOOD_POSITIONS: readonly DocumentedPosition[] = [
  // BW-ACES: 5♣ none or four, 5♦ one, 5♥ two, 5♠ three
  { hand: 'KQ32.KQ32.KQ2.Q2', dealer: 'N', vul: 'None', auction: ASK, expected: '5C', rule: 'BW-ACES', note: 'no ace → 5♣' },
  { hand: 'AQ32.KQ32.KQ2.Q2', dealer: 'N', vul: 'None', auction: ASK, expected: '5D', rule: 'BW-ACES', note: 'one ace → 5♦' },
  { hand: 'AQ32.AQ32.KQ2.Q2', dealer: 'N', vul: 'None', auction: ASK, expected: '5H', rule: 'BW-ACES', note: 'two aces → 5♥' },
  { hand: 'AQ32.AQ32.AQ2.Q2', dealer: 'N', vul: 'None', auction: ASK, expected: '5S', rule: 'BW-ACES', note: 'three aces → 5♠' },
  { hand: 'AQ32.AQ32.AQ2.A2', dealer: 'N', vul: 'None', auction: ASK, expected: '5C', rule: 'BW-ACES', note: 'four aces → 5♣ too' },
  // BW-KINGS: 6♣ none … 6NT four; and the 5NT ask itself
  { hand: 'AQ32.AQ32.QJ2.Q2', dealer: 'N', vul: 'None', auction: `${ASK} 5H P 5N P`, expected: '6C', rule: 'BW-KINGS', note: 'no king → 6♣' },
  { hand: 'AQ32.AQ32.K32.Q2', dealer: 'N', vul: 'None', auction: `${ASK} 5H P 5N P`, expected: '6D', rule: 'BW-KINGS', note: 'one king → 6♦' },
  { hand: 'AQ32.AK32.K32.32', dealer: 'N', vul: 'None', auction: `${ASK} 5H P 5N P`, expected: '6H', rule: 'BW-KINGS', note: 'two kings → 6♥' },
  { hand: 'AK32.AK32.K32.32', dealer: 'N', vul: 'None', auction: `${ASK} 5H P 5N P`, expected: '6S', rule: 'BW-KINGS', note: 'three kings → 6♠' },
  { hand: 'AK32.AK32.K32.K2', dealer: 'N', vul: 'None', auction: `${ASK} 5H P 5N P`, expected: '6N', rule: 'BW-KINGS', note: 'four kings → 6NT' },
  { hand: 'AKJ2.AKJ32.KQ.32', dealer: 'N', vul: 'None', auction: '1H P 3H P 4N P 5H P', expected: '5N', rule: 'BW-KINGS', note: 'asker with 2 aces hears two: all four → ask for kings' },
  { hand: 'AKJ2.AKJ32.AQ.32', dealer: 'N', vul: 'None', auction: '1H P 3H P 4N P 5D P', expected: '5N', rule: 'BW-KINGS', note: 'asker with 3 aces hears one' },
  { hand: 'KQJ2.KQJ32.KQ.KQ', dealer: 'N', vul: 'None', auction: '1H P 3H P 4N P 5C P', expected: '5N', rule: 'BW-KINGS', note: 'asker without an ace: 5♣ means four' },
  // BW-PLACE
  { hand: 'KQJ2.AKJ32.KQ.32', dealer: 'N', vul: 'None', auction: '1H P 3H P 4N P 5D P', expected: '5H', rule: 'BW-PLACE', note: '1 + 1 aces: two missing → 5♥' },
  { hand: 'KQJ2.KQJ32.KQ.KQ', dealer: 'N', vul: 'None', auction: '1H P 3H P 4N P 5H P', expected: 'P', rule: 'BW-PLACE', note: '0 + 2 aces: two missing, and the answer already is 5♥ → Pass' },
  { hand: 'AKJ2.AKJ32.KQ.32', dealer: 'N', vul: 'None', auction: '1H P 3H P 4N P 5D P', expected: '6H', rule: 'BW-PLACE', note: '2 + 1 aces: one missing → 6♥' },
  { hand: 'AQJ2.AKJ32.Q2.32', dealer: 'N', vul: 'None', auction: '1H P 3H P 4N P 5H P 5N P 6S P', expected: '7H', rule: 'BW-PLACE', note: 'all aces, 1 + 3 kings → 7♥' },
  { hand: 'AQJ2.AQJ32.QJ.QJ', dealer: 'N', vul: 'None', auction: '1H P 3H P 4N P 5H P 5N P 6D P', expected: '6H', rule: 'BW-PLACE', note: 'one king, HD 20 + 13 = 33 < 37 → 6♥' },
  { hand: 'AKQ2.AKQJ2.KQ.32', dealer: 'N', vul: 'None', auction: '1H P 3H P 4N P 5D P 5N P 6D P', expected: '7H', rule: 'BW-PLACE', note: 'not all kings, but HD 26 + 13 = 39 ≥ 37 → 7♥' },
  { hand: 'AQJ2.AQJ32.QJ.QJ', dealer: 'N', vul: 'None', auction: '1H P 3H P 4N P 5H P 5N P 6S P', expected: '6N', rule: 'BW-PLACE', note: '3 kings answered with 6♠: 6♥ is gone → 6NT (decision)' },
  { hand: '2.KQJ2.KQJ.KQJ32', dealer: 'N', vul: 'None', auction: '2C P 4C P 4N P 5H P', expected: '6C', rule: 'BW-PLACE', note: 'clubs, 0 + 2 aces: 5♣ is gone after 5♥ → the cheapest clubs, 6♣ (decision)' },
  // B-45: partner's 4NT after a suit opening is Blackwood, always answered (no suit agreed, no count needed)
  { hand: '.AKQJ9654.7.QJ42', dealer: 'N', vul: 'None', auction: '1D P 1H P 4N P', expected: '5D', rule: 'BW-ACES', decision: 'B-45', note: 'opener\'s 4NT after 1♦ – 1♥ asks for aces: one ace → 5♦ (not "game reached")' },
  { hand: 'AKJ432.A2.K32.32', dealer: 'E', vul: 'None', auction: 'P 1S P 4N P', expected: '5H', rule: 'BW-ACES', decision: 'B-45', note: 'responder\'s direct 4NT over 1♠: opener answers, two aces → 5♥' },
  { hand: 'K2.KQJ432.Q32.A2', dealer: 'W', vul: 'None', auction: '1S P 2H P 4N P', expected: '5D', rule: 'BW-ACES', decision: 'B-45', note: 'opener\'s 4NT over the 2♥ response: one ace → 5♦' },
  { hand: 'AKQ8643.AKJ2.2.2', dealer: 'W', vul: 'None', auction: '2H P 2N P 3S P 4N P', expected: '5H', rule: 'BW-ACES', decision: 'B-45', note: 'after a strong two: responder\'s 4NT over 3♠ asks, two aces → 5♥' },
  { hand: 'AK2.K93.AQJ982.2', dealer: 'N', vul: 'None', auction: '1D P 1H P 4N P 5D P', expected: '6H', rule: 'BW-PLACE', decision: 'B-45', note: 'the asker places in the fit B-29 gives: ♥K93 is support; 2 + 1 aces, one missing → 6♥' },
  { hand: '3.A6.AKJT92.K432', dealer: 'N', vul: 'None', auction: '1D P 1H P 4N P 5D P', expected: '6D', rule: 'BW-PLACE', decision: 'B-45', note: 'no fit (two hearts): the asker\'s first suit, 2 + 1 aces → 6♦' },
  { hand: 'AQ2.KJ2.KQ32.Q32', dealer: 'E', vul: 'None', auction: 'P 1N P 4N P', expected: 'P', rule: 'RBN-4N', decision: 'B-45', note: '4NT over partner\'s no-trump stays quantitative (4.3): HD 17 is not the top of 19–21 → pass' },
];
