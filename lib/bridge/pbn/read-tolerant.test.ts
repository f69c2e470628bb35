// readPbnGames reads past a bad game (properties with fast-check) and the PBN 2.1 forms of tags; decodePbn's code pages.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePbn } from './decode';
import { makePbnFile, readPbnGames } from './file';
import { completePbnDeal, parsePbnResult } from './tags';

const DEAL = 'N:AKQ2.KJ3.T8.Q432 JT9.AQ42.KJ9.AJ5 876.T98.AQ76.KT9 543.765.5432.876';
const good = (n: number) => `[Board "${n}"]\n[Dealer "N"]\n[Deal "${DEAL}"]\n[Auction "N"]\n1C Pass 1H! Pass\n1NT $1 AP\n`;
// games that cannot be read, each for a different reason
const BAD = [
  '[Board "x"]\n', '[Dealer E]\n', 'stray words\n[Board "3"]\n', '[Deal "N:AKQ"]\n', '[Auction "N"]\n1S 1H\n',
  '[Auction "N"]\n1C =7= Pass\n', '[Vulnerable "Sometimes"]\n', '[Result "14"]\n', '[Auction "N"]\n1C * 1D\n',
];
const lineCount = (text: string) => text.split('\n').length;

describe('readPbnGames, properties', () => {
  it('never throws; every game is read or skipped once, each issue on a line of the file', () => {
    const unit = fc.constantFrom(...'[]"{};%#\\ \n\tNESW1CDHSXP-*=!$^+abcž'.split(''), '[Board "1"]', '[Deal "', DEAL, '\n\n');
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 80 }).map((u) => u.join('')), (text) => {
        const read = readPbnGames(text);
        for (const found of read.skipped) {
          expect(Number(found.params.line)).toBeGreaterThanOrEqual(1);
          expect(Number(found.params.line)).toBeLessThanOrEqual(lineCount(text));
        }
        const places = read.games.map((g) => g.place);
        expect(new Set(places).size).toBe(places.length);
      }),
    );
  });

  it('a bad game among good ones is skipped alone: the good games read as they do without it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 6 }), fc.constantFrom(...BAD), (count, at, bad) => {
        const games = Array.from({ length: count }, (_, k) => good(k + 1));
        const place = Math.min(at, count);
        const withBad = [...games.slice(0, place), bad, ...games.slice(place)].join('\n');
        const read = readPbnGames(withBad);
        expect(read.skipped).toHaveLength(1);
        expect(read.games.map((g) => g.board)).toEqual(readPbnGames(games.join('\n')).games.map((g) => g.board));
        const badLine = games.slice(0, place).reduce((n, g) => n + lineCount(g), 1);
        expect(Number(read.skipped[0].params.line)).toBeGreaterThanOrEqual(badLine);
        expect(Number(read.skipped[0].params.line)).toBeLessThan(badLine + lineCount(bad));
      }),
    );
  });

  it('annotations, comments in the auction and partial deals survive the round trip through makePbnFile', () => {
    const text = `[Board "1"]\n[Deal "N:AKQ2.KJ3.T8.Q432 - - -"]\n[Auction "N"]\n1C ^I {pripremni} Pass 1H!? Pass\n1NT $1 Pass 3NT + AP\n`;
    const first = readPbnGames(text).games.map((g) => g.board);
    expect(first[0].partialDeal).toBe('N:AKQ2.KJ3.T8.Q432 - - -');
    expect(first[0].auction?.annotations).toEqual([
      { index: 0, text: '^I' }, { index: 0, text: '{pripremni}' }, { index: 2, text: '!?' }, { index: 4, text: '$1' }, { index: 6, text: '+' },
    ]);
    expect(readPbnGames(makePbnFile(first)).games.map((g) => g.board)).toEqual(first);
  });
});

describe('PBN 2.1 tag values', () => {
  it('a Result with a side, at its bounds', () => {
    expect(parsePbnResult('NS 11')).toEqual({ ok: true, value: { tricks: 11, side: 'NS' } });
    expect(parsePbnResult('ew 0')).toEqual({ ok: true, value: { tricks: 0, side: 'EW' } });
    expect(parsePbnResult('13')).toEqual({ ok: true, value: { tricks: 13, side: null } });
    expect(parsePbnResult('NS 14').ok).toBe(false);
    expect(parsePbnResult('NE 5').ok).toBe(false);
    // both sides, either first; a result given by claim
    expect(parsePbnResult('NS 9 EW 4')).toEqual({ ok: true, value: { tricks: 9, side: 'NS' } });
    expect(parsePbnResult('EW 4 NS 9')).toEqual({ ok: true, value: { tricks: 4, side: 'EW' } });
    expect(parsePbnResult('^5')).toEqual({ ok: true, value: { tricks: 5, side: null } });
    expect(parsePbnResult('NS 9 NS 4').ok).toBe(false);
    expect(parsePbnResult('NS 9 EW 6').ok).toBe(false);
  });

  it('a deal with one unknown hand is completed; with two, it cannot be', () => {
    expect(completePbnDeal('N:AKQ2.KJ3.T8.Q432 JT9.AQ42.KJ9.AJ5 876.T98.AQ76.KT9 -')).toBe(DEAL);
    expect(completePbnDeal('N:AKQ2.KJ3.T8.Q432 - 876.T98.AQ76.KT9 -')).toBeNull();
    expect(completePbnDeal(DEAL)).toBe(DEAL);
  });

  it('a game\'s first duplicate counts; ## passes a value on, # copies the last', () => {
    const read = readPbnGames('[Event "##Kup"]\n[Board "2"]\n[Board "9"]\n\n[Board "3"]\n[Site "Niš"]\n\n[Site "#"]\n[Event "Drugi"]\n');
    expect(read.games.map((g) => [g.board.board, g.board.event, g.board.site])).toEqual([[2, 'Kup', undefined], [3, 'Kup', 'Niš'], [undefined, 'Drugi', 'Niš']]);
  });
});

describe('PBN 2.1 import forms', () => {
  const game = (extra: string) => `[Board "1"]\n[Dealer "S"]\n[Vulnerable "None"]\n[Deal "${DEAL}"]\n[Declarer "N"]\n[Contract "3NT"]\n${extra}`;

  it('reads Result "NS 9 EW 4" as declarer\'s nine, "EW 4 NS 9" the same, and "^5"', () => {
    for (const result of ['NS 9 EW 4', 'EW 4 NS 9']) expect(readPbnGames(game(`[Result "${result}"]\n`)).games[0].board.result).toBe(9);
    expect(readPbnGames(game('[Result "^5"]\n')).games[0].board.result).toBe(5);
  });

  it('"-" for the seats before the dealer when the Auction tag names another seat', () => {
    const read = readPbnGames(game('[Auction "N"]\n- - 1C Pass\n1H Pass 1NT AP\n'));
    expect(read.skipped).toEqual([]);
    expect(read.games[0].board.auction).toMatchObject({ dealer: 'S', calls: [{ kind: 'bid', level: 1, strain: 'C' }, { kind: 'pass' }, expect.anything(), expect.anything(), expect.anything(), expect.anything(), expect.anything(), expect.anything()] });
  });

  it('a second table\'s record of the same board without a Deal takes the deal over; another board\'s does not', () => {
    const read = readPbnGames(`${game('[Room "Open"]\n')}\n[Board "1"]\n[Room "Closed"]\n\n[Board "2"]\n[Room "Open"]\n`);
    expect(read.games.map((g) => [g.board.board, g.board.deal !== undefined, g.board.dealer])).toEqual([[1, true, 'S'], [1, true, 'S'], [2, false, undefined]]);
  });

  it('a game run into the one before it (no blank line) is reported with its line, not lost silently', () => {
    const read = readPbnGames(`${game('')}[Board "2"]\n[Deal "${DEAL}"]\n\n[Board "3"]\n[Deal "${DEAL}"]\n`);
    expect(read.games.map((g) => g.board.board)).toEqual([1, 3]);
    expect(read.skipped).toMatchObject([{ code: 'pbn-merged-games', params: { line: 7, tag: 'Board' } }]);
  });
});

describe('decodePbn', () => {
  it('keeps UTF-8 text as it is (any text)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        expect(decodePbn(new TextEncoder().encode(text))).toEqual({ text, encoding: 'utf-8' });
      }),
    );
  });

  it('reads a code page named in a % line, and UTF-16 with its BOM', () => {
    const latin = Uint8Array.from([...[...'% charset=ISO-8859-1\n[North "'].map((c) => c.charCodeAt(0)), 0xe9, 0x22, 0x5d]);
    expect(decodePbn(latin)).toEqual({ text: '% charset=ISO-8859-1\n[North "é"]', encoding: 'windows-1252' });
    expect(decodePbn(Uint8Array.from([0xff, 0xfe, 0x41, 0x00]))).toEqual({ text: 'A', encoding: 'utf-16le' });
  });
});
