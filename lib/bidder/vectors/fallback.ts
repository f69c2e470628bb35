// Vectors for docs/system.md 8: X-PASS where no rule applies, X-FORCED when partner's bid may not be passed.
// Example: (1♦) 1♥ (P) 1♠ (P): partner's new suit is forcing → the overcaller bids its longest suit, 2♥.

import type { Vector } from './vector';

export const FALLBACK_VECTORS: readonly Vector[] = [
  { hand: 'AK432.32.432.432', dealer: 'N', vul: 'None', auction: '1H P 2H P P', expected: 'P', rule: 'X-PASS', note: 'a defender\'s second call: no rule' },
  { hand: 'AK32.KQ2.KQ3.Q32', dealer: 'N', vul: 'None', auction: '1N P 3N P', expected: 'P', rule: 'X-PASS', note: 'partner placed the contract in game' },
  { hand: 'AKJ32.K32.K32.32', dealer: 'N', vul: 'None', auction: '1S P 2S P P 3H P', expected: 'P', rule: 'X-PASS', note: 'a later round, no forcing bid' },
  { hand: 'K32.Q32.A432.432', dealer: 'N', vul: 'None', auction: '1S P 2S 3H P', expected: 'P', rule: 'X-PASS', note: 'partner overcalled at the 3-level: 4.1 has no 3-level openings (decision) → no rule' },
  { hand: 'A2.KQJ32.432.432', dealer: 'N', vul: 'None', auction: '1D 1H P 1S P', expected: '2H', rule: 'X-FORCED', note: 'partner\'s new suit is forcing: the cheapest bid in the longest suit' },
  { hand: 'T962.743.T8.J987', dealer: 'N', vul: 'None', auction: '2H P 2N P 3S P', expected: '4S', rule: 'X-FORCED', note: 'strong two: forcing to game; no RR row bids, ♠ and ♣ equal → ♠' },
  { hand: 'AKJ32.32.432.432', dealer: 'N', vul: 'None', auction: '1H 1S P 2D P', expected: '2S', rule: 'X-FORCED', note: 'advancer\'s 2♦ (as R-NEW2) is forcing' },
];
