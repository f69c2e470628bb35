import { describe, expect, it } from 'vitest';
import { makeCalls, parseCalls } from '../call';
import { makeDeal } from '../deal';
import { makePbnFile, parsePbnFile, type PbnBoard } from './file';
import { LOCALES } from '../../i18n/locales';
import { messagesFor } from '../../i18n/messages';
import { PBN_ISSUE_CODES } from './issue';
import { formatPbnIssue } from '../../i18n/pbn-message';

const DEAL_1 = 'N:AKQ2.KJ3.T8.Q432 JT9.AQ42.KJ9.AJ5 876.T98.AQ76.KT9 543.765.5432.876';
// the same cards, dealt from East's point of view
const DEAL_2 = 'E:AKQ2.KJ3.T8.Q432 JT9.AQ42.KJ9.AJ5 876.T98.AQ76.KT9 543.765.5432.876';

const FILE = `\uFEFF% PBN 2.1
% EXPORT
{Klub „Đorđe Čolić”, Novi Sad — tri table}

[Event "Kup Šumadije / Rīgas kauss"]
[Site "Beograd"]
[Date "2024.03.15"]
[Board "1"]
[West "Ljiljana Šćepanović"]
[North "Đorđe Čolić"]
[East "Ķārlis Ņikitins"]
[South "Žarko Đukić"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "${DEAL_1}"]
[Scoring "MP"]
[Declarer "N"]
[Contract "3NT"]
[Result "9"]
[Auction "N"]
1C =1= Pass 1D Pass
1NT Pass 3NT AP
[Note "1:Pripremni tref: HD 11–16 ili vrlo jak list"]

[Event "#"]
[Site "Rīga"]
[Date "2024.03.16"]
[Board "2"]
[West "Dace Žagare"]
[North "Jānis Bērziņš"]
[East "Anna Ločmele"]
[South "Ķārlis Ņikitins"]
[Dealer "E"]
[Vulnerable "Love"]
[Deal "${DEAL_2}"]
{Ļoti interesants sadalījums; čučumuiža}
[Declarer "S"]
[Contract "2H"]
[Result "8"]
[Auction "E"]
Pass 1H X XX
Pass Pass 2C Pass
Pass 2H Pass Pass
Pass - - -

[Board "3"]
[North "Đorđe Čolić"]
[Dealer "S"]
[Vulnerable "Both"]
[Contract "Pass"]
[Room "Open"]
[Auction "S"]
Pass Pass AP ; dalje, dalje
[Play "W"]
SA S2 S3 S4
*
`;

function parsed(text: string): PbnBoard[] {
  const result = parsePbnFile(text);
  if (!result.ok) throw new Error(`expected a valid file, got ${JSON.stringify(result.error)}`);
  return result.value;
}

function problem(text: string): { code: string; line: number | string; reason?: string | number } {
  const result = parsePbnFile(text);
  if (result.ok) throw new Error('expected an issue');
  const { code, params } = result.error;
  return params.reason === undefined ? { code, line: params.line } : { code, line: params.line, reason: params.reason };
}

describe('parsePbnFile on a real-looking file', () => {
  const boards = parsed(FILE);

  it('finds the three boards', () => {
    expect(boards.map((b) => b.board)).toEqual([1, 2, 3]);
  });

  it('reads the tags of board 1, keeping Serbian and Latvian letters', () => {
    const b = boards[0];
    expect(b.event).toBe('Kup Šumadije / Rīgas kauss');
    expect(b.site).toBe('Beograd');
    expect(b.date).toBe('2024.03.15');
    expect(b.players).toEqual({ W: 'Ljiljana Šćepanović', N: 'Đorđe Čolić', E: 'Ķārlis Ņikitins', S: 'Žarko Đukić' });
    expect(b.dealer).toBe('N');
    expect(b.vul).toBe('None');
    expect(b.deal && makeDeal(b.deal)).toBe(DEAL_1);
    expect(b.scoring).toBe('MP');
    expect(b.declarer).toBe('N');
    expect(b.contract).toEqual({ level: 3, strain: 'N', risk: '' });
    expect(b.result).toBe(9);
    expect(b.comments).toEqual(['Klub „Đorđe Čolić”, Novi Sad — tri table']);
  });

  it('expands AP and attaches the note to its call', () => {
    const auction = boards[0].auction!;
    expect(auction.dealer).toBe('N');
    expect(makeCalls(auction.calls)).toBe('1C P 1D P 1N P 3N P P P');
    expect(auction.notes).toEqual([{ index: 0, text: 'Pripremni tref: HD 11–16 ili vrlo jak list' }]);
  });

  it('copies "#" from the previous board, reads a deal given from East, accepts Love and the padding "-"', () => {
    const b = boards[1];
    expect(b.event).toBe('Kup Šumadije / Rīgas kauss');
    expect(b.site).toBe('Rīga');
    expect(b.vul).toBe('None');
    expect(b.deal && makeDeal(b.deal, 'E')).toBe(DEAL_2);
    expect(b.comments).toEqual(['Ļoti interesants sadalījums; čučumuiža']);
    expect(makeCalls(b.auction!.calls)).toBe('P 1H X XX P P 2C P P 2H P P P');
    expect(b.contract).toEqual({ level: 2, strain: 'H', risk: '' });
  });

  it('reads Both, a passed-out contract, AP for four passes, and keeps unknown tags with their sections', () => {
    const b = boards[2];
    expect(b.vul).toBe('All');
    expect(b.contract).toBeNull();
    expect(b.event).toBeUndefined();
    expect(makeCalls(b.auction!.calls)).toBe('P P P P');
    // a comment in the auction stays with the call it follows
    expect(b.comments).toEqual([]);
    expect(b.auction!.annotations).toEqual([{ index: 3, text: '{dalje, dalje}' }]);
    expect(b.otherTags).toEqual([
      { name: 'Room', value: 'Open', section: [] },
      { name: 'Play', value: 'W', section: ['SA S2 S3 S4', '*'], afterAuction: true },
    ]);
  });

  it('round-trips: parse(make(boards)) gives the boards, and printing again gives the same text', () => {
    const text = makePbnFile(boards);
    expect(parsed(text)).toEqual(boards);
    expect(makePbnFile(parsed(text))).toBe(text);
  });

  it('prints the auction four calls a line with its notes, PBN call names and the contract as 3NT', () => {
    const text = makePbnFile(boards);
    expect(text).toContain('[Contract "3NT"]\n[Result "9"]\n[Auction "N"]\n1C =1= Pass 1D Pass\n1NT Pass 3NT Pass\nPass Pass\n[Note "1:Pripremni tref');
    expect(text).toContain('[North "Đorđe Čolić"]');
    expect(text).toContain('[Contract "Pass"]');
    expect(text.startsWith('% PBN 2.1\n')).toBe(true);
  });
});

describe('parsePbnFile details', () => {
  it('accepts CRLF line ends and no BOM', () => {
    const boards = parsed('[Board "4"]\r\n[Vulnerable "-"]\r\n\r\n[Board "5"]\r\n[Vulnerable "EW"]\r\n');
    expect(boards.map((b) => [b.board, b.vul])).toEqual([[4, 'None'], [5, 'EW']]);
  });

  it('keeps an unfinished auction and marks it with "*" when printing', () => {
    const boards = parsed('[Auction "W"]\n1S 2H *\n');
    expect(makeCalls(boards[0].auction!.calls)).toBe('1S 2H');
    expect(makePbnFile(boards)).toContain('[Auction "W"]\n1S 2H *\n');
  });

  it('escapes quotes and backslashes in tag values', () => {
    const boards = parsed('[Event "Kup \\"Vojvodina\\" \\\\ 2024"]\n');
    expect(boards[0].event).toBe('Kup "Vojvodina" \\ 2024');
    expect(parsed(makePbnFile(boards))).toEqual(boards);
  });

  it('reads a multi-line comment and ignores suffix annotations and NAGs in the auction', () => {
    const boards = parsed('{prvi red\ndrugi red}\n[Auction "N"]\n1S! $1 Pass 4S? AP\n');
    expect(boards[0].comments).toEqual(['prvi red\ndrugi red']);
    expect(makeCalls(boards[0].auction!.calls)).toBe('1S P 4S P P P');
  });

  it('gives an empty list for a file with no boards', () => {
    expect(parsed('% PBN 2.1\n\n')).toEqual([]);
  });

  it('treats empty and "?" values of typed tags as unknown', () => {
    const [b] = parsed('[Board ""]\n[Dealer "?"]\n[Result ""]\n[Contract ""]\n');
    expect([b.board, b.dealer, b.result, b.contract]).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('parsePbnFile issues name the line', () => {
  it.each([
    ['pbn-bad-tag', '[Event "a"]\n[Site "b]\n', 2],
    ['pbn-unclosed-comment', '[Event "a"]\n\n{ nikad zatvoren\n[Board "1"]\n', 3],
    ['pbn-stray-text', 'hello\n[Event "a"]\n', 1],
    ['pbn-stray-text', '[Event "a"]\n[Board "1"] 1NT\n', 2],
    ['pbn-bad-board', '[Event "a"]\n[Board "0"]\n', 2],
    ['pbn-bad-board', '[Board "1a"]\n', 1],
    ['pbn-bad-seat', '[Event "a"]\n[Dealer "Q"]\n', 2],
    ['pbn-bad-seat', '[Declarer "NS"]\n', 1],
    ['pbn-bad-seat', '[Board "1"]\n[Auction "X"]\nPass\n', 2],
    ['pbn-bad-vulnerable', '[Board "1"]\n\n[Board "2"]\n[Vulnerable "Some"]\n', 4],
    ['pbn-bad-contract', '[Contract "8S"]\n', 1],
    ['pbn-bad-result', '[Board "1"]\n[Result "14"]\n', 2],
    ['pbn-bad-call', '[Auction "N"]\n1C Pass\n1Z\n', 3],
    ['pbn-bad-call', '[Auction "N"]\n1C AP\n- 2S\n', 3],
    ['pbn-bad-call', '[Auction "N"]\n1C *\nPass\n', 3],
    ['pbn-bad-note', '[Auction "N"]\n1C =2= Pass\n[Note "1:x"]\n', 2],
    ['pbn-bad-note', '[Auction "N"]\n1C =1= Pass\n[Note "prvi"]\n', 3],
    ['pbn-bad-note', '[Auction "N"]\n=1= 1C\n[Note "1:x"]\n', 2],
  ])('%s: %j at line %i', (code, text, line) => {
    expect(problem(text)).toEqual({ code, line });
  });

  it('pbn-bad-deal wraps the deal issue', () => {
    const text = `[Board "1"]\n[Deal "N:AKQ2.KJ3.T8.Q43 JT9.AQ42.KJ9.AJ5 876.T98.AQ76.KT9 543.765.5432.876"]\n`;
    const result = parsePbnFile(text);
    expect(!result.ok && result.error).toEqual({ code: 'pbn-bad-deal', params: { line: 2, reason: 'wrong-card-count', found: 12, seat: 'N' } });
    expect(!result.ok && formatPbnIssue('en', result.error)).toBe('Line 2: the deal is not valid. A hand needs 13 cards; this one has 12.');
  });

  it('pbn-illegal-auction wraps the auction code and points at the offending call', () => {
    const result = parsePbnFile('[Board "1"]\n[Auction "N"]\n1S Pass 2S Pass\n2H\n');
    expect(!result.ok && result.error.code).toBe('pbn-illegal-auction');
    expect(!result.ok && result.error.params).toMatchObject({ line: 4, reason: 'insufficient', call: '2H', position: 5 });
  });

  it.each([
    ['1S Pass Pass Pass\nPass\n', 'after-end', 5],
    ['1S X Pass X\n', 'double-doubled', 4],
    ['1S Pass X\n', 'double-own-side', 3],
    ['1S XX\n', 'redouble-undoubled', 2],
    ['X\n', 'double-nothing', 1],
  ])('pbn-illegal-auction %j → %s', (calls, reason, position) => {
    const result = parsePbnFile(`[Auction "N"]\n${calls}`);
    expect(!result.ok && result.error.params).toMatchObject({ reason, position });
  });

  it.each(LOCALES)('every PBN issue code has a %s message', (locale) => {
    const errors = messagesFor(locale).pbn.errors as Record<string, string>;
    expect(Object.keys(errors).sort()).toEqual([...PBN_ISSUE_CODES].sort());
  });

  it('follows the auction message with the reason from the auction module', () => {
    const result = parsePbnFile('[Auction "N"]\n1S Pass 2S Pass\n2H\n');
    expect(!result.ok && formatPbnIssue('en', result.error)).toBe(
      'Line 3: call 5 of the auction is not legal. 2H is insufficient: a bid must be higher than 2S.',
    );
    expect(!result.ok && formatPbnIssue('sr', result.error)).toBe(
      'Red 3: izjava broj 5 u licitaciji nije dozvoljena. 2H je nedovoljna ponuda: mora biti viša od 2S.',
    );
  });

  it('formats every issue in every locale', () => {
    const result = parsePbnFile('[Vulnerable "Some"]\n');
    expect(!result.ok && formatPbnIssue('sr', result.error)).toBe('Red 1: „Some“ nije ranjivost: koristite None, NS, EW ili All.');
    expect(!result.ok && formatPbnIssue('lv', result.error)).toBe('1. rinda: „Some“ nav zona: lietojiet None, NS, EW vai All.');
  });
});

describe('makePbnFile', () => {
  it('writes the deal from the dealer and the tags in PBN order', () => {
    const calls = parseCalls('1H P 4H P P P');
    if (!calls.ok) throw new Error('bad calls');
    const [first] = parsed(`[Deal "${DEAL_1}"]\n`);
    const text = makePbnFile([{ ...first, board: 2, dealer: 'E', vul: 'NS', auction: { dealer: 'E', calls: calls.value, notes: [] } }]);
    expect(text).toBe(
      `% PBN 2.1\n% Content-type: text/x-pbn; charset=UTF-8\n\n[Board "2"]\n[Dealer "E"]\n[Vulnerable "NS"]\n` +
        `[Deal "E:JT9.AQ42.KJ9.AJ5 876.T98.AQ76.KT9 543.765.5432.876 AKQ2.KJ3.T8.Q432"]\n[Auction "E"]\n1H Pass 4H Pass\nPass Pass\n`,
    );
  });

  it("writes a one-line comment holding '}' in the ';' form, so it reads back whole", () => {
    const board: PbnBoard = { board: 1, players: {}, otherTags: [], comments: ['Stayman {asks} for a major'] };
    const text = makePbnFile([board]);
    expect(text).toContain('\n; Stayman {asks} for a major\n');
    expect(parsePbnFile(text)).toEqual({ ok: true, value: [board] });
  });

  it("replaces '}' by ')' in a comment of several lines (the ';' form holds one line)", () => {
    const text = makePbnFile([{ board: 1, players: {}, otherTags: [], comments: ['prvi {red}\ndrugi red'] }]);
    expect(parsed(text)[0].comments).toEqual(['prvi {red)\ndrugi red']);
  });

  it('skips a board with no tag at all', () => {
    expect(makePbnFile([{ players: {}, otherTags: [], comments: ['samo komentar'] }])).toBe('% PBN 2.1\n% Content-type: text/x-pbn; charset=UTF-8\n');
  });
});
