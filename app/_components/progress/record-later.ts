// Recording an answer without shipping the progress store with the page: the store (and zod, which validates what
// localStorage holds) loads on the first answer, and the answer is recorded as soon as it is there.
// Example: recordLater({ code, kind: 'call', topic: 'open', rule: 'O-1NT', right: true, day: today() }).

import type { AnswerRecord } from '@/lib/quiz/progress-model';

/** Whole days since 1970-01-01 UTC: the day every AnswerRecord and review date counts in. */
export function today(now: number = Date.now()): number {
  return Math.floor(now / 86_400_000);
}

/** Records `answer` in this browser's progress once the store has loaded (answers keep their order). */
export function recordLater(answer: AnswerRecord): void {
  void import('./use-progress').then((m) => m.recordAnswerNow(answer));
}
