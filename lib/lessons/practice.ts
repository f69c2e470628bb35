// A lesson's practice questions: three drill items from its <Practice topic="…"> topics (the topics in turn), each
// from a seed fixed by the lesson's number and the item's place, so every reader of a lesson gets the same three.
// Example: practiceItems(['O-1NT', 'O-2NT', 'O-3NT'], 7) → items for O-1NT (seed 7000), O-2NT (7001), O-3NT (7002).

import { quizItem, type QuizItem } from '../quiz';
import { itemCode } from '../quiz/item-code';
import type { Topic } from '../quiz/topics';

export const PRACTICE_ITEMS = 3;

export interface PracticeEntry {
  readonly item: QuizItem;
  /** The item's share code. */
  readonly code: string;
}

export function practiceItems(topics: readonly Topic[], lessonNumber: number): PracticeEntry[] {
  if (topics.length === 0) throw new Error('a practice needs a topic');
  return Array.from({ length: PRACTICE_ITEMS }, (_, i) => {
    const item = quizItem(topics[i % topics.length], lessonNumber * 1000 + i);
    return { item, code: itemCode(item) };
  });
}
