import { describe, expect, it } from 'vitest';
import { activeMs, hide, IDLE_MS, input, show, start } from './active-time';

describe('active time', () => {
  it('counts the time between inputs', () => {
    const t = input(input(start(0), 10_000), 25_000);
    expect(activeMs(t, 25_000)).toBe(25_000);
    expect(activeMs(t, 30_000)).toBe(30_000);
  });

  it('counts a gap without input as five minutes at most', () => {
    const t = input(start(0), 20 * 60_000);
    expect(activeMs(t, 20 * 60_000)).toBe(IDLE_MS);
    expect(activeMs(start(0), 60 * 60_000)).toBe(IDLE_MS);
  });

  it('stops while the page is hidden', () => {
    let t = hide(input(start(0), 5000), 8000);
    expect(activeMs(t, 100_000)).toBe(8000);
    t = input(t, 200_000); // an input while hidden starts the clock again, counting nothing before it
    expect(activeMs(t, 200_000)).toBe(8000);
    t = show(hide(t, 201_000), 500_000);
    expect(activeMs(input(t, 502_000), 502_000)).toBe(11_000);
  });

  it('starts stopped on a hidden page', () => {
    expect(activeMs(start(0, false), 50_000)).toBe(0);
    expect(activeMs(show(start(0, false), 50_000), 53_000)).toBe(3000);
  });
});
