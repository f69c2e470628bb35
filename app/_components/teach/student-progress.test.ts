import { describe, expect, it } from 'vitest';
import { firstOpen, nextOpen } from './student-progress';

const items = [0, 1, 2, 3, 4].map((index) => ({ index }));

describe('where a student goes on', () => {
  it('starts at the first question without an answer', () => {
    expect(firstOpen(items, new Set())).toBe(0);
    expect(firstOpen(items, new Set([0, 1]))).toBe(2);
    expect(firstOpen(items, new Set([0, 2]))).toBe(1);
    expect(firstOpen(items, new Set([0, 1, 2, 3, 4]))).toBe(5);
  });

  it('goes on after the current one, then back to one skipped, then to the end', () => {
    expect(nextOpen(items, new Set([0, 2]), 2)).toBe(3);
    expect(nextOpen(items, new Set([0, 2, 3, 4]), 4)).toBe(1);
    expect(nextOpen(items, new Set([0, 1, 2, 3, 4]), 4)).toBe(5);
  });
});
