// The time a student spends on an item: only while the page is visible, and a gap without input counts at most
// IDLE_MS (5 minutes: longer was a pause, not thinking). Pure; the page feeds it events with their times.
// Example: activeMs(input(start(0), 60_000), 60_000) → 60000; a 20-minute silence counts 300000.

export const IDLE_MS = 5 * 60 * 1000;

export interface ActiveTime {
  /** Time counted so far. */
  readonly ms: number;
  /** The last input (or showing) while visible; null while the page is hidden. */
  readonly last: number | null;
}

/** The clock for a question shown at `now`. */
export function start(now: number, visible = true): ActiveTime {
  return { ms: 0, last: visible ? now : null };
}

function gap(time: ActiveTime, now: number): number {
  return time.last === null ? 0 : Math.min(Math.max(0, now - time.last), IDLE_MS);
}

/** The student did something (a key, a click, a touch). */
export function input(time: ActiveTime, now: number): ActiveTime {
  return time.last === null ? { ms: time.ms, last: now } : { ms: time.ms + gap(time, now), last: now };
}

/** The page was hidden: the time up to now counts, then the clock stops. */
export function hide(time: ActiveTime, now: number): ActiveTime {
  return { ms: time.ms + gap(time, now), last: null };
}

/** The page is visible again: the clock runs from now. */
export function show(time: ActiveTime, now: number): ActiveTime {
  return time.last === null ? { ms: time.ms, last: now } : time;
}

/** The time counted up to `now`. */
export function activeMs(time: ActiveTime, now: number): number {
  return time.ms + gap(time, now);
}
