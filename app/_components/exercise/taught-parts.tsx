'use client';
// The lesson a practice question is asked in, for the questions inside it: an evaluation question and its breakdown
// show only what the course has taught by then (lib/lessons/taught), and the feedback does not send the reader to
// the lesson they are in. Outside a lesson (drills, exercises) everything is shown and there is no lesson.
// Example: <TaughtParts lesson={4}>…</TaughtParts>; useTaughtParts().qt → false inside it.

import { createContext, useContext, type ReactNode } from 'react';
import { SHOW_ALL, shownInLesson, type EvaluationShown } from '@/lib/lessons/taught';

interface InLesson {
  readonly lesson: number | null;
  readonly shown: EvaluationShown;
}

const Lesson = createContext<InLesson>({ lesson: null, shown: SHOW_ALL });

export function TaughtParts({ lesson, children }: { lesson: number; children: ReactNode }) {
  return <Lesson.Provider value={{ lesson, shown: shownInLesson(lesson) }}>{children}</Lesson.Provider>;
}

export function useTaughtParts(): EvaluationShown {
  return useContext(Lesson).shown;
}

/** The number of the lesson whose practice this is, or null in a drill. */
export function usePracticeLesson(): number | null {
  return useContext(Lesson).lesson;
}
