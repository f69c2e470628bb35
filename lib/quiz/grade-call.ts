// Grading a call item: the learner's call against the bidder's, with everything the feedback shows as data (the
// advice, what the learner's call would show, why it does not fit). Example: gradeCall(item, bid(1, 'N')) → wrong, 'failed' hd-below.

import { advise, describeCall, type Advice, type CallMeaning, type Explanation, type RuleId } from '../bidder';
import { checkCall, legalCalls, type Auction, type AuctionIssue } from '../bridge/auction';
import { sameCall } from '../bridge/call';
import { handOf } from '../bridge/deal';
import type { Call } from '../bridge/types';
import { err, ok, type Result } from '../result';
import type { QuizItem } from './item-types';

/** Why the learner's call does not fit this hand (the call is wrong). */
export type CallReason =
  /** The call's rule was tried before the chosen one and failed this condition ("HD 17 is below 19"). */
  | { readonly kind: 'failed'; readonly rule: RuleId; readonly failed: Explanation }
  /** The call's rule comes later in the rule order: `rule` (the chosen one) comes first and applies. */
  | { readonly kind: 'earlier-rule'; readonly rule: RuleId }
  /** The chosen rule also makes calls like the learner's, but for this hand it picks another (another suit, level…). */
  | { readonly kind: 'same-rule'; readonly rule: RuleId }
  /** The system gives the call no meaning at this point of the auction. */
  | { readonly kind: 'no-meaning' };

export interface CallGrade {
  readonly right: boolean;
  /** The learner's call. */
  readonly call: Call;
  /** The bidder's advice for the position: its call (= item.expected.call), rule, explanation with the hand's numbers. */
  readonly advice: Advice;
  /** What the learner's call would show in this auction; null when the system gives it no meaning (or it is right). */
  readonly meaning: CallMeaning | null;
  /** Why a wrong call does not fit; null when the call is right. */
  readonly reason: CallReason | null;
}

/** The auction so far of a call item. */
export function itemAuction(item: QuizItem): Auction {
  return { dealer: item.dealer, calls: item.calls };
}

/**
 * The rule the learner's call is read by on this hand, as the drill's feedback shows it: the bidder's own rule when it
 * is the call the bidder makes here, else the rule of what the call would show in this auction (describeCall); null
 * when the system gives the call no meaning here. Never the rule of another call.
 */
export function callRule(item: QuizItem, grade: CallGrade): RuleId | null {
  if (sameCall(grade.advice.call, grade.call)) return grade.advice.rule;
  // a right call that is not the bidder's (graded by the item's expected call) has no meaning read yet
  const meaning = grade.right ? describeCall(itemAuction(item), grade.call) : grade.meaning;
  return meaning?.rule ?? null;
}

/** The calls the bidding box offers: the legal calls now (P, X, XX, then bids low → high). */
export function callChoices(item: QuizItem): Call[] {
  return legalCalls(itemAuction(item));
}

/** Why `call` (wrong, read as `meaning`) does not fit; ADV-SUIT / ADV-1NT compare their inner rows (via). */
function reasonFor(advice: Advice, meaning: CallMeaning | null, call: Call): CallReason {
  if (meaning === null) return { kind: 'no-meaning' };
  const theirs = meaning.via ?? meaning.rule;
  const candidates = advice.rejected.filter((r) => r.rule === theirs || r.rule === meaning.rule);
  const rejection = candidates.find((r) => r.call !== null && sameCall(r.call, call)) ?? candidates[0];
  if (rejection) return { kind: 'failed', rule: rejection.rule, failed: rejection.failed };
  const chosen = advice.via?.rule ?? advice.rule;
  return theirs === chosen ? { kind: 'same-rule', rule: chosen } : { kind: 'earlier-rule', rule: chosen };
}

/**
 * Grades `call` on a call item. An illegal call is refused with its auction issue (the bidding box never offers
 * one); an item that is not a call item is a programmer error.
 */
export function gradeCall(item: QuizItem, call: Call): Result<CallGrade, AuctionIssue> {
  if (item.expected.kind !== 'call') throw new Error(`gradeCall needs a call item, not ${item.kind}`);
  const auction = itemAuction(item);
  const problem = checkCall(auction, call);
  if (problem) return err(problem);
  const advice = advise({ hand: handOf(item.deal, item.seat), auction, vul: item.vul });
  const right = sameCall(call, item.expected.call);
  if (right) return ok({ right, call, advice, meaning: null, reason: null });
  const meaning = describeCall(auction, call);
  return ok({ right, call, advice, meaning, reason: reasonFor(advice, meaning, call) });
}
