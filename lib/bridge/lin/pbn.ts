// LIN ↔ PBN through the same values: a LIN board as a PbnBoard (its number, players, dealer, vulnerability, deal, and
// the auction with each alert's explanation as a note, "Alert" when BBO gave none) and a PBN board with a whole deal
// as a LinBoard (its notes as the calls' alerts). The play and a claim, which PbnBoard does not hold, stay LIN's.
// Example: linToPbn(readLin(text).file.boards[0], 'Gabi Pleven Teams') → { event: 'Gabi Pleven Teams', board: 9, auction: { dealer: 'N', calls, notes: [{ index: 2, text: 'Alert' }] }, … }.

import type { PbnBoard } from '../pbn/board';
import { makePbnFile } from '../pbn/write';
import type { LinIssue } from './issue';
import { readLin } from './read';
import type { LinBoard } from './board';

/** The note PBN gets for a call BBO marks alerted without an explanation. */
export const BARE_ALERT = 'Alert';

export function linToPbn(board: LinBoard, event: string | null = null): PbnBoard {
  return {
    ...(event !== null && { event }),
    ...(board.board !== null && { board: board.board }),
    players: board.players,
    dealer: board.dealer,
    vul: board.vul,
    deal: board.deal,
    auction: {
      dealer: board.dealer,
      calls: board.calls,
      notes: board.alerts.map((a) => ({ index: a.index, text: a.text === '' ? BARE_ALERT : a.text })),
    },
    otherTags: [],
    comments: board.notes,
  };
}

/** A PBN board as LIN: null when it has no whole deal (LIN's md needs every hand). */
export function pbnToLin(board: PbnBoard): LinBoard | null {
  if (!board.deal) return null;
  const dealer = board.dealer ?? board.auction?.dealer ?? 'N';
  return {
    board: board.board ?? null, title: null, room: null, dealer, vul: board.vul ?? 'None', deal: board.deal, players: board.players,
    calls: board.auction?.calls ?? [],
    alerts: (board.auction?.notes ?? []).map((n) => ({ index: n.index, text: n.text === BARE_ALERT ? '' : n.text })),
    play: [], claim: null, notes: board.comments,
  };
}

/** A LIN text (a record, or links one a line) as the PBN file of its boards, with the LIN's own issues. */
export function linAsPbn(text: string): { readonly pbn: string; readonly issues: readonly LinIssue[]; readonly boards: number } {
  const { file, issues } = readLin(text);
  return { pbn: makePbnFile(file.boards.map((board) => linToPbn(board, file.event))), issues, boards: file.boards.length };
}
