// The auction: whose turn it is, which calls are legal, when it ends and what contract it reached (A-…).
// Example: legalCalls({ dealer: 'N', calls: [bid(1, 'H')] }) → [P, X, 1S, 1N, 2C, …, 7N] for East.

import { makeCall } from './call';
import { RISKS, type DeclaredContract, type Risk } from './contract';
import {
  BIDS, firstNamer, trackAuction, trackerContract, trackerEnded, trackerIssueOf, trackerLegalCalls, type Tracker,
} from './auction-tracker';
import type { Auction, AuctionIssue } from './auction-types';
import { SEATS, STRAINS, type Bid, type Call, type Seat, type Side, type Strain } from './types';

export { ALL_CALLS, BIDS } from './auction-tracker';
export type { Auction, AuctionIssue, AuctionIssueCode } from './auction-types';
export {
  reviewAuction, reviewAuctionText, type AuctionError, type AuctionReview, type AuctionTextReview,
} from './auction-review';

/** Null when `call` is legal now; otherwise the issue (params: call, and last for insufficient). */
export function checkCall(auction: Auction, call: Call): AuctionIssue | null {
  return trackerIssueOf(trackAuction(auction), call);
}

/** Every legal call now, in the order P, X, XX, then bids low → high; [] once the auction has ended. */
export function legalCalls(auction: Auction): Call[] {
  return trackerLegalCalls(trackAuction(auction));
}

/** A-ORDER: the seat whose turn it is; null once the auction has ended. */
export function seatToCall(auction: Auction): Seat | null {
  const t = trackAuction(auction);
  return trackerEnded(t) ? null : SEATS[(t.dealer + t.turns) & 3];
}

export function isComplete(auction: Auction): boolean {
  return trackerEnded(trackAuction(auction));
}

/** A-END: four passes and no bid — the board is redealt. */
export function isPassedOut(auction: Auction): boolean {
  const t = trackAuction(auction);
  return t.lastRank < 0 && trackerEnded(t);
}

/** The contract reached so far (the final one when complete); null before any bid or when passed out. */
export function contractOf(auction: Auction): DeclaredContract | null {
  return trackerContract(trackAuction(auction));
}

/** Appends a call; throws when it is illegal (a programmer error: offer only legalCalls). */
export function addCall(auction: Auction, call: Call): Auction {
  const problem = checkCall(auction, call);
  if (problem) throw new Error(`illegal call ${makeCall(call)}: ${problem.code}`);
  return { dealer: auction.dealer, calls: [...auction.calls, call] };
}

/** What the bidder needs to know about an auction, derived in one pass. */
export interface AuctionState {
  readonly dealer: Seat;
  /** A-ORDER; null once the auction has ended. */
  readonly toCall: Seat | null;
  readonly ended: boolean;
  readonly passedOut: boolean;
  readonly lastBid: Bid | null;
  readonly lastBidder: Seat | null;
  /** Doubled state of the last bid ('' before any bid). */
  readonly risk: Risk;
  /** Passes in a row at the end of the auction. */
  readonly passes: number;
  readonly opening: Bid | null;
  readonly opener: Seat | null;
  /** For each side, the player who first named each strain (A-DECLARER). */
  readonly firstNamed: Readonly<Record<Side, Readonly<Partial<Record<Strain, Seat>>>>>;
  /** The contract so far (A-CONTRACT, A-DECLARER). */
  readonly contract: DeclaredContract | null;
}

export function trackerState(t: Tracker, dealer: Seat): AuctionState {
  const ended = trackerEnded(t);
  const firstNamed: Record<Side, Partial<Record<Strain, Seat>>> = { NS: {}, EW: {} };
  for (let side = 0; side < 2; side++) {
    for (let s = 0; s < 5; s++) {
      const seat = firstNamer(t, side, s);
      if (seat) firstNamed[side === 0 ? 'NS' : 'EW'][STRAINS[s]] = seat;
    }
  }
  return {
    dealer,
    toCall: ended ? null : SEATS[(t.dealer + t.turns) & 3],
    ended,
    passedOut: ended && t.lastRank < 0,
    lastBid: t.lastRank >= 0 ? BIDS[t.lastRank] : null,
    lastBidder: t.bidder >= 0 ? SEATS[t.bidder] : null,
    risk: RISKS[t.risk],
    passes: t.passes,
    opening: t.openRank >= 0 ? BIDS[t.openRank] : null,
    opener: t.opener >= 0 ? SEATS[t.opener] : null,
    firstNamed,
    contract: trackerContract(t),
  };
}

export function auctionState(auction: Auction): AuctionState {
  return trackerState(trackAuction(auction), auction.dealer);
}
