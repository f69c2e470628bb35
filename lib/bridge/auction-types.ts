// The auction's shared types, below everything that reads or checks an auction (tracker → review → auction.ts).
// Example: const a: Auction = { dealer: 'N', calls: [] }; an AuctionIssue is { code: 'insufficient', params }.

import type { Issue } from '../result';
import type { Call, Seat } from './types';

export interface Auction {
  readonly dealer: Seat;
  readonly calls: readonly Call[];
}

export type AuctionIssueCode =
  | 'insufficient'
  | 'double-own-side'
  | 'double-nothing'
  | 'double-doubled'
  | 'redouble-undoubled'
  | 'redouble-own-double'
  | 'redouble-redoubled'
  | 'after-end'
  | 'incomplete'
  | 'unknown-call';
export type AuctionIssue = Issue<AuctionIssueCode>;
