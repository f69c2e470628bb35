// The CPU time of this process's main thread (the event loop's), read from Linux's /proc: process.cpuUsage() adds the
// worker threads (the item pool, V8's helpers), so a route whose heavy work runs in the pool would be charged for it.
// The measure is the synchronous work a request holds the event loop for: this thread's time on a CPU.
// Example: const start = mainThreadCpuMs(); work(); mainThreadCpuMs() - start → 12.3 (ms).

import { readFileSync } from 'node:fs';

const STAT = `/proc/self/task/${process.pid}/schedstat`;

/** The main thread's time on a CPU so far, in ms (nanosecond precision); null where /proc has no schedstat. */
export function mainThreadCpuMs(): number | null {
  try {
    return Number(readFileSync(STAT, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}

/** The main thread's CPU so far in ms where /proc tells it, else the whole process's (user + system). */
export function loopCpuMs(): number {
  const main = mainThreadCpuMs();
  if (main !== null) return main;
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/**
 * Watches the event loop while `work` runs: a timer chain that reads the main thread's CPU at each turn, so the
 * longest CPU time between two turns is the longest slice of synchronous work (the longest the loop was held). Returns
 * the work's value, the main thread's CPU over the whole of it and that longest slice, in ms.
 */
export async function loopSlices<T>(work: () => Promise<T>): Promise<{ value: T; cpu: number; longest: number }> {
  const read = loopCpuMs;
  const start = read();
  let last = start;
  let longest = 0;
  let watching = true;
  const tick = (): void => {
    const now = read();
    longest = Math.max(longest, now - last);
    last = now;
    if (watching) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  const value = await work();
  watching = false;
  const end = read();
  longest = Math.max(longest, end - last);
  return { value, cpu: end - start, longest };
}
