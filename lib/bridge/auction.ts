// The auction: whose turn it is, which calls are legal, when it ends and what contract it reached (A-…).
// Example: legalCalls({ dealer: 'N', calls: [bid(1, 'H')] }) → [P, X, 1S, 1N, 2C, …, 7N] for East.

import type { DeclaredContract } from './contract';
import { trackAuction, trackerContract, trackerEnded, trackerIssueOf, trackerLegalCalls } from './auction-tracker';
import type { Auction, AuctionIssue } from './auction-types';
import { SEATS, type Call, type Seat } from './types';

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
