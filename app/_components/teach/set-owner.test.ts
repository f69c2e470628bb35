import { describe, expect, it } from 'vitest';
import { presetOf } from './set-owner';

describe("the create form's preset from /teach's query", () => {
  it('takes a class code of the right shape and known rule ids, once each', () => {
    expect(presetOf({ class: 'k7q2m9xd', rules: 'O-1NT,R1N-2N,O-1NT,nonsense' })).toEqual({ classCode: 'K7Q2M9XD', rules: ['O-1NT', 'R1N-2N'] });
  });

  it('leaves out what is not a code or a rule, and takes the first of repeated parameters', () => {
    expect(presetOf({ class: '<script>', rules: '' })).toEqual({ classCode: null, rules: [] });
    expect(presetOf({ class: ['ABCDEF12', 'X'], rules: ['O-2NT'] })).toEqual({ classCode: 'ABCDEF12', rules: ['O-2NT'] });
    expect(presetOf({})).toEqual({ classCode: null, rules: [] });
  });

  it('takes at most ten rules', () => {
    const many = ['O-3NT', 'O-2NT', 'O-1NT', 'O-2-7', 'O-2-6', 'O-2-55', 'O-1C', 'O-1', 'O-PRE', 'O-PASS', 'R-PASS', 'R-RAISE4'];
    expect(presetOf({ rules: many.join(',') }).rules).toHaveLength(10);
  });
});
