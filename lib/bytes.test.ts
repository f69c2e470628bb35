import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBase64url, toBase64url } from './bytes';

describe('base64url', () => {
  it('matches the RFC alphabet without padding', () => {
    expect(toBase64url([0xfb, 0xff])).toBe('-_8');
    expect(toBase64url([1, 2, 3])).toBe('AQID');
    expect(toBase64url([])).toBe('');
    expect(toBase64url([255])).toBe('_w');
  });
  it('round-trips any bytes, and is one text per byte string', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
      const text = toBase64url(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64url'));
      expect(fromBase64url(text)).toEqual({ ok: true, value: [...bytes] });
    }));
  });
  it('refuses a foreign character, an impossible length and non-zero padding bits', () => {
    expect(fromBase64url('AB=C')).toEqual({ ok: false, error: { reason: 'character', position: 2, character: '=' } });
    expect(fromBase64url('AQIDB')).toEqual({ ok: false, error: { reason: 'length' } });
    expect(fromBase64url('-_9')).toEqual({ ok: false, error: { reason: 'padding' } });
    expect(fromBase64url('_x')).toEqual({ ok: false, error: { reason: 'padding' } });
  });
});
