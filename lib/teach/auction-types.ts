// A teacher's whole-auction item as values (types only; auction-item.ts makes, plays and grades them): how it is made,
// the question stored with it, and the record of what the student saw and earned, stored with the answer.
// Example: { source: 'auction', seed: 812, seat: 'W' }.

import type { Explanation, RuleId } from '../bidder';
import type { Seat, Vulnerability } from '../bridge/types';
import type { SeatChoice } from '../quiz/whole-auction';
import type { StoredExplanation } from './explanation-types';

/** How a whole-auction item is made (JSON as stored): a seed and the seat asked for ("random": the seed's own seat). */
export interface AuctionItemSource {
  readonly source: 'auction';
  readonly seed: number;
  readonly seat: SeatChoice;
}

/** The question as made once and stored: the deal (PBN, 'N:…'), dealer, vulnerability and the student's seat. */
export interface AuctionQuestion {
  readonly seed: number;
  readonly deal: string;
  readonly dealer: Seat;
  readonly vul: Vulnerability;
  readonly seat: Seat;
}

/** Which calls the auction goes on with after the student's: the system's (practice) or the student's own (a test). */
export type AuctionRails = 'system' | 'own';

/** One call of the auction as the student saw it: a system call with its rule and explanation, or the student's own. */
export interface AuctionStep {
  readonly seat: Seat;
  /** Canonical ('1S', 'P'). */
  readonly call: string;
  readonly by: 'system' | 'student';
  /** The system call's rule and explanation as they were; null for the student's own call (own rails). */
  readonly rule: RuleId | null;
  readonly explain: Explanation | null;
}

/** One of the student's calls graded: what was given, what the system called there (its advice as it was), right or not. */
export interface AuctionTurn {
  /** The call's index in the auction. */
  readonly index: number;
  readonly given: string;
  readonly right: boolean;
  /** The system's call in the student's seat there, with its rule, explanation and the rows it rejected. */
  readonly expected: StoredExplanation;
  /** A wrong call: the rule its meaning comes from in the system there (describeCall); null when right or undefined. */
  readonly shows: RuleId | null;
}

/** What the student saw and earned on one whole-auction item: made once, stored, read as it is. */
export interface AuctionRecord extends AuctionQuestion {
  readonly rails: AuctionRails;
  readonly steps: readonly AuctionStep[];
  readonly turns: readonly AuctionTurn[];
  /** True once the auction has ended (an answer is graded only then). */
  readonly finished: boolean;
  /** The 0-based turn of the first wrong call; null when every call so far is right. */
  readonly firstWrong: number | null;
  /** The final contract ('4SX N'), 'passed out', or null while the auction goes on. */
  readonly contract: string | null;
}

