// The item pool's worker thread (server/item-pool.ts): runs each job it is sent (lib/teach/item-work.ts) and posts
// back its result, or the error's message. Not imported by the server: scripts/item-worker-bundle.mjs bundles it with
// lib/ into one script that a Worker loads. Example message: { id: 7, job: { kind: 'make', items: [...] } } →
// { id: 7, ok: true, value: [...] }.

import { parentPort } from 'node:worker_threads';
import { runItemJob, type ItemJob } from '../lib/teach/item-work';

parentPort?.on('message', ({ id, job }: { id: number; job: ItemJob }) => {
  try {
    parentPort!.postMessage({ id, ok: true, value: runItemJob(job) });
  } catch (error) {
    parentPort!.postMessage({ id, ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
