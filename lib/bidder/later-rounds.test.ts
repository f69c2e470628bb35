// Properties of the later rounds over 20,000 seeded deals bid by bidDeal (docs/system.md 5–8, decisions B-24 … B-31):
// nothing forces past game (B-24), a slam count with a suit bid by both always asks for aces (6., B-25), and no
// defender or advancer names a natural suit of the opponents as a new suit (B-7, B-28).

import { describe, expect, it } from 'vitest';
import { BIDS } from '../bridge/auction-tracker';
import { bid, makeCall } from '../bridge/call';
import { handOf } from '../bridge/deal';
import { createDealer } from '../bridge/random-deal';
import { SEATS, type Deal, type Seat } from '../bridge/types';
import { bidDeal } from './advise';
import { situate } from './context';
import { HandFacts, indexOfSuit } from './hand-facts';
import { newHistory, pushCall, SEAT_INDEX, type History } from './history';
import { illegalReason, isGameOrMore } from './levels';
import type { BidDealCall, Situation } from './types';

const DEALS = 20_000;
/** Calls that do not bid their strain (B-28): 1♣ preparatory, the 1♦ negative, the cue bid, Blackwood's answers. */
const ARTIFICIAL: ReadonlySet<string> = new Set(['O-1C', 'R-1C-NEG', 'D-CUE', 'BW-ACES', 'BW-KINGS']);
const FOUR_NT = bid(4, 'N');

interface Step {
  readonly index: number;
  readonly call: BidDealCall;
  readonly sit: Situation;
  /** The auction's state before the call. */
  readonly h: History;
  readonly facts: HandFacts;
}

/** Bids `count` seeded deals and replays each auction, handing every call with its situation to `visit`. */
function eachCall(seed: number, count: number, visit: (deal: number, step: Step, auction: readonly BidDealCall[], dealer: Seat) => void): void {
  const dealer = createDealer(seed);
  for (let d = 0; d < count; d++) {
    const deal: Deal = dealer.next();
    const first = SEATS[d & 3];
    const calls = bidDeal(deal, first, 'None').calls;
    const facts = SEATS.map((s) => new HandFacts(handOf(deal, s)));
    const h = newHistory(first);
    calls.forEach((call, index) => {
      const sit = situate(h);
      visit(d, { index, call, sit, h, facts: facts[SEAT_INDEX[call.seat]] }, calls, first);
      pushCall(h, call.call, sit);
    });
  }
}

function text(calls: readonly BidDealCall[], upTo: number): string {
  return calls.slice(0, upTo + 1).map((c) => `${makeCall(c.call)}`).join(' ');
}

describe('later rounds over 20,000 seeded deals', () => {
  it('B-24: no call is X-FORCED once the partnership\'s contract is game or higher', () => {
    const problems: string[] = [];
    eachCall(2024, DEALS, (d, { index, call, h }, calls) => {
      const t = h.tracker;
      const ours = t.lastRank >= 0 && (t.bidder & 1) === (SEAT_INDEX[call.seat] & 1);
      if (ours && isGameOrMore(BIDS[t.lastRank]) && call.rule === 'X-FORCED') problems.push(`deal ${d}: ${text(calls, index)}`);
    });
    expect(problems).toEqual([]);
  });

  it('6. / B-25: when one partner\'s count + shown minimum reaches 33 with a suit bid by both, the auction has a 4NT ace ask', () => {
    const problems: string[] = [];
    let asked = 0;
    let due = 0;
    const pending = new Map<number, { side: number; where: string }>(); // deal → the side due to ask, and where
    eachCall(2025, DEALS, (d, { index, call, sit, h, facts }, calls) => {
      const me = SEAT_INDEX[call.seat];
      const side = h.sides[me & 1];
      // read from the calls themselves, not from the bidder's own reading: the suits each partner bid naturally
      const named = (seat: number) => {
        let bits = 0;
        for (const c of calls.slice(0, index)) {
          if (SEAT_INDEX[c.seat] === seat && c.call.kind === 'bid' && c.call.strain !== 'N' && !ARTIFICIAL.has(c.rule)) bits |= 1 << indexOfSuit(c.call.strain);
        }
        return bits;
      };
      const both = named(me) & named((me + 2) & 3);
      // the count (B-15, B-29): opener and defender HD; responder and advancer HDr with the agreed suit as trumps
      let own = Infinity;
      for (let i = 0; i < 4; i++) if ((both >> i) & 1) own = Math.min(own, sit.role === 'responder' || sit.role === 'advancer' ? facts.hdrFor(i) : facts.hd);
      // BW-ASK's condition (section 6, B-17): a suit bid by both partners, not directly over partner's no-trump,
      // own count + partner's shown minimum ≥ 33, and 4NT still legal
      const holds = both !== 0 && !side.bwUsed && !sit.partnerNT && illegalReason(h.tracker, FOUR_NT) === null && own + sit.partnerShown >= 33;
      if (holds && !pending.has(d)) {
        due++;
        pending.set(d, { side: me & 1, where: `deal ${d}: ${call.seat} after '${text(calls, index - 1)}' bid ${makeCall(call.call)} ${call.rule}` });
      }
      const open = pending.get(d);
      if (index === calls.length - 1 && open) {
        // the ask: BW-ASK, or RR-SLAM (responder's second call's 4NT is the same Blackwood ask, 5.1)
        const ask = calls.some((c) => (SEAT_INDEX[c.seat] & 1) === open.side && c.call.kind === 'bid' && c.call.level === 4 && c.call.strain === 'N' && (c.rule === 'BW-ASK' || c.rule === 'RR-SLAM'));
        if (ask) asked++;
        else problems.push(open.where);
      }
    });
    expect(problems).toEqual([]);
    expect(due).toBe(asked);
    expect(due).toBeGreaterThan(20); // the property is not vacuous
  });

  it('B-7 / B-28: no new suit by a defender or advancer names a natural suit the opponents bid', () => {
    const problems: string[] = [];
    // X-FORCED may (B-22); a cue bid names opener's suit on purpose (D-CUE); ADV-CUE and BW-PLACE bid a suit
    // partner showed or both agreed, not a new one; Blackwood's answers are artificial (B-28)
    const exempt = new Set(['X-FORCED', 'D-CUE', 'ADV-CUE', 'BW-ACES', 'BW-KINGS', 'BW-PLACE']);
    let checked = 0;
    eachCall(2026, DEALS, (d, { index, call, sit, h }, calls) => {
      if (sit.role !== 'defender' && sit.role !== 'advancer') return;
      const c = call.call;
      if (c.kind !== 'bid' || c.strain === 'N' || exempt.has(call.rule)) return;
      const me = SEAT_INDEX[call.seat];
      const bit = 1 << indexOfSuit(c.strain);
      if ((h.seats[me].seen | h.seats[(me + 2) & 3].seen) & bit) return; // our side bid it before: not a new suit
      checked++;
      const theirs = h.seats[(me + 1) & 3].seen | h.seats[(me + 3) & 3].seen; // natural suits only (B-28)
      if (theirs & bit) problems.push(`deal ${d}: '${text(calls, index - 1)}' ${call.seat} ${makeCall(c)} ${call.rule}${call.via ? `/${call.via.rule}` : ''}`);
    });
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });
});
