// The printable worksheet's content as data: per item the hand, dealer, vulnerability, auction so far and what is asked
// (an empty answer box on the page), then the answer key (expected answer, rule, the bidder's explanation) apart.
// Example: worksheet(spec, storedItems).key[0] → { number: 1, answer: '2D', rule: 'R-NEW2', also: ['2N'], explanation: { key: 'rules.R-NEW2', … } };
// printedPages(9) → [[0, 1, 2, 3], [4, 5, 6, 7, 8]] (the questions of each printed page).

import { advise, describeCall, type CallMeaning, type Explanation } from '../bidder';
import { makeCall } from '../bridge/call';
import { handOf } from '../bridge/deal';
import { makeHolding } from '../bridge/hand';
import { SUITS, seatAfter, type Call, type Rank, type Seat, type Suit, type Vulnerability } from '../bridge/types';
import { evaluateFields, type EvaluateField } from '../quiz/grade-answer-evaluate';
import type { ChicagoQuestion, Expected, QuizItem, RubberQuestion } from '../quiz/item-types';
import type { AnsweredItem } from './made-item';
import type { ExpectedAnswer } from './set-items';
import type { ItemRule, SetSpec } from './set-types';

export interface WorksheetSuit {
  readonly suit: Suit;
  /** High to low, PBN ranks ('T' for the ten). */
  readonly cards: readonly Rank[];
}

/** What an item asks, by kind. */
export type WorksheetQuestion =
  | { readonly kind: 'call'; readonly seat: Seat }
  | { readonly kind: 'evaluate'; readonly fields: readonly EvaluateField[]; readonly trump: Suit | null }
  /** The auction (in `auction`) is to be checked. */
  | { readonly kind: 'legal' }
  /** The finished auction (in `auction`): its contract, declarer, opening leader and dummy are to be named. */
  | { readonly kind: 'roles' }
  | {
      readonly kind: 'score';
      readonly contract: Extract<Expected, { kind: 'score' }>['contract'];
      readonly declarer: Seat;
      readonly tricks: number;
      readonly vulnerable: boolean;
      readonly chicago: ChicagoQuestion | null;
      readonly rubber: RubberQuestion | null;
    };

export interface WorksheetItem {
  readonly number: number;
  /** The seat whose hand is shown (to call, evaluated, declarer). */
  readonly seat: Seat;
  readonly hand: readonly WorksheetSuit[];
  readonly dealer: Seat;
  readonly vul: Vulnerability;
  readonly auction: readonly { readonly seat: Seat; readonly call: Call }[];
  readonly question: WorksheetQuestion;
}

export interface WorksheetKey {
  readonly number: number;
  readonly answer: ExpectedAnswer;
  readonly rule: ItemRule;
  /** The bidder's explanation of its call when that is the answer (rendered by the explanation renderers). */
  readonly explanation: Explanation | null;
  /** When the teacher's key grades: what the key's call means in the system (null when it gives it no meaning). */
  readonly keyMeaning: CallMeaning | null;
  /** The drills' expected answer as data (evaluation numbers, the legal verdict, the score). */
  readonly expected: Expected;
  /** The calls also accepted for this hand ('1D (also accepted: 1NT)'): alsoAccepted. */
  readonly also: readonly string[];
}

export interface Worksheet {
  readonly title: string;
  readonly instructions: string;
  readonly items: readonly WorksheetItem[];
  readonly key: readonly WorksheetKey[];
}

function questionOf(item: QuizItem): WorksheetQuestion {
  const e = item.expected;
  switch (e.kind) {
    case 'call': return { kind: 'call', seat: item.seat };
    case 'evaluate': return { kind: 'evaluate', fields: evaluateFields(item), trump: e.trump };
    case 'legal': return { kind: 'legal' };
    case 'roles': return { kind: 'roles' };
    case 'score':
      return { kind: 'score', contract: e.contract, declarer: e.declarer, tricks: e.tricks, vulnerable: e.vulnerable, chicago: e.chicago, rubber: e.rubber };
  }
}

/**
 * The calls a key line lists beside the expected one (D10): those accepted for the hand (with fresh hands the student's
 * own, and the set item's), each once, never the expected call itself. Example: alsoAccepted('1D', ['1N', '1D']) → ['1N'].
 */
export function alsoAccepted(expected: string | null, accepted: readonly string[]): string[] {
  return [...new Set(accepted)].filter((call) => call !== expected);
}

function keyOf(index: number, { item, expected: answer }: AnsweredItem): WorksheetKey {
  const also = alsoAccepted(answer.call === null ? null : makeCall(answer.call), answer.accepted);
  const base = { number: index + 1, answer, rule: answer.rule, expected: item.expected, also };
  if (item.kind !== 'call') return { ...base, explanation: null, keyMeaning: null };
  const auction = { dealer: item.dealer, calls: item.calls };
  if (answer.by === 'key' && answer.call !== null) return { ...base, explanation: null, keyMeaning: describeCall(auction, answer.call) };
  return { ...base, explanation: advise({ hand: handOf(item.deal, item.seat), auction, vul: item.vul }).explain, keyMeaning: null };
}

/** The worksheet of `items` as stored (one student's, or the set's own hands for the whole class). */
export function worksheet(spec: Pick<SetSpec, 'title' | 'instructions'>, items: readonly AnsweredItem[]): Worksheet {
  return {
    title: spec.title,
    instructions: spec.instructions,
    items: items.map(({ item }, i) => {
      const hand = handOf(item.deal, item.seat);
      return {
        number: i + 1,
        seat: item.seat,
        hand: SUITS.map((suit, s) => ({ suit, cards: [...makeHolding(hand.suits[s])] as Rank[] })),
        dealer: item.dealer,
        vul: item.vul,
        auction: item.calls.map((call, k) => ({ seat: seatAfter(item.dealer, k), call })),
        question: questionOf(item),
      };
    }),
    key: items.map((answered, i) => keyOf(i, answered)),
  };
}

/** Questions on a printed page: the first page also holds the title, instructions and name line, so fewer. */
export const FIRST_PAGE_QUESTIONS = 4;
export const PAGE_QUESTIONS = 6;

/** The printed pages of `count` questions, as the questions' indexes per page: `first` on the first, `rest` on each next one. */
export function printedPages(count: number, first = FIRST_PAGE_QUESTIONS, rest = PAGE_QUESTIONS): number[][] {
  const pages: number[][] = [];
  for (let start = 0; start < count; ) {
    const size = pages.length === 0 ? first : rest;
    pages.push(Array.from({ length: Math.min(size, count - start) }, (_, k) => start + k));
    start += size;
  }
  return pages;
}
