// The server's double-dummy queue without libdds: the solver's process is replaced by a fake execFile that answers
// each deal with a table of its own (or fails), so the test sees how many processes the queue starts and what it gives.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[][] = [];
let fail = false;

vi.mock('node:child_process', () => ({
  execFile: (_node: string, args: string[], _options: unknown, done: (error: Error | null, stdout: string) => void) => {
    const deals = args.slice(3);
    calls.push(deals);
    // each deal's "table": 20 numbers, the first its place in the batch
    setTimeout(() => (fail ? done(new Error('no libdds'), '') : done(null, JSON.stringify(deals.map((_, i) => [i, ...Array(19).fill(0)])))), 5);
    // a child without a pid (as when it could not start): its priority is left alone
    return { pid: undefined };
  },
}));

const { ddTable, ddTables } = await import('./dd-solver');

describe('the server\'s double-dummy queue', () => {
  beforeEach(() => {
    calls.length = 0;
    fail = false;
  });

  it('solves 45 deals that end together in three processes (the first alone, then up to 40 at a time), each its own table', async () => {
    const deals = Array.from({ length: 45 }, (_, k) => `N:deal-${k}`);
    const tables = await Promise.all(deals.map((d) => ddTable(d)));
    expect(calls.map((batch) => batch.length)).toEqual([1, 40, 4]);
    expect(calls.flat()).toEqual(deals);
    // the k-th deal of its batch got the k-th table of that batch
    expect(tables.map((t) => t?.[0])).toEqual([0, ...Array.from({ length: 40 }, (_, k) => k), 0, 1, 2, 3]);
  });

  it('gives null when the solver cannot answer, and the next deal is tried again', async () => {
    fail = true;
    expect(await ddTable('N:x')).toBeNull();
    expect(await ddTables(['N:y'])).toBeNull();
    fail = false;
    expect((await ddTable('N:z'))?.length).toBe(20);
  });
});
