import { describe, expect, it } from 'vitest';
import { nameKey, normalizeName, sameName, takenName } from './student-name';

describe('student names', () => {
  it('stores a name trimmed, NFC, with one space between words', () => {
    expect(normalizeName('  Ana   Petrović ')).toBe('Ana Petrović');
    expect(normalizeName('Ana\u00A0\tPetrovic\u0301')).toBe('Ana Petrović');
  });

  it('compares names after normalizing, letter case aside', () => {
    expect(sameName('  Ana   Petrović ', 'ana petrović')).toBe(true);
    expect(sameName('ŽELJKA', 'željka')).toBe(true);
    expect(sameName('Jānis', 'Janis')).toBe(false);
    expect(sameName('Ana P.', 'Ana Petrović')).toBe(false);
    expect(nameKey('Līga  Ozoliņa')).toBe('līga ozoliņa');
  });

  it('finds the name a new one collides with', () => {
    expect(takenName('ana  petrović', ['Marko', 'Ana Petrović'])).toBe('Ana Petrović');
    expect(takenName('Ana P.', ['Marko', 'Ana Petrović'])).toBeNull();
  });
});
