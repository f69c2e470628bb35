// docs/system.md 3, opening bids: the O-… rows in the spec's order and the choosers for the opening suit.
// Example: 'AKQ74.42.A985.AJ' (HD 20, QT 4, 5-4-2-2) → O-1NT fails (not balanced) … O-1 opens 1♠.

import { bid, PASS } from '../bridge/call';
import { isMajor, SUITS, type Call, type Suit } from '../bridge/types';
import { openingSuit } from './choose-suit';
import { fail, suitText } from './explain';
import { indexOfSuit, type HandFacts, type SuitIndex } from './hand-facts';
import type { Chooser, Ctx, Explanation, Reading, Row } from './types';

export type StrongTwoKind = 7 | 6 | 5;

export interface StrongTwoSuits {
  /** The suit kept back and bid in the second round. */
  readonly long: SuitIndex;
  /** The suit the opening names: the highest-ranking other biddable suit, never clubs [I-8]. */
  readonly named: SuitIndex;
}

/**
 * [I-8] O-2-7 / O-2-6 / O-2-55: the long suit is the 7+ card suit, the 6-card suit, or the 5-card suit with
 * ≥ 3 H (with two such suits the lower-ranking is kept back; decision: the same for two 6-card suits).
 */
function strongTwoSuits(f: HandFacts, kind: StrongTwoKind): StrongTwoSuits | Explanation {
  let long = -1;
  for (let i = 0; i < 4; i++) {
    const n = f.len[i];
    const fits = kind === 7 ? n >= 7 : kind === 6 ? n === 6 : n === 5 && f.suitH(i as SuitIndex) >= 3;
    if (fits) long = i; // SUITS order runs high to low, so the last one found is the lowest-ranking
  }
  if (long < 0) return fail(kind === 5 ? 'no-long-5' : kind === 6 ? 'no-long-6' : 'no-long', { length: kind });
  for (let i = 0; i < 3; i++) if (i !== long && f.isBiddable(i as SuitIndex)) return { long: long as SuitIndex, named: i as SuitIndex };
  return fail('no-named', { long: suitText(SUITS[long]) });
}

function strongTwo(kind: StrongTwoKind): Chooser {
  return {
    name: `strong-two-${kind}`,
    choose(ctx: Ctx) {
      const found = strongTwoSuits(ctx.f, kind);
      if ('key' in found) return found;
      const named = SUITS[found.named];
      const long = SUITS[found.long];
      return { call: bid(2, named), params: { named: suitText(named), long: suitText(long), length: ctx.f.len[found.long], suit: suitText(named) } };
    },
    read(_view, call: Call): Reading | null {
      if (call.kind !== 'bid' || call.level !== 2 || call.strain === 'C' || call.strain === 'N') return null;
      const named = call.strain;
      return { lengths: { [named]: [4, null] }, named, params: { named: suitText(named), long: '…', length: `${kind}+`, suit: suitText(named) } };
    },
  };
}

/** O-1: the suit of "Redosled licitiranja boja pri Otvoru"; clubs are opened 2♣ (natural clubs, seed 000). */
const OPENING_SUIT: Chooser = {
  name: 'opening-suit',
  choose(ctx) {
    const { suit, step } = openingSuit(ctx.f);
    const s = SUITS[suit];
    // the message says "clubs are always opened 2♣" only when clubs is the suit chosen
    return { call: bid(s === 'C' ? 2 : 1, s), params: { suit: suitText(s), length: ctx.f.len[suit], step, option: s === 'C' ? 'clubs' : 'none' } };
  },
  read(_view, call) {
    if (call.kind !== 'bid' || call.strain === 'N' || call.level !== (call.strain === 'C' ? 2 : 1)) return null;
    const option = call.strain === 'C' ? 'clubs' : 'none';
    return { lengths: { [call.strain]: [4, null] }, named: call.strain, params: { suit: suitText(call.strain), length: '4+', step: '…', option } };
  },
};

/** [I-7] O-PRE's level: 7 cards 3, 8 cards 4, 9+ cards 4 of a major or 5 of a minor. */
function preemptLevel(length: number, suit: Suit): 3 | 4 | 5 {
  if (length === 7) return 3;
  if (length === 8 || isMajor(suit)) return 4;
  return 5;
}

const PREEMPT: Chooser = {
  name: 'preempt',
  choose(ctx) {
    for (let i = 0; i < 4; i++) {
      const n = ctx.f.len[i];
      if (n >= 7) return { call: bid(preemptLevel(n, SUITS[i]), SUITS[i]), params: { suit: suitText(SUITS[i]), length: n } };
    }
    return fail('no-long', { length: 7 });
  },
  read(_view, call) {
    if (call.kind !== 'bid' || call.strain === 'N' || call.level < 3 || call.level > 5) return null;
    const s = call.strain;
    const range = call.level === 3 ? [7, 7] : call.level === 5 ? (isMajor(s) ? null : [9, null]) : isMajor(s) ? [8, null] : [8, 8];
    if (!range) return null;
    return { lengths: { [s]: range as [number, number | null] }, named: s, params: { suit: suitText(s), length: `${range[0]}+` } };
  },
};

/** Section 3's table, top to bottom. */
export const OPENING_ROWS: readonly Row[] = [
  { id: 'O-3NT', call: bid(3, 'N'), when: [{ k: 'balanced' }, { k: 'hd', min: 25, max: 27 }, { k: 'stopped', scope: 'all' }] },
  { id: 'O-2NT', call: bid(2, 'N'), when: [{ k: 'balanced' }, { k: 'hd', min: 22, max: 24 }, { k: 'stopped', scope: 'all' }] },
  { id: 'O-1NT', call: bid(1, 'N'), when: [{ k: 'balanced' }, { k: 'hd', min: 19, max: 21 }, { k: 'qt', min: 2 }] },
  { id: 'O-2-7', call: strongTwo(7), when: [{ k: 'hd', min: 21 }], forcing: 'game' },
  { id: 'O-2-6', call: strongTwo(6), when: [{ k: 'hd', min: 23 }], forcing: 'game' },
  { id: 'O-2-55', call: strongTwo(5), when: [{ k: 'hd', min: 25 }], forcing: 'game' },
  { id: 'O-1C', call: bid(1, 'C'), when: [{ k: 'hd', min: 22 }, { k: 'qt', min: 3 }], forcing: 'round' }, // [I-6]
  { id: 'O-1', call: OPENING_SUIT, when: [{ k: 'qt', min: 2 }, { k: 'open-strength' }] },
  { id: 'O-PRE', call: PREEMPT, when: [{ k: 'qt', min: 2 }] },
  { id: 'O-PASS', call: PASS, when: [] },
];

/** The strong two's long suit for opener's rebid (RB2-LONG): the first O-2 kind that fits the hand. */
export function keptBackSuit(f: HandFacts, named: Suit): SuitIndex {
  for (const [kind, minHd] of [[7, 21], [6, 23], [5, 25]] as const) {
    const found = strongTwoSuits(f, kind);
    if (f.hd >= minHd && !('key' in found) && SUITS[found.named] === named) return found.long;
  }
  // the hand does not fit its opening (a user's call): the longest suit other than the named one
  let best = -1;
  const skip = indexOfSuit(named);
  for (let i = 0; i < 4; i++) if (i !== skip && (best < 0 || f.len[i] > f.len[best])) best = i;
  return best as SuitIndex;
}
