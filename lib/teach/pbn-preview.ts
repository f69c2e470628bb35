// A teacher's PBN file (or LIN: a BBO record, hand-viewer links) before it is sent: its boards as the upload will read them (the position asked, whether the
// auction has ended), the games skipped, and the file of the boards the teacher chose, each cut where they chose.
// Example: previewPbn(text).value.boards[0] → { place: 0, line: 3, board: 1, dealer: 'N', calls: ['1C', 'P', …], ended: true, … };
// choosePbn(text, [{ place: 0, after: 2 }]) → '…[Board "1"]…[Auction "N"]\n1C Pass *' (the question: call 3).

import { isComplete } from '../bridge/auction';
import { makeCall } from '../bridge/call';
import { makePbnFile, readPbnGames, type PbnBoard, type PbnIssue } from '../bridge/pbn/file';
import { linAsPbn, looksLikeLin, type LinIssue } from '../bridge/lin/file';
import { boardInfo } from '../bridge/scoring/board';
import type { Seat } from '../bridge/types';
import { err, issue, ok, type Result } from '../result';
import type { PbnBoundsIssue } from './pbn-import';
import { MAX_PBN_BOARDS, MAX_PBN_BYTES } from './set-types';

export interface PreviewBoard {
  /** The game's 0-based place in the file (counting skipped games): what a choice names. */
  readonly place: number;
  readonly line: number;
  readonly board: number | null;
  readonly dealer: Seat;
  /** The auction as the file has it, canonical ('1C', 'P', …). */
  readonly calls: readonly string[];
  /** The auction has ended (a table's record): by default the question is the opening. */
  readonly ended: boolean;
  /** Without a full deal the board cannot be a question (the upload skips it). */
  readonly hasDeal: boolean;
}

/** A board the teacher keeps, asked after its first `after` calls (0: the opening; null: as the file has it). */
export interface BoardChoice {
  readonly place: number;
  readonly after: number | null;
}

/**
 * The calls kept by default: all of an unfinished auction; of an ended one (a table's record) the passes before its
 * first bid, so that the question is the opening bid rather than "dealer passes" (a passed-out board: the dealer's call).
 */
export function defaultAfter(board: PreviewBoard): number {
  return board.ended ? Math.max(0, board.calls.findIndex((c) => c !== 'P')) : board.calls.length;
}

/** The file's boards and skipped games, bounded as the upload is (bytes, then boards counted before reading). */
export function previewPbn(given: string): Result<{ boards: PreviewBoard[]; skipped: readonly (PbnIssue | LinIssue)[] }, PbnBoundsIssue> {
  if (given.length > MAX_PBN_BYTES) return err(issue('pbn-too-large', { bytes: given.length, max: MAX_PBN_BYTES }));
  // LIN (a BBO record, hand-viewer links) is previewed as the PBN of its boards, its own issues first
  const lin = looksLikeLin(given) ? linAsPbn(given) : null;
  const text = lin?.pbn ?? given;
  const tagged = text.match(/^[ \t]*\[Board\s*"/gm)?.length ?? 0;
  if (tagged > MAX_PBN_BOARDS) return err(issue('pbn-too-many-boards', { count: tagged, max: MAX_PBN_BOARDS }));
  const read = readPbnGames(text);
  const boards = read.games.map(({ board, line, place }): PreviewBoard => {
    const dealer = board.dealer ?? board.auction?.dealer ?? boardInfo(board.board ?? place + 1).dealer;
    const calls = board.auction?.calls ?? [];
    return {
      place, line, board: board.board ?? null, dealer, calls: calls.map(makeCall),
      ended: isComplete({ dealer, calls }), hasDeal: board.deal !== undefined,
    };
  });
  return ok({ boards, skipped: [...(lin?.issues ?? []), ...read.skipped] });
}

/** One board cut after `after` calls: notes and annotations of the calls cut go with them. */
function cut(board: PbnBoard, place: number, after: number | null): PbnBoard {
  // a board without a number keeps the dealer and vulnerability its place gave it
  const numbered = { ...board, board: board.board ?? place + 1 };
  if (after === null || !board.auction) return numbered;
  const keep = Math.max(0, Math.min(after, board.auction.calls.length));
  const { annotations, ...auction } = board.auction;
  const kept = annotations?.filter((a) => a.index < keep);
  return {
    ...numbered,
    auction: {
      ...auction, calls: auction.calls.slice(0, keep), notes: auction.notes.filter((n) => n.index < keep),
      ...(kept && kept.length > 0 ? { annotations: kept } : {}),
    },
  };
}

/** The chosen boards as a PBN file, in the order chosen, each asked where the teacher chose. */
export function choosePbn(given: string, choices: readonly BoardChoice[]): string {
  const text = looksLikeLin(given) ? linAsPbn(given).pbn : given;
  const games = new Map(readPbnGames(text).games.map((g) => [g.place, g.board]));
  const boards = choices.flatMap(({ place, after }) => {
    const board = games.get(place);
    return board ? [cut(board, place, after)] : [];
  });
  return makePbnFile(boards);
}
