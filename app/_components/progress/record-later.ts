// Recording an answer without shipping the progress store with the page: the store (and lib/progress, which reads what
// localStorage holds) loads on the first answer, and the answer is recorded as soon as it is there.
// Example: recordLater({ code, kind: 'call', topic: 'open', rule: 'O-1NT', right: true, day: today() }).

import type { AnswerRecord } from '@/lib/progress/model';

/** Records `answer` in this browser's progress once the store has loaded (answers keep their order). */
export function recordLater(answer: AnswerRecord): void {
  void import('./use-progress').then((m) => m.recordAnswerNow(answer));
}
