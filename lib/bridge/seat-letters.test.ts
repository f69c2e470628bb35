import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../i18n/messages';
import { makeDeal, parseDeal } from './deal';
import { randomDeal } from './random-deal';
import {
  englishLettersRead, localDealIssue, localDealText, PBN_LETTERS, printLocalDeal, readLocalDeal, readSeatLetter, seatLetterParams,
  type ReadLetters, type SeatLetters,
} from './seat-letters';
import { SEATS, type Seat } from './types';

const lettersOf = (locale: 'en' | 'sr' | 'lv' | 'sr-Cyrl') => messagesFor(locale).common.seatLetters as SeatLetters;
const EN = lettersOf('en');
const SR = lettersOf('sr');
const LV = lettersOf('lv');
/** Serbian in Cyrillic: its own letters (С И Ј З) and the Latin ones, as the page passes them. */
const SR_CYRL: ReadLetters = [lettersOf('sr-Cyrl'), SR];
const LOCALES: ReadonlyArray<readonly [string, ReadLetters]> = [['en', EN], ['sr', SR], ['lv', LV], ['sr-Cyrl', SR_CYRL]];

const DEAL = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';
const HANDS = DEAL.slice(2);
const seed = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const seat = fc.constantFrom(...SEATS);
const all = (letters: ReadLetters): readonly SeatLetters[] => (Array.isArray(letters) ? letters : [letters]) as readonly SeatLetters[];
const own = (letters: ReadLetters): SeatLetters => all(letters)[0];

describe('the catalogues’ letters', () => {
  it('are the ones lesson 1 teaches: S I J Z (Sever, Istok, Jug, Zapad), Z A D R (Ziemeļi, Austrumi, Dienvidi, Rietumi)', () => {
    expect(EN).toEqual(PBN_LETTERS);
    expect(SR).toEqual({ N: 'S', E: 'I', S: 'J', W: 'Z' });
    expect(LV).toEqual({ N: 'Z', E: 'A', S: 'D', W: 'R' });
    expect(lettersOf('sr-Cyrl')).toEqual({ N: 'С', E: 'И', S: 'Ј', W: 'З' });
  });

  it.each(LOCALES)('%s: four different letters, one per seat', (_, letters) => {
    for (const set of all(letters)) expect(new Set(Object.values(set).map((l) => l.toUpperCase())).size).toBe(4);
  });
});

describe('readSeatLetter', () => {
  it.each([
    ['sr', SR, 'S', 'N'], ['sr', SR, 'i', 'E'], ['sr', SR, 'J', 'S'], ['sr', SR, ' z ', 'W'],
    // the English letters Serbian does not use are read as English; S stays Sever
    ['sr', SR, 'N', 'N'], ['sr', SR, 'e', 'E'], ['sr', SR, 'W', 'W'],
    ['lv', LV, 'Z', 'N'], ['lv', LV, 'a', 'E'], ['lv', LV, 'D', 'S'], ['lv', LV, 'r', 'W'],
    // Latvian's letters and the English ones are disjoint: both are read
    ['lv', LV, 'N', 'N'], ['lv', LV, 'E', 'E'], ['lv', LV, 's', 'S'], ['lv', LV, 'W', 'W'],
    ['en', EN, 'n', 'N'], ['en', EN, 'S', 'S'],
    ['sr-Cyrl', SR_CYRL, 'С', 'N'], ['sr-Cyrl', SR_CYRL, 'ј', 'S'], ['sr-Cyrl', SR_CYRL, 'S', 'N'], ['sr-Cyrl', SR_CYRL, 'W', 'W'],
  ] as const)('%s: %j → %s', (_, letters, text, expected) => {
    expect(readSeatLetter(text, letters)).toEqual({ ok: true, value: expected });
  });

  it.each([['sr', SR, 'Q'], ['sr', SR, ''], ['lv', LV, 'I'], ['en', EN, 'Z'], ['sr', SR, 'Sever']] as const)(
    '%s: %j is no seat: bad-seat-letter names the locale’s letters',
    (_, letters, text) => {
      expect(readSeatLetter(text, letters)).toEqual({ ok: false, error: { code: 'bad-seat-letter', params: { seat: text, ...seatLetterParams(letters) } } });
    },
  );

  it('names the letters for the messages', () => {
    expect(seatLetterParams(SR)).toEqual({ north: 'S', east: 'I', south: 'J', west: 'Z', english: 'N/E/W' });
    expect(seatLetterParams(LV)).toEqual({ north: 'Z', east: 'A', south: 'D', west: 'R', english: 'N/E/S/W' });
    expect(seatLetterParams(EN)).toEqual({ north: 'N', east: 'E', south: 'S', west: 'W', english: '' });
    expect(seatLetterParams(SR_CYRL)).toEqual({ north: 'С', east: 'И', south: 'Ј', west: 'З', english: 'N/E/W' });
  });

  it.each(LOCALES)('%s: every seat’s own letter reads back as that seat, in either letter case', (_, letters) => {
    fc.assert(
      fc.property(seat, fc.boolean(), (s, lower) => {
        const letter = own(letters)[s];
        expect(readSeatLetter(lower ? letter.toLowerCase() : letter, letters)).toEqual({ ok: true, value: s });
      }),
    );
  });

  it.each(LOCALES)('%s: an English letter the locale does not use is its English seat', (_, letters) => {
    fc.assert(
      fc.property(seat, (s) => {
        const taken = all(letters).some((set) => Object.values(set).includes(s));
        if (!taken) expect(readSeatLetter(s, letters)).toEqual({ ok: true, value: s });
        expect(englishLettersRead(letters).includes(s)).toBe(!taken);
      }),
    );
  });
});

describe('readLocalDeal and printLocalDeal', () => {
  it('reads the first hand’s seat in the locale’s letters: J: in Serbian and D: in Latvian start with South', () => {
    const fromSouth = ' ..AKQJT98765432. ...AKQJT98765432 AKQJT98765432... .AKQJT98765432..';
    expect(readLocalDeal(`J:${fromSouth}`, SR)).toEqual(parseDeal(DEAL));
    expect(readLocalDeal(`d :${fromSouth}`, LV)).toEqual(parseDeal(DEAL));
    expect(readLocalDeal(`S:${HANDS}`, SR)).toEqual(parseDeal(DEAL)); // Sever
    expect(readLocalDeal(`Ј:${fromSouth}`, SR_CYRL)).toEqual(parseDeal(DEAL));
    expect(readLocalDeal(`S:${fromSouth}`, LV)).toEqual(parseDeal(DEAL)); // English South
  });

  it.each([
    ['sr', SR, `X:${HANDS}`, 'X:'], ['sr', SR, HANDS, 'AK'], ['lv', LV, `I:${HANDS}`, 'I:'], ['sr', SR, '', ''], ['en', EN, `Z:${HANDS}`, 'Z:'],
  ] as const)('%s: %j has no seat first: unknown-seat-letter names the locale’s letters', (_, letters, text, found) => {
    expect(readLocalDeal(text, letters)).toEqual({ ok: false, error: { code: 'unknown-seat-letter', params: { found, ...seatLetterParams(letters) } } });
  });

  it('leaves every other issue to parseDeal, its seats PBN’s', () => {
    expect(readLocalDeal(`Z:${HANDS.split(' ').slice(0, 3).join(' ')}`, LV)).toEqual(parseDeal(`N:${HANDS.split(' ').slice(0, 3).join(' ')}`));
    const twelve = `J:AKQJT9876543... 2.AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432`;
    expect(readLocalDeal(twelve, SR)).toEqual({ ok: false, error: { code: 'wrong-card-count', params: { found: 12, seat: 'S' } } });
  });

  it.each(LOCALES)('%s: print → read gives the deal back, from every first seat', (_, letters) => {
    fc.assert(
      fc.property(seed, seat, (s, first) => {
        const deal = randomDeal(s);
        const text = printLocalDeal(deal, letters, first);
        expect(text.startsWith(`${own(letters)[first]}:`)).toBe(true);
        expect(readLocalDeal(text, letters)).toEqual({ ok: true, value: deal });
      }),
      { numRuns: 200 },
    );
  });

  // English's own letters are the English ones: the round trip above covers them
  it.each(LOCALES.filter(([locale]) => locale !== 'en'))('%s: a PBN deal with an English letter the locale does not use reads as PBN reads it', (_, letters) => {
    fc.assert(
      fc.property(seed, fc.constantFrom(...englishLettersRead(letters)), (s, first) => {
        const pbn = makeDeal(randomDeal(s), first);
        expect(readLocalDeal(pbn, letters)).toEqual(parseDeal(pbn));
      }),
      { numRuns: 200 },
    );
  });

  it.each(LOCALES)('%s: PBN text, valid or not, re-lettered reads the first seat PBN reads', (_, letters) => {
    fc.assert(
      fc.property(seed, seat, fc.boolean(), (s, first, broken) => {
        const pbn = makeDeal(randomDeal(s), first).slice(0, broken ? -1 : undefined);
        const local = localDealText(pbn, letters);
        expect(local.slice(0, 2)).toBe(`${own(letters)[first]}:`);
        expect(readLocalDeal(local, letters)).toEqual(parseDeal(pbn));
      }),
      { numRuns: 200 },
    );
  });

  it('leaves text without a PBN seat as it is, and names the locale’s letters for its issue', () => {
    expect(localDealText(`X:${HANDS}`, SR)).toBe(`X:${HANDS}`);
    expect(localDealText(HANDS, SR)).toBe(HANDS);
    expect(localDealText(` n :${HANDS}`, SR)).toBe(` S :${HANDS}`);
    const parsed = parseDeal(`X:${HANDS}`);
    if (parsed.ok) throw new Error('X is no seat');
    expect(localDealIssue(parsed.error, `X:${HANDS}`, SR)).toEqual({ code: 'unknown-seat-letter', params: { found: 'X:', ...seatLetterParams(SR) } });
    const three = parseDeal(`N:${HANDS.split(' ').slice(0, 3).join(' ')}`);
    if (three.ok) throw new Error('three hands');
    expect(localDealIssue(three.error, '', SR)).toBe(three.error);
  });
});

describe('the English letters', () => {
  it('read exactly as parseDeal under PBN_LETTERS', () => {
    fc.assert(
      fc.property(seed, seat, (s, first: Seat) => {
        const pbn = makeDeal(randomDeal(s), first);
        expect(readLocalDeal(pbn, PBN_LETTERS)).toEqual(parseDeal(pbn));
        expect(printLocalDeal(randomDeal(s), PBN_LETTERS, first)).toBe(pbn);
      }),
    );
  });
});
