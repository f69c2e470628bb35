// Accepts that fit the hand (issue 37): which stored answers an accepted call turns right — on the hand it was made on,
// and on the other hands it may be extended to (the same expected call and rule, the same call answered) — and which
// calls grade one stored item (the set item's accepts for every hand, and its own). Example: acceptPlan(marko, hands,
// answers, 'P') → { hand: [Marko's pass], others: [{ item: Ana's item, answers: [Ana's pass] }] }, never Željka's (3NT).

import type { StoredExpected } from './set-types';

/** A stored item as an accept sees it: its id, whose it is (null: the set's own) and what it expects. */
export interface AcceptHand {
  readonly item: string;
  readonly student: string | null;
  readonly expected: Pick<StoredExpected, 'kind' | 'call' | 'rule'>;
}

/** A stored answer as an accept sees it: the stored item answered, the answer's text and its grade now. */
export interface AcceptAnswer {
  readonly id: string;
  readonly item: string | null;
  readonly student: string;
  /** The answer as text ('P', '2D'). */
  readonly answer: string;
  readonly right: boolean;
  /** The kind of the expected answer it was graded against ('call': a call may be accepted). */
  readonly kind: string;
}

/** The answers an accept turns right: on its own hand, and per other hand it could be extended to. */
export interface AcceptPlan {
  readonly hand: readonly AcceptAnswer[];
  readonly others: readonly { readonly hand: AcceptHand; readonly answers: readonly AcceptAnswer[] }[];
}

/** Two stored items ask for the same answer: both calls, the same expected call, by the same rule. */
export function sameExpectedCall(a: AcceptHand['expected'], b: AcceptHand['expected']): boolean {
  return a.kind === 'call' && b.kind === 'call' && a.call !== null && a.call === b.call && a.rule === b.rule;
}

/** Whether accepting `call` turns this answer right: a call graded wrong that is `call`. */
export function turnsRight(answer: AcceptAnswer, call: string): boolean {
  return answer.kind === 'call' && !answer.right && answer.answer === call;
}

/**
 * What accepting `call` on `target` turns right: the target's wrong answers with that call, and every other hand whose
 * expected call and rule are the target's and whose student gave that call and was graded wrong (each with those
 * answers). A hand with another expected answer is never among them, whatever its student answered.
 */
export function acceptPlan(target: AcceptHand, hands: readonly AcceptHand[], answers: readonly AcceptAnswer[], call: string): AcceptPlan {
  const turning = answers.filter((a) => turnsRight(a, call));
  const of = (item: string) => turning.filter((a) => a.item === item);
  const others = hands
    .filter((h) => h.item !== target.item && sameExpectedCall(h.expected, target.expected))
    .map((hand) => ({ hand, answers: of(hand.item) }))
    .filter((o) => o.answers.length > 0);
  return { hand: of(target.item), others };
}

/** The calls that grade one stored item: the set item's accepted calls (every hand's), then the item's own, once each. */
export function acceptedOfHand(setItem: readonly string[], own: readonly string[] = []): string[] {
  return [...new Set([...setItem, ...own])];
}

/**
 * A board's accepted calls once the teacher changes its key (D9): none but those the teacher confirms, each once, and
 * never the key itself (it is the expected answer now). `confirmed` undefined with the key unchanged keeps them all.
 */
export function acceptsAfterKey(before: readonly string[], confirmed: readonly string[] | undefined, key: string, keyChanged: boolean): string[] {
  const kept = confirmed ?? (keyChanged ? [] : before);
  return [...new Set(kept)].filter((call) => call !== key);
}
