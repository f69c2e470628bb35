// A lesson's practice questions: three drill items from its <Practice topic="…"> topics (the topics in turn), each
// from a seed fixed by the lesson's number and the item's place, so every reader of a lesson gets the same three.
// A bidding lesson asks its own rules: every call item's expected call carries one of the lesson's rules (issue 28).
// Example: practiceItems(['O-1NT', 'O-2NT', 'O-3NT'], 7) → items for O-1NT (seed 7000), O-2NT (7001), O-3NT (7002).

import { quizItem, type QuizItem } from '../quiz';
import { itemCode } from '../quiz/item-code';
import type { Topic } from '../quiz/topics';
import type { SystemRuleId } from '../system-rule-ids';
import { LESSONS } from './catalogue';
import { shownInLesson } from './taught';

const PRACTICE_ITEMS = 3;

export interface PracticeEntry {
  readonly item: QuizItem;
  /** The item's share code. */
  readonly code: string;
}

/** The kinds of score sheet a "score it" item can be on. */
export const SHEETS = ['duplicate', 'chicago', 'rubber'] as const;
export type Sheet = (typeof SHEETS)[number];

export function sheetOf(item: QuizItem): Sheet | null {
  const e = item.expected;
  if (e.kind !== 'score') return null;
  return e.chicago ? 'chicago' : e.rubber ? 'rubber' : 'duplicate';
}

/** Seeds tried for an item on one of the wanted sheets, or one without partner's suit (never near the end). */
const SHEET_TRIES = 200;

/**
 * The lesson's items; `sheets` keeps score items to those sheets (the rubber lesson practises rubber only), and an
 * item asks only what the lesson has taught (lib/lessons/taught) and, in a bidding lesson, a call of the lesson's own
 * rules, taking for each place the first seed from its own that gives one.
 */
export function practiceItems(topics: readonly Topic[], lessonNumber: number, sheets: readonly Sheet[] = SHEETS): PracticeEntry[] {
  if (topics.length === 0) throw new Error('a practice needs a topic');
  // before lesson 10 an evaluation question never gives partner's suit: HDr is not taught yet
  const shown = shownInLesson(lessonNumber);
  const taught = (item: QuizItem) => shown.hdr || item.expected.kind !== 'evaluate' || item.expected.trump === null;
  // a bidding lesson's call items ask the lesson's own rules (the rebid lesson asks no responder's rebid)
  const rules: readonly string[] = LESSONS.find((l) => l.number === lessonNumber)?.rules ?? [];
  const own = (item: QuizItem) => item.expected.kind !== 'call' || rules.length === 0 || rules.includes(item.expected.rule as SystemRuleId);
  return Array.from({ length: PRACTICE_ITEMS }, (_, i) => {
    const topic = topics[i % topics.length];
    for (let k = 0; k < SHEET_TRIES; k++) {
      const item = quizItem(topic, lessonNumber * 1000 + i + k * PRACTICE_ITEMS);
      const sheet = sheetOf(item);
      if ((sheet === null || sheets.includes(sheet)) && taught(item) && own(item)) return { item, code: itemCode(item) };
    }
    throw new Error(`no ${topic} item on ${sheets.join('/')} for lesson ${lessonNumber} in ${SHEET_TRIES} seeds`);
  });
}
