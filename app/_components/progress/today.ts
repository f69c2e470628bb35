// Today's day number in the browser: the clock is read here, at the edge; lib/quiz counts in whole days (dayOf).
// Example: today() === 20_788 on 2026-12-01 (UTC).

import { dayOf } from '@/lib/progress/model';

export function today(): number {
  return dayOf(Date.now());
}
