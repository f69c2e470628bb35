// The bidder's answers: advise (one call for the seat to call), bidDeal (all four hands), describeCall.
// Example: advise({ hand: 'AKQ74.42.A985.AJ', auction: { dealer: 'W', calls: [] }, vul }) → 1♠, rule O-1.

import { trackerContract, trackerEnded, trackerIssue } from '../bridge/auction-tracker';
import type { Auction } from '../bridge/auction';
import { handOf } from '../bridge/deal';
import { isVulnerable, SEATS, sideOf, SUITS, type Call, type Deal, type Hand, type Seat, type Vulnerability } from '../bridge/types';
import { ownCountIn, trumpOf } from './counts';
import { historyOf, situate } from './context';
import { newHistory, pushCall, type History } from './history';
import { runRows, type Outcome } from './engine';
import { readRows } from './read-rows';
import { callText, countUnit, handParams, ruleKey, situationParams, suitText, UNKNOWN } from './explain';
import { HandFacts } from './hand-facts';
import { readingRows, tableRows } from './tables';
import type { Advice, BidDealCall, BidDealResult, CallMeaning, Ctx, Explanation, Params, Rejection, Situation } from './types';

export interface AdviseInput {
  /** The hand of the seat whose turn it is. */
  readonly hand: Hand;
  readonly auction: Auction;
  /** The deal's vulnerability: B-71's bound on a defender's own suit at the three level or higher depends on it. */
  readonly vul: Vulnerability;
}

/** The numbers a rule message may print: the hand's counts, the trump count, the partnership sum. */
function explainParams(ctx: Ctx, out: Outcome): Params {
  const f = ctx.f;
  const t = trumpOf(ctx);
  const own = ownCountIn(ctx);
  const unit = countUnit(own.trump);
  const params = t >= 0
    ? handParams(f, f.hdrFor(t), f.len[t], suitText(SUITS[t]), own.value, ctx.sit.partnerShown, unit)
    : handParams(f, UNKNOWN, UNKNOWN, UNKNOWN, own.value, ctx.sit.partnerShown, unit);
  if (out.params) Object.assign(params, out.params);
  if (out.call.kind === 'bid') params.call = callText(out.call);
  if (ctx.sit.partnerBid) params.response = callText(ctx.sit.partnerBid); // the call partner made (B-10: 2NT over 2♣)
  if (out.row.option) params.option = out.row.option;
  if (ctx.sit.via) params.overcall = 'yes'; // answered as if partner had opened the overcall (ADV-SUIT, ADV-1NT)
  if (ctx.sit.negativePass) params.negative = 'pass'; // B-73: partner's pass stood for the negative 1♦
  // B-54: "three small cards are support enough" is said only of a bid in partner's suit
  Object.assign(params, situationParams(ctx.sit, f.hd));
  if (ctx.sit.via === 'ADV-SUIT') params.raised = out.call.kind === 'bid' && out.call.strain === ctx.sit.trump ? 'yes' : 'no';
  return params;
}

interface Decided {
  readonly advice: Advice;
  readonly sit: Situation;
}

function decide(h: History, f: HandFacts, collect: boolean, vul: Vulnerability): Decided {
  if (trackerEnded(h.tracker)) throw new Error('the auction has ended: no call to advise');
  const sit = situate(h);
  const ctx: Ctx = { f, sit, t: h.tracker, vulnerable: isVulnerable(vul, sideOf(sit.seat)) };
  const rejected: Rejection[] | null = collect ? [] : null;
  const out = runRows(tableRows(sit.table), ctx, rejected)!; // section 8: the last row always passes
  const params = explainParams(ctx, out);
  const explain: Explanation = { key: ruleKey(out.row.id), params };
  // B-55: a pass carries the rule that passes (R-PASS, R1N-PASS, X-PASS), not ADV-SUIT / ADV-1NT
  if (!sit.via || out.call.kind === 'pass') return { sit, advice: { call: out.call, rule: out.row.id, explain, rejected: rejected ?? [] } };
  return {
    sit,
    advice: {
      call: out.call,
      rule: sit.via,
      explain: { key: ruleKey(sit.via), params: { ...params, inner: out.row.id } },
      via: { rule: out.row.id, explain },
      rejected: rejected ?? [],
    },
  };
}

/** The call the system makes for `hand` at this point of the auction: always legal (section 8). */
export function advise(input: AdviseInput): Advice {
  return decide(historyOf(input.auction), new HandFacts(input.hand), true, input.vul).advice;
}

/** Bids all four hands from the dealer until the auction ends (a legal, completed auction). */
export function bidDeal(deal: Deal, dealer: Seat, vul: Vulnerability): BidDealResult {
  const facts = SEATS.map((seat) => new HandFacts(handOf(deal, seat)));
  const h = newHistory(dealer);
  const first = SEATS.indexOf(dealer);
  const calls: BidDealCall[] = [];
  while (!trackerEnded(h.tracker)) {
    const hand = facts[(first + h.records.length) & 3]; // A-ORDER: the dealer first, then clockwise
    const { advice, sit } = decide(h, hand, false, vul);
    pushCall(h, advice.call, sit); // the same classification advise would make of this call
    calls.push({ seat: sit.seat, call: advice.call, rule: advice.rule, explain: advice.explain, ...(advice.via ? { via: advice.via } : {}) });
  }
  return { calls, contract: trackerContract(h.tracker), complete: true };
}

/**
 * "What does this call show?": the rows of the seat's situation read backwards. Null when the call is illegal
 * now or the system does not define it there (a penalty double, a 4NT out of nowhere…).
 */
export function describeCall(auction: Auction, call: Call): CallMeaning | null {
  const h = historyOf(auction);
  if (trackerIssue(h.tracker, call) !== null) return null;
  const sit = situate(h);
  return readRows(readingRows(sit.table), { sit, t: h.tracker }, call)?.meaning ?? null;
}

/** Every call of an auction with what it showed (null where the system does not define it). */
export function explainAuction(auction: Auction): { seat: Seat; call: Call; meaning: CallMeaning | null }[] {
  return historyOf(auction, true).records.map((r) => ({ seat: r.seat, call: r.call, meaning: r.meaning }));
}
