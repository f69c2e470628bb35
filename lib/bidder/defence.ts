// docs/system.md 7, defensive bidding: the D-… rows for the first call after the other side opened.
// Example: (1♦), 'AKJ4.KQ83.5.QJ72' (HD 18, 4-4 in ♥ and ♠, both biddable) → D-CUE 2♦.

import { bid, DOUBLE } from '../bridge/call';
import type { Suit } from '../bridge/types';
import { longestHigher, rankOfIndex } from './choose-suit';
import { situational, suitBid, suitSet } from './choosers';
import { indexOfSuit, type SuitIndex } from './hand-facts';
import { boundedPass } from './judgement';
import { bidAt } from './levels';
import type { Ctx, Row, View } from './types';

/**
 * A suit the defender may name at its first call: not opener's suit, not a suit the other side bid (decision, as
 * in 4.1). B-31: here the opening's strain counts even when the opening is artificial (1♣ preparatory).
 */
function defenceSuit(view: View, suit: Suit): boolean {
  const opened = view.sit.opening?.strain;
  return suit !== opened && !((view.sit.oppSuits >> indexOfSuit(suit)) & 1);
}

/** D-SUIT: the longest 5+ card suit other than opener's (the higher-ranking of equals), at the cheapest level. */
const OVERCALL = suitBid('overcall', (ctx) => longestHigher(ctx.f, suitSet((s, i) => defenceSuit(ctx, s) && ctx.f.len[i] >= 5)), {
  allowed: defenceSuit,
  minLength: 5,
  failure: 'no-overcall-suit',
});

/**
 * A suit that may be one of D-JUMP's two suits: as defenceSuit, but after the artificial 1♣ (B-28: clubs are
 * unbid there, as diamonds are after the 1♦ negative) clubs count. The jump itself is in the higher-ranking
 * suit, so it never names clubs.
 */
function twoSuiterSuit(view: View, suit: Suit): boolean {
  const o = view.sit.opening;
  if (suit === 'C' && o !== null && o.level === 1 && o.strain === 'C') return !(view.sit.oppSuits & (1 << indexOfSuit('C')));
  return defenceSuit(view, suit);
}

/**
 * [I-18] D-JUMP: two suits of 6+5 cards or more (B-7: both other than opener's natural suit); a jump — one level
 * above the cheapest — in the higher-ranking of the two.
 */
function twoSuiter(ctx: Ctx): SuitIndex {
  const allowed = suitSet((s) => twoSuiterSuit(ctx, s));
  const first = longestHigher(ctx.f, allowed);
  if (first < 0) return -1;
  const second = longestHigher(ctx.f, allowed & ~(1 << first));
  if (second < 0 || ctx.f.len[first] < 6 || ctx.f.len[second] < 5) return -1;
  return (rankOfIndex(first) > rankOfIndex(second) ? first : second) as SuitIndex;
}

const JUMP_OVERCALL = suitBid('jump-overcall', twoSuiter, { jump: 1, allowed: defenceSuit, minLength: 5, failure: 'no-two-suiter' });

/** D-CUE: 2 of opener's suit (over 1♣ or 1♦, [I-17]). */
const CUE = situational('cue', (v) => (v.sit.opening && v.sit.opening.strain !== 'N' ? bidAt(2, v.sit.opening.strain) : null));

const D_SUIT: Row = { id: 'D-SUIT', call: OVERCALL, when: [{ k: 'qt', min: 2 }] }; // no HD count
const D_X: Row = {
  id: 'D-X', call: DOUBLE, when: [{ k: 'hd', min: 13 }, { k: 'opp-short', max: 2 }, { k: 'others-long', min: 3 }], forcing: 'round', // [I-19]
};
// B-71: a pass because the overcall would be at the three level or higher without the playing tricks says so
const D_PASS: Row = { id: 'D-PASS', call: boundedPass('defence-pass', D_SUIT, (ctx) => ctx.f.qt >= 2, 'none'), when: [] };

/** Over a one-level suit opening (1♣ included). */
export const DEFENCE_ROWS: readonly Row[] = [
  { id: 'D-CUE', call: CUE, when: [{ k: 'opening-strain', strains: ['C', 'D'] }, { k: 'higher-biddable' }, { k: 'hd', min: 17 }], forcing: 'round' },
  { id: 'D-1NT', call: bid(1, 'N'), when: [{ k: 'hd', min: 16, max: 18 }, { k: 'balanced' }, { k: 'stopped', scope: 'all' }] },
  { id: 'D-JUMP', call: JUMP_OVERCALL, when: [{ k: 'h', max: 10 }], forcing: 'round' },
  D_SUIT,
  D_X,
  // B-80: too strong for D-1NT and no overcall: "jedino sa ekstremno jakim kartama" the defenders take over, double first
  { id: 'D-X', call: DOUBLE, when: [{ k: 'hd', min: 19 }], forcing: 'round', option: 'strong' },
  D_PASS,
];

/** "Over a no-trump opening only D-SUIT applies." */
export const DEFENCE_NT_ROWS: readonly Row[] = [D_SUIT, D_PASS];

/** "Over a two-level or higher opening D-SUIT and D-X apply, at the cheapest legal level." */
export const DEFENCE_HIGH_ROWS: readonly Row[] = [D_SUIT, D_X, D_PASS];
