// Choosers shared by several tables: calls fixed by the auction (a raise, game in partner's suit, NT at a level)
// and suit bids at the cheapest level. Example: raise(1) after partner's 1♥ → 2♥; after 2♣ → 3♣ (4.1).

import { sameCall } from '../bridge/call';
import { SUITS, type Bid, type Call, type Strain, type Suit } from '../bridge/types';
import { longestHigher } from './choose-suit';
import { fail, suitText } from './explain';
import type { SuitIndex } from './hand-facts';
import { bidAt, cheapestLevel, gameBid } from './levels';
import type { Chooser, Ctx, Params, Reading, View } from './types';

/** A call decided by the auction alone; `fn` returns null when the situation has no such call. */
export function situational(name: string, fn: (view: View) => Call | null, shows: (view: View, call: Call) => Reading = () => ({})): Chooser {
  return {
    name,
    choose(ctx: Ctx) {
      const call = fn(ctx);
      if (!call) return fail('no-call');
      return { call, params: paramsOf(call) };
    },
    read(view, call) {
      const made = fn(view);
      if (!made || !sameCall(made, call)) return null;
      return { ...shows(view, call), params: paramsOf(call) };
    },
  };
}

function paramsOf(call: Call): Params {
  return call.kind === 'bid' && call.strain !== 'N' ? { suit: suitText(call.strain) } : {};
}

function suitOfBid(b: Bid | null): Suit | null {
  return b && b.strain !== 'N' ? b.strain : null;
}

/** Names the bid's suit (a raise or a rebid is a natural bid of that suit). */
function naming(_view: View, call: Call): Reading {
  return call.kind === 'bid' && call.strain !== 'N' ? { named: call.strain } : {};
}

/** "Raise to 2/3/4": n levels above the bid partner made, in its suit (4.1, over 2♣: 3♣/4♣/5♣). */
export function raise(n: number): Chooser {
  return situational(`raise-${n}`, (v) => {
    const s = suitOfBid(v.sit.partnerBid);
    return s ? bidAt(v.sit.partnerBid!.level + n, s) : null;
  }, naming);
}

/** Raise of this seat's own first suit, n levels above partner's last bid (RB-RAISE-MED: 3 of the suit). */
export function ownAbovePartner(n: number): Chooser {
  return situational(`own-above-${n}`, (v) => {
    const s = suitOfBid(v.sit.myBid);
    return s && v.sit.partnerBid ? bidAt(v.sit.partnerBid.level + n, s) : null;
  }, naming);
}

/** Game (4 of a major, 5 of a minor) in partner's suit or in this seat's first suit. */
export function gameIn(whose: 'partner' | 'mine'): Chooser {
  return situational(`game-${whose}`, (v) => {
    const s = suitOfBid(whose === 'partner' ? v.sit.partnerBid : v.sit.myBid);
    return s ? gameBid(s) : null;
  }, naming);
}

/** No-trump n levels above the bid partner made (R-1NT: 1NT, over 2♣ 2NT; R-2NT: 2NT, over 2♣ 3NT). */
export function ntAbove(n: number): Chooser {
  return situational(`nt-above-${n}`, (v) => (v.sit.partnerBid ? bidAt(v.sit.partnerBid.level + n, 'N') : null));
}

/** The cheapest legal no-trump bid. */
export const CHEAPEST_NT: Chooser = situational('cheapest-nt', (v) => bidAt(cheapestLevel(v.t, 'N'), 'N'));

/** A suit bid at its cheapest level plus `jump`, chosen from the hand; read back as "a suit of 4+ cards". */
export function suitBid(
  name: string,
  pick: (ctx: Ctx) => SuitIndex,
  opts: {
    jump?: number;
    allowed?: (view: View, suit: Suit) => boolean;
    minLength?: number;
    failure?: string | ((view: View) => string);
    atLeast?: number;
    /** More parameters for the explanation of the chosen suit (RB-1NT-MIN's tie between two equal suits, B-30). */
    more?: (ctx: Ctx, suit: SuitIndex) => Params;
  } = {},
): Chooser {
  const jump = opts.jump ?? 0;
  const levelOf = (view: View, suit: Strain) => Math.max(cheapestLevel(view.t, suit), opts.atLeast ?? 1) + jump;
  return {
    name,
    choose(ctx) {
      const i = pick(ctx);
      if (i < 0) return fail((typeof opts.failure === 'function' ? opts.failure(ctx) : opts.failure) ?? 'no-biddable');
      const suit = SUITS[i];
      const call = bidAt(levelOf(ctx, suit), suit);
      if (!call) return fail('no-call');
      return { call, params: { suit: suitText(suit), length: ctx.f.len[i], ...opts.more?.(ctx, i) } };
    },
    read(view, call) {
      if (call.kind !== 'bid' || call.strain === 'N') return null;
      const suit = call.strain;
      if (opts.allowed && !opts.allowed(view, suit)) return null;
      if (call.level !== levelOf(view, suit)) return null;
      const min = opts.minLength ?? 4;
      return { lengths: { [suit]: [min, null] }, named: suit, params: { suit: suitText(suit), length: `${min}+` } };
    },
  };
}

const SUIT_LIST: readonly Suit[] = SUITS; // read once: suitSet runs inside the choosers' loops

/** Bit set (SUITS order) of the suits a predicate allows. */
export function suitSet(pred: (suit: Suit, i: number) => boolean): number {
  let bits = 0;
  for (let i = 0; i < 4; i++) if (pred(SUIT_LIST[i], i)) bits |= 1 << i;
  return bits;
}

/** The longest suit of the hand, the higher-ranking of equals (R-FALLBACK, X-FORCED). */
export function longestSuit(ctx: Ctx, allowed = 15): SuitIndex {
  return longestHigher(ctx.f, allowed);
}
