import { describe, expect, it } from 'vitest';
import { spokenCall, spokenCalls, writtenCall, writtenCalls } from './call-words';
import { translator } from './translate';

const sr = translator('sr', { strict: true });
const lv = translator('lv', { strict: true });
const en = translator('en', { strict: true });

describe('calls in words', () => {
  it('says a call as a screen reader should, never in notation', () => {
    expect(spokenCall({ kind: 'bid', level: 1, strain: 'H' }, sr)).toBe('1 herc');
    expect(spokenCall({ kind: 'bid', level: 7, strain: 'N' }, lv)).toBe('7 beztrumpji');
    expect(spokenCall({ kind: 'pass' }, sr)).toBe('Dalje');
    expect(spokenCall({ kind: 'double' }, sr)).toBe('kontra');
    expect(spokenCalls('P 1S XX', en)).toBe(`${en('table.calls.pass')} 1 spades ${en('table.calls.redouble')}`);
  });

  it('prints a call as the pages do: the suit symbol, the locale no-trump, the pass word', () => {
    expect(writtenCall({ kind: 'bid', level: 3, strain: 'N' }, sr)).toBe('3 BA');
    expect(writtenCall({ kind: 'bid', level: 3, strain: 'N' }, lv)).toBe('3NT');
    expect(writtenCalls('1S P 2D X', sr)).toBe('1♠ Dalje 2♦ kontra');
  });

  it('leaves a text that is not calls as it is', () => {
    expect(writtenCalls('620', sr)).toBe('620');
    expect(writtenCalls('', sr)).toBe('');
    expect(spokenCalls('1S banana', sr)).toBe('1S banana');
  });
});
