// docs/system.md 4.1, responding to 1♦/1♥/1♠ and the natural 2♣ (also the advancer's ADV-SUIT): the R-… rows.
// Example: partner 1♥, 'K93.Q842.A65.T72' (HDr 9 with ♥ trumps, support) → R-RAISE2 2♥.

import { bid, PASS } from '../bridge/call';
import { SUITS, type Suit } from '../bridge/types';
import { responderSuit } from './choose-suit';
import { gameIn, longestSuit, ntAbove, raise, suitBid, suitSet } from './choosers';
import { indexOfSuit } from './hand-facts';
import { cheapestLevel, strainRank } from './levels';
import { OVERCALL_SHOWN } from './judgement';
import type { Ctx, Row, View } from './types';
import { PARTNERSHIP_TOTALS } from '../evaluation/partnership-totals';

/** Suits responder may name: not partner's suit, not a suit the opponents bid (decision: that would be a cue bid). */
function newSuitAllowed(view: View, suit: Suit): boolean {
  const sit = view.sit;
  return suit !== sit.trump && !((sit.oppSuits >> indexOfSuit(suit)) & 1);
}

/** What a suit's cheapest legal bid costs: its place in the A-SUFF order (lower = cheaper). */
export function cheapestCost(view: View, i: number): number {
  return (cheapestLevel(view.t, SUITS[i]) - 1) * 5 + strainRank(SUITS[i]);
}

/**
 * B-75: the level of R-NEW1's new suit, the opening's own: 1, and 2 over the natural 2♣, whose two level is
 * responder's cheapest as the one level is over 1♦ (seed 000: "samo na prvom nivou, ako je to moguće"; the natural
 * 2♣ is a one-level opening a level higher, "mora započeti Licitaciju od 2-Tref"). R-NEW2's is one above. The advancer
 * answering an overcall "as if partner had opened" (ADV-SUIT) keeps the one level.
 */
export function newSuitLevel(view: View): number {
  const opening = view.sit.partnerBid;
  return view.sit.via === null && opening !== null && opening.level === 2 && opening.strain === 'C' ? 2 : 1;
}

/**
 * 4.1 "Choosing responder's new suit" among the suits allowed at `level` (R-NEW1's and R-NEW2's, newSuitLevel — decision:
 * after interference only suits still biddable at that level count — or any level for R-JUMP and R2-NEW).
 */
function pickNewSuit(level: ((view: View) => number) | null) {
  return (ctx: Ctx) => {
    const at = level === null ? null : level(ctx);
    const allowed = suitSet((suit) => newSuitAllowed(ctx, suit) && (at === null || cheapestLevel(ctx.t, suit) === at));
    return responderSuit(ctx.f, allowed, (i) => cheapestCost(ctx, i));
  };
}

const levelTwo = (view: View) => newSuitLevel(view) + 1;
const NEW_SUIT_JUMP = suitBid('new-suit-jump', pickNewSuit(null), { jump: 1, allowed: newSuitAllowed });
const NEW_SUIT_ONE = suitBid('new-suit-1', pickNewSuit(newSuitLevel), {
  allowed: (v, s) => newSuitAllowed(v, s) && cheapestLevel(v.t, s) === newSuitLevel(v),
  failure: (v) => `no-biddable-${newSuitLevel(v)}`,
});
const NEW_SUIT_TWO = suitBid('new-suit-2', pickNewSuit(levelTwo), {
  allowed: (v, s) => newSuitAllowed(v, s) && cheapestLevel(v.t, s) === levelTwo(v),
  failure: (v) => `no-biddable-${levelTwo(v)}`,
});
export const NEW_SUIT_CHEAPEST = suitBid('new-suit', pickNewSuit(null), { allowed: newSuitAllowed });

/** B-7: a suit the opponents have not bid naturally (B-28: 1♣ preparatory, the 1♦ negative, a cue bid name no suit). */
export function notOpponents(view: View, suit: Suit): boolean {
  return !((view.sit.oppSuits >> indexOfSuit(suit)) & 1);
}

/**
 * R-FALLBACK's last branch: the cheapest bid in responder's longest suit [I-11] — B-7: among the suits the
 * opponents have not bid (the advancer's 1♥ (1♠) 1NT: clubs, not opener's hearts).
 */
const LONGEST_CHEAPEST = suitBid('longest-suit', (ctx) => longestSuit(ctx, suitSet((s) => notOpponents(ctx, s))), { allowed: notOpponents });

/**
 * B-27: R-FALLBACK's longest suit when it is a new suit (not partner's) at the 3-level without a jump — after an
 * overcall, responder's 3♦ over (2♥) forces opener to bid once more, and opener rebids by the RB-NEW rows.
 */
const NEW_SUIT_THREE = suitBid('new-suit-3', (ctx) => {
  const i = longestSuit(ctx, suitSet((s) => notOpponents(ctx, s)));
  return i >= 0 && SUITS[i] !== ctx.sit.trump && cheapestLevel(ctx.t, SUITS[i]) === 3 ? i : -1;
}, { allowed: (v, s) => newSuitAllowed(v, s) && cheapestLevel(v.t, s) === 3, failure: 'no-new-suit-3' });

/** Section 4.1's table, top to bottom; HDr is E-RESP with partner's suit as trumps. */
export const RESPONSE_ROWS: readonly Row[] = [
  { id: 'R-PASS', call: PASS, when: [{ k: 'hdr', max: 5 }] },
  { id: 'R-RAISE4', call: raise(3), when: [{ k: 'trumps', min: 5 }, { k: 'h', min: 9 }, { k: 'hdr', max: 16 }] },
  // "with 13+ responder forces to game" (4.): the jump raise, 2NT and the jump shift force to game
  { id: 'R-RAISE3', call: raise(2), when: [{ k: 'support' }, { k: 'hdr', min: 13, max: 16 }], forcing: 'game' },
  { id: 'R-RAISE2', call: raise(1), when: [{ k: 'support' }, { k: 'hdr', min: 7, max: 12 }] },
  { id: 'R-JUMP', call: NEW_SUIT_JUMP, when: [{ k: 'hdr', min: 18 }], forcing: 'game' },
  { id: 'R-2NT', call: ntAbove(1), when: [{ k: 'hdr', min: 13, max: 15 }, { k: 'balanced' }, { k: 'stopped', scope: 'others' }], forcing: 'game' },
  { id: 'R-NEW1', call: NEW_SUIT_ONE, when: [{ k: 'hdr', min: 6 }], forcing: 'round' },
  { id: 'R-NEW2', call: NEW_SUIT_TWO, when: [{ k: 'hdr', min: 10 }], forcing: 'round' },
  { id: 'R-1NT', call: ntAbove(0), when: [{ k: 'hdr', min: 6, max: 12 }] }, // [I-12]
  // [I-11] with support: game in partner's suit; else with HDr ≥ 13: 3NT; else the longest suit, cheapest.
  // Decision: game needs HDr ≥ 13 ("with 13+ responder forces to game", 4.) — without interference only
  // hands of 17+ get here, after interference a weak hand with support must not jump to game.
  { id: 'R-FALLBACK', call: gameIn('partner'), when: [{ k: 'support' }, { k: 'hdr', min: 13 }], option: 'game' },
  { id: 'R-FALLBACK', call: bid(3, 'N'), when: [{ k: 'hdr', min: 13 }], option: 'nt' },
  { id: 'R-FALLBACK', call: NEW_SUIT_THREE, when: [{ k: 'overcalled' }], forcing: 'round', option: 'new3' }, // B-27
  { id: 'R-FALLBACK', call: LONGEST_CHEAPEST, when: [], option: 'suit' },
];


/**
 * B-54, ADV-SUIT: the advancer answers 4.1's rows, but its no-trump (R-1NT: 1NT, over a 2-level overcall 2NT) needs
 * two or more cards in partner's suit — with a void or a singleton there the hand is no no-trump answer, and
 * R-FALLBACK's suit names it (`1S 2D P` with `QJ9542.K..AQT652` → 3♣, not 2NT).
 */
export const ADV_SUIT_ROWS: readonly Row[] = RESPONSE_ROWS.map((row) =>
  row.id === 'R-1NT' ? { ...row, when: [...row.when, { k: 'cards', in: 'partner', min: 2 }] }
  // B-72: the overcall shows 8, so the cheapest raise carries support up to HDr 17; game needs 18 (26 together)
  : row.id === 'R-RAISE2' ? { ...row, when: [{ k: 'support' }, { k: 'hdr', min: 7, max: PARTNERSHIP_TOTALS.game - OVERCALL_SHOWN - 1 }] }
  : row,
);
