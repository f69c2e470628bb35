import { describe, expect, it } from 'vitest';
import { runInSteps } from './in-steps';

describe('runInSteps', () => {
  it('returns the generator\'s value, and lets a timer and other work run between two steps', async () => {
    const seen: string[] = [];
    function* work(): Generator<void, number, void> {
      seen.push('a');
      yield;
      seen.push('b');
      yield;
      seen.push('c');
      return 42;
    }
    const other = (async () => {
      await Promise.resolve();
      seen.push('other');
    })();
    setImmediate(() => seen.push('immediate'));
    expect(await runInSteps(work())).toBe(42);
    await other;
    // the first step runs at once, the others after turns of the loop, where the other work got in
    expect(seen[0]).toBe('a');
    expect(seen.indexOf('other')).toBeLessThan(seen.indexOf('b'));
    expect(seen.indexOf('immediate')).toBeLessThan(seen.indexOf('c'));
    expect(seen.filter((s) => ['a', 'b', 'c'].includes(s))).toEqual(['a', 'b', 'c']);
  });
});
