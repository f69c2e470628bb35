// The part of an item's auction that its preview image shows: rows of four calls under West, North, East and South
// from the dealer's column on, at most PREVIEW_AUCTION_ROWS lines, whole rows only (a column stays its seat's).
// Example: previewAuction(item) of a 246-call bidding item dealt by South → { rows: its last 4 rows, the '?' in the
// last one, hidden: 233, at: 'start' }; of a 13-call item → { rows: all 4, hidden: 0, at: 'end' }.

import type { Call, Seat } from '../bridge/types';
import type { QuizItem } from './item-types';

/** The table's columns, West first as bridge columns are printed. */
export const AUCTION_COLUMNS: readonly Seat[] = ['W', 'N', 'E', 'S'];

/**
 * Lines of calls the 1200 × 630 preview draws, the line that says how many calls are left out counted: at 28 px
 * or more, and about the work of a normal item's table (3 rows). The items lib/ makes fit whole but for one in a
 * few hundred (their auctions run to 6 rows, 99 % to 4); an auction written into a share code by hand is cut.
 */
export const PREVIEW_AUCTION_ROWS = 5;

/** A cell of the table: a call, the '?' of the seat to call, or an empty place before the dealer. */
export type PreviewCell = Call | '?' | null;

export interface PreviewAuction {
  /** The rows drawn, each of four cells. */
  readonly rows: readonly (readonly PreviewCell[])[];
  /** How many calls are left out (0: the whole auction is drawn). */
  readonly hidden: number;
  /** Where they are left out: before the rows drawn, or after them. */
  readonly at: 'start' | 'end';
}

/**
 * The rows of the item's auction that fit in `lines` (≥ 2): a bidding or scoring question keeps its last rows (the
 * position the question asks about, the '?' of the seat to call, the final contract), a legality or roles question
 * its first (it is read from the first call on: who first named the strain decides who plays); one line then says how many calls are not drawn.
 */
export function previewAuction(item: QuizItem, lines: number = PREVIEW_AUCTION_ROWS): PreviewAuction {
  if (!Number.isSafeInteger(lines) || lines < 2) throw new Error(`lines must be a whole number ≥ 2, not ${lines}`);
  const ask = item.kind === 'call';
  const lead = AUCTION_COLUMNS.indexOf(item.dealer);
  const cellCount = lead + item.calls.length + (ask ? 1 : 0);
  const rowCount = Math.ceil(cellCount / 4);
  // the rows kept, as a range of row numbers: never more than fit, so the work of drawing them is bounded too
  const kept = rowCount <= lines ? rowCount : lines - 1;
  const first = rowCount <= lines || item.kind === 'legal' || item.kind === 'roles' ? 0 : rowCount - kept;
  const cell = (k: number): PreviewCell => {
    if (k < lead || k >= cellCount) return null;
    return k - lead < item.calls.length ? item.calls[k - lead] : '?';
  };
  const rows: PreviewCell[][] = [];
  for (let r = first; r < first + kept; r++) rows.push([0, 1, 2, 3].map((c) => cell(r * 4 + c)));
  const drawn = rows.reduce((n, row) => n + row.filter((c) => c !== null && c !== '?').length, 0);
  return { rows, hidden: item.calls.length - drawn, at: first > 0 ? 'start' : 'end' };
}
