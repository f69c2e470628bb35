// The auction's running state in plain numbers, and the A-… rules applied to it (the fast core).
// Example: const t = newTracker('N'); trackCall(t, bid(1, 'H')); trackerIssue(t, DOUBLE) → null (East may double).

import { issue } from '../result';
import { PASS, DOUBLE, REDOUBLE, makeCall } from './call';
import { bidFromRank, bidRank, SEAT_INDEX as SEAT_INDEX_TABLE } from './notation';
import { RISKS, type DeclaredContract } from './contract';
import { SEATS, type Bid, type Call, type Seat } from './types';
import type { Auction, AuctionIssue, AuctionIssueCode } from './auction-types';

/** The 35 bids, 1♣ … 7NT, in A-SUFF order; index = bidRank. Shared, frozen: never mutate. */
export const BIDS: readonly Bid[] = Object.freeze(Array.from({ length: 35 }, (_, r) => Object.freeze(bidFromRank(r))));
/** All 38 calls: P, X, XX, then the bids low to high. */
export const ALL_CALLS: readonly Call[] = Object.freeze([PASS, DOUBLE, REDOUBLE, ...BIDS]);


/**
 * The running state of an auction, kept in plain numbers so a scan allocates one object.
 * Seats are indexes into SEATS; side = seat & 1 (0 = NS, 1 = EW). `first` packs, for each side and strain,
 * 1 + the seat that named the strain first (3 bits per slot, slot = side * 5 + strain): A-DECLARER.
 */
export interface Tracker {
  dealer: number;
  turns: number; // calls made (in a review, illegal ones too: they take their seat's turn)
  lastRank: number; // -1 before the first bid
  bidder: number; // seat of the last bid, -1 before it
  risk: number; // 0, 1 (doubled) or 2 (redoubled): the state of the last bid
  passes: number; // passes in a row at the end
  openRank: number;
  opener: number;
  first: number;
}

// read once into module constants: the tracker runs for every call (see lib/bidder/history.ts on tsx's export getters)
const SEAT_INDEX = SEAT_INDEX_TABLE;
const rankOf = bidRank;

export function newTracker(dealer: Seat): Tracker {
  return { dealer: SEAT_INDEX[dealer], turns: 0, lastRank: -1, bidder: -1, risk: 0, passes: 0, openRank: -1, opener: -1, first: 0 };
}

/** A-END, the one rule: three passes in a row after a bid (and any double or redouble of it); four when nobody has bid. */
export function auctionEndsWith(someoneBid: boolean, trailingPasses: number): boolean {
  return trailingPasses >= (someoneBid ? 3 : 4);
}

export function trackerEnded(t: Tracker): boolean {
  return auctionEndsWith(t.lastRank >= 0, t.passes);
}

/** Why `call` is illegal now, or null when it is legal. */
export function trackerIssue(t: Tracker, call: Call): AuctionIssueCode | null {
  if (trackerEnded(t)) return 'after-end'; // A-END: no call after the end
  const side = (t.dealer + t.turns) & 1; // A-ORDER: dealer first, then clockwise
  switch (call.kind) {
    case 'pass':
      return null;
    case 'bid':
      return rankOf(call) > t.lastRank ? null : 'insufficient'; // A-SUFF
    case 'double': // A-X
      if (t.lastRank < 0) return 'double-nothing';
      if ((t.bidder & 1) === side) return 'double-own-side';
      return t.risk === 0 ? null : 'double-doubled';
    case 'redouble': // A-XX
      if (t.risk === 0) return 'redouble-undoubled';
      if (t.risk === 2) return 'redouble-redoubled';
      return (t.bidder & 1) === side ? null : 'redouble-own-double';
  }
}

/** Applies a call already known to be legal. */
export function trackCall(t: Tracker, call: Call): void {
  const seat = (t.dealer + t.turns) & 3;
  t.turns++;
  switch (call.kind) {
    case 'pass':
      t.passes++;
      return;
    case 'bid': {
      const rank = rankOf(call);
      t.lastRank = rank;
      t.bidder = seat;
      t.risk = 0; // A-CONTRACT: a new bid cancels earlier doubles
      t.passes = 0;
      if (t.opener < 0) {
        t.openRank = rank;
        t.opener = seat;
      }
      const shift = ((seat & 1) * 5 + (rank % 5)) * 3;
      if (((t.first >>> shift) & 7) === 0) t.first |= (seat + 1) << shift; // A-DECLARER: first to name it
      return;
    }
    case 'double':
      t.risk = 1;
      t.passes = 0;
      return;
    case 'redouble':
      t.risk = 2;
      t.passes = 0;
      return;
  }
}

/** Scans a legal auction (as built with checkCall/legalCalls); use reviewAuction for calls a user wrote. */
export function trackAuction(auction: Auction): Tracker {
  const t = newTracker(auction.dealer);
  const calls = auction.calls;
  for (let i = 0; i < calls.length; i++) trackCall(t, calls[i]);
  return t;
}

/** The first player of `side` who named `strain`, if any. */
export function firstNamer(t: Tracker, side: number, strain: number): Seat | null {
  const v = (t.first >>> ((side * 5 + strain) * 3)) & 7;
  return v === 0 ? null : SEATS[v - 1];
}

/** A-CONTRACT/A-DECLARER for the tracked state: the last bid, its risk, and its declarer. */
export function trackerContract(t: Tracker): DeclaredContract | null {
  if (t.lastRank < 0) return null;
  const b = BIDS[t.lastRank];
  const declarer = firstNamer(t, t.bidder & 1, t.lastRank % 5)!;
  return { level: b.level, strain: b.strain, risk: RISKS[t.risk], declarer };
}

export function trackerIssueOf(t: Tracker, call: Call): AuctionIssue | null {
  const code = trackerIssue(t, call);
  if (code === null) return null;
  const params: Record<string, string> = { call: makeCall(call) };
  if (code === 'insufficient') params.last = makeCall(BIDS[t.lastRank]);
  return issue(code, params);
}

/** LEGAL[x][r]: P, then X (x = 1) or XX (x = 2) when legal, then the bids from rank r up; copied on use. */
const LEGAL: readonly (readonly Call[])[][] = [[], [DOUBLE], [REDOUBLE]].map((extra) =>
  Array.from({ length: 36 }, (_, r) => [PASS, ...extra, ...BIDS.slice(r)]), // not frozen: slice of a frozen array is slow
);

export function trackerLegalCalls(t: Tracker): Call[] {
  if (trackerEnded(t)) return [];
  const side = (t.dealer + t.turns) & 1;
  let extra = 0;
  if (t.lastRank >= 0 && t.risk === 0 && (t.bidder & 1) !== side) extra = 1; // A-X
  else if (t.risk === 1 && (t.bidder & 1) === side) extra = 2; // A-XX
  return LEGAL[extra][t.lastRank + 1].slice();
}
