// docs/system.md 7, the advancer (partner of the defensive bidder) at the next turn: ADV-X, ADV-CUE, ADV-JUMP.
// Example: (1♥) X (P), 'T52.874.QJ63.K94' (HD 5) must bid: the longest unbid suit, cheapest → ADV-X 2♦.

import { PASS } from '../bridge/call';
import { type Suit } from '../bridge/types';
import { longestHigher } from './choose-suit';
import { gameIn, situational, suitBid, suitSet } from './choosers';
import { fail, suitText } from './explain';
import { indexOfSuit } from './hand-facts';
import { bidAt, cheapestLevel, gameBid, strainRank } from './levels';
import { boundedPass } from './judgement';
import { notOpponents } from './responses';
import type { Chooser, Ctx, Row, View } from './types';

/**
 * ADV-X: a suit nobody has bid (B-19): not the opponents', not partner's, not this seat's. B-28: only natural bids
 * count — after (1♣) X (1♦) clubs and diamonds are unbid, 1♣ preparatory and the 1♦ negative name no suit.
 */
function unbid(view: View, suit: Suit): boolean {
  return notOpponents(view, suit) && !view.sit.partnerSuits.includes(suit) && !view.sit.mySuits.includes(suit);
}

/** ADV-X: the longest unbid suit, the higher-ranking of equals. */
const longestUnbid = (ctx: Ctx) => longestHigher(ctx.f, suitSet((s) => unbid(ctx, s)));

const ADV_X_JUMP = suitBid('advance-double-jump', longestUnbid, { jump: 1, allowed: unbid, minLength: 3 });
const ADV_X_BID = suitBid('advance-double', longestUnbid, { allowed: unbid, minLength: 3 });

/** After partner's double with a pass on the right: advancer MUST bid, except for the penalty pass. */
export const ADV_X_ROWS: readonly Row[] = [
  { id: 'ADV-X', call: PASS, when: [{ k: 'penalty' }], passWhenForced: true, option: 'penalty' },
  { id: 'ADV-X', call: ADV_X_JUMP, when: [{ k: 'hd', min: 10 }], option: 'jump' },
  { id: 'ADV-X', call: ADV_X_BID, when: [], option: 'bid' },
];

/**
 * "If the right-hand opponent bid, advancer may pass." Decision: advancer still bids the longest unbid suit
 * with HD ≥ 6 (the 4.1 minimum for a new suit, R-NEW1), and passes with less.
 */
const ADV_X_FREE_BID: Row = { id: 'ADV-X', call: ADV_X_BID, when: [{ k: 'hd', min: 6 }], option: 'bid' };
export const ADV_X_FREE_ROWS: readonly Row[] = [
  { id: 'ADV-X', call: ADV_X_JUMP, when: [{ k: 'hd', min: 10 }], option: 'jump' },
  ADV_X_FREE_BID,
  // B-71: with HD 6 or more the pass is the rule of 2 and 3's (the bid would be at the three level or higher)
  { id: 'ADV-X', call: boundedPass('advance-double-pass', ADV_X_FREE_BID, (ctx) => ctx.f.hd >= 6, 'pass'), when: [] },
];

/** The suits a cue bid showed: every suit above opener's (over 1♣ ♦ ♥ ♠, over 1♦ ♥ ♠). */
function cueSuits(view: View): number {
  const opened = view.sit.opening?.strain ?? 'N';
  return suitSet((s) => strainRank(s) > strainRank(opened));
}

/** ADV-CUE: game in the longest of the suits partner showed (decision: the higher-ranking of equals). */
const CUE_GAME: Chooser = {
  name: 'cue-game',
  choose(ctx) {
    const i = longestHigher(ctx.f, cueSuits(ctx));
    if (i < 0) return fail('no-call');
    const suit = (['S', 'H', 'D', 'C'] as const)[i];
    return { call: gameBid(suit), params: { suit: suitText(suit), length: ctx.f.len[i] } };
  },
  read(view, call) {
    if (call.kind !== 'bid' || call.strain === 'N' || !((cueSuits(view) >> indexOfSuit(call.strain)) & 1)) return null;
    if (call.level !== gameBid(call.strain).level) return null;
    return { named: call.strain, params: { suit: suitText(call.strain), length: '…' } };
  },
};

export const ADV_CUE_ROWS: readonly Row[] = [{ id: 'ADV-CUE', call: CUE_GAME, when: [] }];

/** ADV-JUMP: a simple raise of partner's suit at the cheapest level. */
const JUMP_RAISE = situational('jump-raise', (v) => {
  const b = v.sit.partnerBid;
  return b && b.strain !== 'N' ? bidAt(cheapestLevel(v.t, b.strain), b.strain) : null;
}, (_v, call) => (call.kind === 'bid' && call.strain !== 'N' ? { named: call.strain } : {}));

/** ADV-JUMP without 3 cards in partner's suit: the longest own suit (not partner's, not the opponents' natural suits, B-28). */
const OWN_SUIT = suitBid(
  'advance-own-suit',
  (ctx) => longestHigher(ctx.f, suitSet((s) => notOpponents(ctx, s) && s !== ctx.sit.partnerBid?.strain)),
  { allowed: (v, s) => notOpponents(v, s) && s !== v.sit.partnerBid?.strain },
);

export const ADV_JUMP_ROWS: readonly Row[] = [
  { id: 'ADV-JUMP', call: gameIn('partner'), when: [{ k: 'cards', in: 'partner', min: 3 }, { k: 'hd', min: 8 }], option: 'game' },
  { id: 'ADV-JUMP', call: JUMP_RAISE, when: [{ k: 'cards', in: 'partner', min: 3 }], option: 'raise' },
  { id: 'ADV-JUMP', call: OWN_SUIT, when: [], option: 'suit' },
];
