// The partnership practices' part of the Store (types only; pair-store.ts over the same database as the sets): a
// practice with its seats' token hashes and its deals, each deal's calls as rows, its review once it has ended, notes.
// Example: const found = await store.pairs.seatByToken(hashToken(token)) → { practice, seat: 'N' } or null.

import type { Result } from '../lib/result';
import type { PairCallIssue } from '../lib/pairs/pair-auction';
import type { MadePairDeals, PairCall, PairDeal, PairDealRecord, PairGroupPairing, PairReview, PairSpec } from '../lib/pairs/pair-types';
import type { Seat } from '../lib/bridge/types';
import type { PairDd } from '../lib/pairs/pair-dd';

export interface PairPracticeRow {
  readonly id: string;
  readonly spec: PairSpec;
  readonly createdAt: number;
  readonly activeAt: number;
}

export interface NewPairPractice {
  readonly id: string;
  readonly spec: PairSpec;
  readonly createdAt: number;
  /** Each seat's token hash, and the class student who holds it (a class's practice drawn from its roster). */
  readonly seats: readonly { readonly seat: Seat; readonly tokenHash: string; readonly classStudentId?: string }[];
  /** The deals, each with the opponents' calls before the pair's first turn (made with the practice). */
  readonly deals: readonly { readonly deal: PairDeal; readonly calls: readonly PairCall[] }[];
  /** A class's practice: its group and the pair's label. */
  readonly groupId?: string;
  readonly label?: string;
  /** The code the partner joins with (their seat is not among `seats` until they do). */
  readonly joinCode?: string;
}

/** A deal as stored (lib/pairs PairDealRecord). */
export type StoredPairDeal = PairDealRecord;

/** What a partner's call adds: the rows to store after the deal's calls as they are, and the review when they end it. */
export interface PlannedCall {
  readonly rows: readonly PairCall[];
  readonly review: PairReview | null;
}

export type PutPairCall =
  | { readonly stored: 'created'; readonly deal: StoredPairDeal }
  /** The id was stored before (a resend, or the same press twice): the deal as it is, and the call stored with the id. */
  | { readonly stored: 'repeat'; readonly deal: StoredPairDeal; readonly call: PairCall }
  | { readonly stored: 'refused'; readonly issue: PairCallIssue['code']; readonly params: PairCallIssue['params'] };

export interface PairStore {
  createPractice(practice: NewPairPractice): Promise<PairPracticeRow>;
  /** The practice and the seat a token opens; null for none, or for a practice idle since before `idleSince`. */
  seatByToken(tokenHash: string, idleSince: number): Promise<{ readonly practice: PairPracticeRow; readonly seat: Seat } | null>;
  dealsOf(practiceId: string): Promise<readonly StoredPairDeal[]>;
  /**
   * A partner's call, in one transaction with the deal's row locked: the id already stored → 'repeat' (as stored);
   * else `plan` gets the deal's calls as they are and gives the rows to add (or the issue: not their turn, a turn
   * taken, an illegal call); the practice's time of use moves on. Null when the deal does not exist.
   */
  putCall(
    practiceId: string, position: number, callId: string, at: number,
    plan: (deal: PairDeal, rows: readonly PairCall[]) => Result<PlannedCall, PairCallIssue>,
  ): Promise<PutPairCall | null>;
  /**
   * The partner joins with the practice's code: their seat (the one the practice's seats lack) gets the token hash and
   * the code is used up, in one transaction. The practice and seat; null for no living practice with that code.
   */
  joinWithCode(code: string, tokenHash: string, idleSince: number): Promise<{ readonly practice: PairPracticeRow; readonly seat: Seat } | null>;
  /** The seat's note on a deal (written over); false when the deal does not exist. */
  putNote(practiceId: string, position: number, seat: Seat, text: string, at: number): Promise<boolean>;
  /** A finished deal played double-dummy, written once the solver has answered (a deal still being bid is left as it is). */
  putDd(practiceId: string, position: number, dd: PairDd): Promise<void>;
  /** Practices idle since before `idleSince` go, with everything of theirs; how many went. */
  pruneIdle(idleSince: number): Promise<number>;
}

export interface PairGroupRow {
  readonly id: string;
  readonly spec: PairSpec;
  readonly createdAt: number;
  /** The class it was made for (null: a group of typed names) and how its pairs were made. */
  readonly classId: string | null;
  readonly pairing: PairGroupPairing;
}

export interface NewPairGroup {
  readonly id: string;
  readonly teacherHash: string;
  readonly spec: PairSpec;
  readonly createdAt: number;
  readonly classId: string | null;
  readonly pairing: PairGroupPairing;
  /** The deals every pair bids (practices made later, as students pair with a code, copy them). */
  readonly deals: MadePairDeals['deals'];
}

export interface GroupPairRow {
  readonly practiceId: string;
  readonly label: string;
  readonly activeAt: number;
  readonly deals: readonly StoredPairDeal[];
}

export interface PairGroupStore {
  /** The group with its pairs' practices (each with its label and seats), in one transaction. */
  createGroup(group: NewPairGroup, practices: readonly NewPairPractice[]): Promise<void>;
  /**
   * The group a teacher token opens, with its pairs in the order made; null for none. A pair of class students is
   * labelled by their names as they are now (renamed in the class, renamed here).
   */
  groupWithPairs(teacherHash: string): Promise<{ readonly group: PairGroupRow; readonly pairs: readonly GroupPairRow[] } | null>;
}

/** A class's partnership practice as its teacher's page lists it. */
export interface ClassPairGroupRow extends PairGroupRow {
  /** How many pairs (practices) it has, a pair waiting for its partner's code counted. */
  readonly pairs: number;
  readonly deals: number;
}

/** A class student's seat in a group: its practice, the seat, the code a partner joins with (until they do), the partner's name. */
export interface StudentSeatRow {
  readonly practiceId: string;
  readonly seat: Seat;
  readonly joinCode: string | null;
  readonly partner: string | null;
}

/** A class's partnership practice as one of its students sees it: the group and their seat in it (null: none yet). */
export interface StudentPairGroupRow extends ClassPairGroupRow {
  readonly mine: StudentSeatRow | null;
}

export interface PairClassStore {
  /** The class's partnership practices, newest first. */
  groupsOfClass(classId: string): Promise<readonly ClassPairGroupRow[]>;
  /** The class's partnership practices with the student's seat in each. */
  studentGroups(classId: string, classStudentId: string): Promise<readonly StudentPairGroupRow[]>;
  /** A group of the class with its deals as made; null when the class has no such group. */
  classGroup(classId: string, groupId: string): Promise<{ readonly group: PairGroupRow; readonly deals: MadePairDeals['deals'] } | null>;
  /** One more token of a class student's seat (another device opened it from the class's page). */
  addSeatToken(practiceId: string, seat: Seat, tokenHash: string): Promise<void>;
  /**
   * A practice of the group for a student who pairs with a code (their seat in `practice.seats`, the partner's
   * made when they join), in one transaction with the group's row locked: 'taken' when the student holds a seat of
   * the group already.
   */
  startPractice(groupId: string, classStudentId: string, practice: NewPairPractice): Promise<'made' | 'taken'>;
  /**
   * The student joins the group's practice of `code`: the seat it lacks is theirs and the code is used up, in one
   * transaction with the group's row locked. 'taken' when they hold a seat of the group already; null for no such code.
   */
  joinPractice(groupId: string, code: string, seat: { readonly classStudentId: string; readonly tokenHash: string }): Promise<{ readonly practiceId: string; readonly seat: Seat } | 'taken' | null>;
}
