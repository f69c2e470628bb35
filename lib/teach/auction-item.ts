// A teacher's "whole auction" item (issue 28 §4): the student takes one seat of a deal (chosen or random) and bids the
// whole auction while the bidder calls for the other three; every call of the student's is graded against the bidder,
// the item's grade is its first wrong call (right only when every call is right). What the student saw and earned is
// kept as a record made once, when the answer arrives (the deal, the seat, the auction with each system call's rule and
// explanation as they were, each given call, the expected call and whether it was right): never recomputed later.
// Rails: in practice the auction goes on with the system's call after each of the student's (a wrong one is replaced,
// as in the drill, and its feedback is shown at once); in a test it goes on with the student's own calls, so nothing the
// system would have called in the student's seat is shown before the teacher reveals the answers.
// Example: const q = auctionQuestion({ source: 'auction', seed: 7, seat: 'W' }, null);
//          playAuction(q, [pass, bid(1, 'S'), pass], 'system') → { finished: true, turns: [...], firstWrong: 1, … }.

import { advise, bidDeal, describeCall, type RuleId } from '../bidder';
import { checkCall, contractOf, seatToCall } from '../bridge/auction';
import { makeCall, parseCall, sameCall } from '../bridge/call';
import { makeContract } from '../bridge/contract';
import { handOf, makeDeal, parseDeal } from '../bridge/deal';
import type { Call, Seat } from '../bridge/types';
import { callItemOn } from '../quiz/call-item';
import type { QuizItem } from '../quiz/item-types';
import { mixSeeds } from '../quiz/seeded';
import { seatOf, wholeAuctionSetup } from '../quiz/whole-auction';
import { err, issue, ok, type Issue, type Result } from '../result';
import { storedExplanation } from './review';
import type { AuctionItemSource, AuctionQuestion, AuctionRails, AuctionRecord, AuctionStep, AuctionTurn } from './auction-types';
import type { StoredAuctionAnswer, StoredGrade } from './set-types';

export type { AuctionItemSource, AuctionQuestion, AuctionRails, AuctionRecord, AuctionStep, AuctionTurn };

export type AuctionIssue = Issue<'illegal-call' | 'unknown-call' | 'auction-ended' | 'auction-unfinished' | 'answer-shape'>;

/** The question a source makes: the set's own (studentSeed null) or a fresh-hands student's (the seeds mixed). */
export function auctionQuestion(source: AuctionItemSource, studentSeed: number | null): AuctionQuestion {
  const seed = studentSeed === null ? source.seed : mixSeeds(source.seed, studentSeed);
  const seat = seatOf(seed, source.seat);
  const setup = wholeAuctionSetup(seed, seat);
  return { seed, deal: makeDeal(setup.deal, 'N'), dealer: setup.dealer, vul: setup.vul, seat };
}

/**
 * The auction of `question` with the student's calls `given` (in order) on `rails`, as far as they go: the system calls
 * for the other seats until the student is to call, each given call is graded against the bidder's call there. Issues:
 * 'illegal-call' {turn, call, reason} (1-based turn), 'auction-ended' {count, turns} (more calls than the auction takes).
 */
export function playAuction(question: AuctionQuestion, given: readonly Call[], rails: AuctionRails): Result<AuctionRecord, AuctionIssue> {
  const deal = parseDeal(question.deal);
  if (!deal.ok) throw new Error(`a stored whole-auction deal does not read: ${question.deal}`);
  const steps: AuctionStep[] = [];
  const calls: Call[] = [];
  const turns: AuctionTurn[] = [];
  for (let seat = seatToCall({ dealer: question.dealer, calls }); seat !== null; seat = seatToCall({ dealer: question.dealer, calls })) {
    const auction = { dealer: question.dealer, calls: [...calls] };
    const advice = advise({ hand: handOf(deal.value, seat), auction, vul: question.vul });
    const system: AuctionStep = { seat, call: makeCall(advice.call), by: 'system', rule: advice.rule, explain: advice.explain };
    if (seat !== question.seat) {
      steps.push(system);
      calls.push(advice.call);
      continue;
    }
    if (turns.length === given.length) return ok(recordOf(question, rails, steps, turns, null));
    const call = given[turns.length];
    const problem = checkCall(auction, call);
    if (problem) return err(issue('illegal-call', { turn: turns.length + 1, call: makeCall(call), reason: problem.code }));
    const right = sameCall(call, advice.call);
    turns.push({
      index: steps.length, given: makeCall(call), right, expected: storedExplanation(advice),
      shows: right ? null : (describeCall(auction, call)?.rule ?? null),
    });
    const own = rails === 'own' && !right;
    steps.push(own ? { seat, call: makeCall(call), by: 'student', rule: null, explain: null } : system);
    calls.push(own ? call : advice.call);
  }
  if (turns.length < given.length) return err(issue('auction-ended', { count: given.length, turns: turns.length }));
  const contract = contractOf({ dealer: question.dealer, calls });
  return ok(recordOf(question, rails, steps, turns, contract === null ? 'passed out' : `${makeContract(contract)} ${contract.declarer}`));
}

function recordOf(
  question: AuctionQuestion, rails: AuctionRails, steps: AuctionStep[], turns: AuctionTurn[], contract: string | null,
): AuctionRecord {
  const wrong = turns.findIndex((t) => !t.right);
  return { ...question, rails, steps, turns, finished: contract !== null, firstWrong: wrong < 0 ? null : wrong, contract };
}

/**
 * A student's answer to a whole-auction item from a request body ({ calls: ['P', '1S', …] }), played out and graded:
 * the calls must be legal where they are made and end the auction exactly ('auction-unfinished' {count} otherwise).
 */
export function gradeAuctionAnswer(question: AuctionQuestion, input: unknown, rails: AuctionRails): Result<AuctionRecord, AuctionIssue> {
  const calls = readCalls(input);
  if (!calls.ok) return calls;
  const record = playAuction(question, calls.value, rails);
  if (!record.ok) return record;
  if (!record.value.finished) return err(issue('auction-unfinished', { count: calls.value.length }));
  return record;
}

/** At most this many calls in one answer (no auction of one seat is longer: 35 bids and doubles leave fewer turns). */
export const MAX_AUCTION_CALLS = 64;

function readCalls(input: unknown): Result<Call[], AuctionIssue> {
  const list = typeof input === 'object' && input !== null && Object.keys(input).length === 1 ? (input as { calls?: unknown }).calls : undefined;
  if (!Array.isArray(list) || list.length > MAX_AUCTION_CALLS || !list.every((c) => typeof c === 'string' && c.length <= 12)) {
    return err(issue('answer-shape', { kind: 'call', path: 'calls' }));
  }
  const calls: Call[] = [];
  for (const text of list as string[]) {
    const call = parseCall(text);
    if (!call.ok) return err(issue('unknown-call', { call: text }));
    calls.push(call.value);
  }
  return ok(calls);
}

/** The item's grade as plain data (the answers table's flat columns): right only when every call is right. */
export interface AuctionGrade {
  readonly right: boolean;
  /** The student's calls ('P 1S P'). */
  readonly answer: string;
  /** The system's calls in the student's seat, where the student called ('P 2S P'). */
  readonly expected: string;
  /** The first wrong call's 1-based turn, or null. */
  readonly firstWrong: number | null;
  /** The first wrong call: the rule of the system's call there (the rule that rejects it on this hand); null when right. */
  readonly rule: RuleId | null;
}

export function auctionGrade(record: AuctionRecord): AuctionGrade {
  const wrong = record.firstWrong === null ? null : record.turns[record.firstWrong];
  return {
    right: wrong === null,
    answer: record.turns.map((t) => t.given).join(' '),
    expected: record.turns.map((t) => t.expected.call).join(' '),
    firstWrong: record.firstWrong === null ? null : record.firstWrong + 1,
    rule: wrong?.expected.rule ?? null,
  };
}

/** The spread per call: for each turn (1-based), how many students gave which call, and how many were right. */
export interface TurnSpread {
  readonly turn: number;
  readonly calls: ReadonlyMap<string, number>;
  readonly right: number;
  readonly answered: number;
}

export function auctionSpread(records: readonly AuctionRecord[]): TurnSpread[] {
  const spread: { calls: Map<string, number>; right: number; answered: number }[] = [];
  for (const record of records) {
    for (const [k, t] of record.turns.entries()) {
      const at = (spread[k] ??= { calls: new Map(), right: 0, answered: 0 });
      at.calls.set(t.given, (at.calls.get(t.given) ?? 0) + 1);
      at.answered++;
      if (t.right) at.right++;
    }
  }
  return spread.map((s, k) => ({ turn: k + 1, ...s }));
}

/**
 * What a test's student is shown of their own answer before the teacher reveals: the auction's calls only (the others'
 * calls and the student's own; on own rails no call of the system's in the student's seat that differs) and the
 * contract, without any grade, rule or explanation.
 */
export function unrevealedAuction(record: AuctionRecord): { readonly calls: readonly { seat: Seat; call: string }[]; readonly contract: string | null } {
  if (record.rails !== 'own') throw new Error('a test’s whole auction runs on the student’s own calls');
  return { calls: record.steps.map((s) => ({ seat: s.seat, call: s.call })), contract: record.contract };
}

/** The system's whole auction on the question's deal, as plain text ('1H P 2C P …'): what the item is graded against. */
export function systemAuctionText(question: AuctionQuestion): string {
  const deal = parseDeal(question.deal);
  if (!deal.ok) throw new Error(`a stored whole-auction deal does not read: ${question.deal}`);
  return bidDeal(deal.value, question.dealer, question.vul).calls.map((c) => makeCall(c.call)).join(' ');
}

/**
 * The question as a call item at the student's first turn (the system's calls before it): how the views that know only
 * quiz items (the position columns, the share code) see a whole-auction item.
 */
export function firstTurnOf(question: AuctionQuestion): QuizItem {
  const deal = parseDeal(question.deal);
  if (!deal.ok) throw new Error(`a stored whole-auction deal does not read: ${question.deal}`);
  const calls: Call[] = [];
  for (const c of bidDeal(deal.value, question.dealer, question.vul).calls) {
    if (c.seat === question.seat) break;
    calls.push(c.call);
  }
  return callItemOn({ topic: 'open', seed: question.seed, rule: null, nearMiss: false }, deal.value, question.dealer, question.vul, calls);
}

/**
 * A whole-auction answer's grade as the answers table keeps it (flat columns, like every other item's): right only when
 * every call was right; the answer and expected texts are the student's calls and the system's there ('P 1S P' against
 * 'P 2S P'); `rule` is the first wrong call's (the system's call there). The expected rule, which the progress per rule
 * counts, is the first wrong call's too, and for an item right throughout the rule of the student's first call (the
 * seat's first decision): an item counts once in the progress, as in the grid and the CSV.
 */
export function auctionStoredGrade(answer: StoredAuctionAnswer, system: string): StoredGrade {
  const grade = auctionGrade(answer.record);
  const first = answer.record.turns[0];
  return {
    right: grade.right, answer: grade.answer, rule: grade.rule, system,
    expected: { kind: 'call', call: null, text: grade.expected, rule: grade.rule ?? first?.expected.rule ?? null, by: 'system' },
  };
}
