// The whole-auction drill (issue 7, kind 7; any seat since issue 28): the learner takes one seat, the bidder calls for
// the other three; each of the learner's calls is graded against advise when it is made and the system's call goes into
// the auction, so the auction stays on the system's rails. The lessons' "bid it yourself" runs the same state on a
// given deal (startOnDeal). Example: let s = othersCall(startWholeAuction(7, 'W')); s = answerLearner(s, bid(1, 'H')).state.

import { checkCall, contractOf, isComplete, seatToCall } from '../bridge/auction';
import { sameCall } from '../bridge/call';
import type { DeclaredContract } from '../bridge/contract';
import { handOf } from '../bridge/deal';
import { createDealer } from '../bridge/random-deal';
import { SEATS, VULNERABILITIES, type Call, type Deal, type Seat, type Vulnerability } from '../bridge/types';
import { advise, bidDeal, describeCall, type Advice, type BidDealCall, type CallMeaning, type Explanation } from '../bidder';
import { fail } from '../bidder/explain';
import { callItemOn } from './call-item';
import type { QuizItem } from './item-types';
import { seededPicker, textHash } from './seeded';

/** The learner's seat when none is chosen. */
export const DEFAULT_LEARNER: Seat = 'S';

/** What the learner may choose: a seat, or "random" (a seat derived from the seed, so a shared address reproduces it). */
export type SeatChoice = Seat | 'random';

export const SEAT_CHOICES: readonly SeatChoice[] = [...SEATS, 'random'];

/** An address's seat choice (?seat=W, ?seat=random); anything else, or none, is null (the drill then seats South). */
export function readSeatChoice(value: string | readonly string[] | undefined | null): SeatChoice | null {
  const text = Array.isArray(value) ? value[0] : value;
  return SEAT_CHOICES.find((c) => c === text) ?? null;
}

/** The seat of a choice for a seed: "random" is the seed's own seat (the same for the same seed everywhere). */
export function seatOf(seed: number, choice: SeatChoice): Seat {
  if (choice !== 'random') return choice;
  return SEATS[(textHash(`seat:${seed}`) >>> 3) % 4];
}

/** The learner's partner: the seat opposite. */
export function partnerOf(seat: Seat): Seat {
  return SEATS[(SEATS.indexOf(seat) + 2) % 4];
}

/** Deals tried for one where the learner makes at least two calls that are not passes (the first such deal is taken). */
const TRIES = 24;

export interface WholeAuctionSetup {
  readonly seed: number;
  readonly deal: Deal;
  readonly dealer: Seat;
  readonly vul: Vulnerability;
}

export interface LearnerAttempt {
  /** The call's index in the auction. */
  readonly index: number;
  readonly given: Call;
  /** The system's call there (it is the one in the auction), with its rule and explanation. */
  readonly expected: BidDealCall;
  readonly right: boolean;
  /** A wrong call: the condition its row failed on this hand, when the bidder tried that row. */
  readonly failed: Explanation | null;
  /**
   * A wrong call: what it would have shown (describeCall: its rule and ranges, as the other drills show it), when the
   * system defines it there. Not the rule's explanation: that is written for one hand's numbers, which a call's
   * meaning does not have (HD … and … quick tricks).
   */
  readonly shows: CallMeaning | null;
}

export interface WholeAuctionState extends WholeAuctionSetup {
  /** The seat the learner calls for. */
  readonly learner: Seat;
  /** The auction so far: the system's calls only (a wrong call of the learner is replaced). */
  readonly calls: readonly BidDealCall[];
  readonly attempts: readonly LearnerAttempt[];
}

export interface WholeAuctionSummary {
  readonly hands: Deal['hands'];
  /** The system's auction: equal to bidDeal's for the deal. */
  readonly system: readonly BidDealCall[];
  readonly attempts: readonly LearnerAttempt[];
  readonly right: number;
  readonly total: number;
  readonly contract: DeclaredContract | null;
}

function nonPassesOf(calls: readonly BidDealCall[], seat: Seat): number {
  return calls.filter((c) => c.seat === seat && c.call.kind !== 'pass').length;
}

/**
 * The drill's deal for a seed: the first of TRIES seeded deals that is not passed out and gives the learner's seat at
 * least two calls that are not passes; failing that (rare), the first that is not passed out; the retries are seeded too.
 */
export function wholeAuctionSetup(seed: number, learner: Seat = DEFAULT_LEARNER): WholeAuctionSetup {
  if (!Number.isSafeInteger(seed)) throw new Error(`seed must be a whole number, not ${seed}`);
  const pick = seededPicker((seed ^ textHash('auction')) | 0);
  let fallback: WholeAuctionSetup | null = null;
  for (let n = 0; ; n++) {
    const setup: WholeAuctionSetup = {
      seed,
      deal: createDealer(pick.below(0x4000_0000)).next(),
      dealer: SEATS[pick.below(4)],
      vul: VULNERABILITIES[pick.below(4)],
    };
    const bidding = bidDeal(setup.deal, setup.dealer, setup.vul);
    if (bidding.contract === null) continue; // passed out: never dealt (a run of them ends, with probability 1)
    if (nonPassesOf(bidding.calls, learner) >= 2) return setup;
    fallback ??= setup;
    if (n >= TRIES - 1) return fallback;
  }
}

function auctionOf(state: WholeAuctionState) {
  return { dealer: state.dealer, calls: state.calls.map((c) => c.call) };
}

/** The system's call for the seat whose turn it is. */
function systemCall(state: WholeAuctionState, seat: Seat): BidDealCall {
  const advice = advise({ hand: handOf(state.deal, seat), auction: auctionOf(state), vul: state.vul });
  return { seat, call: advice.call, rule: advice.rule, explain: advice.explain, ...(advice.via ? { via: advice.via } : {}) };
}

/** The seat to call now; null once the auction has ended. */
export function turnOf(state: WholeAuctionState): Seat | null {
  return seatToCall(auctionOf(state));
}

export function isLearnerToCall(state: WholeAuctionState): boolean {
  return turnOf(state) === state.learner;
}

export function isFinished(state: WholeAuctionState): boolean {
  return isComplete(auctionOf(state));
}

/** A new drill: the deal of `seed` for a learner in `learner`'s seat, no calls yet (call othersCall to let the others start). */
export function startWholeAuction(seed: number, learner: Seat = DEFAULT_LEARNER): WholeAuctionState {
  return startOnDeal(wholeAuctionSetup(seed, learner), learner);
}

/** The same drill on a given deal (a lesson's <BidDeal>, a teacher's item): no calls yet. */
export function startOnDeal(setup: WholeAuctionSetup, learner: Seat): WholeAuctionState {
  return { ...setup, learner, calls: [], attempts: [] };
}

/** The bidder's calls for the three other seats until the learner is to call or the auction has ended. */
export function othersCall(state: WholeAuctionState): WholeAuctionState {
  const calls = [...state.calls];
  let current: WholeAuctionState = state;
  for (let seat = turnOf(current); seat !== null && seat !== state.learner; seat = turnOf(current)) {
    calls.push(systemCall(current, seat));
    current = { ...state, calls: [...calls] };
  }
  return current;
}

/**
 * Why a wrong call does not fit (issue 39, the review's N3): the condition that failed in the row of the rule the call is
 * read as (what it shows); when that rule was never tried because an earlier rule applies (a pass where RR-PREF comes
 * first), that earlier rule; when the system gives the call no meaning, the first tried row that made the same call.
 * Never the failed condition of an unrelated row that happens to make the same call (RR-DECLINE's "only after
 * partner's invitation" for a pass).
 */
function whyNot(advice: Advice, shows: CallMeaning | null, given: Call): Explanation | null {
  const same = (r: Advice['rejected'][number]) => r.call !== null && sameCall(r.call, given);
  if (shows === null) return advice.rejected.find(same)?.failed ?? null;
  const theirs = shows.via ?? shows.rule;
  const candidates = advice.rejected.filter((r) => r.rule === theirs || r.rule === shows.rule);
  const rejection = candidates.find(same) ?? candidates[0];
  if (rejection) return rejection.failed;
  const chosen = advice.via?.rule ?? advice.rule;
  return theirs === chosen ? null : fail('earlier-rule', { rule: chosen });
}

/**
 * The learner's call graded against advise; the system's call goes into the auction either way. Throws when it is not
 * the learner's turn or the call is illegal (programmer errors: offer only legalCalls while the learner is to call).
 */
export function answerLearner(state: WholeAuctionState, given: Call): { state: WholeAuctionState; attempt: LearnerAttempt } {
  if (!isLearnerToCall(state)) throw new Error(`it is not the learner’s turn (${state.learner})`);
  const auction = auctionOf(state);
  const problem = checkCall(auction, given);
  if (problem) throw new Error(`illegal call for the learner: ${problem.code}`);
  const advice = advise({ hand: handOf(state.deal, state.learner), auction, vul: state.vul });
  const expected = systemCall(state, state.learner);
  const right = sameCall(given, advice.call);
  const shows = right ? null : describeCall(auction, given);
  const failed = right ? null : whyNot(advice, shows, given);
  const attempt: LearnerAttempt = { index: state.calls.length, given, expected, right, failed, shows };
  return { state: { ...state, calls: [...state.calls, expected], attempts: [...state.attempts, attempt] }, attempt };
}

/** The end of the drill: the four hands, the system's auction, the learner's calls graded, the contract. */
export function wholeAuctionSummary(state: WholeAuctionState): WholeAuctionSummary {
  if (!isFinished(state)) throw new Error('the auction has not ended');
  return {
    hands: state.deal.hands,
    system: state.calls,
    attempts: state.attempts,
    right: state.attempts.filter((a) => a.right).length,
    total: state.attempts.length,
    contract: contractOf(auctionOf(state)),
  };
}

/** The learner's question at an attempt as a quiz item (its share code goes into the learner's progress and review queue). */
export function attemptItem(state: WholeAuctionState, attempt: LearnerAttempt): QuizItem {
  const before = state.calls.slice(0, attempt.index).map((c) => c.call);
  const rule = attempt.expected.rule;
  return callItemOn({ topic: rule, seed: state.seed, rule, nearMiss: false }, state.deal, state.dealer, state.vul, before);
}
