// The data of a PBN file: one PbnBoard per game, with the tags the product reads and the rest kept as they were.
// Example: { board: 1, dealer: 'N', vul: 'None', deal, players: { N: 'Đorđe Čolić' }, otherTags: [], comments: [] }.

import type { Contract } from '../contract';
import type { PbnAuctionNote } from './auction';
import type { Call, Deal, Seat, Vulnerability } from '../types';

export type { PbnAuctionNote } from './auction';

export interface PbnAuction {
  readonly dealer: Seat;
  readonly calls: readonly Call[];
  readonly notes: readonly PbnAuctionNote[];
  /** What stood after a call, kept in order: NAGs ($3), suffixes (!, ?!, +, ^I, ^S), comments ({text}). Absent: none. */
  readonly annotations?: readonly PbnAnnotation[];
}

/** An annotation after the call at `index` (0-based; -1: before the first call), as written: '$3', '!', '{Stayman}'. */
export interface PbnAnnotation {
  readonly index: number;
  readonly text: string;
}

/** A tag the product does not interpret, kept for the round trip with its section lines (e.g. Play). */
export interface PbnTag {
  readonly name: string;
  readonly value: string;
  readonly section: readonly string[];
  /** It stood after the Auction section (a Play section, a commentator's tag): written back there. */
  readonly afterAuction?: true;
}

export interface PbnBoard {
  readonly event?: string;
  readonly site?: string;
  readonly date?: string;
  readonly board?: number;
  readonly players: Readonly<Partial<Record<Seat, string>>>;
  readonly dealer?: Seat;
  readonly vul?: Vulnerability;
  readonly deal?: Deal;
  /** A Deal tag with unknown hands ('-') that cannot be completed (two or more unknown), kept as written. */
  readonly partialDeal?: string;
  readonly scoring?: string;
  readonly declarer?: Seat;
  /** null: the board was passed out (PBN "Pass"). */
  readonly contract?: Contract | null;
  /** Tricks taken by declarer. */
  readonly result?: number;
  readonly auction?: PbnAuction;
  readonly otherTags: readonly PbnTag[];
  /** The game's {…} and ; comments, in order. */
  readonly comments: readonly string[];
  /**
   * Where each comment stood (parallel to `comments`): the tag it stood before, '' after the last tag; absent (or a
   * tag the game is written without) above the game. The writer puts each back in its place.
   */
  readonly commentPlaces?: readonly string[];
}
