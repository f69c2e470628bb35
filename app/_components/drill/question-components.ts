// The question component of each item kind: the one place the session looks them up. The kinds listed in
// question-kinds.ts and the keys here must agree (a Record over them). Example: QUESTION_COMPONENTS.call === CallQuestion.

import type { ComponentType } from 'react';
import type { QuestionKind } from '@/lib/quiz';
import { CallQuestion } from './call-question';
import type { AnsweredKind } from './question-kinds';
import type { QuestionProps } from './question-types';

const COMPONENTS: Readonly<Record<AnsweredKind, ComponentType<QuestionProps>>> = {
  call: CallQuestion,
};

export const QUESTION_COMPONENTS: Partial<Record<QuestionKind, ComponentType<QuestionProps>>> = COMPONENTS;
