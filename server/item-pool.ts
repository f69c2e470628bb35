// A small pool of worker threads for the heavy, pure work on a set's items (lib/teach/item-work.ts): making items and
// asking today's system again, off the event loop that answers every other request. Sized for the machine (one
// thread fewer than its cores, at least one), with a bounded queue: a job that finds the queue full is refused at once
// (ItemsBusy; the services answer 503 `items-busy` with Retry-After). The worker script is a bundle built by
// scripts/item-worker-bundle.mjs (`npm run build`), rebuilt here first when stale. Example:
// await itemPool().run({ kind: 'make', items: [{ source, seed: 812 }] }) → [MadeItem].

import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ItemJob, ItemJobResult } from '../lib/teach/item-work';

/** Jobs waiting for a thread at most (besides those running); one more is refused. */
export const ITEM_QUEUE = 32;
/** Seconds a refused job is told to wait. */
export const ITEMS_RETRY_SECONDS = 2;

/** The pool's queue was full: nothing was done. */
export class ItemsBusy extends Error {
  constructor() {
    super('the item pool is busy');
    this.name = 'ItemsBusy';
  }
}

export interface ItemPool {
  run<J extends ItemJob>(job: J): Promise<ItemJobResult<J>>;
  /** Jobs running and waiting now. */
  load(): { readonly running: number; readonly waiting: number };
  /** Ends the threads (waiting jobs are refused). */
  close(): Promise<void>;
}

interface Task {
  readonly job: ItemJob;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
}

interface Thread {
  readonly worker: Worker;
  task: (Task & { id: number }) | null;
}

/** The worker bundle, where scripts/item-worker-bundle.mjs writes it (the server runs in the project's root). */
const BUNDLE = join(process.cwd(), 'node_modules', '.cache', 'bridge-items', 'item-worker.cjs');

/** Builds the worker bundle when it is missing or older than its sources (one short esbuild run; nothing when fresh). */
function bundleReady(): Promise<string> {
  const script = join(process.cwd(), 'scripts', 'item-worker-bundle.mjs');
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [script, '--if-stale'], { cwd: process.cwd() }, (error, _out, stderr) => {
      if (error) reject(new Error(`the item worker could not be built: ${stderr || error.message}`));
      else resolve(BUNDLE);
    });
  });
}

/**
 * A pool of `size` threads running `script` (a promise of its path: built before the first thread starts) with at most
 * `queue` jobs waiting. Threads start on the first job and do not keep the process alive while idle.
 */
export function createItemPool({ size = Math.max(1, availableParallelism() - 1), queue = ITEM_QUEUE, script = bundleReady } = {}): ItemPool {
  const waiting: Task[] = [];
  const threads: Thread[] = [];
  let path: Promise<void> | null = null;
  let file: string | null = null;
  let next = 0;
  let closed = false;

  const spawn = (file: string): Thread => {
    const thread: Thread = { worker: new Worker(file), task: null };
    thread.worker.unref();
    thread.worker.on('message', (message: { id: number; ok: boolean; value?: unknown; message?: string }) => {
      const task = thread.task;
      if (!task || task.id !== message.id) return;
      thread.task = null;
      thread.worker.unref();
      if (message.ok) task.resolve(message.value);
      else task.reject(new Error(`item worker: ${message.message}`));
      pump();
    });
    // a thread that dies fails its job and is replaced by a new one when the next job comes
    const lost = (error: Error) => {
      threads.splice(threads.indexOf(thread), 1);
      thread.task?.reject(error);
      thread.task = null;
      pump();
    };
    thread.worker.on('error', lost);
    thread.worker.on('exit', (code) => {
      if (threads.includes(thread)) lost(new Error(`the item worker stopped (exit code ${code})`));
    });
    return thread;
  };

  /** Each waiting job to a free thread (a new one while fewer than `size`), at once once the script is known. */
  const dispatch = (file: string) => {
    while (!closed && waiting.length > 0) {
      let thread = threads.find((t) => t.task === null);
      if (!thread && threads.length < size) threads.push((thread = spawn(file)));
      if (!thread) return;
      const task = { ...waiting.shift()!, id: next++ };
      thread.task = task;
      thread.worker.ref();
      thread.worker.postMessage({ id: task.id, job: task.job });
    }
  };

  const pump = () => {
    if (closed || waiting.length === 0) return;
    if (file !== null) return dispatch(file);
    path ??= script().then(
      (built) => {
        file = built;
        dispatch(built);
      },
      (error: Error) => {
        path = null;
        for (const task of waiting.splice(0)) task.reject(error);
      },
    );
  };

  return {
    run<J extends ItemJob>(job: J): Promise<ItemJobResult<J>> {
      if (closed) return Promise.reject(new Error('the item pool is closed'));
      if (waiting.length >= queue) return Promise.reject(new ItemsBusy());
      return new Promise((resolve, reject) => {
        waiting.push({ job, resolve: resolve as (value: unknown) => void, reject });
        pump();
      });
    },
    load: () => ({ running: threads.filter((t) => t.task !== null).length, waiting: waiting.length }),
    async close() {
      closed = true;
      for (const task of waiting.splice(0)) task.reject(new Error('the item pool is closed'));
      const all = threads.splice(0);
      for (const t of all) t.task?.reject(new Error('the item pool is closed'));
      await Promise.all(all.map((t) => t.worker.terminate()));
    },
  };
}

let shared: ItemPool | null = null;

/** The process's pool (made on first use). */
export function itemPool(): ItemPool {
  shared ??= createItemPool();
  return shared;
}

/** Puts `pool` in the process's place (tests: a pool that waits or refuses); returns the one it replaced. */
export function useItemPool(pool: ItemPool | null): ItemPool | null {
  const before = shared;
  shared = pool;
  return before;
}
