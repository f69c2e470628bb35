// Reviews a written auction call by call: which calls are illegal and why, whether it ended, its contract.
// Example: reviewAuctionText('N', '1H P X') → errors [{ index: 2, call: 'X', code: 'double-own-side' }, incomplete].

import { makeCall, parseCall, splitCallTokens } from './call';
import type { DeclaredContract } from './contract';
import { newTracker, trackCall, trackerContract, trackerEnded, trackerIssueOf } from './auction-tracker';
import type { AuctionIssueCode } from './auction-types';
import type { Call, Seat } from './types';

export interface AuctionError {
  /** 0-based position of the call in the written auction; calls.length for 'incomplete'. */
  readonly index: number;
  /** The call as written (canonical for parsed calls); null for 'incomplete'. */
  readonly call: string | null;
  readonly code: AuctionIssueCode;
  readonly params: Readonly<Record<string, string | number>>;
}

export interface AuctionReview {
  /** Every call made was legal (an unfinished auction can be legal). */
  readonly legal: boolean;
  /** The auction reached its end (A-END). */
  readonly complete: boolean;
  readonly errors: readonly AuctionError[];
  /** The contract reached by the legal calls (so far, when incomplete); null when passed out or no bid. */
  readonly contract: DeclaredContract | null;
  /** The calls reviewed, index-aligned with errors[].index. */
  readonly calls: readonly Call[];
}

/** A review of typed text: a token that is not a call is an `unknown-call` error and null in `calls`. */
export interface AuctionTextReview extends Omit<AuctionReview, 'calls'> {
  readonly calls: readonly (Call | null)[];
  readonly tokens: readonly string[];
}

/**
 * The review of a written diagram, where each call sits in its seat's column (call i is made by the i-th
 * seat from the dealer). An illegal call is reported and then has no effect on the auction: it changes
 * neither the contract nor its doubling, but it did take its seat's turn, and as it was not a pass it
 * breaks a run of passes (A-END asks for consecutive passes). This reads each auction of the Latvian
 * ten-auction drill (seed 003 section 11) with exactly the mistake its answer key names.
 */
function review(dealer: Seat, calls: readonly (Call | null)[], tokens: readonly string[]): Omit<AuctionReview, 'calls'> {
  const t = newTracker(dealer);
  const errors: AuctionError[] = [];
  for (let i = 0; i < calls.length; i++) {
    const call = calls[i];
    if (call === null) {
      errors.push({ index: i, call: tokens[i], code: 'unknown-call', params: { call: tokens[i] } });
    } else {
      const problem = trackerIssueOf(t, call);
      if (problem === null) {
        trackCall(t, call);
        continue;
      }
      errors.push({ index: i, call: makeCall(call), code: problem.code, params: problem.params });
    }
    if (!trackerEnded(t)) {
      t.turns++; // the illegal call used its seat's turn and was not a pass
      t.passes = 0;
    }
  }
  const complete = trackerEnded(t);
  const legal = errors.length === 0;
  if (!complete) errors.push({ index: calls.length, call: null, code: 'incomplete', params: {} });
  return { legal, complete, errors, contract: trackerContract(t) };
}

export function reviewAuction(dealer: Seat, calls: readonly Call[]): AuctionReview {
  return { ...review(dealer, calls, []), calls };
}

/** Reviews calls typed as text ('1H P 2H P P P'); separators as parseCalls. */
export function reviewAuctionText(dealer: Seat, text: string): AuctionTextReview {
  const tokens = splitCallTokens(text);
  const calls = tokens.map((token) => {
    const parsed = parseCall(token);
    return parsed.ok ? parsed.value : null;
  });
  return { ...review(dealer, calls, tokens), calls, tokens };
}
