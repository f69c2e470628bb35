// What every question component of a drill session receives: the item, its share code and the answer callback.
// Example: <CallQuestion item={item} code="…" onAnswered={({ right }) => …} /> — the session picks it by item.kind.

import type { Call } from '@/lib/bridge/types';
import type { QuizItem } from '@/lib/quiz';
import type { SetAnswer } from '@/lib/teach/set-types';

/** A graded answer: right or not, and for call questions the call the learner made (the session's result lists it). */
export interface Outcome {
  readonly right: boolean;
  readonly call?: Call;
  /** The answer as given, in the shape a teacher's set stores it ({ call: '1S' }, the counts, …): a set sends it. */
  readonly answer?: SetAnswer;
}

export interface QuestionProps {
  readonly item: QuizItem;
  /** The item's share code. */
  readonly code: string;
  /** Called once, when the learner's answer has been graded (the component then shows its feedback). */
  readonly onAnswered: (outcome: Outcome) => void;
}
