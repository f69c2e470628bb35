// The counts game and slam decisions use (5.1): the fit, the suit E-RESP is counted in, own count, partner's aces.
// Example: 1♥ – 1♠ – 2♥, responder with ♥Q32: the fit is ♥, own count HDr with ♥ as trumps.

import { bid } from '../bridge/call';
import type { HandFacts, SuitIndex } from './hand-facts';
import { indexOfSuit } from './hand-facts';
import { illegalReason } from './levels';
import type { Ctx } from './types';

/**
 * The fit for responder's second call (5.1): B-29 — first the suit partner raised (the agreed suit, bid by both);
 * else a suit partner has bid in which this hand holds E-SUPPORT, or 3 cards when partner bid it twice. With fits
 * in two suits, a major before a minor, then the longer holding, then the higher-ranking.
 */
export function fitSuit(ctx: Ctx): SuitIndex {
  if (ctx.sit.agreed) return indexOfSuit(ctx.sit.agreed);
  let best = -1;
  for (const suit of ctx.sit.partnerSuits) {
    const i = indexOfSuit(suit);
    const fits = ctx.f.hasSupport(i) || (ctx.f.len[i] >= 3 && ((ctx.sit.partnerTwice >> i) & 1) === 1);
    if (fits && (best < 0 || better(ctx.f, i, best as SuitIndex))) best = i;
  }
  if (best < 0 && ctx.sit.role === 'responder' && illegalReason(ctx.t, NT3) !== null) {
    // B-57: 3NT is gone (2♣ – 2♦ – 4♣): a minor partner bid twice (shown six or more) is a fit with two cards — for
    // the slam line (RR-SLAM's Blackwood) as for game
    for (const s of ['D', 'C'] as const) {
      const j = indexOfSuit(s);
      if (((ctx.sit.partnerTwice >> j) & 1) === 1 && ctx.f.len[j] >= 2) return j;
    }
  }
  return best as SuitIndex;
}

const NT3 = bid(3, 'N');

function better(f: HandFacts, a: SuitIndex, b: SuitIndex): boolean {
  const majorA = a <= 1;
  const majorB = b <= 1;
  if (majorA !== majorB) return majorA;
  if (f.len[a] !== f.len[b]) return f.len[a] > f.len[b];
  return a < b;
}

/**
 * The suit E-RESP is counted in here: the situation's trump, else the agreed suit, else the fit. BW-PLACE's suit
 * (B-45): the agreed suit, else the fit B-29 gives (for either partner), else the asker's first suit, else
 * partner's first suit (an asker who named none).
 */
export function trumpOf(ctx: Ctx): SuitIndex {
  const sit = ctx.sit;
  if (sit.trump) return indexOfSuit(sit.trump);
  if (sit.agreed) return indexOfSuit(sit.agreed);
  if (sit.table === 'bw-place-aces' || sit.table === 'bw-place-kings') {
    const fit = fitSuit(ctx);
    if (fit >= 0) return fit;
    const own = sit.mySuits.length > 0 ? sit.mySuits[0] : sit.partnerSuits.length > 0 ? sit.partnerSuits[0] : null;
    return own ? indexOfSuit(own) : -1;
  }
  return sit.role === 'responder' || sit.role === 'advancer' ? fitSuit(ctx) : -1;
}

/**
 * The count game and slam decisions add to partner's shown minimum (5.1). Decision, by role: the opener and the
 * defensive bidder count E-HD ("used for openings, opener's rebids, defensive bids"); the responder and the
 * advancer count E-RESP with the fit (or the agreed suit, or partner's suit) as trumps, else E-HD.
 */
export function ownCount(ctx: Ctx): number {
  return ownCountIn(ctx).value;
}

/** ownCount with the suit it is counted in (E-RESP's trumps), or -1 when it is E-HD. */
export function ownCountIn(ctx: Ctx): { readonly value: number; readonly trump: SuitIndex | -1 } {
  const t = ctx.sit.countsHdr ? trumpOf(ctx) : -1;
  return t < 0 ? { value: ctx.f.hd, trump: -1 } : { value: ctx.f.hdrFor(t), trump: t };
}

/** Partner's aces from a BW-ACES answer; 5♣ is none when the asker holds an ace, else all four (BW-ACES). */
export function partnerAces(ctx: Ctx): number {
  const a = ctx.sit.answer;
  return a !== 0 ? a : ctx.f.aces > 0 ? 0 : 4;
}

