// Why a call of a whole auction was wrong, as the drill, the lessons' "bid it yourself" and a teacher's set give it:
// the system's explanation, the condition the learner's call failed on this hand, and what that call would have shown.
// Example: <AttemptReasons attempt={attempt} /> under "✗ You bid 2♥; the system bids 3NT".

import { useTranslations } from 'next-intl';
import type { LearnerAttempt } from '@/lib/quiz/whole-auction';
import { CallMeaningView } from '../drill/call-meaning';
import { useExplanationText } from '../explanation-text';

export function AttemptReasons({ attempt }: { attempt: LearnerAttempt }) {
  const t = useTranslations('exercises.auction');
  const text = useExplanationText();
  return (
    <>
      <p>{text(attempt.expected.explain)}</p>
      {attempt.failed ? (
        <p>
          {t('failed')} {text(attempt.failed)}
        </p>
      ) : null}
      {attempt.shows ? (
        <>
          <p>{t('shows')}</p>
          <CallMeaningView meaning={attempt.shows} />
        </>
      ) : null}
    </>
  );
}
