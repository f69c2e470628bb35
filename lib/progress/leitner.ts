// The Leitner review queue: a miss puts the item in box 1 due the next day; a right answer on a due item moves it up
// a box (due after 1, 2, 4, 8, 16 days by box), out of the queue from box 5. Example: review([], miss on day 10) → box 1, due 11.

import { BOX_DAYS, MAX_QUEUE, isQueueableCode, type AnswerRecord, type Box, type ReviewEntry } from './model';
import type { DrillKind } from '../quiz/topics';

/** The queue after one answer. */
export function reviewQueue(queue: readonly ReviewEntry[], answer: AnswerRecord): readonly ReviewEntry[] {
  if (!isQueueableCode(answer.code)) return queue;
  const at = queue.findIndex((entry) => entry.code === answer.code);
  if (!answer.right) {
    // a miss, queued or not, starts again in box 1 as the newest entry; the oldest make room
    const others = at < 0 ? queue : [...queue.slice(0, at), ...queue.slice(at + 1)];
    const entry: ReviewEntry = { code: answer.code, topic: answer.topic, box: 1, due: answer.day + BOX_DAYS[0] };
    return [...others.slice(Math.max(0, others.length - (MAX_QUEUE - 1))), entry];
  }
  if (at < 0) return queue;
  const entry = queue[at];
  // a right answer before the item is due does not promote it: the interval has not been waited out
  if (answer.day < entry.due) return queue;
  if (entry.box === 5) return [...queue.slice(0, at), ...queue.slice(at + 1)];
  const box = (entry.box + 1) as Box;
  const moved: ReviewEntry = { ...entry, box, due: answer.day + BOX_DAYS[box - 1] };
  return [...queue.slice(0, at), moved, ...queue.slice(at + 1)];
}

/** The queued entries due on `day` (of one drill kind when given), most overdue first, then oldest first. */
export function dueEntries(queue: readonly ReviewEntry[], day: number, topic?: DrillKind): readonly ReviewEntry[] {
  return queue.filter((entry) => entry.due <= day && (topic === undefined || entry.topic === topic)).sort((a, b) => a.due - b.due);
}
