// A live class as values (types only; live-problems.ts makes the problems, tally.ts counts the votes, live-state.ts
// steps the class through them): a teacher shows one bidding problem at a time on the projector, the room votes a
// call on phones, the teacher reveals the tally, then the system's call with its rule, and goes on to the next.
// Example: { position: 2, phase: 'tally' } — the third problem, its tally on the screen, the system's call not yet.

import type { Locale } from '../i18n/locales';
import type { QuizItem } from '../quiz/item-types';
import type { StoredExplanation } from '../teach/explanation-types';

/** At most this many problems in one live class (a lesson's worth). */
export const MAX_LIVE_PROBLEMS = 40;

/** A poll's tally is shown only from this many votes; a call with fewer is shown without its count. */
export const POLL_MIN_VOTES = 5;

/** What the projector and the phones show of a problem: the hand to call with, or the whole table. */
export const LIVE_SHOWS = ['hand', 'table'] as const;
export type LiveShow = (typeof LIVE_SHOWS)[number];

/** A live class's settings as stored. */
export interface LiveSpec {
  readonly locale: Locale;
  readonly title: string;
  readonly show: LiveShow;
}

/**
 * Where the class is on its current problem: the room votes; the tally is on the screen (votes closed); the system's
 * call and rule are shown too. 'closed': the teacher ended the class (or went past its last problem).
 */
export const LIVE_PHASES = ['voting', 'tally', 'answer', 'closed'] as const;
export type LivePhase = (typeof LIVE_PHASES)[number];

/** The teacher's steps: close the votes and show the tally, show the system's call, go to the next problem, end. */
export const LIVE_ACTIONS = ['reveal', 'answer', 'next', 'close'] as const;
export type LiveAction = (typeof LIVE_ACTIONS)[number];

export interface LiveState {
  /** The current problem, 0-based. */
  readonly position: number;
  readonly phase: LivePhase;
}

/** A problem as stored when the class is made: a call item (the position asked) with the system's answer explained. */
export interface LiveProblem extends QuizItem {
  readonly explanation: StoredExplanation;
  /** The board's number in the PBN file (or set) it came from; absent for a drawn or shared hand. */
  readonly board?: number | null;
}

/** One call's votes in a tally; `count` null when a poll hides a count under POLL_MIN_VOTES. */
export interface TallyBar {
  readonly call: string;
  readonly count: number | null;
  /** The system's call. */
  readonly right: boolean;
}

export interface Tally {
  readonly total: number;
  /** Most votes first; calls of equal votes in the bidding box's order. */
  readonly bars: readonly TallyBar[];
}
