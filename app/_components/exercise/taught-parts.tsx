'use client';
// What an evaluation question and its breakdown may show: everything, except inside a lesson's practice, which asks
// only what the course has taught by then (lib/lessons/taught). Example: <TaughtParts lesson={4}>…</TaughtParts>.

import { createContext, useContext, type ReactNode } from 'react';
import { SHOW_ALL, shownInLesson, type EvaluationShown } from '@/lib/lessons/taught';

const Taught = createContext<EvaluationShown>(SHOW_ALL);

export function TaughtParts({ lesson, children }: { lesson: number; children: ReactNode }) {
  return <Taught.Provider value={shownInLesson(lesson)}>{children}</Taught.Provider>;
}

export function useTaughtParts(): EvaluationShown {
  return useContext(Taught);
}
