// The question component of each item kind: the one place the session (and the topic page, to know which topics
// have a page) looks them up. Example: QUESTION_COMPONENTS.call === CallQuestion; hasQuestion('score') until merged.

import type { ComponentType } from 'react';
import type { QuestionKind } from '@/lib/quiz';
import { CallQuestion } from './call-question';
import type { QuestionProps } from './question-types';

export const QUESTION_COMPONENTS: Partial<Record<QuestionKind, ComponentType<QuestionProps>>> = {
  call: CallQuestion,
};

export function hasQuestion(kind: QuestionKind): boolean {
  return QUESTION_COMPONENTS[kind] !== undefined;
}
