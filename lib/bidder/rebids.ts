// docs/system.md 5, opener's second bid after a one-level suit opening or 2♣: RB-RAISE-…, RB-NEW-…, RB-1NT-…, RB-2NT.
// Example: 1♥ – 1♠, opener 'A5.KQJ84.K93.Q72' (HD 16, minimum) → RB-NEW-MIN: 2♥ (own rebiddable suit).

import { bid, PASS } from '../bridge/call';
import { SUITS, type Suit } from '../bridge/types';
import { BW_ASK_ROW } from './blackwood';
import { longestCheapest, longestHigher } from './choose-suit';
import { CHEAPEST_NT, gameIn, ntAbove, ownAbovePartner, raise, situational, suitBid, suitSet } from './choosers';
import { fail, suitText } from './explain';
import { indexOfSuit } from './hand-facts';
import { bidAt, cheapestLevel, gameBid, strainRank } from './levels';
import { cheapestCost } from './responses';
import type { Chooser, Ctx, Row, View } from './types';
import { PARTNERSHIP_TOTALS } from '../evaluation/partnership-totals';

function openingSuit(view: View): Suit | null {
  const b = view.sit.myBid;
  return b && b.strain !== 'N' ? b.strain : null;
}

/** The cheapest rebid of opener's own suit, plus `jump` levels (RB-NEW-MIN, RB-NEW-MED). */
function rebidOwn(jump: number): Chooser {
  return situational(`rebid-own-${jump}`, (v) => {
    const s = openingSuit(v);
    return s ? bidAt(cheapestLevel(v.t, s) + jump, s) : null;
  }, (_v, call) => (call.kind === 'bid' && call.strain !== 'N' ? { named: call.strain } : {}));
}

/**
 * B-76: opener's own suit at the level of its cheapest rebid had the opponents not bid (over partner's 1♠ the
 * two level, 2♥); after the opponents' bid over partner's answer a minimum rebids only there, when still legal.
 */
const REBID_OWN_UNCONTESTED = situational('rebid-own-uncontested', (v) => {
  const s = openingSuit(v);
  const p = v.sit.partnerBid;
  return s && p ? bidAt(p.level + (p.strain !== 'N' && strainRank(s) > strainRank(p.strain) ? 0 : 1), s) : null;
}, (_v, call) => (call.kind === 'bid' && call.strain !== 'N' ? { named: call.strain } : {}));

/** Opener's own suit at partner's level + n (RB-1NT-MIN: 2 of it over 1NT; RB-1NT-MED: 3 of it). */
function ownAt(n: number): Chooser {
  return ownAbovePartner(n);
}

/** A suit opener has not bid, partner has not bid, the opponents have not bid. */
function freshSuit(view: View, suit: Suit): boolean {
  const sit = view.sit;
  return !sit.mySuits.includes(suit) && !sit.partnerSuits.includes(suit) && !((sit.oppSuits >> indexOfSuit(suit)) & 1);
}

/**
 * RB-NEW-MIN: "a new biddable suit at the 1-level, or a lower-ranking one at the 2-level"; RB-NEW-MED: a jump
 * in a new biddable suit. Decision: among several, the longest, then the cheapest (bidding up the line).
 */
function newSuitOpener(mode: 'low' | 'jump'): Chooser {
  const allowed = (view: View, suit: Suit): boolean => {
    if (!freshSuit(view, suit)) return false;
    if (mode === 'jump') return true;
    const level = cheapestLevel(view.t, suit);
    const opened = openingSuit(view);
    return level === 1 || (level === 2 && opened !== null && strainRank(suit) < strainRank(opened));
  };
  const pick = (ctx: Ctx) => longestCheapest(ctx.f, suitSet((s) => allowed(ctx, s)) & ctx.f.biddable, (i) => cheapestCost(ctx, i));
  return suitBid(`opener-new-${mode}`, pick, { jump: mode === 'jump' ? 1 : 0, allowed });
}

/** RB-NEW-MED's no-trump (B-26): 2NT over a one-level response, 3NT over a two- or three-level one — never 4NT. */
const MED_NT = situational('med-nt', (v) => (v.sit.partnerBid ? bid(v.sit.partnerBid.level === 1 ? 2 : 3, 'N') : null));

/**
 * Game in partner's suit when it is a major (RB-NEW-MAX, RBN-3S). It names the suit: a raise of partner's suit,
 * so the suit is bid by both partners and BW-ASK is open to partner (B-25: 1♦ – 1♠ – 4♠ – 4NT).
 */
export const PARTNER_MAJOR_GAME = situational('partner-major-game', (v) => {
  const b = v.sit.partnerBid;
  return b && (b.strain === 'H' || b.strain === 'S') ? gameBid(b.strain) : null;
}, (_v, call) => (call.kind === 'bid' && call.strain !== 'N' ? { named: call.strain } : {}));

/** Game in opener's own 6+ card major (RB-NEW-MAX, RB-1NT-MAX, RB-2NT): the longer, then the higher. */
const OWN_MAJOR_GAME: Chooser = {
  name: 'own-major-game',
  choose(ctx) {
    const i = longestHigher(ctx.f, suitSet((_s, j) => j <= 1 && ctx.f.len[j] >= 6));
    if (i < 0) return fail('no-major-6');
    return { call: gameBid(SUITS[i]), params: { suit: suitText(SUITS[i]), length: ctx.f.len[i] } };
  },
  read(_view, call) {
    if (call.kind !== 'bid' || call.level !== 4 || (call.strain !== 'H' && call.strain !== 'S')) return null;
    return { lengths: { [call.strain]: [6, null] }, named: call.strain, params: { suit: suitText(call.strain), length: '6+' } };
  },
};

/**
 * RB-1NT-MIN: a second biddable suit, lower-ranking than the opening suit, at the 2-level (one above 1NT); B-30:
 * of two equally long, the cheaper (1♠ – 1NT with four diamonds and four clubs: 2♣).
 */
function secondSuitsLower(ctx: Ctx): number {
  const opened = openingSuit(ctx);
  const ok = suitSet((s) => opened !== null && strainRank(s) < strainRank(opened) && freshSuit(ctx, s) && cheapestLevel(ctx.t, s) === ctx.sit.partnerBid!.level + 1);
  return ok & ctx.f.biddable;
}

const SECOND_SUIT_LOWER = suitBid(
  'second-suit-lower',
  (ctx) => longestCheapest(ctx.f, secondSuitsLower(ctx), (i) => cheapestCost(ctx, i)),
  {
    // B-30's tie-break is said only when it decided: another suit as long could have been bid
    more: (ctx, chosen) => {
      const others = secondSuitsLower(ctx) & ~(1 << chosen);
      let tie = false;
      for (let i = 0; i < 4; i++) if ((others >> i) & 1 && ctx.f.len[i] === ctx.f.len[chosen]) tie = true;
      return { tie: tie ? 'yes' : 'no' };
    },
    allowed: (v, s) => {
      const opened = openingSuit(v);
      return opened !== null && strainRank(s) < strainRank(opened) && freshSuit(v, s) && cheapestLevel(v.t, s) === v.sit.partnerBid!.level + 1;
    },
  },
);

/** RB-2NT: Pass when partner's answer to 2♣ (R-2NT over 2♣ is 3NT) already is the contract, game (B-12, B-24). */
const THREE_NT_RANK = 14;
const NT_GAME_REACHED = situational('nt-game-reached', (v) => (v.t.lastRank === THREE_NT_RANK && v.sit.partnerBid?.level === 3 && v.sit.partnerBid.strain === 'N' ? PASS : null));

/**
 * B-76: opener's rebid after the opponents' bid over partner's answer (1♥ – P – 1♠ – 2♦). Partner has another turn,
 * so nothing forces a minimum: it raises partner with four cards or rebids its six-card suit where it would have
 * without their bid, else passes; a no-trump rebid needs their suit stopped. Without their bid both always hold.
 */
const QUIET = { k: 'quiet' } as const;
const THEIRS_STOPPED = { k: 'stopped', scope: 'theirs' } as const;

/** After a single raise (R-RAISE2); Blackwood first when slam is indicated (BW-ASK). */
export const REBID_RAISE_ROWS: readonly Row[] = [
  BW_ASK_ROW,
  { id: 'RB-RAISE-MIN', call: PASS, when: [{ k: 'band', band: 'min' }] },
  { id: 'RB-RAISE-MED', call: ownAbovePartner(1), when: [{ k: 'band', band: 'med' }] },
  { id: 'RB-RAISE-MAX', call: gameIn('mine'), when: [{ k: 'band', band: 'max' }] },
];

export const REBID_JUMPRAISE_ROWS: readonly Row[] = [BW_ASK_ROW, { id: 'RB-JUMPRAISE', call: gameIn('mine'), when: [] }];

/**
 * After a raise to four (R-RAISE4): pass, a major's game reached; B-59: a raise to four of a minor is one level below
 * game, so opener goes on to five with more than a minimum (HD 17+, medium or maximum, I-16) and passes with a minimum
 * ("na povišenje svoje licitacije dužan reći Dalje").
 */
export const REBID_GAMERAISE_ROWS: readonly Row[] = [
  BW_ASK_ROW,
  { id: 'RB-GAMERAISE', call: gameIn('mine'), when: [{ k: 'below-game' }, { k: 'hd', min: 17 }], option: 'minorgame' },
  { id: 'RB-GAMERAISE', call: PASS, when: [{ k: 'below-game' }], option: 'minor' },
  { id: 'RB-GAMERAISE', call: PASS, when: [] },
];

/**
 * B-64: after responder's jump in a new suit (R-JUMP, 18+, forcing to game, B-8) opener counts it first (section 6:
 * "the first partner for whom this holds at their turn asks"): own HD + 18 reaching 33 is a slam — with four cards in
 * partner's suit Blackwood (the support agrees it), else 6NT (no grand: nobody asked for aces).
 */
const JUMP_SLAM = [{ k: 'partner-rule', rules: ['R-JUMP'] }, { k: 'sum', min: PARTNERSHIP_TOTALS.smallSlam }] as const;

/** After a new suit (R-NEW1, R-NEW2, R-JUMP: forcing); the first option that applies in opener's band. */
export const REBID_NEW_ROWS: readonly Row[] = [
  { id: 'BW-ASK', call: bid(4, 'N'), when: [{ k: 'band', band: 'max' }, ...JUMP_SLAM, { k: 'cards', in: 'partner', min: 4 }], forcing: 'round' },
  { id: 'RB-NEW-MAX', call: bid(6, 'N'), when: [{ k: 'band', band: 'max' }, ...JUMP_SLAM], option: 'slam' },
  { id: 'RB-NEW-MIN', call: raise(1), when: [{ k: 'band', band: 'min' }, { k: 'cards', in: 'partner', min: 4 }], option: 'raise' },
  { id: 'RB-NEW-MIN', call: rebidOwn(0), when: [{ k: 'band', band: 'min' }, { k: 'rebiddable' }, QUIET], option: 'rebid' },
  { id: 'RB-NEW-MIN', call: REBID_OWN_UNCONTESTED, when: [{ k: 'band', band: 'min' }, { k: 'cards', in: 'opening', min: 6 }], option: 'rebid' }, // B-76
  { id: 'RB-NEW-MIN', call: newSuitOpener('low'), when: [{ k: 'band', band: 'min' }, QUIET], option: 'new' },
  { id: 'RB-NEW-MIN', call: CHEAPEST_NT, when: [{ k: 'band', band: 'min' }, QUIET], option: 'nt' },
  { id: 'RB-NEW-MIN', call: PASS, when: [{ k: 'band', band: 'min' }], option: 'free' }, // B-76: after the opponents' bid
  { id: 'RB-NEW-MED', call: rebidOwn(1), when: [{ k: 'band', band: 'med' }, { k: 'rebiddable' }], option: 'rebid' },
  { id: 'RB-NEW-MED', call: raise(2), when: [{ k: 'band', band: 'med' }, { k: 'cards', in: 'partner', min: 4 }], option: 'raise' },
  { id: 'RB-NEW-MED', call: newSuitOpener('jump'), when: [{ k: 'band', band: 'med' }], option: 'new' },
  { id: 'RB-NEW-MED', call: MED_NT, when: [{ k: 'band', band: 'med' }, THEIRS_STOPPED], option: 'nt' },
  { id: 'RB-NEW-MAX', call: PARTNER_MAJOR_GAME, when: [{ k: 'band', band: 'max' }, { k: 'cards', in: 'partner', min: 4 }], option: 'raise' },
  { id: 'RB-NEW-MAX', call: OWN_MAJOR_GAME, when: [{ k: 'band', band: 'max' }], option: 'rebid' },
  { id: 'RB-NEW-MAX', call: bid(3, 'N'), when: [{ k: 'band', band: 'max' }, THEIRS_STOPPED], option: 'nt' },
];

/**
 * After partner's 1NT (R-1NT). Decision: after 2♣ – 2NT the same rows are read one level higher
 * (the levels are counted from partner's answer: "2-level" = one above it).
 */
export const REBID_1NT_ROWS: readonly Row[] = [
  // B-81: the 1NT answer holds up to 12 (I-12), so a balanced 15–16 invites with 2NT (not over 2♣ – 2NT: 3NT is game)
  { id: 'RB-1NT-MIN', call: ntAbove(1), when: [{ k: 'band', band: 'min' }, { k: 'hd', min: 15 }, { k: 'balanced' }, { k: 'opening-strain', strains: ['D', 'H', 'S'] }, QUIET, THEIRS_STOPPED], option: 'invite', shown: 15 },
  { id: 'RB-1NT-MIN', call: PASS, when: [{ k: 'band', band: 'min' }, { k: 'balanced' }], option: 'pass' },
  { id: 'RB-1NT-MIN', call: ownAt(1), when: [{ k: 'band', band: 'min' }, { k: 'cards', in: 'opening', min: 6 }], option: 'rebid' },
  { id: 'RB-1NT-MIN', call: SECOND_SUIT_LOWER, when: [{ k: 'band', band: 'min' }, QUIET], option: 'new' },
  { id: 'RB-1NT-MIN', call: PASS, when: [{ k: 'band', band: 'min' }], option: 'pass' },
  { id: 'RB-1NT-MED', call: ownAt(2), when: [{ k: 'band', band: 'med' }, { k: 'cards', in: 'opening', min: 6 }], option: 'rebid' },
  { id: 'RB-1NT-MED', call: ntAbove(1), when: [{ k: 'band', band: 'med' }, THEIRS_STOPPED], option: 'nt' },
  { id: 'RB-1NT-MAX', call: OWN_MAJOR_GAME, when: [{ k: 'band', band: 'max' }], option: 'rebid' },
  { id: 'RB-1NT-MAX', call: bid(3, 'N'), when: [{ k: 'band', band: 'max' }, THEIRS_STOPPED], option: 'nt' },
];

/** After partner's 2NT (R-2NT, 13–15): 6NT when the combined count reaches 33, else game. */
export const REBID_2NT_ROWS: readonly Row[] = [
  { id: 'RB-2NT', call: bid(6, 'N'), when: [{ k: 'sum', min: PARTNERSHIP_TOTALS.smallSlam }], option: 'slam' },
  { id: 'RB-2NT', call: OWN_MAJOR_GAME, when: [], option: 'major' },
  { id: 'RB-2NT', call: NT_GAME_REACHED, when: [], option: 'pass' },
  { id: 'RB-2NT', call: bid(3, 'N'), when: [], option: 'nt' },
];
