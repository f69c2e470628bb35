import type { QuizItem } from '@/lib/quiz';

export interface QuestionProps {
  readonly item: QuizItem;
  /** The item's share code. */
  readonly code: string;
  /** Called once, when the learner's answer has been graded (the component then shows its feedback). */
  readonly onAnswered: (outcome: { readonly right: boolean }) => void;
}
