'use client';
// The question component of each item kind: the one place the session looks them up (a Record over every
// QuestionKind, so a new kind does not compile without its component). The evaluate, legal, roles and score questions load
// when a session first shows one: a bidding session does not ship them. Example: QUESTION_COMPONENTS.call === CallQuestion.

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { QuestionKind } from '@/lib/quiz';
import { CallQuestion } from './call-question';
import type { QuestionProps } from './question-types';

export const QUESTION_COMPONENTS: Readonly<Record<QuestionKind, ComponentType<QuestionProps>>> = {
  call: CallQuestion,
  evaluate: dynamic(() => import('../exercise/evaluate-question').then((m) => m.EvaluateQuestion)),
  legal: dynamic(() => import('../exercise/legal-question').then((m) => m.LegalQuestion)),
  roles: dynamic(() => import('../exercise/roles-question').then((m) => m.RolesQuestion)),
  score: dynamic(() => import('../exercise/score-question').then((m) => m.ScoreQuestion)),
};
