// One deal of a partnership practice, call by call: whose turn it is, the calls the system makes for the opponents
// (a silent opponent passes), and the checks on a partner's call (their turn, that turn, a legal call).
// Example: systemCalls(deal, 'NS', 'system', []) with dealer East → [East's call by the bidder]; then North is to call.

import { advise } from '../bidder';
import { checkCall, seatToCall, type AuctionIssueCode } from '../bridge/auction';
import { makeCall, parseCall, PASS } from '../bridge/call';
import { handOf, parseDeal } from '../bridge/deal';
import { sideOf, type Call, type Deal, type Seat } from '../bridge/types';
import { err, issue, ok, type Issue, type Result } from '../result';
import { sideSeats, type Opponents, type PairCall, type PairDeal, type PairSide } from './pair-types';

export { sideSeats };

export type PairCallIssue = Issue<'not-your-seat' | 'turn-taken' | 'auction-ended' | 'unknown-call' | 'illegal-call'>;

/** Whether `seat` is one of the pair's. */
export function isPairSeat(side: PairSide, seat: Seat): boolean {
  return sideOf(seat) === side;
}

/** The calls of the stored rows as calls (rows hold canonical text). */
export function callsOf(rows: readonly PairCall[]): Call[] {
  return rows.map((row) => {
    const call = parseCall(row.call);
    if (!call.ok) throw new Error(`a stored pair call does not read: ${row.call}`);
    return call.value;
  });
}

/** The deal of a stored row (its PBN read back). */
export function dealOf(deal: PairDeal): Deal {
  const read = parseDeal(deal.deal);
  if (!read.ok) throw new Error(`a stored pair deal does not read: ${deal.deal}`);
  return read.value;
}

/** The seat to call next, or null once the auction has ended. */
export function seatToCallIn(deal: PairDeal, rows: readonly PairCall[]): Seat | null {
  return seatToCall({ dealer: deal.dealer, calls: callsOf(rows) });
}

/**
 * The opponents' calls that follow `rows` until one of the pair is to call or the auction ends: the system's call for
 * each (its rule kept), or a pass when they are silent. Empty when a partner is to call.
 */
export function systemCalls(deal: PairDeal, side: PairSide, opponents: Opponents, rows: readonly PairCall[]): PairCall[] {
  const cards = dealOf(deal);
  const calls = callsOf(rows);
  const made: PairCall[] = [];
  for (let seat = seatToCall({ dealer: deal.dealer, calls }); seat !== null && !isPairSeat(side, seat); seat = seatToCall({ dealer: deal.dealer, calls })) {
    const advice = opponents === 'system' ? advise({ hand: handOf(cards, seat), auction: { dealer: deal.dealer, calls: [...calls] }, vul: deal.vul }) : null;
    const call = advice?.call ?? PASS;
    made.push({ turn: calls.length, seat, call: makeCall(call), by: 'system', rule: advice?.rule ?? null });
    calls.push(call);
  }
  return made;
}

/**
 * A partner's call checked against the deal as stored: it must be `seat`'s turn, the turn the device answered
 * (`turn`: another call took it meanwhile), a call, and legal there. The call, canonical, when it may be stored.
 */
export function checkPairCall(deal: PairDeal, rows: readonly PairCall[], seat: Seat, turn: number, text: string): Result<PairCall, PairCallIssue> {
  const calls = callsOf(rows);
  const next = seatToCall({ dealer: deal.dealer, calls });
  if (next === null) return err(issue('auction-ended'));
  if (turn !== calls.length) return err(issue('turn-taken', { turn, now: calls.length }));
  if (next !== seat) return err(issue('not-your-seat', { seat: next }));
  const call = parseCall(text);
  if (!call.ok) return err(issue('unknown-call', { call: text.slice(0, 12) }));
  const problem = checkCall({ dealer: deal.dealer, calls }, call.value);
  if (problem) return err(issue('illegal-call', { call: makeCall(call.value), reason: problem.code as AuctionIssueCode }));
  return ok({ turn: calls.length, seat, call: makeCall(call.value), by: 'pair', rule: null });
}
