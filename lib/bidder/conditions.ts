// Condition kinds as data, evaluated on a hand: pass, or the failure with the numbers that decided it (the
// readers for describeCall are in condition-read.ts). Example: { k: 'hd', min: 19 } on HD 17 → hd-below {17, 19}.

import { SUITS, type Suit } from '../bridge/types';
import { fitSuit, ownCount, ownCountIn, partnerAces, trumpOf } from './counts';
import { callText, countUnit, fail, NO_MIN, suitText, suitTextAt } from './explain';
import { indexOfSuit, type SuitIndex } from './hand-facts';
import { illegalReason, strainRank } from './levels';
import type { AuctionCondition, Condition, Ctx, Explanation, StateCondition, View } from './types';

// Imported functions read once into a local object: this module runs for every call of every auction, and
// under a CommonJS loader (tsx) each use of an imported binding would go through its export getters again.
const hot = { fail, suitTextAt, trumpOf, ownCount, ownCountIn, fitSuit, partnerAces, indexOfSuit, strainRank };

export const BANDS = { min: [NO_MIN, 16], med: [17, 18], max: [19, null] } as const; // [I-16]
/** RBN-4N's top of the range: B-53, the 1NT overcall (16–18) tops at 18. */
export function ntTop(sit: View['sit']): number {
  return sit.role === 'defender' ? 18 : NT_TOP[sit.myBid?.level ?? 1] ?? 20;
}
export const NT_TOP: Readonly<Record<number, number>> = { 1: 20, 2: 24, 3: 27 }; // RBN-4N: the top of each range

function between(value: number, c: { min?: number; max?: number }, what: string, extra: Record<string, number | string> = {}): Explanation | null {
  if (c.min !== undefined && value < c.min) return hot.fail(`${what}-below`, { value, min: c.min, ...extra });
  if (c.max !== undefined && value > c.max) return hot.fail(`${what}-above`, { value, max: c.max, ...extra });
  return null;
}

/** 'partner': the suit of the bid this seat answers; 'opening': this seat's own first suit. */
export function cardsSuit(which: 'partner' | 'opening', sit: View['sit']): SuitIndex {
  const b = which === 'partner' ? sit.partnerBid : sit.myBid;
  if (!b || b.strain === 'N') throw new Error(`a '${which}' card condition without a suit bid`);
  return hot.indexOfSuit(b.strain);
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
      const t = hot.trumpOf(ctx);
      if (t < 0) return hot.fail('no-suit');
      return between(f.hdrFor(t), c, 'hdr', { suit: hot.suitTextAt(t) });
    }
    case 'own': {
      // the count 5.1 adds to partner's shown minimum (E-RESP with a fit, else E-HD), named as the count it is
      const { value, trump } = hot.ownCountIn(ctx);
      return trump < 0 ? between(value, c, 'hd') : between(value, c, 'hdr', { suit: hot.suitTextAt(trump) });
    }
    case 'sum': {
      const { value: own, trump } = hot.ownCountIn(ctx);
      return between(own + sit.partnerShown, c, 'sum', { own, unit: countUnit(trump), shown: sit.partnerShown });
    }
    case 'balanced':
      return f.balanced ? null : hot.fail('not-balanced', { shape: f.shape });
    case 'stopped': {
      const skip = c.scope === 'others' && sit.trump ? hot.indexOfSuit(sit.trump) : -1;
      for (let i = 0; i < 4; i++) {
        if (i === skip || (c.scope === 'theirs' && !((sit.oppSuits >> i) & 1))) continue; // 'theirs': the suits the opponents bid (B-73)
        if (!f.isStopped(i as SuitIndex)) return hot.fail('not-stopped', { suit: hot.suitTextAt(i) });
      }
      return null;
    }
    case 'support': {
      const t = hot.trumpOf(ctx);
      if (t < 0) return hot.fail('no-suit');
      const ok = sit.support3 ? f.len[t] >= 3 : f.hasSupport(t); // ADV-SUIT: any 3 cards
      return ok ? null : hot.fail('no-support', { suit: hot.suitTextAt(t), length: f.len[t] });
    }
    case 'trumps': {
      const t = hot.trumpOf(ctx);
      if (t < 0) return hot.fail('no-suit');
      return f.len[t] >= c.min ? null : hot.fail('few-trumps', { suit: hot.suitTextAt(t), length: f.len[t], min: c.min });
    }
    case 'cards': {
      const i = cardsSuit(c.in, sit);
      return f.len[i] >= c.min ? null : hot.fail('few-cards', { suit: hot.suitTextAt(i), length: f.len[i], min: c.min });
    }
    case 'rebiddable': {
      const i = cardsSuit('opening', sit);
      return f.isRebiddable(i) ? null : hot.fail('not-rebiddable', { suit: hot.suitTextAt(i), length: f.len[i] });
    }
    case 'open-strength': {
      // O-1: HD ≥ 14, or 13 with a rebiddable suit, or ≥ 11 in third seat after two passes
      const hd = f.hd;
      if (hd >= 14 || (hd === 13 && f.rebiddable !== 0) || (hd >= 11 && sit.thirdSeat)) return null;
      return hot.fail('open-strength', { value: hd, third: sit.thirdSeat ? 'yes' : 'no' });
    }
    case 'band': {
      const [min, max] = BANDS[c.band];
      const hd = f.hd;
      return hd >= min && (max === null || hd <= max) ? null : hot.fail('band', { value: hd, band: c.band });
    }
    case 'higher-biddable': {
      // D-CUE: 4+ cards and biddable in every suit ranking above opener's
      const opened = sit.opening!.strain;
      for (let i = 0; i < 4; i++) {
        const suit = SUITS[i];
        if (hot.strainRank(suit) <= hot.strainRank(opened)) continue;
        if (f.len[i] < 4 || !f.isBiddable(i as SuitIndex)) return hot.fail('higher-suit', { suit: suitText(suit), length: f.len[i] });
      }
      return null;
    }
    case 'opp-short': {
      const i = hot.indexOfSuit(sit.opening!.strain as Suit);
      return f.len[i] <= c.max ? null : hot.fail('opp-long', { suit: hot.suitTextAt(i), length: f.len[i], max: c.max });
    }
    case 'others-long': {
      const skip = hot.indexOfSuit(sit.opening!.strain as Suit);
      for (let i = 0; i < 4; i++) {
        if (i !== skip && f.len[i] < c.min) return hot.fail('side-short', { suit: hot.suitTextAt(i), length: f.len[i], min: c.min });
      }
      return null;
    }
    case 'penalty': {
      // ADV-X: pass only with 5+ cards in opener's suit including 3 of its top 5 honours
      const i = hot.indexOfSuit(sit.opening!.strain as Suit);
      const ok = f.len[i] >= 5 && f.topHonours(i) >= 3;
      return ok ? null : hot.fail('no-penalty', { suit: hot.suitTextAt(i), length: f.len[i], honours: f.topHonours(i) });
    }
    case 'fit':
      return hot.fitSuit(ctx) >= 0 ? null : hot.fail('no-fit');
    case 'no-misfit': {
      // B-77: a suit partner has bid twice (five or more cards) in which this hand holds one card or none
      for (let i = 0; i < 4; i++) {
        if (((sit.partnerTwice >> i) & 1) === 1 && f.len[i] <= 1) return hot.fail('misfit', { suit: hot.suitTextAt(i), length: f.len[i] });
      }
      return null;
    }
    case 'prefer-first': {
      if (sit.partnerSuits.length < 2) return hot.fail('one-suit');
      const [first, second] = sit.partnerSuits;
      const a = f.len[hot.indexOfSuit(first)];
      const b = f.len[hot.indexOfSuit(second)];
      return a >= b ? null : hot.fail('prefer-second', { first: suitText(first), second: suitText(second), a, b });
    }
    case 'top-of-range': {
      const top = ntTop(sit);
      return f.hd >= top ? null : hot.fail('not-top', { value: f.hd, top });
    }
    case 'aces-missing': {
      const missing = Math.max(0, 4 - f.aces - hot.partnerAces(ctx)); // an answer that cannot be true counts as all aces
      return missing >= c.min && missing <= c.max ? null : hot.fail('aces-missing', { missing });
    }
    case 'grand': {
      // BW-PLACE: all aces and all kings, or all aces with a combined count of 37+
      const kings = f.kings + sit.answer;
      const total = hot.ownCount(ctx) + sit.partnerShown;
      return kings >= 4 || total >= 37 ? null : hot.fail('no-grand', { kings, total });
    }
    case 'no-room':
      return stateCondition(c, ctx) ? null : hot.fail('room', { call: callText(c.call) });
    default:
      return auctionCondition(c, sit) ? null : auctionFailure(c, ctx);
  }
}

/** Conditions on the auction alone: true when they hold. */
function auctionCondition(c: AuctionCondition, sit: View['sit']): boolean {
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
    case 'game-forcing':
      return sit.gameForcing && !sit.ourGame;
    case 'not-over-nt':
      return !sit.partnerNT;
    case 'suit-opening':
      return (sit.role === 'opener' || sit.role === 'responder') && sit.opening !== null && sit.opening.strain !== 'N';
    case 'overcalled':
      return sit.role === 'responder' && sit.rhoBid;
    case 'quiet':
      return !sit.rhoBid;
    default:
      return notAKind(c, 'an auction condition');
  }
}

/** Conditions on the auction's state (legality): true when they hold. */
export function stateCondition(c: StateCondition | AuctionCondition, view: View): boolean {
  switch (c.k) {
    case 'no-room':
      return illegalReason(view.t, c.call) !== null;
    default:
      return auctionCondition(c, view.sit);
  }
}

function auctionFailure(c: AuctionCondition, ctx: Ctx): Explanation | null {
  const sit = ctx.sit;
  switch (c.k) {
    case 'opening-strain':
      return hot.fail('opening-strain');
    case 'partner-rule':
      return hot.fail('partner-rule');
    case 'agreed': {
      // RB1C-POS: "with support for partner's suit … use Blackwood": support in hand agrees the suit
      if (c.support && sit.partnerSuits.length > 0) {
        const i = hot.indexOfSuit(sit.partnerSuits[sit.partnerSuits.length - 1]);
        if (ctx.f.hasSupport(i)) return null;
      }
      return hot.fail('no-agreed');
    }
    case 'below-game':
      return hot.fail('game-reached');
    case 'not-forced':
      return hot.fail('forced');
    case 'game-forcing':
      return hot.fail(sit.ourGame ? 'game-reached' : 'not-game-forcing');
    case 'not-over-nt':
      return hot.fail('over-nt');
    case 'suit-opening':
      return hot.fail('opening-strain');
    case 'overcalled':
      return hot.fail('not-overcalled');
    case 'quiet':
      return hot.fail('freed'); // B-76: the opponents' bid gave partner another turn
    default:
      return notAKind(c, 'an auction condition');
  }
}

/** The end of an exhaustive switch: `c` is never here unless a kind lacks its case, which tsc refuses. */
function notAKind(c: never, what: string): never {
  throw new Error(`not ${what}: ${(c as Condition).k}`);
}
