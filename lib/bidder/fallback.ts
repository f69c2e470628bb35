// docs/system.md 8, always a legal call: X-PASS, or X-FORCED when a pass would leave partner's forcing bid unanswered.
// X-PASS says why it passes (B-32): the contract is game or slam; our side's partscore and the count is below game;
// the opponents' contract needs no answer; or no rule covers the situation (a real gap of the system).
// Example: 1♥ – 1♠ – (2♣), opener with no rule for it → X-PASS (the opponent's bid releases opener).

import { BIDS } from '../bridge/auction-tracker';
import { PASS } from '../bridge/call';
import type { Call, Suit } from '../bridge/types';
import { longestSuit, suitBid } from './choosers';
import { ownCount } from './counts';
import { callText, fail, NO_MIN, suitText } from './explain';
import { SEAT_INDEX as SEAT_INDEX_TABLE } from '../bridge/notation';
import { indexOfSuit } from './hand-facts';
import { bidAt, cheapestLevel, isGameOrMore } from './levels';
import type { Chooser, Params, Reading, Row, View } from './types';
import { PARTNERSHIP_TOTALS } from '../evaluation/partnership-totals';

/** X-FORCED: the cheapest natural bid in the longest suit (the higher-ranking of equals). */
const FORCED_BID = suitBid('forced-bid', (ctx) => longestSuit(ctx));

function shownSix(view: View, suit: Suit): boolean {
  return ((view.sit.partnerLong >> indexOfSuit(suit)) & 1) === 1;
}

/**
 * B-46, X-FORCED with support: partner's last natural suit at the cheapest level, with `min` cards in it — 2 when
 * partner has shown six or more there (a rebid suit, a strong two's long suit: `six`), else 3.
 */
function forcedSupport(min: 2 | 3): Chooser {
  const six = min === 2;
  return {
    name: `forced-support-${min}`,
    choose(ctx) {
      const suit = ctx.sit.partnerLast;
      if (!suit) return fail('no-suit');
      if (six && !shownSix(ctx, suit)) return fail('not-six', { suit: suitText(suit) });
      const length = ctx.f.len[indexOfSuit(suit)];
      if (length < min) return fail('few-cards', { suit: suitText(suit), length, min });
      const call = bidAt(cheapestLevel(ctx.t, suit), suit);
      return call ? { call, params: { suit: suitText(suit), length } } : fail('no-call');
    },
    read(view, call) {
      const suit = view.sit.partnerLast;
      if (!suit || call.kind !== 'bid' || call.strain !== suit || call.level !== cheapestLevel(view.t, suit)) return null;
      if (six && !shownSix(view, suit)) return null;
      return { lengths: { [suit]: [min, null] }, named: suit, params: { suit: suitText(suit), length: `${min}+` } };
    },
  };
}

/** B-32: the combined count (own count + partner's shown minimum, 5.1) from which a game is bid (RR-GAME). */
const GAME_COUNT = PARTNERSHIP_TOTALS.game;

const SEAT_INDEX: Readonly<Record<string, number>> = SEAT_INDEX_TABLE;
const RISK_TEXT = ['', 'X', 'XX'] as const;

/** Why X-PASS passes: the auction's side of it (the count decides 'limit' / 'theirs' against 'none'). */
export type ClosingPass = 'slam' | 'game' | 'limit' | 'theirs';

/** B-32 from the auction alone: who holds the contract and whether it is game or slam. */
function closingPass(view: View): { kind: ClosingPass; params: Params } | null {
  const t = view.t;
  if (t.lastRank < 0) return null;
  const last = BIDS[t.lastRank];
  const me = SEAT_INDEX[view.sit.seat];
  const params: Params = { contract: callText(last) + RISK_TEXT[t.risk], whose: t.bidder === me ? 'own' : t.bidder === ((me + 2) & 3) ? 'partner' : 'theirs' };
  if ((t.bidder & 1) !== (me & 1)) return { kind: 'theirs', params };
  if (isGameOrMore(last)) return { kind: last.level >= 6 ? 'slam' : 'game', params };
  return { kind: 'limit', params };
}

/**
 * B-70: our partscore stands after partner's preference (RR-PREF): the text says a preference shows no more; B-79:
 * after partner's sign-off in its own long suit (RR-OWN) the text names the sign-off.
 */
function preferred(view: View, kind: ClosingPass): string {
  if (kind !== 'limit') return kind;
  return view.sit.partnerRule === 'RR-PREF' ? 'preference' : view.sit.partnerRule === 'RR-OWN' ? 'signoff' : kind;
}

/**
 * X-PASS with its reason (B-32): 'game'/'slam' when our side's contract is game or more; 'limit' when our side's
 * partscore stands and own count + partner's shown minimum is below 26; 'theirs' when the opponents hold the
 * contract and that sum is below 26; 'final' after partner's R3N-4S (B-12); 'none' (no rule covers this) otherwise.
 */
const CLOSING_PASS: Chooser = {
  name: 'closing-pass',
  choose(ctx) {
    const found = closingPass(ctx);
    if (!found) return { call: PASS, params: { option: 'none' } };
    const { kind, params } = found;
    // B-12: after opener's 3NT, partner's 4 of a suit (R3N-4S) is the final contract, whatever the count says
    if (kind === 'limit' && ctx.sit.partnerRule === 'R3N-4S') return { call: PASS, params: { ...params, option: 'final' } };
    // B-79: partner's RR-OWN is a sign-off, passed whatever the count
    if (kind === 'limit' && ctx.sit.partnerRule === 'RR-OWN') return { call: PASS, params: { ...params, option: 'signoff' } };
    const below = kind === 'game' || kind === 'slam' || ownCount(ctx) + ctx.sit.partnerShown < GAME_COUNT;
    params.option = below ? preferred(ctx, kind) : 'none';
    return { call: PASS, params };
  },
  read(view: View, call: Call): Reading | null {
    if (call.kind !== 'pass') return null;
    const found = closingPass(view);
    if (!found) return { params: { option: 'none' } };
    const { kind, params } = found;
    params.option = preferred(view, kind);
    if (kind === 'game' || kind === 'slam') return { params };
    // the pass shows a count below game's 26 with partner's shown minimum
    const own: [number, number] = [NO_MIN, GAME_COUNT - 1 - view.sit.partnerShown];
    return view.sit.countsHdr ? { hdr: own, params } : { hd: own, params };
  },
};

/** Appended to every table: the last resort, so the bidder always returns a legal call. */
export const FALLBACK_ROWS: readonly Row[] = [
  { id: 'X-PASS', call: CLOSING_PASS, when: [{ k: 'not-forced' }] },
  { id: 'X-FORCED', call: forcedSupport(2), when: [], option: 'six' }, // B-46: partner's suit with support
  { id: 'X-FORCED', call: forcedSupport(3), when: [], option: 'support' },
  { id: 'X-FORCED', call: FORCED_BID, when: [], option: 'longest' },
  { id: 'X-PASS', call: PASS, when: [], passWhenForced: true, option: 'nobid' }, // not even a bid is left (above 7♠)
];
