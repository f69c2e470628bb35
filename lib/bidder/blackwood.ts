// docs/system.md 6, Blackwood: the 4NT ask (BW-ASK), the answers (BW-ACES 5♣–5♠, BW-KINGS 6♣–6NT), the placement.
// Example: two aces held → 5♥; the asker with 2 aces of its own hears 5♥: none missing → 5NT asks for kings.

import { bid, PASS } from '../bridge/call';
import { SUITS, type Call } from '../bridge/types';
import { partnerAces, trumpOf } from './counts';
import { callText, fail, suitText } from './explain';
import { bidAt, cheapestLevel } from './levels';
import type { Chooser, Ctx, Row } from './types';
import { PARTNERSHIP_TOTALS } from '../evaluation/partnership-totals';

const ACE_ANSWERS = ['C', 'D', 'H', 'S'] as const; // 5♣ none or four, 5♦ one, 5♥ two, 5♠ three
const KING_ANSWERS = ['C', 'D', 'H', 'S', 'N'] as const; // 6♣ none … 6NT four

/**
 * BW-ASK: a trump suit agreed and own count + partner's shown minimum ≥ 33 (section 6, 5.1); never directly
 * over partner's no-trump bid, where 4NT is quantitative.
 */
export const BW_ASK_ROW: Row = {
  id: 'BW-ASK', call: bid(4, 'N'), when: [{ k: 'agreed' }, { k: 'not-over-nt' }, { k: 'sum', min: PARTNERSHIP_TOTALS.smallSlam }], forcing: 'round',
};

/**
 * B-45: partner's 4NT after our side's suit opening is Blackwood even where no row of ours bids it (the asker's
 * count or the agreed suit unknown), and it is always answered (BW-ACES); directly over partner's no-trump bid
 * it stays quantitative (4.3). A reading row: the bidder reads such a 4NT by it but never bids by it.
 */
export const BW_ASK_READ_ROW: Row = {
  id: 'BW-ASK', call: bid(4, 'N'), when: [{ k: 'suit-opening' }, { k: 'not-over-nt' }], forcing: 'round', option: 'asked',
};

/** RB1C-POS: "with support for partner's suit … Blackwood when slam is indicated" — support agrees the suit. */
export const BW_ASK_SUPPORT_ROW: Row = {
  id: 'BW-ASK', call: bid(4, 'N'), when: [{ k: 'agreed', support: true }, { k: 'not-over-nt' }, { k: 'sum', min: PARTNERSHIP_TOTALS.smallSlam }], forcing: 'round',
};

const ACE_ANSWER: Chooser = {
  name: 'ace-answer',
  choose(ctx) {
    const aces = ctx.f.aces;
    return { call: bid(5, ACE_ANSWERS[aces % 4]), params: { aces } };
  },
  read(_view, call) {
    if (call.kind !== 'bid' || call.level !== 5 || call.strain === 'N') return null;
    const n = ACE_ANSWERS.indexOf(call.strain);
    return { params: { aces: n === 0 ? '0 / 4' : n } };
  },
};

const KING_ANSWER: Chooser = {
  name: 'king-answer',
  choose(ctx) {
    const kings = ctx.f.kings;
    return { call: bid(6, KING_ANSWERS[kings]), params: { kings } };
  },
  read(_view, call) {
    if (call.kind !== 'bid' || call.level !== 6) return null;
    return { params: { kings: KING_ANSWERS.indexOf(call.strain) } };
  },
};

/** The bid partner answered with (the call before the right-hand opponent's). */
function answerCall(ctx: Ctx): Call | null {
  const strain = ctx.sit.answer;
  return ctx.sit.table === 'bw-place-aces' ? bid(5, ACE_ANSWERS[strain] ?? 'C') : bid(6, KING_ANSWERS[strain] ?? 'C');
}

/**
 * BW-PLACE: `level` of the trump suit, or Pass when partner's answer already is that call. Decision: when that
 * level is no longer available (a minor suit after a higher answer), the cheapest bid in the trump suit; for
 * a small slam whose 6 of the suit is gone, 6NT.
 */
function place(level: 5 | 6 | 7): Chooser {
  return {
    name: `place-${level}`,
    choose(ctx) {
      const t = trumpOf(ctx);
      if (t < 0) return fail('no-agreed');
      const suit = SUITS[t];
      const params = { suit: suitText(suit), aces: 4 - ctx.f.aces - partnerAces(ctx), kings: ctx.f.kings + ctx.sit.answer, stand: 'no' };
      const answer = answerCall(ctx);
      // partner's answer already is the contract: pass, and the explanation names that contract
      if (answer?.kind === 'bid' && answer.level === level && answer.strain === suit) return { call: PASS, params: { ...params, stand: 'yes', call: callText(answer) } };
      if (cheapestLevel(ctx.t, suit) <= level) return { call: bid(level, suit), params };
      if (level === 6 && cheapestLevel(ctx.t, 'N') <= 6) return { call: bid(6, 'N'), params };
      const cheapest = bidAt(cheapestLevel(ctx.t, suit), suit);
      return cheapest ? { call: cheapest, params } : fail('no-call');
    },
    read(_view, call) {
      if (call.kind === 'pass') return level === 7 ? null : {};
      if (call.kind !== 'bid' || call.level < level || call.level > Math.max(level, 6)) return null;
      if (call.strain === 'N') return call.level === 6 && level === 6 ? {} : null; // 6NT: the small slam when 6 of the suit is gone
      return { named: call.strain, params: { suit: suitText(call.strain) } };
    },
  };
}

/** Partner asked for aces. */
export const BW_ACES_ROWS: readonly Row[] = [{ id: 'BW-ACES', call: ACE_ANSWER, when: [] }];

/** Partner asked for kings. */
export const BW_KINGS_ROWS: readonly Row[] = [{ id: 'BW-KINGS', call: KING_ANSWER, when: [], option: 'answer' }];

/** The asker after the ace answer (BW-PLACE, BW-KINGS). */
export const BW_PLACE_ACES_ROWS: readonly Row[] = [
  { id: 'BW-PLACE', call: place(5), when: [{ k: 'aces-missing', min: 2, max: 4 }], option: 'five' },
  { id: 'BW-PLACE', call: place(6), when: [{ k: 'aces-missing', min: 1, max: 1 }], option: 'six' },
  { id: 'BW-KINGS', call: bid(5, 'N'), when: [{ k: 'aces-missing', min: 0, max: 0 }], forcing: 'round', option: 'ask' },
];

/** The asker after the king answer. */
export const BW_PLACE_KINGS_ROWS: readonly Row[] = [
  { id: 'BW-PLACE', call: place(7), when: [{ k: 'grand' }], option: 'seven' },
  { id: 'BW-PLACE', call: place(6), when: [], option: 'sixkings' }, // all aces, not all kings, below 37
];
