// Partnership practice as values (types only; pair-auction.ts plays a deal, pair-review.ts grades it): two people
// hold one side of a table and bid the same deals, each on their own device, the system calling for the opponents.
// Example: { side: 'NS', opponents: 'system', locale: 'sr', deals: 12 } — North's and South's links, 12 deals.

import type { RuleId } from '../bidder';
import type { Seat, Vulnerability } from '../bridge/types';
import type { Locale } from '../i18n/locales';
import type { StoredExplanation } from '../teach/explanation-types';

export const PAIR_SIDES = ['NS', 'EW'] as const;
/** The seats the pair holds. */
export type PairSide = (typeof PAIR_SIDES)[number];

/** The seats a side holds, the first one first (North of North–South, East of East–West). */
export function sideSeats(side: PairSide): [Seat, Seat] {
  return side === 'NS' ? ['N', 'S'] : ['E', 'W'];
}

/** The opponents: silent (they pass throughout) or bid by the system. */
export const OPPONENTS = ['silent', 'system'] as const;
export type Opponents = (typeof OPPONENTS)[number];

/**
 * How a class's pairs were made: 'names' typed by the teacher (no class), 'roster' the teacher paired the class's
 * students, 'code' the students pair themselves, one giving the other a code.
 */
export const PAIRINGS = ['names', 'roster', 'code'] as const;
export type PairGroupPairing = (typeof PAIRINGS)[number];

/** At most this many deals in one practice (a teacher's sheet of East and West hands has 10 to 24). */
export const MAX_PAIR_DEALS = 24;
/** An idle practice lives this long after its last call (the page says until when). */
export const PAIR_IDLE_MS = 60 * 24 * 60 * 60 * 1000;
export const MAX_NOTE = 280;

/** A practice's settings as stored. */
export interface PairSpec {
  readonly locale: Locale;
  readonly side: PairSide;
  readonly opponents: Opponents;
  readonly title: string;
}

/** One deal of a practice as stored: the deal (PBN, 'N:…'), dealer, vulnerability, and its board number in a file. */
export interface PairDeal {
  readonly deal: string;
  readonly dealer: Seat;
  readonly vul: Vulnerability;
  readonly board: number | null;
}

/** One call of a deal's auction as stored (a row), in turn order from the dealer. */
export interface PairCall {
  /** 0-based turn from the dealer. */
  readonly turn: number;
  readonly seat: Seat;
  /** Canonical ('1S', 'P'). */
  readonly call: string;
  /** A partner's call, or the system's for an opponent (a silent opponent's pass is the system's too). */
  readonly by: 'pair' | 'system';
  /** The system's call: its rule and explanation as made (null for a silent opponent's pass and for the pair's calls). */
  readonly rule: RuleId | null;
}

/** One of the pair's calls graded when the deal's auction ended: the system's call in that seat after the auction as it went. */
export interface PairTurn {
  readonly turn: number;
  readonly seat: Seat;
  readonly given: string;
  readonly right: boolean;
  readonly expected: StoredExplanation;
  /** A wrong call: the rule its meaning comes from in the system there; null when right or when the system gives it none. */
  readonly shows: RuleId | null;
}

/** What the pair saw and earned on a deal, made once when its auction ended and stored with it. */
export interface PairReview {
  /** The pair's contract ('4SX N') or 'passed out'. */
  readonly contract: string;
  /** The system's own auction of the deal (all four seats by the bidder), its calls with their rules, and its contract. */
  readonly system: { readonly calls: readonly { readonly seat: Seat; readonly call: string; readonly rule: RuleId }[]; readonly contract: string };
  readonly turns: readonly PairTurn[];
  /** Out of 10: the share of the pair's calls that are the system's, to the nearest half. */
  readonly mark: number;
  /** The system version that graded it. */
  readonly version: string;
}

/** A deal as stored, with its calls in turn order, its review once ended, and the partners' notes by seat. */
export interface PairDealRecord extends PairDeal {
  readonly position: number;
  readonly calls: readonly PairCall[];
  readonly review: PairReview | null;
  /** The deal played double-dummy, once the solver has answered after the auction ended. */
  readonly dd: PairDd | null;
  readonly notes: Readonly<Partial<Record<Seat, string>>>;
}

/** A practice's deals as made, each with the opponents' calls before the pair's first turn (a class's group keeps them). */
export interface MadePairDeals {
  readonly deals: readonly { readonly deal: PairDeal; readonly calls: readonly PairCall[] }[];
}

/** A contract as played double-dummy: declarer's tricks (null when passed out) and the score for the pair's side. */
export interface DdPlayed {
  readonly tricks: number | null;
  readonly score: number;
}

export interface PairDd {
  /** DDS's resTable of the deal (20 numbers: strains S H D C N × declarers N E S W). */
  readonly table: readonly number[];
  readonly pair: DdPlayed;
  readonly system: DdPlayed;
  /** The pair's score against the system's, in IMPs (positive: the pair did better). */
  readonly imps: number;
}
