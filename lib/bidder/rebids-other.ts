// docs/system.md 5, opener's second bid after a strong two (RB2-LONG), a no-trump opening (RBN-…) or 1♣ (RB1C-…).
// Example: 2♠ (long ♥ kept back) – 2NT negative → RB2-LONG 3♥; 1NT – 2NT, opener HD 20 → RBN-2N 3NT.

import { bid, PASS } from '../bridge/call';
import { SUITS, type Suit } from '../bridge/types';
import { BW_ASK_ROW, BW_ASK_SUPPORT_ROW } from './blackwood';
import { longestHigher } from './choose-suit';
import { gameIn, situational, suitBid, suitSet } from './choosers';
import { notOpponents } from './responses';
import { fail, suitText } from './explain';
import { bidAt, cheapestLevel, gameBid } from './levels';
import { keptBackSuit } from './openings';
import { PARTNER_MAJOR_GAME } from './rebids';
import type { Chooser, Ctx, Row, View } from './types';
import { PARTNERSHIP_TOTALS } from '../evaluation/partnership-totals';

const POSITIVE_ANSWERS = ['R2-RAISE', 'R2-NEW', 'R2-3NT'];

function namedSuit(view: View): Suit | null {
  const b = view.sit.myBid;
  return b && b.strain !== 'N' ? b.strain : null;
}

/** RB2-LONG: the suit the opening kept back, at the cheapest level — a jump to game after a positive answer. */
const STRONG_TWO_LONG: Chooser = {
  name: 'strong-two-long',
  choose(ctx) {
    const named = namedSuit(ctx);
    const i = named ? keptBackSuit(ctx.f, named) : -1;
    if (i < 0) return fail('no-long', { length: 5 });
    const suit = SUITS[i];
    const positive = POSITIVE_ANSWERS.includes(ctx.sit.partnerRule ?? '');
    const call = positive ? gameBid(suit) : bidAt(cheapestLevel(ctx.t, suit), suit);
    // after a positive answer the text says it jumps straight to game ('reach')
    return call ? { call, params: { suit: suitText(suit), length: ctx.f.len[i], reach: positive ? 'game' : 'none' } } : fail('no-call');
  },
  read(view, call) {
    if (call.kind !== 'bid' || call.strain === 'N' || call.strain === namedSuit(view)) return null;
    const positive = POSITIVE_ANSWERS.includes(view.sit.partnerRule ?? '');
    const expected = positive ? gameBid(call.strain) : bidAt(cheapestLevel(view.t, call.strain), call.strain);
    if (!expected || expected.level !== call.level) return null;
    return { lengths: { [call.strain]: [5, null] }, named: call.strain, params: { suit: suitText(call.strain), length: '5+', reach: positive ? 'game' : 'none' } };
  },
};

/** Opener's later calls after a strong two: game in the kept-back suit when it is a major or a minor. */
function longSuitGame(major: boolean): Chooser {
  return {
    name: `strong-two-game-${major ? 'major' : 'minor'}`,
    choose(ctx) {
      const named = namedSuit(ctx);
      const i = named ? keptBackSuit(ctx.f, named) : -1;
      if (i < 0 || (i <= 1) !== major) return fail(major ? 'no-major-6' : 'no-long', { length: 5 });
      return { call: gameBid(SUITS[i]), params: { suit: suitText(SUITS[i]), length: ctx.f.len[i] } };
    },
    read(_view, call) {
      if (call.kind !== 'bid' || call.strain === 'N' || (call.strain === 'H' || call.strain === 'S') !== major) return null;
      if (call.level !== gameBid(call.strain).level) return null;
      return { lengths: { [call.strain]: [5, null] }, named: call.strain, params: { suit: suitText(call.strain), length: '5+' } };
    },
  };
}

const AGREED_GAME = situational('agreed-game', (v) => (v.sit.agreed ? gameBid(v.sit.agreed) : null));

export const REBID_STRONG2_ROWS: readonly Row[] = [BW_ASK_ROW, { id: 'RB2-LONG', call: STRONG_TWO_LONG, when: [] }];

/**
 * "Then game (3NT or 4M/5m) or Blackwood": decision on the order — a suit both partners bid, else the kept-back
 * major, else 3NT, else 5 of the kept-back minor.
 */
export const STRONG2_LATER_ROWS: readonly Row[] = [
  BW_ASK_ROW,
  { id: 'RB2-LONG', call: AGREED_GAME, when: [{ k: 'below-game' }, { k: 'agreed' }], option: 'agreed' },
  { id: 'RB2-LONG', call: longSuitGame(true), when: [{ k: 'below-game' }], option: 'major' },
  { id: 'RB2-LONG', call: bid(3, 'N'), when: [{ k: 'below-game' }], option: 'nt' },
  { id: 'RB2-LONG', call: longSuitGame(false), when: [{ k: 'below-game' }], option: 'minor' },
];

export const REBID_NT_2S_ROWS: readonly Row[] = [{ id: 'RBN-2S', call: PASS, when: [] }];

/** B-53: the 1NT overcaller (16–18) after the advancer's 2NT: game with 17–18, the same step as RBN-2N's 20–21 of 19–21. */
export const OVERCALL_NT_2N_ROWS: readonly Row[] = [
  { id: 'RBN-2N', call: bid(3, 'N'), when: [{ k: 'hd', min: 17 }], option: 'gameovercall' },
  { id: 'RBN-2N', call: PASS, when: [], option: 'pass' },
];

export const REBID_NT_2N_ROWS: readonly Row[] = [
  { id: 'RBN-2N', call: bid(3, 'N'), when: [{ k: 'hd', min: 20 }], option: 'game' },
  { id: 'RBN-2N', call: PASS, when: [], option: 'pass' },
];

/** RBN-3S over a minor: 3NT, which needs two tricks fewer than five of the minor (the text names the reason). */
const NT_OVER_MINOR = situational('nt-over-minor', (v) => (v.sit.partnerBid && (v.sit.partnerBid.strain === 'C' || v.sit.partnerBid.strain === 'D') ? bid(3, 'N') : null));

export const REBID_NT_3S_ROWS: readonly Row[] = [
  { id: 'RBN-3S', call: PARTNER_MAJOR_GAME, when: [{ k: 'cards', in: 'partner', min: 3 }], option: 'major' },
  { id: 'RBN-3S', call: NT_OVER_MINOR, when: [], option: 'minor' },
  { id: 'RBN-3S', call: bid(3, 'N'), when: [], option: 'nt' },
];

export const REBID_NT_4N_ROWS: readonly Row[] = [
  { id: 'RBN-4N', call: bid(6, 'N'), when: [{ k: 'top-of-range' }], option: 'slam' },
  { id: 'RBN-4N', call: PASS, when: [], option: 'pass' },
];

/**
 * RB1C-…: opener's best suit — the longest biddable suit (higher-ranking of equals), else the longest [I-10];
 * B-7: among the suits the opponents have not bid.
 */
function bestSuit(ctx: Ctx) {
  const free = suitSet((s) => notOpponents(ctx, s));
  const i = longestHigher(ctx.f, ctx.f.biddable & free);
  return i >= 0 ? i : longestHigher(ctx.f, free);
}
const BEST_SUIT_ALLOWED = { allowed: notOpponents };

export const REBID_1C_NEG_ROWS: readonly Row[] = [
  // B-73: after the opponents' bid, no-trump needs their suit stopped (without opponents' bids the condition holds)
  { id: 'RB1C-NEG', call: bid(2, 'N'), when: [{ k: 'balanced' }, { k: 'hd', min: 22, max: 24 }, { k: 'stopped', scope: 'theirs' }], option: 'nt' },
  { id: 'RB1C-NEG', call: bid(3, 'N'), when: [{ k: 'balanced' }, { k: 'hd', min: 25, max: 27 }, { k: 'stopped', scope: 'theirs' }], option: 'nt' },
  { id: 'RB1C-NEG', call: suitBid('best-suit-jump', bestSuit, { jump: 1, ...BEST_SUIT_ALLOWED }), when: [{ k: 'hd', min: 25 }], option: 'jump', forcing: 'game' }, // B-51
  { id: 'RB1C-NEG', call: suitBid('best-suit', bestSuit, BEST_SUIT_ALLOWED), when: [], option: 'suit' },
];

export const REBID_1C_POS_ROWS: readonly Row[] = [
  BW_ASK_SUPPORT_ROW,
  { id: 'RB1C-POS', call: gameIn('partner'), when: [{ k: 'support' }], option: 'raise', forcing: 'game' },
  { id: 'RB1C-POS', call: suitBid('best-suit', bestSuit, BEST_SUIT_ALLOWED), when: [], option: 'suit', forcing: 'game' },
];

/**
 * B-52: opener's later calls in a game-forcing 1♣ auction (after the negative and opener's jump, RB1C-NEG; after a
 * positive answer, RB1C-POS). Section 6's slam lines by own count + partner's shown minimum: Blackwood with an
 * agreed suit, else 7NT at 37, 6NT at 33; below that, game — the agreed suit, else 3NT; at game, pass (X-PASS).
 */
function oneClubLater(id: 'RB1C-NEG' | 'RB1C-POS'): readonly Row[] {
  return [
    BW_ASK_ROW,
    { id, call: bid(7, 'N'), when: [{ k: 'sum', min: PARTNERSHIP_TOTALS.grandSlam }], option: 'grand' },
    { id, call: bid(6, 'N'), when: [{ k: 'sum', min: PARTNERSHIP_TOTALS.smallSlam }], option: 'slam' },
    { id, call: AGREED_GAME, when: [{ k: 'below-game' }, { k: 'agreed' }], option: 'agreed' },
    { id, call: bid(3, 'N'), when: [{ k: 'below-game' }], option: 'gament' },
  ];
}

export const LATER_1C_NEG_ROWS = oneClubLater('RB1C-NEG');
export const LATER_1C_POS_ROWS = oneClubLater('RB1C-POS');
