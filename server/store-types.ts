// The teachers' data behind one interface, whichever database holds it (SQLite by default, PostgreSQL with
// DATABASE_URL): sets, students and their device tokens, answers (stored once per device-made id) and rate-limit counters.
// Example: const store = await openStore(); await store.putAnswer({ … }) → 'created' (or 'repeat' for the same id).

import type { StudentCells } from '../lib/teach/cells';
import type { AcceptAnswer, AcceptHand } from '../lib/teach/hand-accepts';
import type { MadeItem } from '../lib/teach/made-item';
import type { ClassStore } from './class-store-types';
import type { DownloadStore } from './download-store-types';
import type { PairClassStore, PairGroupStore, PairStore } from './pair-store-types';
import type { LiveStore } from './live-store-types';
import type { RecoveryStore } from './recovery-store';
import type { SetRow } from './set-row';
import type { SetAnswer, SetItem, SetItemSource, SetSpec, SetStudent, StoredAnswer, StoredExpected, StoredGrade } from '../lib/teach/set-types';

export type { SetRow };

export interface NewSet {
  readonly code: string;
  /** SHA-256 of the teacher token, hex: the token itself is never stored. */
  readonly teacherHash: string;
  readonly spec: SetSpec;
  readonly opensAt: number | null;
  readonly closesAt: number | null;
  readonly createdAt: number;
  readonly classId?: string | null;
  readonly keyHash?: string | null;
}

/** A question of a new set: how it is made, and the item made from it when every student has the same hands. */
export interface NewSetItem {
  readonly source: SetItemSource;
  readonly made: MadeItem | null;
  /** Calls accepted besides the expected one from the start (a PBN file's `answer:1D|1NT`; a copy with the same hands keeps the original's), canonical. */
  readonly accepted?: readonly string[];
}

export interface NewStudent {
  readonly setId: string;
  readonly name: string;
  /** SHA-256 of the student's first device token, hex; null for a class's student (their class tokens open the set). */
  readonly tokenHash: string | null;
  /** The class student this set student is, for a set of a class. */
  readonly classStudentId?: string;
  readonly resumeCode: string;
  readonly seed: number;
  readonly joinedAt: number;
  /** Fresh hands: the student's own items, made from the set items listed (by id, in order) when the student was read. */
  readonly items: readonly { readonly setItem: string; readonly made: MadeItem }[];
}

/** An item as stored: made once for the set (student null) or for one fresh-hands student. */
export interface StoredItem {
  readonly id: string;
  readonly setItem: string;
  readonly position: number;
  readonly student: string | null;
  readonly made: MadeItem;
}

/** A stored item as the system check reads it (server/check-store.ts): its quiz item as the stored JSON text. */
export interface CheckedItem {
  readonly id: string;
  readonly setItem: string;
  readonly item: string;
  readonly expected: StoredExpected;
}

export interface NewAnswer {
  readonly setId: string;
  /** The id the device made. */
  readonly id: string;
  readonly student: string;
  readonly item: StoredItem;
  readonly answer: SetAnswer;
  readonly ms: number;
  readonly at: number;
  /** The device's time of the answer, clamped (lib/teach/device-time); null or absent when the device did not say. */
  readonly deviceAt?: number | null;
}

/** The outcome of an edit of the items, made in one transaction. */
export type ItemEdit = 'done' | 'not-found' | 'has-answers' | 'last-item' | 'too-many' | 'changed';

/**
 * An edit's items, made before its transaction (server/item-making.ts): one per new question. `own`: the set's own
 * (same hands), else null. `students`: with fresh hands each student's, by id, for exactly the students the set has
 * (a join or removal that came between makes the edit 'changed': made again); null with same hands.
 */
export interface MadeForEdit {
  readonly own: readonly (MadeItem | null)[];
  readonly students: ReadonlyMap<string, readonly MadeItem[]> | null;
}

/** A set item's stored items and its answers, as an accept reads them (lib/teach/hand-accepts.ts). */
export interface AcceptRows {
  readonly hands: readonly AcceptHand[];
  readonly answers: readonly AcceptAnswer[];
}

/** A set's settings as a PATCH changes them: its columns, and fields of its spec merged into the spec as stored (server/settings-store.ts). */
export type SetPatch = Partial<Pick<SetRow, 'closed' | 'revealed' | 'opensAt' | 'closesAt' | 'keyHash' | 'archived'> & Pick<SetSpec, 'title' | 'instructions' | 'joinPin' | 'joinsClosed'>>;

export interface Store {
  /** 'sqlite' or 'postgres'. */
  readonly dialect: 'sqlite' | 'postgres';
  /** Classes, their students, teacher keys and the links they keep (server/class-store.ts). */
  readonly classes: ClassStore;
  /** The teachers' ways back to a lost home (server/recovery-store.ts). */
  readonly recoveries: RecoveryStore;
  /** Partnership practices: their seats, deals, calls and notes (server/pair-store.ts). */
  readonly pairs: PairStore;
  /** A class's partnership practices: several pairs on the same deals, read by one teacher link (server/pair-group-store.ts). */
  readonly pairGroups: PairGroupStore;
  /** A class's partnership practices drawn from its roster: its students' seats and pairing by code (server/pair-class-store.ts). */
  readonly pairClasses: PairClassStore;
  /** Live classes (a problem at a time to a room) and shared hands' polls, their votes as rows (server/live-store.ts). */
  readonly live: LiveStore;
  /** The downloads' and the worksheet's reads, a page or a row at a time (server/download-store.ts). */
  readonly downloads: DownloadStore<StoredItem>;
  /** The set with its items, in one transaction. */
  createSet(set: NewSet, items: readonly NewSetItem[]): Promise<SetRow>;
  setByCode(code: string): Promise<SetRow | null>;
  setByTeacherHash(hash: string): Promise<SetRow | null>;
  /**
   * The fields given, in one transaction with the set's row locked (server/settings-store.ts): null when there is no such
   * set; 'closes-before-opens' when the database refuses the times against the row as it is (nothing of the patch kept).
   */
  updateSet(id: string, patch: SetPatch): Promise<SetRow | null | 'closes-before-opens'>;
  /** The set goes to the class by one conditional write: false when it is in another class (or gone), true when it is now the class's. */
  assignSet(setId: string, classId: string): Promise<boolean>;
  /** The set, its students, their tokens and answers. */
  deleteSet(id: string): Promise<void>;
  /**
   * With the student's items, in one transaction. 'full' when the set already has MAX_STUDENTS students; 'changed' when
   * its items are no longer those the student's items were made from (an edit came between: make them again); 'taken'
   * when a student of the same name (lib/teach/student-name.ts) is in the set (not checked for a class's student).
   */
  addStudent(student: NewStudent): Promise<SetStudent | 'full' | 'changed' | 'taken'>;
  studentByTokenHash(setId: string, hash: string): Promise<SetStudent | null>;
  /** The set by its code with the student whose token hashes to `hash` (null when none is), in one query: an answer's lookup. */
  setWithStudent(code: string, hash: string): Promise<{ readonly set: SetRow; readonly student: SetStudent | null } | null>;
  studentByResumeCode(setId: string, code: string): Promise<SetStudent | null>;
  /** Another device of the same student (resume code): a second token for them. */
  addStudentToken(studentId: string, hash: string): Promise<void>;
  studentsOf(setId: string): Promise<readonly SetStudent[]>;
  /** The student goes, with their tokens, items, answers and results (the seat is free again); false when not in the set. */
  removeStudent(setId: string, studentId: string): Promise<boolean>;
  /** False when the student is not in the set. */
  renameStudent(setId: string, studentId: string, name: string): Promise<boolean>;
  /** The set's questions in order, each with its accepted calls. */
  setItemsOf(setId: string): Promise<readonly SetItem[]>;
  /** The items a student answers, in order: the set's own (student null, or same hands) or the student's own. */
  itemsOf(setId: string, student: string | null): Promise<readonly StoredItem[]>;
  /** Every fresh-hands student's items and the set's own, in position order. */
  allItemsOf(setId: string): Promise<readonly StoredItem[]>;
  /** The set's stored items of these questions (the set's own and every student's, in no order): their quiz items as stored JSON. */
  itemsToCheck(setId: string, setItemIds: readonly string[]): Promise<readonly CheckedItem[]>;
  /** The set's stored items of these ids (in no order; ids of other sets left out). */
  itemsByIds(setId: string, ids: readonly string[]): Promise<readonly StoredItem[]>;
  /**
   * Stored once per (set, id) with the grade `grade` gives it against the item's accepted calls, read in the same
   * transaction (an accept waits for it, then regrades it), with the answers that arrive together (one commit). 'repeat'
   * for an id already stored. Durable when it resolves.
   */
  putAnswer(answer: NewAnswer, grade: (accepted: readonly string[]) => StoredGrade): Promise<'created' | 'repeat'>;
  answersOf(setId: string, student?: string): Promise<readonly StoredAnswer[]>;
  answerCount(setId: string): Promise<number>;
  /** One stored answer by the id its device made, with its grade; null when none. */
  answerById(setId: string, id: string): Promise<StoredAnswer | null>;
  /** Every student's results squares, folded with each answer as it was stored (lib/teach/cells.ts). */
  cellsOf(setId: string): Promise<ReadonlyMap<string, StudentCells>>;
  /** Another call counts as right for a set item, on every hand: stored and every stored answer of it regraded, in one transaction. */
  acceptCall(setItemId: string, call: string, at: number): Promise<void>;
  /** The calls accepted on single hands (a fresh-hands student's own), by stored item id, in the order accepted. */
  handAccepts(setId: string): Promise<ReadonlyMap<string, readonly string[]>>;
  /** What an accept on a hand is planned from: the set item's stored items and answers as they are. */
  acceptRows(setItemId: string): Promise<AcceptRows>;
  /**
   * Another call counts as right on the stored item `target` and on the items of `extend` (other hands with the same
   * expected call and rule whose students gave it): stored per hand, their answers and squares regraded, in one
   * transaction with the set locked. The number of answers turned right; 'changed' when an item of `extend` is no
   * longer such a hand; 'not-found' when `target` is not an item of the set item.
   */
  acceptOnHands(setItemId: string, target: string, extend: readonly string[], call: string, at: number): Promise<number | 'changed' | 'not-found'>;
  /**
   * A set item's expected answer changes (whose key grades a board, or today's system): its items get what `remake`
   * gives and every answer of it the grade `regrade` gives against the calls accepted on its hand (null: kept as
   * stored), in one transaction.
   */
  regradeItem(
    setItemId: string,
    source: SetItemSource,
    remake: (item: StoredItem) => MadeItem,
    regrade: (item: StoredItem, answer: SetAnswer, accepted: readonly string[]) => StoredGrade | null,
    /** The set item's accepted calls from now on, every hand's (a board's new key: D9); absent: kept as they are. */
    accepts?: { readonly calls: readonly string[]; readonly at: number },
  ): Promise<void>;
  /** Edits before the first answer, each one transaction: move to a place, remove, or replace (a new id, its items made before it). */
  moveItem(setId: string, setItemId: string, to: number): Promise<ItemEdit>;
  removeItem(setId: string, setItemId: string): Promise<ItemEdit>;
  replaceItem(setId: string, setItemId: string, source: SetItemSource, made: MadeForEdit, at: number): Promise<ItemEdit>;
  /** New questions at the end, before the first answer ('too-many' past MAX_SET_ITEMS): the set's items or each fresh-hands student's, as made. */
  addItems(setId: string, sources: readonly SetItemSource[], made: MadeForEdit, at: number): Promise<ItemEdit>;
  /** A fixed-window counter: ok, or how many seconds until the key may act again. */
  consume(key: string, limit: number, windowSeconds: number, now: number): Promise<{ readonly ok: true } | { readonly ok: false; readonly retryAfter: number }>;
  /** The key's count in its current window, without counting (0 when it has none): whether it may act at all. */
  peek(key: string, now: number): Promise<{ readonly count: number; readonly retryAfter: number }>;
  close(): Promise<void>;
}
