// The text of an answer field's issue in the page's language ("H: “x” is not a number.").
// Example: const issueText = useAnswerIssueText(); issueText('H', { code: 'answer-empty', params: {} }) → 'H: enter a number.'

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import type { AnswerIssue } from '@/lib/quiz/grade-answer';

export function useAnswerIssueText(): (field: string, found: AnswerIssue) => string {
  const t = useTranslations('exercises');
  return useCallback(
    (field: string, found: AnswerIssue) => t('fieldIssue', { field, message: t(`issues.${found.code}`, found.params) }),
    [t],
  );
}
