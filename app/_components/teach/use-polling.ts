'use client';
// A page asks again while it is shown: `refresh` at once, then `every` ms (POLL_MS) after each reply; nothing while the
// page is hidden, and at once when it is shown again. Example: usePolling(refresh) in the teacher pages; usePolling(refresh,
// 2000) on a partnership practice's seat, which shows partner's call within a few seconds.

import { useEffect } from 'react';

/** The wait after each reply before the next poll. */
export const POLL_MS = 5000;

export function usePolling(refresh: () => Promise<unknown>, every: number = POLL_MS): void {
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      if (document.visibilityState === 'visible') await refresh();
      if (!stopped) timer = setTimeout(() => void poll(), every);
    };
    void poll();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh, every]);
}
