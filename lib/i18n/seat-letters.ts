// The seat letters a page's forms read (B-50): the locale's own (common.seatLetters), which they also print, and on the
// Serbian Cyrillic pages the same letters in Latin as well, so that S is Sever there as on the Latin pages (С or S).
// Example: readingLetters('sr-Cyrl', { N: 'С', E: 'И', S: 'Ј', W: 'З' }) → [that, { N: 'S', E: 'I', S: 'J', W: 'Z' }].

import { SEATS } from '../bridge/types';
import type { ReadLetters, SeatLetters } from '../bridge/seat-letters';
import { toLatin } from './cyrillic';
import { isCyrillic } from './locales';

export function readingLetters(locale: string, shown: SeatLetters): ReadLetters {
  if (!isCyrillic(locale)) return shown;
  const latin = Object.fromEntries(SEATS.map((seat) => [seat, toLatin(shown[seat])])) as Record<keyof SeatLetters, string>;
  return [shown, latin];
}
