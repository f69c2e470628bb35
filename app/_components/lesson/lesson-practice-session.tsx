'use client';
// The lesson's practice questions in the browser: the drills' session over the lesson's fixed items; every answer is
// recorded in the learner's progress, and when all of them are answered the lesson is marked practised.
// Example: <LessonPracticeSession slug="hand-strength" topic="evaluate" entries={entries} pbn={pbn} />.

import { useRef } from 'react';
import type { AnswerRecord } from '@/lib/progress/model';
import { DrillSession, type DrillEntry } from '../drill/drill-session';
import { recordLater } from '../progress/record-later';
import { markLessonLater } from './lesson-marks';

interface Props {
  readonly slug: string;
  readonly topic: string;
  readonly entries: readonly DrillEntry[];
  readonly pbn: string;
}

export function LessonPracticeSession({ slug, topic, entries, pbn }: Props) {
  const answered = useRef(new Set<string>());
  function onRecord(answer: AnswerRecord) {
    recordLater(answer);
    answered.current.add(answer.code);
    if (answered.current.size >= entries.length) markLessonLater(slug, 'practised');
  }
  return <DrillSession topic={topic} entries={entries} seed={null} pbn={pbn} onRecord={onRecord} embedded />;
}
