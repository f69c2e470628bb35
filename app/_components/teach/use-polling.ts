'use client';
// A teacher's page asks again while it is shown: `refresh` at once, then POLL_MS after each reply; nothing while the page
// is hidden, and at once when it is shown again. Example: usePolling(refresh) in the set's and the class's teacher pages.

import { useEffect } from 'react';

/** The wait after each reply before the next poll. */
export const POLL_MS = 5000;

export function usePolling(refresh: () => Promise<unknown>): void {
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      if (document.visibilityState === 'visible') await refresh();
      if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
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
  }, [refresh]);
}
