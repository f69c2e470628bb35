import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setAvailability, type SetTimes } from './availability';

const OPENS = Date.parse('2026-12-01T08:00:00Z');
const CLOSES = Date.parse('2026-12-01T18:00:00Z');
const timed: SetTimes = { closed: false, opensAt: OPENS, closesAt: CLOSES };

describe('setAvailability', () => {
  it('is open from the opening time to the closing time, to the millisecond', () => {
    expect(setAvailability(timed, OPENS - 1)).toBe('not-yet');
    expect(setAvailability(timed, OPENS)).toBe('open');
    expect(setAvailability(timed, CLOSES - 1)).toBe('open');
    expect(setAvailability(timed, CLOSES)).toBe('ended');
  });

  it('a set without times is open until the teacher closes it', () => {
    const untimed: SetTimes = { closed: false, opensAt: null, closesAt: null };
    expect(setAvailability(untimed, 0)).toBe('open');
    expect(setAvailability(untimed, CLOSES * 2)).toBe('open');
    expect(setAvailability({ ...untimed, closed: true }, 0)).toBe('closed');
  });

  it('only an opening time, or only a closing time', () => {
    expect(setAvailability({ closed: false, opensAt: OPENS, closesAt: null }, OPENS - 1)).toBe('not-yet');
    expect(setAvailability({ closed: false, opensAt: OPENS, closesAt: null }, CLOSES * 2)).toBe('open');
    expect(setAvailability({ closed: false, opensAt: null, closesAt: CLOSES }, 0)).toBe('open');
    expect(setAvailability({ closed: false, opensAt: null, closesAt: CLOSES }, CLOSES)).toBe('ended');
  });

  it("the teacher's switch wins over the times: closed before, during and after", () => {
    for (const now of [OPENS - 1, OPENS, CLOSES - 1, CLOSES]) expect(setAvailability({ ...timed, closed: true }, now)).toBe('closed');
  });

  it('open exactly when not closed, not before the opening and not at or after the closing time', () => {
    const moment = fc.option(fc.integer({ min: 0, max: 4e12 }), { nil: null });
    fc.assert(
      fc.property(fc.boolean(), moment, moment, fc.integer({ min: 0, max: 4e12 }), (closed, opensAt, closesAt, now) => {
        const open = !closed && (opensAt === null || now >= opensAt) && (closesAt === null || now < closesAt);
        expect(setAvailability({ closed, opensAt, closesAt }, now) === 'open').toBe(open);
      }),
    );
  });
});
