// B-71 (issue 39 §3): the defenders' judgement at the three level and higher. Seed 000, "Odbrambena licitacija": "Pri
// ometanju treba biti obazriv, jer se svaka izrečena Ponuda možda mora i odigrati", and the defender "mora voditi računa,
// da mu iznetu Ponudu mogu i prepustiti". A bid of the side that did not open in a suit partner has not bid (the
// overcall itself, the advancer's own suit), made at the three level or higher when nothing forces it, must come within
// two tricks of its contract vulnerable and three not vulnerable, counting the bidder's own playing tricks (the rule of
// 2 and 3). Forced calls (section 8, ADV-X and ADV-JUMP with a pass on the right), the jump overcall's shape (I-18),
// the cue bid's game (ADV-CUE), the answers to a simple or 1NT overcall (ADV-SUIT, ADV-1NT: 4.1 and 4.3 as if partner
// had opened), raises of partner's suit and no-trump are not bounded here.
// Example: (1♥) P (3♥) with '8.A4.AKJ98.9762', vulnerable: 4♦ needs 10 tricks, so 8 playing tricks; the hand has 5 → no 4♦.

import { PASS } from '../bridge/call';
import type { Bid } from '../bridge/types';
import { indexOfSuit } from './hand-facts';
import { cheapestLevel } from './levels';
import { SHOWN_MINIMUM } from './shown-minimum';
import { callText, fail } from './explain';
import type { RuleId } from './rule-ids';
import type { Chooser, Ctx, Explanation, Params, Row } from './types';
import { PARTNERSHIP_TOTALS } from '../evaluation/partnership-totals';

/** Rows whose calls the seeds or section 8 make whatever the count: never bounded by B-71. */
const EXEMPT: ReadonlySet<RuleId> = new Set<RuleId>(['D-JUMP', 'ADV-CUE', 'X-FORCED', 'BW-ASK', 'BW-ACES', 'BW-KINGS', 'BW-PLACE']);

/** How many tricks below its contract a defender's own suit may be: two vulnerable, three not (the rule of 2 and 3). */
export function allowedDown(vulnerable: boolean): number {
  return vulnerable ? 2 : 3;
}

/** B-71's failure for `call` (a bid at the three level or higher), or null when the bound does not apply or holds. */
export function ownSuitBound(row: Row, call: Bid, ctx: Ctx): Explanation | null {
  const sit = ctx.sit;
  if (call.level < 3 || call.strain === 'N' || (sit.role !== 'defender' && sit.role !== 'advancer')) return null;
  if (sit.forced || EXEMPT.has(row.id) || sit.partnerSuits.includes(call.strain)) return null;
  // ADV-SUIT / ADV-1NT answer "as if partner had opened" by 4.1 / 4.3, whose rows B-7, B-21 and B-54 pin down
  if (sit.via !== null) return null;
  const vulnerable = ctx.vulnerable === true;
  const total = call.level + 6; // the tricks the contract needs
  const need = total - allowedDown(vulnerable);
  const tricks = ctx.f.playingTricks;
  if (tricks >= need) return null;
  return fail('few-tricks', boundParams(callText(call), total, need, tricks, vulnerable));
}

function boundParams(call: string, target: number, need: number, tricks: number, vulnerable: boolean): Params {
  return { call, target, need, tricks, vul: vulnerable ? 'yes' : 'no' };
}

/**
 * The pass of a row that comes after a bid B-71 stopped (D-PASS after D-SUIT, ADV-X's free pass after its bid): its
 * text says so, with the numbers (option 'tricks'); otherwise the row's own pass (option `plain`). `bidRow` is the
 * stopped row, `when` what it needs besides its call (D-SUIT's two quick tricks, ADV-X's HD 6).
 */
export function boundedPass(name: string, bidRow: Row, when: (ctx: Ctx) => boolean, plain: string): Chooser {
  const bidder = bidRow.call as Chooser;
  return {
    name,
    choose(ctx) {
      if (when(ctx)) {
        const choice = bidder.choose(ctx);
        if (!('key' in choice) && choice.call.kind === 'bid') {
          const stopped = ownSuitBound(bidRow, choice.call, ctx);
          if (stopped) return { call: PASS, params: { ...stopped.params, option: 'tricks' } };
        }
      }
      return { call: PASS, params: { option: plain } };
    },
    read(_view, call) {
      return call.kind === 'pass' ? { params: { option: plain } } : null;
    },
  };
}

/**
 * B-72 (issue 39 §3): what a simple overcall (D-SUIT) shows for the partnership count, from the 5.1 table. Seed 000:
 * the defender "licitira samo u slučaju peto-, ili šesto-karatne boje i 2 Brza Štiha. On sam, pri tome i ne računa
 * svoje HD-bodova": the least that holds two quick tricks is A-K (7 H), and the fifth card of the suit adds 1 — 8.
 */
export const OVERCALL_SHOWN: number = SHOWN_MINIMUM['D-SUIT']!;

/**
 * B-72: the count together (own HDr + the overcall's 8) that the advancer's bid (ADV-SUIT) needs: 26 for a game or a
 * call that forces to game, 23 for 2NT and for a bid at the three level that is not the cheapest raise of partner's
 * suit; 0 (no bound) for the rest: bids at the one and two level in a suit, 1NT, the cheapest raise.
 */
export function togetherNeeded(row: Row, call: Bid, ctx: Ctx): number {
  if (row.forcing === 'game' || call.level >= 4 || (call.level === 3 && call.strain === 'N')) return PARTNERSHIP_TOTALS.game;
  const cheapestRaise = call.strain === ctx.sit.trump && call.level === cheapestLevel(ctx.t, call.strain);
  if (call.level === 3 && !cheapestRaise) return 23;
  if (call.level === 2 && call.strain === 'N') return 23;
  return 0;
}

/** B-72's failure for the advancer's bid after a simple overcall, or null when it has the count together. */
export function advanceBound(row: Row, call: Bid, ctx: Ctx): Explanation | null {
  const sit = ctx.sit;
  if (sit.via !== 'ADV-SUIT' || sit.trump === null) return null;
  const need = togetherNeeded(row, call, ctx);
  if (need === 0) return null;
  const own = ctx.f.hdrFor(indexOfSuit(sit.trump));
  if (own + OVERCALL_SHOWN >= need) return null;
  return fail('few-together', { call: callText(call), own, shown: OVERCALL_SHOWN, together: own + OVERCALL_SHOWN, need });
}
