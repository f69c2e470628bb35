// docs/system.md 5.1, responder's second call: RR-ACCEPT/DECLINE, RR-SLAM, RR-GAME, RR-INVITE, RR-PREF, RR-PASS.
// Example: 1♥ – 1♠ – 2♥ (opener minimum, shown 13); responder HDr 14 with ♥ support → 13 + 14 = 27 → RR-GAME 4♥.

import { bid, PASS } from '../bridge/call';
import { SUITS, type Suit } from '../bridge/types';
import { fitSuit } from './counts';
import { indexOfSuit } from './hand-facts';
import { BW_ASK_SUPPORT_ROW } from './blackwood';
import { gameIn, situational } from './choosers';
import { fail, suitText } from './explain';
import { bidAt, cheapestLevel, gameBid } from './levels';
import type { Chooser, Ctx, Row, View } from './types';
import { PARTNERSHIP_TOTALS } from '../evaluation/partnership-totals';

/** Game in the fit when it is a major (or a minor): RR-GAME's "4 of a major fit … 5 of a minor fit". */
function fitGame(major: boolean): Chooser {
  return {
    name: `fit-game-${major ? 'major' : 'minor'}`,
    choose(ctx) {
      const i = fitSuit(ctx); // B-57: when 3NT is gone, a minor opener bid twice is a fit with two cards (counts.ts)
      if (i < 0) return fail('no-fit');
      if ((i <= 1) !== major) return fail(major ? 'fit-minor' : 'fit-major', { suit: suitText(SUITS[i]) });
      return { call: gameBid(SUITS[i]), params: { suit: suitText(SUITS[i]), length: ctx.f.len[i] } };
    },
    read(view, call) {
      if (call.kind !== 'bid' || call.strain === 'N' || !view.sit.partnerSuits.includes(call.strain)) return null;
      if ((call.strain === 'H' || call.strain === 'S') !== major || call.level !== gameBid(call.strain).level) return null;
      return { lengths: { [call.strain]: [3, null] }, named: call.strain, params: { suit: suitText(call.strain), length: '3+' } };
    },
  };
}

/**
 * RR-INVITE with a fit: "raise it one level" — the cheapest bid in the fit suit when it is the suit opener bid last
 * (decision). B-70: when the fit is an earlier suit of opener's (1♠ – 1NT – 2♥ with spades), its cheapest bid is
 * RR-PREF's preference, which shows nothing more than the response; the invitation is one level higher (3♠).
 */
function raiseLevel(v: View, suit: Suit): number {
  const cheapest = cheapestLevel(v.t, suit);
  return suit === v.sit.partnerLast ? cheapest : cheapest + 1;
}

const FIT_RAISE: Chooser = {
  name: 'fit-raise',
  choose(ctx) {
    const i = fitSuit(ctx);
    if (i < 0) return fail('no-fit');
    const call = bidAt(raiseLevel(ctx, SUITS[i]), SUITS[i]);
    if (!call || call.kind !== 'bid') return fail('no-call');
    // the raise may already be game (over opener's 3♠): then it is no invitation, and the text says so
    const reach = call.level >= gameBid(SUITS[i]).level ? 'game' : 'invite';
    const jump = SUITS[i] === ctx.sit.partnerLast ? 'no' : 'yes';
    return { call, params: { suit: suitText(SUITS[i]), length: ctx.f.len[i], reach, jump } };
  },
  read(view, call) {
    if (call.kind !== 'bid' || call.strain === 'N' || !view.sit.partnerSuits.includes(call.strain)) return null;
    if (call.level !== raiseLevel(view, call.strain)) return null;
    const jump = call.strain === view.sit.partnerLast ? 'no' : 'yes';
    return { lengths: { [call.strain]: [3, null] }, named: call.strain, params: { suit: suitText(call.strain), length: '3+', jump } };
  },
};

/**
 * Responder's longest own suit of six or more cards (one it has bid) that `allowed` admits, the higher of equal
 * lengths (S 0 … C 3); -1 when there is none. B-74 looks among the majors, B-79 among the suits opener left alone.
 */
function longestOwnSix(ctx: Ctx, allowed: (suit: Suit, i: number) => boolean): number {
  let best = -1;
  for (const suit of ctx.sit.mySuits) {
    const i = indexOfSuit(suit);
    if (!allowed(suit, i) || ctx.f.len[i] < 6) continue;
    if (best < 0 || ctx.f.len[i] > ctx.f.len[best] || (ctx.f.len[i] === ctx.f.len[best] && i < best)) best = i;
  }
  return best;
}

/**
 * B-74: RR-GAME with no major fit, before 3NT: game in a major responder bid and holds six or more cards of (the
 * longer, spades of equal length) — 1♥ – 1♠ – 3♥ with `AJ876432.K9.AT8.` is 4♠, not 3NT.
 */
const OWN_MAJOR_GAME: Chooser = {
  name: 'own-major-game',
  choose(ctx) {
    const best = longestOwnSix(ctx, (_suit, i) => i <= 1); // S 0, H 1
    if (best < 0) return fail('no-own-major');
    return { call: gameBid(SUITS[best]), params: { suit: suitText(SUITS[best]), length: ctx.f.len[best] } };
  },
  read(view, call) {
    if (call.kind !== 'bid' || (call.strain !== 'H' && call.strain !== 'S') || !view.sit.mySuits.includes(call.strain) || call.level !== 4) return null;
    return { lengths: { [call.strain]: [6, null] }, named: call.strain, params: { suit: suitText(call.strain), length: '6+' } };
  },
};

/**
 * B-79, RR-OWN: with no fit in a major and below game, responder's own suit of six or more cards (one it has bid and
 * opener has neither bid nor raised; the longer, then the higher) again at the cheapest level, below game — a sign-off
 * (2♣ – 2♠ – 2NT with `KQT86532.K9.3.T7`: 3♠).
 */
const OWN_SUIT_AGAIN: Chooser = {
  name: 'own-suit-again',
  choose(ctx) {
    const fit = fitSuit(ctx);
    if (fit === 0 || fit === 1) return fail('own-fit', { suit: suitText(SUITS[fit]) }); // a major fit comes first (S 0, H 1)
    // a suit opener bid or raised is left out: a raise there is RR-INVITE's or RR-GAME's
    const best = longestOwnSix(ctx, (suit) => !ctx.sit.partnerSuits.includes(suit));
    if (best < 0) return fail('no-own-six');
    const call = bidAt(cheapestLevel(ctx.t, SUITS[best]), SUITS[best])!;
    if (call.level >= gameBid(SUITS[best]).level) return fail('no-own-six');
    return { call, params: { suit: suitText(SUITS[best]), length: ctx.f.len[best] } };
  },
  read(view, call) {
    if (call.kind !== 'bid' || call.strain === 'N' || !view.sit.mySuits.includes(call.strain) || view.sit.partnerSuits.includes(call.strain)) return null;
    if (call.level !== cheapestLevel(view.t, call.strain)) return null;
    return { lengths: { [call.strain]: [6, null] }, named: call.strain, params: { suit: suitText(call.strain), length: '6+' } };
  },
};

/** RR-GAME's 3NT: with a fit that is not a major, or with no fit at all (the text names which). */
const NO_TRUMP_GAME: Chooser = {
  name: 'nt-game',
  choose(ctx) {
    return { call: bid(3, 'N'), params: { fit: fitSuit(ctx) >= 0 ? 'yes' : 'no' } };
  },
  read(_view, call) {
    return call.kind === 'bid' && call.level === 3 && call.strain === 'N' ? {} : null;
  },
};

/**
 * B-61: responder's new suit with values after opener's game-forcing jump (1♣ – 1♦ – 3♣ – 3♥): the longest 4+ card
 * suit opener has not bid (the higher-ranking of equals) at its cheapest level, only below 3NT.
 */
const VALUES_SUIT: Chooser = {
  name: 'values-suit',
  choose(ctx) {
    let best = -1;
    for (let i = 0; i < 4; i++) {
      const suit = SUITS[i];
      if (ctx.f.len[i] < 4 || ctx.sit.partnerSuits.includes(suit) || ((ctx.sit.oppSuits >> i) & 1) === 1) continue;
      if (cheapestLevel(ctx.t, suit) > 3) continue; // below 3NT
      if (best < 0 || ctx.f.len[i] > ctx.f.len[best]) best = i; // SUITS runs from spades down: equals keep the higher
    }
    if (best < 0) return fail('no-biddable');
    const call = bidAt(cheapestLevel(ctx.t, SUITS[best]), SUITS[best]);
    if (!call) return fail('no-call');
    return { call, params: { suit: suitText(SUITS[best]), length: ctx.f.len[best] } };
  },
  read(view, call) {
    if (call.kind !== 'bid' || call.strain === 'N' || view.sit.partnerSuits.includes(call.strain)) return null;
    if (call.level > 3 || call.level !== cheapestLevel(view.t, call.strain)) return null;
    return { lengths: { [call.strain]: [4, null] }, named: call.strain, params: { suit: suitText(call.strain), length: '4+' } };
  },
};

/** RR-PREF: the first suit opener showed, at the cheapest level. */
const PREFERENCE = situational('preference', (v) => {
  const first = v.sit.partnerSuits[0];
  return first ? bidAt(cheapestLevel(v.t, first), first) : null;
}, (_v, call) => (call.kind === 'bid' && call.strain !== 'N' ? { named: call.strain } : {}));

/**
 * B-56: responder's second call after opener's game rebid (3NT, 4 of a major, 5 of a minor) when no suit is agreed
 * (with an agreed suit BW-ASK applies, generic-agreed): "with 19+ responder forces to slam" (4.) read by the count —
 * 7NT with 37+, 6NT with 33+ (RR-SLAM's line, as RB-2NT's 6NT); below that, section 8's pass (the contract is reached).
 */
export const RESPONDER_GAME_ROWS: readonly Row[] = [
  // B-56 (amended): support for opener's game suit agrees it — Blackwood first, not 6NT on a long fit
  BW_ASK_SUPPORT_ROW,
  { id: 'RR-SLAM', call: bid(7, 'N'), when: [{ k: 'sum', min: PARTNERSHIP_TOTALS.grandSlam }], option: 'grand' },
  { id: 'RR-SLAM', call: bid(6, 'N'), when: [{ k: 'sum', min: PARTNERSHIP_TOTALS.smallSlam }], option: 'nt' },
];

/** B-58: game over responder's invitation — 3NT over 2NT, else game in the suit partner raised. */
const INVITED_GAME = situational('invited-game', (v) => {
  const b = v.sit.partnerBid;
  if (!b) return null;
  return b.strain === 'N' ? bid(3, 'N') : gameBid(b.strain);
}, (_v, call) => (call.kind === 'bid' && call.strain !== 'N' ? { named: call.strain } : {}));

/**
 * B-58: opener's answer to responder's invitation (RR-INVITE: a raise or 2NT) — the same accept / decline as
 * responder's answer to opener's invitation, by the count: own count + responder's shown minimum 26 or more, game.
 */
export const OPENER_INVITED_ROWS: readonly Row[] = [
  { id: 'RR-ACCEPT', call: INVITED_GAME, when: [{ k: 'sum', min: PARTNERSHIP_TOTALS.game }], option: 'opener' },
  { id: 'RR-DECLINE', call: PASS, when: [], option: 'opener' },
];

/** B-81: opener's 2NT over the 1NT answer (RB-1NT-MIN, a balanced 15–16) invites: 3NT accepts, a pass declines. */
const overNtInvite = (v: View): boolean => v.sit.partnerBid?.level === 2 && v.sit.partnerBid.strain === 'N';
const NT_INVITE_ACCEPT = situational('nt-invite-accept', (v) => (overNtInvite(v) ? bid(3, 'N') : null));
const NT_INVITE_DECLINE = situational('nt-invite-decline', (v) => (overNtInvite(v) ? PASS : null));

export const RESPONDER_SECOND_ROWS: readonly Row[] = [
  { id: 'RR-ACCEPT', call: gameIn('partner'), when: [{ k: 'partner-rule', rules: ['RB-RAISE-MED'] }, { k: 'hdr', min: 10 }] },
  { id: 'RR-DECLINE', call: PASS, when: [{ k: 'partner-rule', rules: ['RB-RAISE-MED'] }] },
  // B-81: 2NT over 1NT shows 15–18 (RB-1NT-MED bids it with 17–18 too): 17 on average, and 17 + 9 = 26
  { id: 'RR-ACCEPT', call: NT_INVITE_ACCEPT, when: [{ k: 'partner-rule', rules: ['RB-1NT-MIN'] }, { k: 'own', min: 9 }], option: 'nt' },
  { id: 'RR-DECLINE', call: NT_INVITE_DECLINE, when: [{ k: 'partner-rule', rules: ['RB-1NT-MIN'] }], option: 'nt' },
  // 4NT directly over opener's no-trump rebid would be quantitative (6.): RR-SLAM needs a suit bid last
  { id: 'RR-SLAM', call: bid(4, 'N'), when: [{ k: 'fit' }, { k: 'not-over-nt' }, { k: 'sum', min: PARTNERSHIP_TOTALS.smallSlam }], forcing: 'round' },
  // B-60: after 1♣ – 1♦ – opener's jump (25+), with no fit B-56's no-trump line: "with 19+ responder forces to slam"
  // by the count; no grand: without a fit no one has asked for aces. Only here, where opener's 25 is firm: after a
  // one-level opening responder's HD (distribution points included) would bid 6NT on 29 HCP
  { id: 'RR-SLAM', call: bid(6, 'N'), when: [{ k: 'partner-rule', rules: ['RB1C-NEG'] }, { k: 'game-forcing' }, { k: 'sum', min: PARTNERSHIP_TOTALS.smallSlam }], option: 'ntsecond' },
  // B-61: after 1♣ – 1♦ – opener's jump (25+) responder with 7 (25 + 7 = 32, one short of slam) shows it below game:
  // the raise of opener's suit, else 2NT, else a new suit below 3NT; with less it bids game at once (the rows below)
  { id: 'RR-GAME', call: FIT_RAISE, when: [{ k: 'partner-rule', rules: ['RB1C-NEG'] }, { k: 'game-forcing' }, { k: 'sum', min: PARTNERSHIP_TOTALS.smallSlam - 1, max: PARTNERSHIP_TOTALS.smallSlam - 1 }], option: 'valuesraise', forcing: 'game' },
  { id: 'RR-GAME', call: bid(2, 'N'), when: [{ k: 'partner-rule', rules: ['RB1C-NEG'] }, { k: 'game-forcing' }, { k: 'sum', min: PARTNERSHIP_TOTALS.smallSlam - 1, max: PARTNERSHIP_TOTALS.smallSlam - 1 }], option: 'valuesnt', forcing: 'game' },
  { id: 'RR-GAME', call: VALUES_SUIT, when: [{ k: 'partner-rule', rules: ['RB1C-NEG'] }, { k: 'game-forcing' }, { k: 'sum', min: PARTNERSHIP_TOTALS.smallSlam - 1, max: PARTNERSHIP_TOTALS.smallSlam - 1 }], option: 'valuessuit', forcing: 'game' },
  { id: 'RR-GAME', call: fitGame(true), when: [{ k: 'sum', min: PARTNERSHIP_TOTALS.game }], option: 'major' },
  { id: 'RR-GAME', call: OWN_MAJOR_GAME, when: [{ k: 'sum', min: PARTNERSHIP_TOTALS.game }], option: 'own' }, // B-74
  { id: 'RR-GAME', call: NO_TRUMP_GAME, when: [{ k: 'sum', min: PARTNERSHIP_TOTALS.game }], option: 'nt' },
  { id: 'RR-GAME', call: fitGame(false), when: [{ k: 'sum', min: PARTNERSHIP_TOTALS.game }], option: 'minor' },
  // B-51: after 1♣ – 1♦ – opener's jump (25+, forcing to game) responder bids game whatever the count
  { id: 'RR-GAME', call: fitGame(true), when: [{ k: 'partner-rule', rules: ['RB1C-NEG'] }, { k: 'game-forcing' }], option: 'forcedmajor' },
  { id: 'RR-GAME', call: NO_TRUMP_GAME, when: [{ k: 'partner-rule', rules: ['RB1C-NEG'] }, { k: 'game-forcing' }], option: 'forcednt' },
  { id: 'RR-GAME', call: fitGame(false), when: [{ k: 'partner-rule', rules: ['RB1C-NEG'] }, { k: 'game-forcing' }], option: 'forcedminor' },
  { id: 'RR-OWN', call: OWN_SUIT_AGAIN, when: [{ k: 'sum', max: PARTNERSHIP_TOTALS.game - 1 }] },
  { id: 'RR-INVITE', call: FIT_RAISE, when: [{ k: 'sum', min: 23, max: PARTNERSHIP_TOTALS.game - 1 }], option: 'raise' },
  { id: 'RR-INVITE', call: bid(2, 'N'), when: [{ k: 'sum', min: 23, max: PARTNERSHIP_TOTALS.game - 1 }, { k: 'no-misfit' }], option: 'nt' },
  { id: 'RR-INVITE', call: PASS, when: [{ k: 'sum', min: 23, max: PARTNERSHIP_TOTALS.game - 1 }, { k: 'no-room', call: bid(2, 'N') }], option: 'pass' },
  { id: 'RR-PREF', call: PREFERENCE, when: [{ k: 'prefer-first' }] },
  { id: 'RR-PASS', call: PASS, when: [] },
];
