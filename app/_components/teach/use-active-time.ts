'use client';
// The active time of the question on screen (active-time.ts fed with the page's input and visibility events); reset
// for each question. Example: const clock = useActiveTime(index); … send({ ms: clock() }).

import { useCallback, useEffect, useRef } from 'react';
import { activeMs, hide, input, show, start, type ActiveTime } from './active-time';

export function useActiveTime(question: number | string): () => number {
  const time = useRef<ActiveTime>({ ms: 0, last: null });
  useEffect(() => {
    time.current = start(Date.now(), document.visibilityState === 'visible');
    const onInput = () => {
      time.current = input(time.current, Date.now());
    };
    const onVisibility = () => {
      time.current = document.visibilityState === 'hidden' ? hide(time.current, Date.now()) : show(time.current, Date.now());
    };
    window.addEventListener('keydown', onInput, true);
    window.addEventListener('pointerdown', onInput, true);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('keydown', onInput, true);
      window.removeEventListener('pointerdown', onInput, true);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [question]);
  return useCallback(() => Math.round(activeMs(time.current, Date.now())), []);
}
