// An item of a set as it is made once and stored: the position and question (the quiz item), what grades it (the
// expected answer and the rule that gives it), the rule or kind the teacher asked for, whether it is a near miss, and
// the system version that made it. Nothing shown to a teacher or student is remade from a seed after this.
// Example: makeItem({ source: 'topic', topic: 'R-NEW2', seed: 812, nearMiss: false }, null).expected → { kind: 'call',
// call: '2D', text: '2D', rule: 'R-NEW2', by: 'system' }.

import { describeCall } from '../bidder';
import { SYSTEM_VERSION } from '../bidder/system-version';
import { makeCall, makeCalls, parseCall } from '../bridge/call';
import { handOf, makeDeal } from '../bridge/deal';
import { makeHand } from '../bridge/hand';
import type { QuizItem } from '../quiz/item-types';
import type { Topic } from '../quiz/topics';
import { auctionQuestion, firstTurnOf, systemAuctionText, type AuctionQuestion } from './auction-item';
import type { StoredExplanation } from './explanation-types';
import { explanationOf } from './review';
import { expectedText, sourceItem, type ExpectedAnswer } from './set-items';
import type { SetItemSource, StoredExpected } from './set-types';

/** One item as made for the set (same hands) or for one student (fresh hands). */
export interface MadeItem {
  readonly item: QuizItem;
  readonly expected: StoredExpected;
  /** What the teacher asked for: a rule id or a drill kind; null for a board from a PBN file. */
  readonly asked: Topic | null;
  readonly nearMiss: boolean;
  /** The system version that made the item and its expected answer. */
  readonly system: string;
  /** The bidder's explanation of its call (rule and numbers) as made with it; null for the other kinds and items stored before it. */
  readonly explanation: StoredExplanation | null;
  /** A whole-auction item's question (the deal, dealer, vulnerability and the student's seat); absent for the others. */
  readonly auction?: AuctionQuestion;
}

/** A stored item with what grades it now (its expected answer and accepted calls): what the worksheet and PBN show. */
export interface AnsweredItem {
  readonly item: QuizItem;
  readonly expected: ExpectedAnswer;
}

/** The item's position as plain text, as the store's columns and the CSV write it. */
export interface ItemPosition {
  readonly deal: string;
  readonly dealer: QuizItem['dealer'];
  readonly vul: QuizItem['vul'];
  /** The calls so far ('1H P'; '' for none). */
  readonly auction: string;
  readonly seat: QuizItem['seat'];
  /** The hand the question is about ('AK65.AK5.K843.65'). */
  readonly hand: string;
}

export function itemPosition(item: QuizItem): ItemPosition {
  return {
    deal: makeDeal(item.deal, 'N'), dealer: item.dealer, vul: item.vul, auction: makeCalls(item.calls), seat: item.seat,
    hand: makeHand(handOf(item.deal, item.seat)),
  };
}

/**
 * What grades `item` made from `source`: a board whose teacher's key grades it is answered by the key (its rule is what
 * the key's call means in the system); every other item by the system's own answer.
 */
export function expectedOf(source: SetItemSource, item: QuizItem): StoredExpected {
  const e = item.expected;
  if (e.kind !== 'call') return { kind: item.kind, call: null, text: expectedText(e), rule: null, by: 'system' };
  if (source.source === 'board' && source.grade === 'key' && source.key !== null) {
    const key = parseCall(source.key);
    if (key.ok) {
      const rule = describeCall({ dealer: item.dealer, calls: item.calls }, key.value)?.rule ?? e.rule;
      const text = makeCall(key.value);
      return { kind: 'call', call: text, text, rule, by: 'key' };
    }
  }
  const text = makeCall(e.call);
  return { kind: 'call', call: text, text, rule: e.rule, by: 'system' };
}

/** The item `source` makes (for a fresh-hands student with `studentSeed`), with what grades it. */
export function makeItem(source: SetItemSource, studentSeed: number | null, system: string = SYSTEM_VERSION): MadeItem {
  if (source.source === 'auction') {
    // graded call by call when answered (auction-item.ts); what it is graded against is the system's auction on the
    // deal; its item, for the views that know only quiz items, is the call at the student's first turn
    const auction = auctionQuestion(source, studentSeed);
    return {
      item: firstTurnOf(auction), expected: { kind: 'call', call: null, text: systemAuctionText(auction), rule: null, by: 'system' },
      asked: null, nearMiss: false, system, explanation: null, auction,
    };
  }
  const item = sourceItem(source, studentSeed);
  return {
    item,
    expected: expectedOf(source, item),
    asked: source.source === 'topic' ? source.topic : null,
    nearMiss: item.nearMiss,
    system,
    explanation: explanationOf(item),
  };
}

/** What grades a stored item now: its stored expected answer and the calls the teacher accepted besides it. */
export function gradedBy(expected: StoredExpected, accepted: readonly string[]): ExpectedAnswer {
  const call = expected.call === null ? null : parseCall(expected.call);
  return {
    kind: expected.kind,
    call: call !== null && call.ok ? call.value : null,
    text: expected.text,
    rule: expected.rule,
    by: expected.by,
    accepted: accepted.map((text) => {
      const read = parseCall(text);
      return read.ok ? makeCall(read.value) : text;
    }),
  };
}
