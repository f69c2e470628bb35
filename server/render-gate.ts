// A gate for CPU-heavy work in this process (drawing preview images): at most `concurrency` tasks run at once, a
// task waits at most `waitMs` for its turn and at most `maxWaiting` tasks wait at all; the others are turned away
// at once with the seconds after which to try again. Example: await renderGate({ concurrency: 2, waitMs: 2000,
// maxWaiting: 8 }).run(() => draw()) → { ok: true, value: <what draw gave> } or { ok: false, error: { retryAfter: 2 } }.

import PQueue from 'p-queue';
import { err, ok, type Result } from '@/lib/result';

export interface GateOptions {
  readonly concurrency: number;
  readonly waitMs: number;
  readonly maxWaiting: number;
}

/** Turned away: the gate was full for the whole wait, or too many were waiting already. */
export interface GateBusy {
  readonly retryAfter: number;
}

export interface RenderGate {
  run<T>(task: () => Promise<T>): Promise<Result<T, GateBusy>>;
  /** Tasks running now. */
  readonly running: number;
  /** Tasks waiting for their turn now. */
  readonly waiting: number;
}

export function renderGate({ concurrency, waitMs, maxWaiting }: GateOptions): RenderGate {
  const queue = new PQueue({ concurrency });
  const busy = () => err<GateBusy>({ retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) });
  return {
    async run<T>(task: () => Promise<T>): Promise<Result<T, GateBusy>> {
      if (queue.pending >= concurrency && queue.size >= maxWaiting) return busy();
      // The signal ends only the wait: p-queue drops a waiting task whose signal aborts, but it would also stop
      // awaiting a running one and start the next beside it, so the timer is cleared the moment the task starts.
      const wait = new AbortController();
      const timer = setTimeout(() => wait.abort(), waitMs);
      let started = false;
      try {
        const value = await queue.add(
          () => {
            clearTimeout(timer);
            started = true;
            return task();
          },
          { signal: wait.signal },
        );
        return ok(value as T);
      } catch (error) {
        if (!started && wait.signal.aborted) return busy();
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    get running() {
      return queue.pending;
    },
    get waiting() {
      return queue.size;
    },
  };
}
