import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ANSWER_LENGTH, parseAnswerNumber } from './grade-answer-parse';

const HALVES = { halves: true, min: 0, max: 13 };
const WHOLE = { halves: false, min: -10_000, max: 10_000 };

describe('parseAnswerNumber', () => {
  it('reads a decimal comma and a decimal point alike', () => {
    expect(parseAnswerNumber('2,5', HALVES)).toEqual({ ok: true, value: 2.5 });
    expect(parseAnswerNumber('2.5', HALVES)).toEqual({ ok: true, value: 2.5 });
    expect(parseAnswerNumber(' 3 ', HALVES)).toEqual({ ok: true, value: 3 });
    expect(parseAnswerNumber('0,0', HALVES)).toEqual({ ok: true, value: 0 });
  });

  it('reads minus signs and thousands groups in whole-number fields', () => {
    expect(parseAnswerNumber('-420', WHOLE)).toEqual({ ok: true, value: -420 });
    expect(parseAnswerNumber('−1100', WHOLE)).toEqual({ ok: true, value: -1100 });
    expect(parseAnswerNumber('+620', WHOLE)).toEqual({ ok: true, value: 620 });
    expect(parseAnswerNumber('1.100', WHOLE)).toEqual({ ok: true, value: 1100 });
    expect(parseAnswerNumber('1,430', WHOLE)).toEqual({ ok: true, value: 1430 });
    expect(parseAnswerNumber('-2 210', WHOLE)).toEqual({ ok: true, value: -2210 });
    expect(parseAnswerNumber('-0', WHOLE)).toEqual({ ok: true, value: 0 });
  });

  it('gives a coded issue for anything else', () => {
    expect(parseAnswerNumber('', HALVES).ok).toBe(false);
    expect(parseAnswerNumber('   ', HALVES)).toMatchObject({ ok: false, error: { code: 'answer-empty' } });
    expect(parseAnswerNumber('abc', HALVES)).toMatchObject({ ok: false, error: { code: 'answer-not-number' } });
    expect(parseAnswerNumber('2,5,1', HALVES)).toMatchObject({ ok: false, error: { code: 'answer-not-number' } });
    expect(parseAnswerNumber('1e3', WHOLE)).toMatchObject({ ok: false, error: { code: 'answer-not-number' } });
    expect(parseAnswerNumber('2.25', HALVES)).toMatchObject({ ok: false, error: { code: 'answer-not-half' } });
    expect(parseAnswerNumber('2,5', WHOLE)).toMatchObject({ ok: false, error: { code: 'answer-not-whole' } });
    expect(parseAnswerNumber('14', HALVES)).toMatchObject({ ok: false, error: { code: 'answer-out-of-range', params: { min: 0, max: 13 } } });
    expect(parseAnswerNumber('1'.repeat(MAX_ANSWER_LENGTH + 1), WHOLE)).toMatchObject({ ok: false, error: { code: 'answer-too-long' } });
    expect(parseAnswerNumber('9'.repeat(100_000), WHOLE)).toMatchObject({ ok: false, error: { code: 'answer-too-long' } });
  });

  it('reads back every half it prints, in both notations', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 26 }), fc.constantFrom('.', ','), (halves, mark) => {
      const value = halves / 2;
      const text = String(value).replace('.', mark);
      expect(parseAnswerNumber(text, HALVES)).toEqual({ ok: true, value });
    }));
  });

  it('never throws, and every number it accepts is within the rule', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), fc.boolean(), (text, halves) => {
      const rule = { halves, min: -50, max: 50 };
      const read = parseAnswerNumber(text, rule);
      if (read.ok) {
        expect(read.value).toBeGreaterThanOrEqual(-50);
        expect(read.value).toBeLessThanOrEqual(50);
        expect(Number.isInteger(halves ? read.value * 2 : read.value)).toBe(true);
      } else {
        expect(read.error.code).toMatch(/^answer-/);
      }
    }));
  });
});
