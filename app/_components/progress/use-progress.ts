'use client';
// The learner's progress in the browser, no account: one store over localStorage shared by every component and tab.
// Example: const { progress, record } = useProgress(); record({ code, kind: 'call', topic: 'open', rule, right, day }).

import { useMemo, useSyncExternalStore } from 'react';
import { dueCodes, type AnswerRecord, type LessonMark, type Progress } from '@/lib/progress/progress';
import type { DrillKind } from '@/lib/quiz/topics';
import { reportSetAside } from '../set-aside';
import { createProgressStore, SERVER_SNAPSHOT, type ProgressSnapshot } from './progress-store';

export interface ProgressApi {
  readonly progress: Progress;
  record(answer: AnswerRecord): void;
  /** Marks a lesson read or practised on `day` (the first mark stays). */
  markLesson(slug: string, mark: LessonMark, day: number): void;
  reset(): void;
  /** The share codes due for review on `day` (of one drill kind when given), most overdue first. */
  dueCodes(day: number, topic?: DrillKind): string[];
}

// what the store sets aside is told by the site's notice (storage-notice.tsx), on whichever page writes progress
const store = createProgressStore(
  () => window.localStorage,
  typeof window === 'undefined' ? null : window,
  reportSetAside,
);

const serverSnapshot = (): ProgressSnapshot => SERVER_SNAPSHOT;

export function useProgress(): ProgressApi {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  return useMemo(
    () => ({
      progress: snapshot.progress,
      record: store.record,
      markLesson: store.markLesson,
      reset: store.reset,
      dueCodes: (day: number, topic?: DrillKind) => dueCodes(snapshot.progress, day, topic),
    }),
    [snapshot],
  );
}

/** Records an answer in the one store (record-later.ts calls it once this module has loaded). */
export function recordAnswerNow(answer: AnswerRecord): void {
  store.record(answer);
}

/** Marks a lesson in the one store (lesson pages load this module only when they mark). */
export function markLessonNow(slug: string, mark: LessonMark, day: number): void {
  store.markLesson(slug, mark, day);
}

