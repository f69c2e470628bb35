'use client';
// The lesson's practice questions in the browser: the drills' session over the lesson's fixed items, inside the
// lesson messages (fetched once the page has loaded: they are not repeated in every lesson's HTML); every answer is
// recorded in the learner's progress, and when all of them are answered the lesson is marked practised.
// Example: <LessonPracticeSession slug="hand-strength" topic="evaluate" entries={entries} pbn={pbn} loading="…" failed="…" />.

import { useRef } from 'react';
import type { AnswerRecord } from '@/lib/progress/model';
import { DrillSession, type DrillEntry } from '../drill/drill-session';
import { recordLater } from '../progress/record-later';
import { useHydrated } from '../use-hydrated';
import { markLessonLater } from './lesson-marks';
import { WithLessonMessages } from './lesson-messages';
import styles from './lesson.module.css';

interface Props {
  readonly slug: string;
  readonly topic: string;
  readonly entries: readonly DrillEntry[];
  readonly pbn: string;
  /** What shows while the messages come, and if they cannot (the page's language, from the server). */
  readonly loading: string;
  readonly failed: string;
}

export function LessonPracticeSession({ slug, topic, entries, pbn, loading, failed }: Props) {
  const answered = useRef(new Set<string>());
  // without JavaScript the <noscript> note says why there are no questions: no "loading" that never ends
  const hydrated = useHydrated();
  function onRecord(answer: AnswerRecord) {
    recordLater(answer);
    answered.current.add(answer.code);
    if (answered.current.size >= entries.length) markLessonLater(slug, 'practised');
  }
  return (
    <WithLessonMessages
      fallback={hydrated ? <p className={styles.onDemand}>{loading}</p> : null}
      failed={<p className={styles.onDemand} role="alert">{failed}</p>}
    >
      <DrillSession topic={topic} entries={entries} seed={null} pbn={pbn} onRecord={onRecord} embedded />
    </WithLessonMessages>
  );
}
