// Group commit: writes that arrive together are made in one transaction, so that a class answering at once pays one
// commit (one fsync, one BEGIN/COMMIT round trip) for many answers. `write(jobs)` makes a batch and resolves with one
// outcome per job, in order; each job's promise resolves only once its batch has committed ("resolved means on disk").
// A batch that fails is made again one job at a time, so one bad job fails alone.
// Example: const answers = groupCommit((jobs) => db.transaction().execute((trx) => storeAll(trx, jobs)));
//          await answers.add(job) → that job's outcome.

import { setImmediate as nextTurn } from 'node:timers/promises';

export interface GroupCommit<J, R> {
  add(job: J): Promise<R>;
}

/** The most jobs one transaction takes: a batch stays short, and the next starts right after it. */
export const MAX_BATCH = 64;

interface Waiting<J, R> {
  readonly job: J;
  readonly resolve: (outcome: R) => void;
  readonly reject: (error: unknown) => void;
}

export function groupCommit<J, R>(write: (jobs: readonly J[]) => Promise<readonly R[]>, maxBatch = MAX_BATCH): GroupCommit<J, R> {
  let waiting: Waiting<J, R>[] = [];
  let running = false;

  async function alone(entry: Waiting<J, R>): Promise<void> {
    try {
      entry.resolve((await write([entry.job]))[0]);
    } catch (error) {
      entry.reject(error);
    }
  }

  async function drain(): Promise<void> {
    running = true;
    try {
      // the jobs that arrive in this turn of the event loop join the first batch
      await nextTurn();
      while (waiting.length > 0) {
        const batch = waiting.slice(0, maxBatch);
        waiting = waiting.slice(batch.length);
        let outcomes: readonly R[] | null = null;
        try {
          outcomes = await write(batch.map((entry) => entry.job));
        } catch {
          outcomes = null;
        }
        if (outcomes) batch.forEach((entry, i) => entry.resolve(outcomes[i]));
        else for (const entry of batch) await alone(entry);
      }
    } finally {
      running = false;
    }
  }

  return {
    add(job: J): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        waiting.push({ job, resolve, reject });
        if (!running) void drain();
      });
    },
  };
}
