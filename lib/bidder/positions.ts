// The positions of one auction, read once, each judging any hand as advise would (call and rule, no explanation):
// for searches that try many hands on the same calls (lib/quiz's deal generator). Example:
// positionsOf({ dealer: 'N', calls: [1♥, P] })[2].judge(handFacts('K93.Q842.A65.T72')) → 2♥ by R-RAISE2.

import type { Auction } from '../bridge/auction';
import { trackerEnded } from '../bridge/auction-tracker';
import { isVulnerable, sideOf, type Call, type Hand, type Seat, type Vulnerability } from '../bridge/types';
import { situate } from './context';
import { runRows } from './engine';
import { HandFacts } from './hand-facts';
import { newHistory, pushCall } from './history';
import type { RuleId } from './rule-ids';
import { tableRows } from './tables';

/** The bidder's answer without its explanation: the call, the rule (as Advice.rule) and the inner row (Advice.via). */
export interface Judged {
  readonly call: Call;
  readonly rule: RuleId;
  readonly via: RuleId | null;
}

/** One point of an auction: the seat to call there and its judge. */
export interface Position {
  readonly seat: Seat;
  judge(facts: HandFacts): Judged;
}

/** What the bidder reads from a hand: made once per hand, reused by every judge. */
export function handFacts(hand: Hand): HandFacts {
  return new HandFacts(hand);
}

/**
 * The positions before each call of `auction` and after its last one (n + 1 of them), fewer when the auction ends
 * early (the positions stop at its end). positions[k].judge(f).call is advise's call for that hand before call k.
 */
export function positionsOf(auction: Auction, vul: Vulnerability = 'None'): Position[] {
  const h = newHistory(auction.dealer);
  const out: Position[] = [];
  for (let k = 0; k <= auction.calls.length && !trackerEnded(h.tracker); k++) {
    const sit = situate(h);
    const t = { ...h.tracker }; // the tracker runs on as calls are pushed: each position keeps its own copy
    const rows = tableRows(sit.table);
    const vulnerable = isVulnerable(vul, sideOf(sit.seat));
    out.push({
      seat: sit.seat,
      judge(f: HandFacts): Judged {
        const found = runRows(rows, { f, sit, t, vulnerable }, null)!; // section 8: the last row always answers
        return sit.via && found.call.kind !== 'pass' ? { call: found.call, rule: sit.via, via: found.row.id } : { call: found.call, rule: found.row.id, via: null };
      },
    });
    if (k < auction.calls.length) pushCall(h, auction.calls[k], auction.calls[k].kind !== 'pass' ? sit : null);
  }
  return out;
}

/**
 * The first `count` calls the bidder makes for these hands (`facts[i]` is the hand of the i-th seat from the dealer),
 * fewer when the auction ends first: the opening of bidDeal, without explanations.
 */
export function bidCalls(facts: readonly HandFacts[], dealer: Seat, count: number, vul: Vulnerability = 'None'): Call[] {
  const h = newHistory(dealer);
  const calls: Call[] = [];
  while (calls.length < count && !trackerEnded(h.tracker)) {
    const sit = situate(h);
    const found = runRows(tableRows(sit.table), { f: facts[calls.length & 3], sit, t: h.tracker, vulnerable: isVulnerable(vul, sideOf(sit.seat)) }, null)!;
    pushCall(h, found.call, sit);
    calls.push(found.call);
  }
  return calls;
}
