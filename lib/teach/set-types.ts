// What a teacher's exercise set is, as values (types only): the set's settings, how each item is made (a drill topic
// and seed, or a board from a PBN file), a student's answer and the answers as stored. Everything above reads these.
// Example: { source: 'topic', topic: 'R-NEW2', seed: 812, nearMiss: false } — with fresh hands, one per student.

import type { RuleId } from '../bidder';
import type { Seat, Vulnerability } from '../bridge/types';
import type { Locale } from '../i18n/locales';
import type { QuestionKind } from '../quiz/item-types';
import type { Topic } from '../quiz/topics';
import type { AuctionItemSource, AuctionRecord } from './auction-types';

export type SetMode = 'practice' | 'test';
/** 'same': every student gets the set's own hands; 'fresh': each student's hands are made from the set and the student. */
export type HandsMode = 'same' | 'fresh';

export const MAX_TITLE = 120;
export const MAX_INSTRUCTIONS = 2000;
export const MAX_SET_ITEMS = 100;
/**
 * Items one `add` or `replace` may make: its questions × the set's students with fresh hands (each student gets their
 * own), × 1 with same hands. A fresh `respond` item costs some 40 ms of a worker's CPU, so 1,000 are some 40 s.
 */
export const MAX_EDIT_ITEMS = 1000;
export const MAX_STUDENTS = 300;
export const MAX_NAME = 40;
export const MAX_PBN_BYTES = 1024 * 1024;
export const MAX_PBN_BOARDS = 200;
/** An answer's time counts at most this long: a longer gap was a pause, not thinking (the teacher's times). */
export const IDLE_MS = 5 * 60 * 1000;

/** How one item of a set is made (JSON as stored): from a topic and seed, or a board's position. Made once, then stored. */
export type SetItemSource =
  | {
      readonly source: 'topic';
      /** A rule id for bidding items (a kind's count is spread over its rules), or 'evaluate' | 'legal' | 'roles' | 'score'. */
      readonly topic: Topic;
      readonly seed: number;
      readonly nearMiss: boolean;
    }
  | {
      readonly source: 'board';
      /** The board's number in the teacher's file, when it had one. */
      readonly board: number | null;
      /** The deal in PBN ('N:… … … …'). */
      readonly deal: string;
      readonly dealer: Seat;
      readonly vul: Vulnerability;
      /** The auction so far, as the bid command takes it ('1H P'; '' for an opening). */
      readonly auction: string;
      /** The teacher's key from the file ([Note "answer:2C"]), canonical ('2C'); null when the board had none. */
      readonly key: string | null;
      /** Whose answer grades the item: the teacher's key (kept on import) or the system's call. */
      readonly grade: 'key' | 'system';
    }
  /** A whole auction from one seat (lib/teach/auction-item.ts). */
  | AuctionItemSource;

/** A set's settings as stored (JSON beside the set's own columns); its items are rows of their own (SetItem). */
export interface SetSpec {
  readonly title: string;
  readonly instructions: string;
  readonly locale: Locale;
  readonly mode: SetMode;
  readonly hands: HandsMode;
  /** The set's seed: fresh hands are made from it and the student's seed. */
  readonly seed: number;
  /** The join gate the teacher chose: a PIN to give with one's name (6 digits), or no new names at all. Absent: open. */
  readonly joinPin?: string | null;
  readonly joinsClosed?: boolean;
}

/** One question of a set, the same for every student (a row): how its items are made, its place, its accepted calls. */
export interface SetItem {
  /** Stable: moves, removals and answers refer to it. */
  readonly id: string;
  /** 0-based place in the set (the order column). */
  readonly position: number;
  readonly source: SetItemSource;
  /** Calls the teacher accepted besides the expected one (canonical, '2D'), in the order accepted. */
  readonly accepted: readonly string[];
}

/** A student's answer to one item, as the API takes it (PUT …/answers/{id}); the kind must be the item's. */
export type SetAnswer =
  | { readonly call: string }
  | { readonly h: number | null; readonly d: number | null; readonly hd: number | null; readonly qt: number | null; readonly hdr: number | null }
  | { readonly index: number | null; readonly code: string | null; readonly contract: string | null; readonly declarer: Seat | null }
  /** Who plays it: the contract ('4H', '3NX'; null for "passed out"), the declarer, the opening leader and dummy. */
  | { readonly contract: string | null; readonly declarer: Seat | null; readonly leader: Seat | null; readonly dummy: Seat | null }
  | { readonly score: number }
  /** A whole auction: the student's calls in order (stored as a StoredAuctionAnswer). */
  | { readonly calls: readonly string[] };

/** A whole-auction answer as stored: the calls and the record of what the student saw and earned then (auction-item.ts). */
export interface StoredAuctionAnswer {
  readonly calls: readonly string[];
  readonly record: AuctionRecord;
}

/** What grades an item, as stored with it (the accepted alternatives are rows of their own). */
export interface StoredExpected {
  readonly kind: QuestionKind;
  /** The expected call, canonical ('2D'), for call items; null for the other kinds. */
  readonly call: string | null;
  /** The expected answer as plain text (expectedText). */
  readonly text: string;
  /** The rule that gives the expected answer (the key's meaning when the teacher's key grades); null for other kinds. */
  readonly rule: ItemRule;
  /** Whose answer it is: the teacher's key or the system's. */
  readonly by: 'key' | 'system';
}

/** A grade as stored with its answer, flat (columns of the answers table): it is never recomputed to be shown. */
export interface StoredGrade {
  readonly right: boolean;
  /** The student's answer as plain text ('2D', 'H 12 D 1 HD 13 QT 2', 'illegal 4 insufficient', '4H S, lead W, dummy N', '420'). */
  readonly answer: string;
  /** A wrong call: the rule the bidder used to reject it for this hand; null when right, for other kinds, or no meaning. */
  readonly rule: RuleId | null;
  /** What it was graded against (the expected answer then, with the rule that gives it). */
  readonly expected: StoredExpected;
  /** The system version that graded it (lib/bidder/system-version). */
  readonly system: string;
  /**
   * A call: the rule the student's own call is read by on this hand (SetGrade.ownRule), stored when it was graded; null
   * when no rule of the system makes it; absent for the other kinds and for answers stored before it was kept (0009).
   */
  readonly ownRule?: RuleId | null;
}

/** One stored answer (a row of the answers table) with its grade, as the results, the CSV and the views read it. */
export interface StoredAnswer {
  /** The id the device made for it (a retry with the same id is the same answer). */
  readonly id: string;
  readonly student: string;
  /** The set item (SetItem.id) answered, and its place now. */
  readonly setItem: string;
  readonly position: number;
  readonly answer: SetAnswer;
  readonly grade: StoredGrade;
  /** The time the student spent on it, as the device measured it (ms). */
  readonly ms: number;
  /** When the server stored it, ms since 1970 UTC. */
  readonly at: number;
  /** When the student answered by the device's clock (clamped: lib/teach/device-time); null or absent when the device
   * did not say (answers stored before migration 0006). */
  readonly deviceAt?: number | null;
}

/** A student as the results read them. */
export interface SetStudent {
  readonly id: string;
  readonly name: string;
  /** The student's seed (fresh hands): made by the server when the student joins. */
  readonly seed: number;
  readonly joinedAt: number;
}

/** The rule a bidding item drills or was graded by; null for the other kinds. */
export type ItemRule = RuleId | null;
