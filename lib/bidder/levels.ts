// Levels and legality as the rules need them: the cheapest legal level of a strain, game levels, jumps.
// Example: after 1♥, cheapestLevel(t, 'S') === 1 and cheapestLevel(t, 'D') === 2; gameLevel('D') === 5.

import { BIDS, trackerIssue, type Tracker } from '../bridge/auction-tracker';
import type { AuctionIssueCode } from '../bridge/auction';
import { bid } from '../bridge/call';
import { rankOf, STRAIN_INDEX } from '../bridge/notation';
import type { Bid, Call, Level, Strain } from '../bridge/types';

const STRAIN_RANK: Readonly<Record<Strain, number>> = STRAIN_INDEX; // read once (hot path)

export function strainRank(strain: Strain): number {
  return STRAIN_RANK[strain];
}

/** The lowest level at which `strain` may be bid now (A-SUFF); 8 when no level is left. */
export function cheapestLevel(t: Tracker, strain: Strain): number {
  if (t.lastRank < 0) return 1;
  const level = Math.floor(t.lastRank / 5) + 1;
  return STRAIN_RANK[strain] > t.lastRank % 5 ? level : level + 1;
}

/** A bid, or null when the level is outside 1–7. */
export function bidAt(level: number, strain: Strain): Bid | null {
  return level >= 1 && level <= 7 ? BIDS[rankOf(level as Level, strain)] : null;
}

/** The game level of a strain: 3NT, 4♥/4♠, 5♣/5♦. */
export function gameLevel(strain: Strain): Level {
  return strain === 'N' ? 3 : strain === 'H' || strain === 'S' ? 4 : 5;
}

export function gameBid(strain: Strain): Bid {
  return bid(gameLevel(strain), strain);
}

export function isGameOrMore(b: Bid): boolean {
  return b.level >= gameLevel(b.strain);
}

/** Null when the call is legal now; otherwise the reason (A-SUFF, A-X, A-XX). */
export function illegalReason(t: Tracker, call: Call): AuctionIssueCode | null {
  return trackerIssue(t, call);
}
