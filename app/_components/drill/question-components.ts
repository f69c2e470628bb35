// The question component of each item kind: the one place the session looks them up (a Record over every
// QuestionKind, so a new kind does not compile without its component). Example: QUESTION_COMPONENTS.call === CallQuestion.

import type { ComponentType } from 'react';
import type { QuestionKind } from '@/lib/quiz';
import { EvaluateQuestion } from '../exercise/evaluate-question';
import { LegalQuestion } from '../exercise/legal-question';
import { ScoreQuestion } from '../exercise/score-question';
import { CallQuestion } from './call-question';
import type { QuestionProps } from './question-types';

export const QUESTION_COMPONENTS: Readonly<Record<QuestionKind, ComponentType<QuestionProps>>> = {
  call: CallQuestion,
  evaluate: EvaluateQuestion,
  legal: LegalQuestion,
  score: ScoreQuestion,
};
