// Seat letters as a locale writes them (Serbian S I J Z for Sever, Istok, Jug, Zapad; Latvian Z A D R for Ziemeļi,
// Austrumi, Dienvidi, Rietumi), read and printed for the forms where a person types a seat (B-50). PBN, the address and
// the API keep N/E/S/W (notation.ts, deal.ts): only a form reads through here. The locale's letter comes first; an
// English letter is read too where the locale does not use it for another seat. Letter case does not count.
// Example: readSeatLetter('s', SR) → ok('N') (Sever); readSeatLetter('W', SR) → ok('W'); readSeatLetter('S', LV) → ok('S');
// readLocalDeal('J:… … … …', SR) reads South's hand first; printLocalDeal(deal, SR) → 'S:<North> <East> <South> <West>'.

import { err, issue, ok, type Issue, type Result } from '../result';
import { makeDeal, parseDeal, type DealIssue } from './deal';
import { SEATS, type Deal, type Seat } from './types';

/** One letter per seat, as a locale writes it (common.seatLetters). */
export type SeatLetters = Readonly<Record<Seat, string>>;

/**
 * The letters a page reads: its own (the first set, which it also prints) and, for a locale written in two scripts,
 * the same letters in the other script (sr-Cyrl reads С and the Latin S as Sever).
 */
export type ReadLetters = SeatLetters | readonly SeatLetters[];

/** PBN's letters, the English initials: what the address, PBN files and the API read. */
export const PBN_LETTERS: SeatLetters = Object.freeze({ N: 'N', E: 'E', S: 'S', W: 'W' });

export type SeatLetterIssue = Issue<'bad-seat-letter'>;
export type LocalDealIssue = DealIssue | Issue<'unknown-seat-letter'>;

/** The parameters a message names the letters with: north … west (the page's own), english (the others read, N/E/W). */
export interface SeatLetterParams {
  readonly north: string;
  readonly east: string;
  readonly south: string;
  readonly west: string;
  /** The English letters also read, joined by "/" ('' when the locale's letters take all four, as in English). */
  readonly english: string;
}

function sets(letters: ReadLetters): readonly SeatLetters[] {
  return Array.isArray(letters) ? letters : [letters as SeatLetters];
}

const fold = (text: string) => text.trim().toUpperCase();

/** The seat each letter reads as: the locale's sets first, then the English letters no set has taken. */
function letterTable(letters: ReadLetters): ReadonlyMap<string, Seat> {
  const table = new Map<string, Seat>();
  for (const set of [...sets(letters), PBN_LETTERS]) {
    for (const seat of SEATS) {
      const letter = fold(set[seat]);
      if (letter !== '' && !table.has(letter)) table.set(letter, seat);
    }
  }
  return table;
}

/** The English letters read under `letters` as their English seat, in N, E, S, W order (sr: N, E, W; lv: all four). */
export function englishLettersRead(letters: ReadLetters): Seat[] {
  const table = letterTable(letters);
  return SEATS.filter((seat) => table.get(seat) === seat && !sets(letters).some((set) => fold(set[seat]) === seat));
}

export function seatLetterParams(letters: ReadLetters): SeatLetterParams {
  const own = sets(letters)[0] ?? PBN_LETTERS;
  return { north: own.N, east: own.E, south: own.S, west: own.W, english: englishLettersRead(letters).join('/') };
}

/** One seat letter: the locale's first, else an English letter the locale does not use; any letter case. */
export function readSeatLetter(text: string, letters: ReadLetters): Result<Seat, SeatLetterIssue> {
  const seat = letterTable(letters).get(fold(text));
  return seat ? ok(seat) : err(issue('bad-seat-letter', { seat: text, ...seatLetterParams(letters) }));
}

/** The issue for a deal whose first letter is not a seat: the locale's letters named (parseDeal's found kept). */
function unknownSeatLetter(text: string, letters: ReadLetters): Issue<'unknown-seat-letter'> {
  return issue('unknown-seat-letter', { found: text.trim().slice(0, 2), ...seatLetterParams(letters) });
}

const LEADING_SEAT = /^(\s*)([^\s:]+)(\s*:)/;

/**
 * A deal as a form reads it: the first hand's seat in the locale's letters (or an English one it does not use), a
 * colon, four hands clockwise; the rest is parseDeal's. Example: readLocalDeal('Z:…', LV) = parseDeal('N:…').
 */
export function readLocalDeal(text: string, letters: ReadLetters): Result<Deal, LocalDealIssue> {
  const match = LEADING_SEAT.exec(text);
  const seat = match ? readSeatLetter(match[2], letters) : null;
  if (!match || !seat?.ok) return err(unknownSeatLetter(text, letters));
  return parseDeal(`${seat.value}:${text.slice(match[0].length)}`);
}

/** A deal's text from `first` (North unless told) with the locale's letter: the inverse of readLocalDeal. */
export function printLocalDeal(deal: Deal, letters: ReadLetters, first: Seat = 'N'): string {
  return localDealText(makeDeal(deal, first), letters);
}

/**
 * Text in PBN's letters ('N:…', valid or not) with its first seat letter in the locale's ('S:…' in Serbian), so that
 * readLocalDeal reads the same first seat parseDeal would; text that does not start with a PBN seat is left as it is.
 */
export function localDealText(text: string, letters: ReadLetters): string {
  const match = LEADING_SEAT.exec(text);
  if (!match || !/^[NESW]$/i.test(match[2])) return text;
  const own = sets(letters)[0] ?? PBN_LETTERS;
  return `${match[1]}${own[match[2].toUpperCase() as Seat]}${match[3]}${text.slice(match[0].length)}`;
}

/**
 * An issue parseDeal found in text from the address (PBN's letters), as the form shows it once the text is in the
 * locale's letters: a first letter that is no seat is named with the locale's letters; every other issue is unchanged.
 */
export function localDealIssue(found: DealIssue, text: string, letters: ReadLetters): LocalDealIssue {
  return found.code === 'unknown-seat' ? unknownSeatLetter(text, letters) : found;
}
