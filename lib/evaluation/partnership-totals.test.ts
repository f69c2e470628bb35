import { describe, expect, it } from 'vitest';
import { prospectOf } from './partnership-totals';

describe('partnership totals (docs/system.md section 1 guidance)', () => {
  // Each threshold's last total below and first total at it.
  it.each([
    [0, 'partscore'],
    [25, 'partscore'],
    [26, 'game'],
    [32, 'game'],
    [33, 'small-slam'],
    [36, 'small-slam'],
    [37, 'grand-slam'],
    [40, 'grand-slam'],
  ])('%i combined points → %s', (combined, prospect) => {
    expect(prospectOf(combined)).toBe(prospect);
  });
});
