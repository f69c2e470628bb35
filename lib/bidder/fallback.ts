// docs/system.md 8, always a legal call: X-PASS, or X-FORCED when a pass would leave partner's forcing bid unanswered.
// Example: 1♥ – 1♠ – (2♣), opener with no rule for it → X-PASS (the opponent's bid releases opener).

import { PASS } from '../bridge/call';
import { longestSuit, suitBid } from './choosers';
import type { Row } from './types';

/** X-FORCED: the cheapest natural bid in the longest suit (the higher-ranking of equals). */
const FORCED_BID = suitBid('forced-bid', (ctx) => longestSuit(ctx));

/** Appended to every table: the last resort, so the bidder always returns a legal call. */
export const FALLBACK_ROWS: readonly Row[] = [
  { id: 'X-PASS', call: PASS, when: [{ k: 'not-forced' }] },
  { id: 'X-FORCED', call: FORCED_BID, when: [] },
  { id: 'X-PASS', call: PASS, when: [], passWhenForced: true }, // not even a bid is left (above 7♠)
];
