import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderGate } from './render-gate';

/** A task that runs until `finish` is called, counting how many such tasks run at once. */
function heldTasks() {
  let running = 0;
  let most = 0;
  const finishers: (() => void)[] = [];
  const task = (value: string) => () =>
    new Promise<string>((resolve) => {
      running++;
      most = Math.max(most, running);
      finishers.push(() => {
        running--;
        resolve(value);
      });
    });
  return { task, finishNext: () => finishers.shift()?.(), get most() { return most; }, get started() { return finishers.length; } };
}

/** Moves the fake clock on by `ms` and lets every promise that was waiting for it settle. */
const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

/** Whether `promise` has settled yet, read without waiting for it. */
function settles<T>(promise: Promise<T>) {
  let settled = false;
  void promise.finally(() => (settled = true));
  return { promise, get settled() { return settled; } };
}

describe('renderGate', () => {
  // The waits are the gate's own timers: a fake clock decides when they end, so the tests read the order of events
  // (still waiting at 59 ms, turned away at 60) and never a measured time.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('runs at most `concurrency` tasks at once; the others start in turn as one ends', async () => {
    const gate = renderGate({ concurrency: 2, waitMs: 5000, maxWaiting: 8 });
    const held = heldTasks();
    const answers = ['a', 'b', 'c', 'd', 'e'].map((v) => gate.run(held.task(v)));
    await tick();
    expect([gate.running, gate.waiting]).toEqual([2, 3]);
    for (let k = 0; k < 5; k++) {
      held.finishNext();
      await tick();
    }
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd', 'e'].map((value) => ({ ok: true, value })));
    expect(held.most).toBe(2);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('turns a task away after its wait, with the seconds to wait before trying again, and never runs it', async () => {
    const gate = renderGate({ concurrency: 1, waitMs: 60, maxWaiting: 8 });
    const held = heldTasks();
    const first = gate.run(held.task('first'));
    let ran = false;
    const second = settles(
      gate.run(async () => {
        ran = true;
        return 'second';
      }),
    );
    await tick(59);
    expect(second.settled).toBe(false);
    await tick(1);
    expect(second.settled).toBe(true);
    expect(await second.promise).toEqual({ ok: false, error: { retryAfter: 1 } });
    // the one turned away left the queue: the next task runs as soon as the first ends, and alone
    const third = gate.run(held.task('third'));
    await tick();
    expect(gate.waiting).toBe(1);
    held.finishNext();
    await tick();
    held.finishNext();
    expect(await first).toEqual({ ok: true, value: 'first' });
    expect(await third).toEqual({ ok: true, value: 'third' });
    expect(ran).toBe(false);
    expect(held.most).toBe(1);
  });

  it('a task that starts within its wait runs to its end, however long it takes: the wait does not cut it', async () => {
    const gate = renderGate({ concurrency: 1, waitMs: 40, maxWaiting: 8 });
    const held = heldTasks();
    const slow = gate.run(held.task('slow'));
    await tick(100);
    const next = gate.run(held.task('next'));
    await tick();
    // the first task runs past the wait; the second still waits for it, not beside it
    expect([gate.running, gate.waiting]).toEqual([1, 1]);
    held.finishNext();
    expect(await slow).toEqual({ ok: true, value: 'slow' });
    await tick();
    held.finishNext();
    expect(await next).toEqual({ ok: true, value: 'next' });
    expect(held.most).toBe(1);
  });

  it('turns away at once when `maxWaiting` tasks wait already', async () => {
    const gate = renderGate({ concurrency: 1, waitMs: 5000, maxWaiting: 2 });
    const held = heldTasks();
    const answers = [gate.run(held.task('1')), gate.run(held.task('2')), gate.run(held.task('3'))];
    const fourth = settles(gate.run(held.task('4')));
    await tick(); // no time passes: only promises already due settle
    expect(fourth.settled).toBe(true);
    expect(await fourth.promise).toEqual({ ok: false, error: { retryAfter: 5 } });
    expect(held.started).toBe(1);
    for (let k = 0; k < 3; k++) {
      held.finishNext();
      await tick();
    }
    expect((await Promise.all(answers)).every((a) => a.ok)).toBe(true);
  });

  it('passes a task’s own failure on, and frees its place', async () => {
    const gate = renderGate({ concurrency: 1, waitMs: 1000, maxWaiting: 2 });
    await expect(gate.run(() => Promise.reject(new Error('drawing failed')))).rejects.toThrow('drawing failed');
    expect(await gate.run(async () => 7)).toEqual({ ok: true, value: 7 });
  });
});
