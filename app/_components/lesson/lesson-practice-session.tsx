'use client';
// The lesson's practice questions in the browser: the drills' session over the lesson's fixed items, inside the
// drill messages (fetched once the page has loaded: they are not repeated in every lesson's HTML); every answer is
// recorded in the learner's progress, and when all of them are answered the lesson is marked practised.
// Example: <LessonPracticeSession slug="hand-strength" lesson={4} topic="evaluate" entries={entries} pbn={pbn} loading="…" failed="…" />.

import { useRef } from 'react';
import type { AnswerRecord } from '@/lib/progress/model';
import { DrillSession, type DrillEntry } from '../drill/drill-session';
import { TaughtParts } from '../exercise/taught-parts';
import { recordLater } from '../progress/record-later';
import { useHydrated } from '../use-hydrated';
import { markLessonLater } from './lesson-marks';
import { WithDrillMessages } from '../drill/drill-messages';
import styles from './lesson.module.css';

interface Props {
  readonly slug: string;
  /** The lesson's number: its questions ask only what the course has taught by then. */
  readonly lesson: number;
  readonly topic: string;
  readonly entries: readonly DrillEntry[];
  readonly pbn: string;
  /** What shows while the messages come, and if they cannot (the page's language, from the server). */
  readonly loading: string;
  readonly failed: string;
}

export function LessonPracticeSession({ slug, lesson, topic, entries, pbn, loading, failed }: Props) {
  const answered = useRef(new Set<string>());
  // without JavaScript the <noscript> note says why there are no questions: no "loading" that never ends
  const hydrated = useHydrated();
  function onRecord(answer: AnswerRecord) {
    recordLater(answer);
    answered.current.add(answer.code);
    if (answered.current.size >= entries.length) markLessonLater(slug, 'practised');
  }
  return (
    <WithDrillMessages
      fallback={hydrated ? <p className={styles.onDemand}>{loading}</p> : null}
      failed={<p className={styles.onDemand} role="alert">{failed}</p>}
    >
      <TaughtParts lesson={lesson}>
        <DrillSession topic={topic} entries={entries} seed={null} pbn={pbn} onRecord={onRecord} embedded />
      </TaughtParts>
    </WithDrillMessages>
  );
}
