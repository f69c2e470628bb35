import { describe, expect, it } from 'vitest';
import { readLocalDeal, readSeatLetter, type SeatLetters } from '../bridge/seat-letters';
import { LOCALES } from './locales';
import { messagesFor } from './messages';
import { readingLetters } from './seat-letters';

const shown = (locale: (typeof LOCALES)[number]) => messagesFor(locale).common.seatLetters as SeatLetters;

describe('readingLetters', () => {
  it('is the catalogue’s letters, and on the Cyrillic pages their Latin forms too', () => {
    expect(readingLetters('sr', shown('sr'))).toEqual(shown('sr'));
    expect(readingLetters('lv', shown('lv'))).toEqual(shown('lv'));
    expect(readingLetters('sr-Cyrl', shown('sr-Cyrl'))).toEqual([shown('sr-Cyrl'), shown('sr')]);
  });

  it('reads S as Sever in Serbian in both scripts, and the Cyrillic С too', () => {
    for (const locale of ['sr', 'sr-Cyrl'] as const) {
      const letters = readingLetters(locale, shown(locale));
      expect(readSeatLetter('S', letters)).toEqual({ ok: true, value: 'N' });
      expect(readSeatLetter('W', letters)).toEqual({ ok: true, value: 'W' });
    }
    const cyrillic = readingLetters('sr-Cyrl', shown('sr-Cyrl'));
    expect(readSeatLetter('С', cyrillic)).toEqual({ ok: true, value: 'N' });
    const fromSouth = '..AKQJT98765432. ...AKQJT98765432 AKQJT98765432... .AKQJT98765432..';
    const fromNorth = readLocalDeal('N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432', cyrillic);
    expect(fromNorth.ok).toBe(true);
    expect(readLocalDeal(`Ј:${fromSouth}`, cyrillic)).toEqual(fromNorth);
    expect(readLocalDeal(`j:${fromSouth}`, cyrillic)).toEqual(fromNorth);
  });
});
