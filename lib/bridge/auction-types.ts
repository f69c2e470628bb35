// The auction's shared types, below everything that reads or checks an auction (tracker → review → auction.ts).
// Example: const a: Auction = { dealer: 'N', calls: [] }; an AuctionIssue is { code: 'insufficient', params }.

import type { Issue } from '../result';
import type { Call, Seat } from './types';

export interface Auction {
  readonly dealer: Seat;
  readonly calls: readonly Call[];
}

/** Every reason a call or an auction is refused (docs/system.md section 2), the codes errors.json words. */
export const AUCTION_ISSUE_CODES = [
  'insufficient',
  'double-own-side',
  'double-nothing',
  'double-doubled',
  'redouble-undoubled',
  'redouble-own-double',
  'redouble-redoubled',
  'after-end',
  'incomplete',
  'unknown-call',
] as const;
export type AuctionIssueCode = (typeof AUCTION_ISSUE_CODES)[number];
export type AuctionIssue = Issue<AuctionIssueCode>;
