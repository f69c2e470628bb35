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
