import { describe, expect, it } from 'vitest';
import { answerText } from './answer-text';

describe('answerText', () => {
  it('writes each kind of answer on one line', () => {
    expect(answerText({ call: '2C' })).toBe('2C');
    expect(answerText({ score: -200 })).toBe('-200');
    expect(answerText({ h: 12, d: 1, hd: 13, qt: 2, hdr: null })).toBe('H 12 · D 1 · HD 13 · 2');
    expect(answerText({ h: 12, d: null, hd: 13, qt: 2.5, hdr: 14 })).toBe('H 12 · D — · HD 13 · 2.5 · HDr 14');
    expect(answerText({ index: 2, code: 'insufficient', contract: null, declarer: null })).toBe('#3 insufficient');
    expect(answerText({ index: null, code: null, contract: '4HX', declarer: 'E' })).toBe('4HX E');
    expect(answerText({ index: null, code: null, contract: null, declarer: null })).toBe('—');
  });
});
