import { describe, expect, it } from 'vitest';
import { parsePbnFile, parsePbnGames } from './read';

const DEAL = 'N:AKQ2.KJ3.T8.Q432 JT98.Q54.AK7.AK5 7654.T98.QJ9.JT9 3.A762.65432.876';

describe('parsePbnGames', () => {
  it("gives each board with its game's first line; parsePbnFile gives the same boards", () => {
    const text = `% PBN 2.1\n\n[Board "1"]\n[Deal "${DEAL}"]\n\n\n{a comment}\n[Board "2"]\n[Deal "${DEAL}"]\n`;
    const games = parsePbnGames(text);
    expect(games.ok && games.value.map((g) => [g.board.board, g.line])).toEqual([[1, 3], [2, 8]]);
    expect(parsePbnFile(text)).toEqual({ ok: true, value: games.ok ? games.value.map((g) => g.board) : [] });
  });
});

describe('named notes (a teacher\'s [Note "answer:2C"])', () => {
  it('after the Auction section it is the board\'s tag, not a call\'s note; numbered notes still explain calls', () => {
    const text = `[Board "1"]\n[Deal "${DEAL}"]\n[Auction "N"]\n1C =1= Pass *\n[Note "1:Pripremni"]\n[Note "answer:1D"]\n`;
    const boards = parsePbnFile(text);
    expect(boards.ok).toBe(true);
    if (!boards.ok) return;
    expect(boards.value[0].auction?.notes).toEqual([{ index: 0, text: 'Pripremni' }]);
    expect(boards.value[0].otherTags).toEqual([{ name: 'Note', value: 'answer:1D', section: [] }]);
  });

  it('before the auction or without one it is kept in otherTags too', () => {
    const boards = parsePbnFile(`[Board "1"]\n[Note "answer:1NT"]\n[Deal "${DEAL}"]\n`);
    expect(boards.ok && boards.value[0].otherTags).toEqual([{ name: 'Note', value: 'answer:1NT', section: [] }]);
  });

  it('a note that is neither numbered nor named is still refused after the auction', () => {
    expect(parsePbnFile('[Auction "N"]\n1C =1= Pass\n[Note "prvi"]\n')).toMatchObject({ ok: false, error: { code: 'pbn-bad-note', params: { line: 3 } } });
  });
});
