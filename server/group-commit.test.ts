import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit';

describe('groupCommit', () => {
  it('makes the jobs that arrive together in one write, each resolved with its own outcome, in order', async () => {
    const writes: number[][] = [];
    const commit = groupCommit<number, string>(async (jobs) => {
      writes.push([...jobs]);
      return jobs.map((j) => `stored ${j}`);
    });
    const outcomes = await Promise.all([1, 2, 3].map((j) => commit.add(j)));
    expect(outcomes).toEqual(['stored 1', 'stored 2', 'stored 3']);
    expect(writes).toEqual([[1, 2, 3]]);
  });

  it('takes at most maxBatch a write; jobs that come while a write runs go into the next', async () => {
    const writes: number[][] = [];
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    const commit = groupCommit<number, number>(async (jobs) => {
      writes.push([...jobs]);
      if (writes.length === 1) await first;
      return jobs;
    }, 2);
    const early = [1, 2, 3].map((j) => commit.add(j));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const late = [4, 5].map((j) => commit.add(j));
    release();
    expect(await Promise.all([...early, ...late])).toEqual([1, 2, 3, 4, 5]);
    expect(writes).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('resolves nothing before its write has finished', async () => {
    let done = false;
    const commit = groupCommit<number, boolean>(async (jobs) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      done = true;
      return jobs.map(() => done);
    });
    expect(await commit.add(1)).toBe(true);
  });

  it('makes a failed batch again one job at a time: only the bad job fails', async () => {
    const writes: number[][] = [];
    const commit = groupCommit<number, number>(async (jobs) => {
      writes.push([...jobs]);
      if (jobs.includes(13)) throw new Error('constraint failed');
      return jobs.map((j) => j * 10);
    });
    const settled = await Promise.allSettled([12, 13, 14].map((j) => commit.add(j)));
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : 'failed'))).toEqual([120, 'failed', 140]);
    expect(writes).toEqual([[12, 13, 14], [12], [13], [14]]);
    // and the next batch runs as usual
    expect(await commit.add(15)).toBe(150);
  });
});
