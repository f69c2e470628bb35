import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, hashToken, newJoinPin, pinMatches, randomSeed, resumeCode, resumeHash, sameHash, setCode, studentToken, teacherToken } from './tokens';

describe('tokens and codes', () => {
  it('teacher tokens carry 256 bits, student tokens 192, in base64url', () => {
    expect(teacherToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(studentToken()).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Set(Array.from({ length: 1000 }, teacherToken)).size).toBe(1000);
  });

  it('codes are 8 characters of Crockford base32 without I L O U, every symbol used', () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(CODE_ALPHABET).not.toMatch(/[ILOU]/);
    const codes = Array.from({ length: 2000 }, () => setCode() + resumeCode());
    for (const c of codes) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(new Set(codes.join('')).size).toBe(32);
  });

  it('hashes are SHA-256 hex, compared in constant time', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const h = hashToken(teacherToken());
    expect(sameHash(h, h.slice())).toBe(true);
    expect(sameHash(h, h.slice(0, 63) + (h[63] === '0' ? '1' : '0'))).toBe(false);
    expect(sameHash(h, h.slice(0, 10))).toBe(false);
  });

  it('seeds are 30-bit integers', () => {
    for (let i = 0; i < 1000; i++) {
      const s = randomSeed();
      expect(Number.isInteger(s) && s >= 0 && s < 2 ** 30).toBe(true);
    }
  });

  it('a join PIN is six digits; the one given matches with its spaces left out, never a shorter, longer or missing one', () => {
    for (let i = 0; i < 200; i++) expect(newJoinPin()).toMatch(/^\d{6}$/);
    expect(pinMatches('042917', '042917')).toBe(true);
    expect(pinMatches('042917', ' 042 917 ')).toBe(true);
    expect(pinMatches('042917', '04\t29\n17')).toBe(true);
    expect(pinMatches('042917', '042918')).toBe(false);
    expect(pinMatches('042917', '04291')).toBe(false);
    expect(pinMatches('042917', '0429170')).toBe(false);
    expect(pinMatches('042917', undefined)).toBe(false);
    expect(pinMatches('042917', '')).toBe(false);
    // only the first 16 characters are read: a long paste is compared, not a megabyte
    expect(pinMatches('0429170000000000', `0429170000000000${'9'.repeat(100)}`)).toBe(true);
  });

  it("a resume code's hash is the set's id with the code in upper case", () => {
    expect(resumeHash('set-1', 'k7m2q9xd')).toBe(hashToken('set-1:K7M2Q9XD'));
    expect(resumeHash('set-1', 'K7M2Q9XD')).not.toBe(resumeHash('set-2', 'K7M2Q9XD'));
  });
});
