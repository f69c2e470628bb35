// The live classes' and polls' part of the Store (types only; live-store.ts over the same database as the sets): a live
// class with its problems as made and where it is, its votes as rows (one per device and problem), and a shared
// hand's poll votes. Example: const live = await store.live.byCode('K7M2Q9XD') → { id, position: 0, phase: 'voting', … }.

import type { Result } from '../lib/result';
import type { LiveProblem, LiveSpec, LiveState } from '../lib/live/live-types';
import type { LiveStepIssue } from '../lib/live/live-state';

export interface LiveRow extends LiveState {
  readonly id: string;
  readonly code: string;
  readonly classId: string | null;
  readonly spec: LiveSpec;
  readonly count: number;
  readonly createdAt: number;
  readonly activeAt: number;
}

export interface NewLive {
  readonly id: string;
  readonly code: string;
  readonly teacherHash: string;
  readonly classId: string | null;
  readonly spec: LiveSpec;
  readonly createdAt: number;
  readonly problems: readonly LiveProblem[];
}

export interface NewVote {
  readonly deviceHash: string;
  /** The class student who votes (a class's live class, their token given), else null. */
  readonly classStudentId: string | null;
  readonly call: string;
  readonly right: boolean;
  readonly rule: string | null;
  readonly at: number;
}

/** A vote stored ('created'), the device's (or student's) vote already there ('repeat', with its call), or votes closed. */
export type PutVote = { readonly stored: 'created' | 'repeat'; readonly call: string } | { readonly stored: 'closed' };

export interface CallCount {
  readonly call: string;
  readonly count: number;
}

export interface LiveStore {
  /** The class with its problems, in one transaction; false when the code is taken (make another). */
  create(live: NewLive): Promise<boolean>;
  byCode(code: string): Promise<LiveRow | null>;
  byTeacherHash(hash: string): Promise<LiveRow | null>;
  /** The live classes made for a class, newest first. */
  ofClass(classId: string): Promise<readonly LiveRow[]>;
  problems(id: string): Promise<readonly LiveProblem[]>;
  problem(id: string, position: number): Promise<LiveProblem | null>;
  /** A step, in one transaction with the class's row locked: `plan` gets where it is and gives where it goes. */
  step(id: string, at: number, plan: (state: LiveState) => Result<LiveState, LiveStepIssue>): Promise<Result<LiveRow, LiveStepIssue>>;
  /**
   * A vote on problem `position`, stored only while that problem takes votes (one statement: no lock); a device's or a
   * student's second vote is not stored and their first is given back.
   */
  putVote(id: string, position: number, vote: NewVote): Promise<PutVote>;
  /** The device's (or the class student's) vote on a problem, or null. */
  voteOf(id: string, position: number, deviceHash: string, classStudentId: string | null): Promise<string | null>;
  /** The votes per call on one problem. */
  counts(id: string, position: number): Promise<readonly CallCount[]>;
  /** The votes per problem and call, for the results. */
  allCounts(id: string): Promise<readonly (CallCount & { readonly position: number })[]>;
  /** Each class student's votes (a class's live class), for the teacher's results. */
  studentVotes(id: string): Promise<readonly { readonly position: number; readonly student: string; readonly call: string; readonly right: boolean }[]>;
  /** A poll's vote by a device: 'created', or 'repeat' with the call it gave before. */
  putPollVote(pollHash: string, deviceHash: string, call: string, at: number): Promise<{ readonly stored: 'created' | 'repeat'; readonly call: string }>;
  pollVoteOf(pollHash: string, deviceHash: string): Promise<string | null>;
  pollCounts(pollHash: string): Promise<readonly CallCount[]>;
}
