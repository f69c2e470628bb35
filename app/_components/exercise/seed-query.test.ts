import { describe, expect, it } from 'vitest';
import { seedOf } from './seed-query';

describe('seedOf', () => {
  it('reads whole numbers below 2^32 and nothing else', () => {
    expect(seedOf('42')).toBe(42);
    expect(seedOf(['7', '8'])).toBe(7);
    expect(seedOf('4294967295')).toBe(4294967295);
    expect(seedOf('4294967296')).toBeNull();
    expect(seedOf('-1')).toBeNull();
    expect(seedOf('1e3')).toBeNull();
    expect(seedOf('')).toBeNull();
    expect(seedOf(undefined)).toBeNull();
  });
});
