import { describe, expect, it } from 'vitest';
import { MAX_SEED, readSeed } from './seed';

describe('readSeed', () => {
  it('reads a whole number from 0 to 2^32 − 1, the first of repeated fields', () => {
    expect(readSeed('42')).toEqual({ ok: true, value: 42 });
    expect(readSeed(['7', '8'])).toEqual({ ok: true, value: 7 });
    expect(readSeed('0')).toEqual({ ok: true, value: 0 });
    expect(readSeed(String(MAX_SEED))).toEqual({ ok: true, value: 4294967295 });
  });
  it('no seed is ok(null): the page draws one', () => {
    expect(readSeed(undefined)).toEqual({ ok: true, value: null });
    expect(readSeed('')).toEqual({ ok: true, value: null });
    expect(readSeed([])).toEqual({ ok: true, value: null });
  });
  it.each(['-1', '4294967296', '99999999999', '1e3', 'x', '4.5'])('%j is a bad-seed issue', (text) => {
    expect(readSeed(text)).toEqual({ ok: false, error: { code: 'bad-seed', params: { seed: text } } });
  });
  it('cuts a long seed in the issue', () => {
    const long = '9'.repeat(100);
    expect(readSeed(long)).toMatchObject({ ok: false, error: { params: { seed: '9'.repeat(40) } } });
  });
});
