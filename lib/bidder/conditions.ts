// Condition kinds as data: each has an evaluator (pass, or the failure with its numbers) and a reader
// for describeCall. Example: { k: 'hd', min: 19, max: 21 } on HD 17 → bidder.fail.hd-below { value: 17, min: 19 }.

import { SUITS, type Suit } from '../bridge/types';
import { callText, fail, NO_MIN, suitText } from './explain';
import { indexOfSuit, type HandFacts, type SuitIndex } from './hand-facts';
import { illegalReason, strainRank } from './levels';
import type { Condition, Ctx, Explanation, Range, Reading, View } from './types';

const BANDS = { min: [NO_MIN, 16], med: [17, 18], max: [19, null] } as const; // [I-16]
const NT_TOP: Readonly<Record<number, number>> = { 1: 20, 2: 24, 3: 27 }; // RBN-4N: the top of each range

function range(min: number | undefined, max: number | undefined): Range {
  return [min ?? NO_MIN, max ?? null];
}

function between(value: number, c: { min?: number; max?: number }, what: string, extra: Record<string, number | string> = {}): Explanation | null {
  if (c.min !== undefined && value < c.min) return fail(`${what}-below`, { value, min: c.min, ...extra });
  if (c.max !== undefined && value > c.max) return fail(`${what}-above`, { value, max: c.max, ...extra });
  return null;
}

/**
 * The fit for responder's second call (5.1): a suit partner has bid in which this hand holds E-SUPPORT, or
 * 3 cards when partner bid it twice. With fits in two suits, a major before a minor, then the longer holding,
 * then the higher-ranking (decision: the spec names one fit; game in a major comes first in RR-GAME).
 */
export function fitSuit(ctx: Ctx): SuitIndex {
  let best = -1;
  for (const suit of ctx.sit.partnerSuits) {
    const i = indexOfSuit(suit);
    const fits = ctx.f.hasSupport(i) || (ctx.f.len[i] >= 3 && ((ctx.sit.partnerTwice >> i) & 1) === 1);
    if (fits && (best < 0 || better(ctx.f, i, best as SuitIndex))) best = i;
  }
  return best as SuitIndex;
}

function better(f: HandFacts, a: SuitIndex, b: SuitIndex): boolean {
  const majorA = a <= 1;
  const majorB = b <= 1;
  if (majorA !== majorB) return majorA;
  if (f.len[a] !== f.len[b]) return f.len[a] > f.len[b];
  return a < b;
}

/** The suit E-RESP is counted in here: the situation's trump, else the agreed suit, else the fit. */
export function trumpOf(ctx: Ctx): SuitIndex {
  if (ctx.sit.trump) return indexOfSuit(ctx.sit.trump);
  if (ctx.sit.agreed) return indexOfSuit(ctx.sit.agreed);
  return ctx.sit.role === 'responder' || ctx.sit.role === 'advancer' ? fitSuit(ctx) : -1;
}

/** The count game and slam decisions add to partner's shown minimum (5.1): HDr with a fit, else HD. */
export function ownCount(ctx: Ctx): number {
  if (!ctx.sit.countsHdr) return ctx.f.hd;
  const t = trumpOf(ctx);
  return t < 0 ? ctx.f.hd : ctx.f.hdrFor(t);
}

/** Partner's aces from a BW-ACES answer; 5♣ is none when the asker holds an ace, else all four (BW-ACES). */
export function partnerAces(ctx: Ctx): number {
  const a = ctx.sit.answer;
  return a !== 0 ? a : ctx.f.aces > 0 ? 0 : 4;
}

/** 'partner': the suit of the bid this seat answers; 'opening': this seat's own first suit. */
function cardsSuit(which: 'partner' | 'opening', sit: View['sit']): SuitIndex {
  const b = which === 'partner' ? sit.partnerBid : sit.myBid;
  if (!b || b.strain === 'N') throw new Error(`a '${which}' card condition without a suit bid`);
  return indexOfSuit(b.strain);
}


/** Null when the condition holds; otherwise the failure, with the numbers that decided it. */
export function evaluate(c: Condition, ctx: Ctx): Explanation | null {
  const f = ctx.f;
  const sit = ctx.sit;
  switch (c.k) {
    case 'hd':
      return between(f.hd, c, 'hd');
    case 'h':
      return between(f.h, c, 'h');
    case 'qt':
      return between(f.qt, c, 'qt');
    case 'hdr': {
      const t = trumpOf(ctx);
      if (t < 0) return fail('no-suit');
      return between(f.hdrFor(t), c, 'hdr', { suit: suitText(SUITS[t]) });
    }
    case 'sum': {
      const own = ownCount(ctx);
      return between(own + sit.partnerShown, c, 'sum', { own, shown: sit.partnerShown });
    }
    case 'balanced':
      return f.balanced ? null : fail('not-balanced', { shape: f.shape });
    case 'stopped': {
      const skip = c.scope === 'others' && sit.trump ? indexOfSuit(sit.trump) : -1;
      for (let i = 0; i < 4; i++) if (i !== skip && !f.isStopped(i as SuitIndex)) return fail('not-stopped', { suit: suitText(SUITS[i]) });
      return null;
    }
    case 'support': {
      const t = trumpOf(ctx);
      if (t < 0) return fail('no-suit');
      const ok = sit.support3 ? f.len[t] >= 3 : f.hasSupport(t); // ADV-SUIT: any 3 cards
      return ok ? null : fail('no-support', { suit: suitText(SUITS[t]), length: f.len[t] });
    }
    case 'trumps': {
      const t = trumpOf(ctx);
      if (t < 0) return fail('no-suit');
      return f.len[t] >= c.min ? null : fail('few-trumps', { suit: suitText(SUITS[t]), length: f.len[t], min: c.min });
    }
    case 'cards': {
      const i = cardsSuit(c.in, sit);
      return f.len[i] >= c.min ? null : fail('few-cards', { suit: suitText(SUITS[i]), length: f.len[i], min: c.min });
    }
    case 'rebiddable': {
      const i = cardsSuit('opening', sit);
      return f.isRebiddable(i) ? null : fail('not-rebiddable', { suit: suitText(SUITS[i]), length: f.len[i] });
    }
    case 'open-strength': {
      // O-1: HD ≥ 14, or 13 with a rebiddable suit, or ≥ 11 in third seat after two passes
      const hd = f.hd;
      if (hd >= 14 || (hd === 13 && f.rebiddable !== 0) || (hd >= 11 && sit.thirdSeat)) return null;
      return fail('open-strength', { value: hd, third: sit.thirdSeat ? 'yes' : 'no' });
    }
    case 'band': {
      const [min, max] = BANDS[c.band];
      const hd = f.hd;
      return hd >= min && (max === null || hd <= max) ? null : fail('band', { value: hd, band: c.band });
    }
    case 'higher-biddable': {
      // D-CUE: 4+ cards and biddable in every suit ranking above opener's
      const opened = sit.opening!.strain;
      for (let i = 0; i < 4; i++) {
        const suit = SUITS[i];
        if (strainRank(suit) <= strainRank(opened)) continue;
        if (f.len[i] < 4 || !f.isBiddable(i as SuitIndex)) return fail('higher-suit', { suit: suitText(suit), length: f.len[i] });
      }
      return null;
    }
    case 'opp-short': {
      const i = indexOfSuit(sit.opening!.strain as Suit);
      return f.len[i] <= c.max ? null : fail('opp-long', { suit: suitText(SUITS[i]), length: f.len[i], max: c.max });
    }
    case 'others-long': {
      const skip = indexOfSuit(sit.opening!.strain as Suit);
      for (let i = 0; i < 4; i++) {
        if (i !== skip && f.len[i] < c.min) return fail('side-short', { suit: suitText(SUITS[i]), length: f.len[i], min: c.min });
      }
      return null;
    }
    case 'penalty': {
      // ADV-X: pass only with 5+ cards in opener's suit including 3 of its top 5 honours
      const i = indexOfSuit(sit.opening!.strain as Suit);
      const ok = f.len[i] >= 5 && f.topHonours(i) >= 3;
      return ok ? null : fail('no-penalty', { suit: suitText(SUITS[i]), length: f.len[i], honours: f.topHonours(i) });
    }
    case 'fit':
      return fitSuit(ctx) >= 0 ? null : fail('no-fit');
    case 'prefer-first': {
      if (sit.partnerSuits.length < 2) return fail('one-suit');
      const [first, second] = sit.partnerSuits;
      const a = f.len[indexOfSuit(first)];
      const b = f.len[indexOfSuit(second)];
      return a >= b ? null : fail('prefer-second', { first: suitText(first), second: suitText(second), a, b });
    }
    case 'top-of-range': {
      const top = NT_TOP[sit.myBid?.level ?? 1] ?? 20;
      return f.hd >= top ? null : fail('not-top', { value: f.hd, top });
    }
    case 'aces-missing': {
      const missing = Math.max(0, 4 - f.aces - partnerAces(ctx)); // an answer that cannot be true counts as all aces
      return missing >= c.min && missing <= c.max ? null : fail('aces-missing', { missing });
    }
    case 'grand': {
      // BW-PLACE: all aces and all kings, or all aces with a combined count of 37+
      const kings = f.kings + sit.answer;
      const total = ownCount(ctx) + sit.partnerShown;
      return kings >= 4 || total >= 37 ? null : fail('no-grand', { kings, total });
    }
    case 'no-room':
      return stateCondition(c, ctx) ? null : fail('room', { call: callText(c.call) });
    default:
      return auctionCondition(c, sit) ? null : auctionFailure(c, ctx);
  }
}

/** Conditions on the auction alone: true when they hold. */
function auctionCondition(c: Condition, sit: View['sit']): boolean {
  switch (c.k) {
    case 'opening-strain':
      return sit.opening !== null && c.strains.includes(sit.opening.strain);
    case 'partner-rule':
      return sit.partnerRule !== null && c.rules.includes(sit.partnerRule);
    case 'agreed':
      return sit.agreed !== null;
    case 'below-game':
      return !sit.ourGame;
    case 'not-forced':
      return !sit.forced;
    default:
      throw new Error(`not an auction condition: ${c.k}`);
  }
}

/** Conditions on the auction's state (legality): true when they hold. */
function stateCondition(c: Condition, view: View): boolean {
  switch (c.k) {
    case 'no-room':
      return illegalReason(view.t, c.call) !== null;
    default:
      return auctionCondition(c, view.sit);
  }
}

function auctionFailure(c: Condition, ctx: Ctx): Explanation | null {
  const sit = ctx.sit;
  switch (c.k) {
    case 'opening-strain':
      return fail('opening-strain');
    case 'partner-rule':
      return fail('partner-rule');
    case 'agreed': {
      // RB1C-POS: "with support for partner's suit … use Blackwood": support in hand agrees the suit
      if (c.support && sit.partnerSuits.length > 0) {
        const i = indexOfSuit(sit.partnerSuits[sit.partnerSuits.length - 1]);
        if (ctx.f.hasSupport(i)) return null;
      }
      return fail('no-agreed');
    }
    case 'below-game':
      return fail('game-reached');
    case 'not-forced':
      return fail('forced');
    default:
      return null;
  }
}

/** Readings that depend on the condition alone, built once per condition (read runs for every earlier call). */
const STATIC_READINGS = new WeakMap<Condition, Reading>();

function staticReading(c: Condition & { min?: number; max?: number }, build: () => Reading): Reading {
  let r = STATIC_READINGS.get(c);
  if (!r) STATIC_READINGS.set(c, (r = Object.freeze(build())));
  return r;
}

/** What a condition shows when the call was made; false when it cannot hold in this auction. */
export function read(c: Condition, view: View): Reading | false {
  const sit = view.sit;
  switch (c.k) {
    case 'hd':
      return staticReading(c, () => ({ hd: range(c.min, c.max) }));
    case 'h':
      return staticReading(c, () => ({ h: range(c.min, c.max) }));
    case 'qt':
      return staticReading(c, () => ({ qt: range(c.min, c.max) }));
    case 'hdr':
      return staticReading(c, () => ({ hdr: range(c.min, c.max) }));
    case 'sum': {
      const own = range(c.min === undefined ? undefined : c.min - sit.partnerShown, c.max === undefined ? undefined : c.max - sit.partnerShown);
      return sit.countsHdr ? { hdr: own } : { hd: own };
    }
    case 'balanced':
      return staticReading(c, () => ({ balanced: true }));
    case 'stopped':
      return { stopped: SUITS.filter((s) => !(c.scope === 'others' && s === sit.trump)) };
    case 'support':
    case 'trumps':
      return sit.trump ? { lengths: { [sit.trump]: [c.k === 'trumps' ? c.min : 3, null] } } : {};
    case 'cards':
      return { lengths: { [SUITS[cardsSuit(c.in, sit)]]: [c.min, null] } };
    case 'rebiddable':
      return { lengths: { [SUITS[cardsSuit('opening', sit)]]: [5, null] } };
    case 'open-strength':
      return { hd: [sit.thirdSeat ? 11 : 13, null] };
    case 'band':
      return staticReading(c, () => ({ hd: BANDS[c.band] }));
    case 'higher-biddable': {
      const opened = sit.opening!.strain;
      const lengths: Partial<Record<Suit, Range>> = {};
      for (const s of SUITS) if (strainRank(s) > strainRank(opened)) lengths[s] = [4, null];
      return { lengths };
    }
    case 'opp-short':
      return { lengths: { [sit.opening!.strain]: [0, c.max] } };
    case 'others-long': {
      const lengths: Partial<Record<Suit, Range>> = {};
      for (const s of SUITS) if (s !== sit.opening!.strain) lengths[s] = [c.min, null];
      return { lengths };
    }
    case 'penalty':
      return { lengths: { [sit.opening!.strain]: [5, null] } };
    case 'prefer-first':
      return sit.partnerSuits.length >= 2 ? {} : false;
    case 'top-of-range':
      return { hd: [NT_TOP[sit.myBid?.level ?? 1] ?? 20, null] };
    case 'fit':
    case 'aces-missing':
    case 'grand':
      return {};
    case 'agreed':
      if (sit.agreed) return {};
      return c.support && sit.partnerSuits.length > 0 ? { lengths: { [sit.partnerSuits[sit.partnerSuits.length - 1]]: [3, null] } } : false;
    default:
      return stateCondition(c, view) ? {} : false;
  }
}
