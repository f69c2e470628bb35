// The data of a LIN text (types only): one LinBoard per board, with what the product reads — deal, dealer,
// vulnerability, board number, players, the auction with its alerts and their explanations, the play and a claim —
// and the file's title as BBO's vugraph records give it. Example: { board: 5, dealer: 'N', vul: 'NS', deal, calls: [1N, P], alerts: [{ index: 0, text: '15-17' }] }.

import type { Card } from '../trick';
import type { Call, Deal, Seat, Vulnerability } from '../types';

/** A call's alert: its index in the auction and the explanation given (an: after mb), '' when only marked with '!'. */
export interface LinAlert {
  readonly index: number;
  readonly text: string;
}

export interface LinBoard {
  /** The board's number (ah "Board 5", or qx o5); null when the record names none. */
  readonly board: number | null;
  /** The board's header as written (ah), when it says more than its number. */
  readonly title: string | null;
  /** The room of a match's record (qx: o open, c closed); null for a single hand. */
  readonly room: 'open' | 'closed' | null;
  readonly dealer: Seat;
  readonly vul: Vulnerability;
  readonly deal: Deal;
  readonly players: Readonly<Partial<Record<Seat, string>>>;
  readonly calls: readonly Call[];
  readonly alerts: readonly LinAlert[];
  /** The cards played, in order (pc). */
  readonly play: readonly Card[];
  /** Tricks declarer's side takes in all by a claim (mc); null when none. */
  readonly claim: number | null;
  /** Comments (nt), in order. */
  readonly notes: readonly string[];
}

export interface LinFile {
  /** The event's title (vg's first field), when the record has one. */
  readonly event: string | null;
  readonly boards: readonly LinBoard[];
}
