// The feedback on a call: right → the rule's name and its explanation with the hand's numbers; wrong → "you bid X,
// the system bids Y", the bidder's reasons, what X would show here and why this hand does not fit it, notes links.
// Example: <CallFeedback grade={gradeCall(item, bid(1, 'N')).value} seat="S" />.

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Seat } from '@/lib/bridge/types';
import type { CallGrade, CallReason } from '@/lib/quiz/grade-call';
import { BiddingCall } from '../bidding-call';
import { BiddingExplanation } from '../bidding-explanation';
import { useExplanationText } from '../explanation-text';
import { CallMeaningView } from './call-meaning';
import { LessonLink } from '../lesson/lesson-link';
import { usePracticeLesson } from '../exercise/taught-parts';
import { lessonOfRule } from '@/lib/lessons/catalogue';
import styles from './drill.module.css';

function NotesLink({ rule, yours = false }: { rule: string; yours?: boolean }) {
  // in a lesson's practice, no "more in lesson N" to the lesson being read
  const here = usePracticeLesson();
  const elsewhere = here === null || lessonOfRule(rule)?.number !== here;
  const t = useTranslations('drills.feedback');
  return (
    <p className={styles.notesLink}>
      <Link href={`/notes#${rule}`} data-notes-rule={rule}>
        {t(yours ? 'yourNotes' : 'notes', { rule })}
      </Link>
      {yours || !elsewhere ? null : <LessonLink rule={rule} className={styles.lessonLink} />}
    </p>
  );
}

function ReasonText({ reason }: { reason: CallReason }) {
  const t = useTranslations('drills.feedback');
  const text = useExplanationText();
  switch (reason.kind) {
    case 'failed':
      return <p className={styles.reason}>{t('failed', { rule: reason.rule, reason: text(reason.failed) })}</p>;
    case 'earlier-rule':
      return <p className={styles.reason}>{t('earlierRule', { rule: reason.rule })}</p>;
    case 'same-rule':
      return <p className={styles.reason}>{t('sameRule', { rule: reason.rule })}</p>;
    case 'no-meaning':
      return <p className={styles.reason}>{t('noMeaning')}</p>;
  }
}

export function CallFeedback({ grade, seat }: { grade: CallGrade; seat: Seat }) {
  const t = useTranslations();
  const text = useExplanationText();
  const { advice } = grade;
  if (grade.right) {
    return (
      <div className={`${styles.feedback} ${styles.right}`} data-outcome="right">
        <p className={styles.verdict}>
          <span aria-hidden="true">✓ </span>
          {t.rich('drills.feedback.right', { call: () => <BiddingCall call={grade.call} /> })}
        </p>
        <p className={styles.ruleName}>{t('drills.feedback.rule', { rule: advice.rule, summary: t(`notes.rules.summaries.${advice.rule}`) })}</p>
        <p>{text(advice.explain)}</p>
        {advice.via ? <p>{text(advice.via.explain)}</p> : null}
        <NotesLink rule={advice.rule} />
      </div>
    );
  }
  const yours = grade.meaning?.rule ?? null;
  return (
    <div className={`${styles.feedback} ${styles.wrong}`} data-outcome="wrong">
      <p className={styles.verdict}>
        <span aria-hidden="true">✗ </span>
        {t.rich('drills.feedback.wrong', {
          yours: () => <BiddingCall call={grade.call} />,
          expected: () => <BiddingCall call={advice.call} />,
        })}
      </p>
      <h4 className={styles.feedbackHead}>{t('drills.feedback.why')}</h4>
      <BiddingExplanation seat={seat} advice={advice} foldRejected />
      <NotesLink rule={advice.rule} />
      <h4 className={styles.feedbackHead}>{t('drills.feedback.yours')}</h4>
      {grade.meaning ? (
        <>
          <p>{t.rich('drills.feedback.yoursShows', { call: () => <BiddingCall call={grade.call} /> })}</p>
          <CallMeaningView meaning={grade.meaning} />
        </>
      ) : null}
      {grade.reason ? <ReasonText reason={grade.reason} /> : null}
      {yours !== null && yours !== advice.rule ? <NotesLink rule={yours} yours /> : null}
    </div>
  );
}
