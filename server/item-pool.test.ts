// The item pool (server/item-pool.ts) runs lib/teach/item-work.ts in a worker thread from its esbuild bundle: what it
// makes equals what this thread makes for the same questions and seeds, today's system answers alike, a full queue
// refuses at once (ItemsBusy) and a job's error comes back as an error with the pool still working; a thread that stops
// or throws fails its job only, a script that cannot be built fails the waiting jobs and is built again for the next.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { makeItem, topicSources } from '@/lib/teach';
import { expectedToday } from '@/lib/teach/system-check';
import { changedStored } from '@/lib/teach/item-work';
import type { SetItemSource } from '@/lib/teach/set-types';
import { ItemsBusy, createItemPool } from './item-pool';

const pool = createItemPool({ size: 1 });
afterAll(() => pool.close());

/** A few questions of `topic` from `seed`, as a set's `add` makes them. */
function sources(topic: string, count: number, seed: number): SetItemSource[] {
  const made = topicSources([{ topic, count }], seed, 0.3);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  return made.value;
}

describe('the item pool', () => {
  it('makes the same items as this thread for the same questions and seeds (fresh hands and the set\'s own)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('open', 'respond', 'rebid', 'score', 'evaluate', 'auction'),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.option(fc.integer({ min: 0, max: 2 ** 31 - 1 }), { nil: null }),
        async (topic, seed, student) => {
          const items = sources(topic, 2, seed).map((source) => ({ source, seed: student }));
          const made = await pool.run({ kind: 'make', items });
          expect(made).toEqual(items.map(({ source, seed: s }) => makeItem(source, s)));
        },
      ),
      { numRuns: 12 },
    );
  });

  it("asks today's system as this thread does, from the stored JSON, and gives only what changed", async () => {
    const made = sources('respond', 3, 77).map((source) => ({ source, made: makeItem(source, 5) }));
    // stored as the store stores it (the explanation beside the item); the second stored with another expected call
    const stored = made.map(({ source, made: m }, k) => ({
      source, item: JSON.stringify({ ...m.item, explanation: m.explanation }),
      expected: k === 1 ? { ...m.expected, call: 'P', text: 'P' } : m.expected,
    }));
    const tos = await pool.run({ kind: 'check', items: stored });
    expect(tos).toEqual([null, expectedToday(made[1].source, made[1].made.item), null]);
    expect(tos[1]).toEqual(made[1].made.expected);
    expect(tos).toEqual(stored.map(({ source, item, expected }) => changedStored(source, item, expected)));
  });

  it('refuses a job at once when its queue is full, and does the others', async () => {
    const small = createItemPool({ size: 1, queue: 1 });
    try {
      const job = { kind: 'make', items: sources('open', 3, 9).map((source) => ({ source, seed: 4 })) } as const;
      await small.run(job); // the bundle checked and the thread started
      // the first goes to the thread, the second fills the queue, the third is refused
      const runs = [small.run(job), small.run(job), small.run(job)].map((p) => p.then((v) => v, (e: unknown) => e));
      const [first, second, third] = await Promise.all(runs);
      expect(third).toBeInstanceOf(ItemsBusy);
      expect(first).toEqual(job.items.map(({ source, seed }) => makeItem(source, seed)));
      expect(second).toEqual(first);
      expect(small.load()).toEqual({ running: 0, waiting: 0 });
    } finally {
      await small.close();
    }
  });

  it("gives a job's error back as an error, and goes on with the next job", async () => {
    const bad = { source: 'topic', topic: 'no-such-topic', seed: 1, nearMiss: false } as unknown as SetItemSource;
    await expect(pool.run({ kind: 'make', items: [{ source: bad, seed: 1 }] })).rejects.toThrow(/item worker/);
    const good = sources('open', 1, 3);
    expect(await pool.run({ kind: 'make', items: [{ source: good[0], seed: null }] })).toEqual([makeItem(good[0], null)]);
  });
});

/** A worker script of a few lines in a temporary folder, as the pool's `script` option takes it. */
const scripts = mkdtempSync(join(tmpdir(), 'bridge-tutor-item-pool-'));
afterAll(() => rmSync(scripts, { recursive: true, force: true }));
function workerScript(name: string, onMessage: string): () => Promise<string> {
  const file = join(scripts, `${name}.cjs`);
  writeFileSync(file, `const { parentPort } = require('node:worker_threads');\nparentPort.on('message', ({ id, job }) => {\n${onMessage}\n});\n`);
  return () => Promise.resolve(file);
}
const JOB = { kind: 'make', items: [] } as const;

describe('the item pool when a thread or its script fails', () => {
  it('fails the job of a thread that stops, and starts a new thread for the next', async () => {
    const stops = createItemPool({ size: 1, script: workerScript('stops', 'if (job.items.length === 0) process.exit(3); parentPort.postMessage({ id, ok: true, value: job.items.length });') });
    try {
      await expect(stops.run(JOB)).rejects.toThrow('the item worker stopped (exit code 3)');
      expect(stops.load()).toEqual({ running: 0, waiting: 0 });
      expect(await stops.run({ kind: 'make', items: [{ source: sources('open', 1, 1)[0], seed: null }] })).toBe(1);
    } finally {
      await stops.close();
    }
  });

  it('fails the job of a thread that throws, with its error', async () => {
    const throws = createItemPool({ size: 1, script: workerScript('throws', "throw new Error('broken worker');") });
    try {
      await expect(throws.run(JOB)).rejects.toThrow('broken worker');
      expect(throws.load()).toEqual({ running: 0, waiting: 0 });
    } finally {
      await throws.close();
    }
  });

  it('ignores a message for another job, and answers the job its own', async () => {
    const stray = createItemPool({ size: 1, script: workerScript('stray', "parentPort.postMessage({ id: id + 1000, ok: true, value: 'stray' }); parentPort.postMessage({ id, ok: true, value: 'mine' });") });
    try {
      expect(await stray.run(JOB)).toBe('mine');
    } finally {
      await stray.close();
    }
  });

  it('refuses the waiting jobs when the script cannot be built, and builds it again for the next job', async () => {
    let calls = 0;
    const good = workerScript('echo', "parentPort.postMessage({ id, ok: true, value: 'done' });");
    const flaky = createItemPool({
      size: 1,
      script: () => (++calls === 1 ? Promise.reject(new Error('the item worker could not be built: no esbuild')) : good()),
    });
    try {
      const [a, b] = await Promise.all([flaky.run(JOB), flaky.run(JOB)].map((p) => p.then((v) => v, (e: Error) => e.message)));
      expect([a, b]).toEqual(['the item worker could not be built: no esbuild', 'the item worker could not be built: no esbuild']);
      expect(await flaky.run(JOB)).toBe('done');
      expect(calls).toBe(2);
    } finally {
      await flaky.close();
    }
  });

  it('runs as many jobs at once as it has threads, and refuses what waits when it closes', async () => {
    const slow = createItemPool({ size: 2, script: workerScript('slow', "setTimeout(() => parentPort.postMessage({ id, ok: true, value: 'late' }), 300);") });
    const runs = [slow.run(JOB), slow.run(JOB), slow.run(JOB)].map((p) => p.then((v) => v, (e: Error) => e.message));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(slow.load()).toEqual({ running: 2, waiting: 1 });
    await slow.close();
    expect(await Promise.all(runs)).toEqual(['the item pool is closed', 'the item pool is closed', 'the item pool is closed']);
    await expect(slow.run(JOB)).rejects.toThrow('the item pool is closed');
  });
});
