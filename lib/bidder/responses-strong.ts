// docs/system.md 4.2–4.4: answers to a strong two (R2-…), to 1NT/2NT/3NT (R1N-/R2N-/R3N-…), to 1♣ (R-1C-…).
// Example: partner 1NT, 'Q83.K72.J9643.42' (HD 6, five diamonds) → R1N-2S 2♦ (natural sign-off).

import { bid, PASS } from '../bridge/call';
import type { Tracker } from '../bridge/auction-tracker';
import { SUITS, type Suit } from '../bridge/types';
import { longestHigher } from './choose-suit';
import { raise, suitSet } from './choosers';
import { fail, suitText } from './explain';
import { bidAt, cheapestLevel } from './levels';
import { NEW_SUIT_CHEAPEST, notOpponents } from './responses';
import type { Chooser, Row } from './types';

/**
 * 4.3: `level` of the longest suit with `min`+ cards (the higher-ranking of equals; 2♣ is natural too); B-7: never
 * a suit the opponents bid (ADV-1NT over 1♥: no 2♥).
 */
function longSuitAt(level: number, min: number): Chooser {
  return {
    name: `long-suit-${level}-${min}`,
    choose(ctx) {
      const i = longestHigher(ctx.f, suitSet((s, j) => ctx.f.len[j] >= min && notOpponents(ctx, s)));
      if (i < 0) return fail('no-long', { length: min });
      return { call: bidAt(level, SUITS[i])!, params: { suit: suitText(SUITS[i]), length: ctx.f.len[i] } };
    },
    read(view, call) {
      if (call.kind !== 'bid' || call.level !== level || call.strain === 'N' || !notOpponents(view, call.strain)) return null;
      return { lengths: { [call.strain]: [min, null] }, named: call.strain, params: { suit: suitText(call.strain), length: `${min}+` } };
    },
  };
}

export const R2_ROWS: readonly Row[] = [
  { id: 'R2-3NT', call: bid(3, 'N'), when: [{ k: 'hd', min: 8, max: 9 }, { k: 'balanced' }] },
  { id: 'R2-RAISE', call: raise(1), when: [{ k: 'hd', min: 7 }, { k: 'qt', min: 1 }, { k: 'support' }] },
  { id: 'R2-NEW', call: NEW_SUIT_CHEAPEST, when: [{ k: 'hd', min: 7 }, { k: 'qt', min: 1 }] },
  { id: 'R2-NEG', call: bid(2, 'N'), when: [] },
];

// [I-13] each bracket's upper end reaches the next bracket's start
export const R1N_ROWS: readonly Row[] = [
  { id: 'R1N-3S', call: longSuitAt(3, 6), when: [{ k: 'hd', min: 11, max: 14 }] },
  { id: 'R1N-7N', call: bid(7, 'N'), when: [{ k: 'hd', min: 21 }] },
  { id: 'R1N-6N', call: bid(6, 'N'), when: [{ k: 'hd', min: 17, max: 20 }] },
  { id: 'R1N-4N', call: bid(4, 'N'), when: [{ k: 'hd', min: 15, max: 16 }] },
  { id: 'R1N-3N', call: bid(3, 'N'), when: [{ k: 'hd', min: 10, max: 14 }] },
  { id: 'R1N-2N', call: bid(2, 'N'), when: [{ k: 'hd', min: 8, max: 9 }] }, // [I-14] any shape
  { id: 'R1N-2S', call: longSuitAt(2, 5), when: [{ k: 'hd', max: 7 }] },
  { id: 'R1N-PASS', call: PASS, when: [] },
];

export const R2N_ROWS: readonly Row[] = [
  { id: 'R2N-7N', call: bid(7, 'N'), when: [{ k: 'hd', min: 15 }] },
  { id: 'R2N-6N', call: bid(6, 'N'), when: [{ k: 'hd', min: 11, max: 14 }] },
  { id: 'R2N-4N', call: bid(4, 'N'), when: [{ k: 'hd', min: 9, max: 10 }] },
  { id: 'R2N-3S', call: longSuitAt(3, 5), when: [{ k: 'hd', min: 4, max: 8 }] },
  { id: 'R2N-3N', call: bid(3, 'N'), when: [{ k: 'hd', min: 4, max: 8 }] },
  { id: 'R2N-PASS', call: PASS, when: [] },
];

export const R3N_ROWS: readonly Row[] = [
  { id: 'R3N-7N', call: bid(7, 'N'), when: [{ k: 'hd', min: 12 }] },
  { id: 'R3N-6N', call: bid(6, 'N'), when: [{ k: 'hd', min: 8, max: 11 }] },
  { id: 'R3N-4N', call: bid(4, 'N'), when: [{ k: 'hd', min: 7, max: 7 }] },
  { id: 'R3N-4S', call: longSuitAt(4, 5), when: [{ k: 'hd', min: 6, max: 6 }] },
  { id: 'R3N-PASS', call: PASS, when: [] },
];

/** R-1C-POS: the best biddable suit (longest, the higher-ranking of equals) at the cheapest level; 2♦ for diamonds. */
function positiveLevel(t: Tracker, suit: Suit): number {
  return Math.max(cheapestLevel(t, suit), suit === 'D' ? 2 : 1); // 1♦ is the negative
}

const ONE_CLUB_POSITIVE: Chooser = {
  name: 'one-club-positive',
  choose(ctx) {
    const i = longestHigher(ctx.f, ctx.f.biddable & suitSet((s) => notOpponents(ctx, s))); // B-7
    if (i < 0) return fail('no-biddable');
    const suit = SUITS[i];
    const call = bidAt(positiveLevel(ctx.t, suit), suit);
    return call ? { call, params: { suit: suitText(suit), length: ctx.f.len[i] } } : fail('no-call');
  },
  read(view, call) {
    if (call.kind !== 'bid' || call.strain === 'N' || call.level !== positiveLevel(view.t, call.strain) || !notOpponents(view, call.strain)) return null;
    return { lengths: { [call.strain]: [4, null] }, named: call.strain, params: { suit: suitText(call.strain), length: '4+' } };
  },
};

export const R1C_ROWS: readonly Row[] = [
  { id: 'R-1C-POS', call: ONE_CLUB_POSITIVE, when: [{ k: 'qt', min: 2 }], forcing: 'game' },
  { id: 'R-1C-POS-NT', call: bid(1, 'N'), when: [{ k: 'qt', min: 2 }], forcing: 'game' }, // [I-15]
  { id: 'R-1C-NEG', call: bid(1, 'D'), when: [] },
];
