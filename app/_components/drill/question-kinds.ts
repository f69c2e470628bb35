// The item kinds that have a question component: what the index links and the topic page serves. Kept apart from
// the components so that a server page can ask without shipping them. Example: hasQuestion('call') === true.

import type { QuestionKind } from '@/lib/quiz';

/** question-components.ts maps exactly these kinds (its type makes the compiler check both lists agree). */
export const QUESTION_KINDS = ['call'] as const satisfies readonly QuestionKind[];
export type AnsweredKind = (typeof QUESTION_KINDS)[number];

export function hasQuestion(kind: QuestionKind): kind is AnsweredKind {
  return (QUESTION_KINDS as readonly QuestionKind[]).includes(kind);
}
