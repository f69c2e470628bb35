// A teacher's whole-auction item played call by call on the server (issue 37 §2): the student's own calls so far are
// replayed on the stored deal with the bidder for the other three seats (playAuction), and only what the student may
// see is given back: the calls, and in practice the last call's feedback; the deal only once the auction has ended
// (practice) or the test is revealed. Stateless: the same calls always give the same answer, on any device.
// Example: auctionStep(q, [pass], 'system', false) → ok({ calls: [{ seat: 'N', call: '1H' }, …], toCall: true, … }).

import type { Explanation, RuleId } from '../bidder';
import { seatToCall } from '../bridge/auction';
import { makeCall } from '../bridge/call';
import { handOf, parseDeal } from '../bridge/deal';
import { makeHand } from '../bridge/hand';
import type { Call, Seat, Vulnerability } from '../bridge/types';
import { ok, type Result } from '../result';
import { playAuction, type AuctionIssue } from './auction-item';
import type { AuctionQuestion, AuctionRails, AuctionRecord } from './auction-types';

/** One call of the auction as the student is shown it: the seat and the call ('1S', 'P'), nothing of why. */
export interface SeatCall {
  readonly seat: Seat;
  readonly call: string;
}

/** What a student sees of a whole-auction item before the first call: no hand but their own, no seed (it remakes the deal). */
export interface AuctionStart {
  readonly dealer: Seat;
  readonly vul: Vulnerability;
  readonly seat: Seat;
  /** The student's own hand, 'AKQ2.KJ3.T8.Q432'. */
  readonly hand: string;
  /** The other seats' calls before the student's first turn. */
  readonly calls: readonly SeatCall[];
  /** The four hands ('N:…'), only where they may show: in practice once answered, in a test once revealed. */
  readonly deal?: string;
}

/** The feedback on the student's last call (practice only): as the page shows it, with the system's reasons. */
export interface AuctionFeedback {
  /** 1-based: the student's how-manyth call. */
  readonly turn: number;
  readonly given: string;
  readonly right: boolean;
  /** The system's call in the student's seat there, its rule and the explanation of it on this hand. */
  readonly expected: { readonly call: string; readonly rule: RuleId; readonly explain: Explanation };
  /** A wrong call: the condition the bidder's row for it failed on this hand, when it tried that row. */
  readonly failed: Explanation | null;
  /** A wrong call: the rule its meaning comes from in the system there; null when right or undefined. */
  readonly shows: RuleId | null;
}

/** The answer to one step: the auction so far and whose turn it is; the rest only where the rails and the reveal allow. */
export interface AuctionStepView {
  /** Every call of every seat so far (on a test's rails the student's own calls stand). */
  readonly calls: readonly SeatCall[];
  /** Whether the student is to call now (the other seats have called up to the student's turn). */
  readonly toCall: boolean;
  readonly finished: boolean;
  /** Practice: the feedback on the student's last call (null before the first); never in a test. */
  readonly feedback?: AuctionFeedback | null;
  /** Practice: the student's calls so far that were right, of how many; never in a test. */
  readonly score?: { readonly right: number; readonly total: number };
  /** The four hands ('N:…') once the auction has ended: in practice, or in a test once revealed. */
  readonly deal?: string;
}

function seatCalls(record: AuctionRecord): SeatCall[] {
  return record.steps.map((s) => ({ seat: s.seat, call: s.call }));
}

/**
 * The auction of `question` with the student's calls `given` on `rails` ('system': practice, 'own': a test), as the
 * student may see it; `revealed` (a test revealed) lets the deal show once the auction has ended. Issues as playAuction's:
 * 'illegal-call' {turn, call, reason}, 'auction-ended' {count, turns} (calls after the auction ended: out of turn).
 */
export function auctionStep(question: AuctionQuestion, given: readonly Call[], rails: AuctionRails, revealed: boolean): Result<AuctionStepView, AuctionIssue> {
  const played = playAuction(question, given, rails);
  if (!played.ok) return played;
  const record = played.value;
  const dealShown = record.finished && (rails === 'system' || revealed);
  const view: AuctionStepView = { calls: seatCalls(record), toCall: !record.finished, finished: record.finished, ...(dealShown ? { deal: question.deal } : {}) };
  if (rails === 'own') return ok(view);
  const last = record.turns.at(-1);
  const feedback: AuctionFeedback | null = last === undefined ? null : {
    turn: record.turns.length,
    given: last.given,
    right: last.right,
    expected: { call: last.expected.call, rule: last.expected.rule, explain: last.expected.explain },
    failed: last.right ? null : (last.expected.rejected.find((r) => r.call !== null && r.call === last.given)?.failed ?? null),
    shows: last.shows,
  };
  return ok({ ...view, feedback, score: { right: record.turns.filter((t) => t.right).length, total: record.turns.length } });
}

/**
 * What the student's view gives of a whole-auction item before any call; `opening` are the other seats' calls before
 * the student's first turn as stored with the item (its first turn's position: the view is read often, the bidder is
 * not asked again for it); `dealShown` adds the four hands.
 */
export function auctionStart(question: AuctionQuestion, opening: readonly Call[], dealShown: boolean): AuctionStart {
  const deal = parseDeal(question.deal);
  if (!deal.ok) throw new Error(`a stored whole-auction deal does not read: ${question.deal}`);
  const calls: SeatCall[] = opening.map((call, k) => ({ seat: seatToCall({ dealer: question.dealer, calls: opening.slice(0, k) })!, call: makeCall(call) }));
  return {
    dealer: question.dealer, vul: question.vul, seat: question.seat, hand: makeHand(handOf(deal.value, question.seat)),
    calls, ...(dealShown ? { deal: question.deal } : {}),
  };
}
