// The shapes of the store's reads for the downloads and the worksheet (server/download-store.ts), apart from it so that
// the Store's interface names them without a cycle: `Item` is the store's StoredItem.
// Example: const page: readonly AnswerFileRow[] = await store.downloads.answerRows(setId, true, null, 200).

import type { SetStudent, StoredAnswer } from '../lib/teach/set-types';

/** Where the answers file's next page starts: after the answer answered at `at` (the device's time, else the arrival) with id `id`. */
export interface AnswerCursor {
  readonly at: number;
  readonly id: string;
}

/** One row of the answers file as stored: the answer's grade, its attempt number and the position of the item answered. */
export interface AnswerFileRow {
  readonly id: string;
  readonly name: string;
  readonly position: number;
  readonly at: number;
  readonly deviceAt: number | null;
  readonly ms: number;
  readonly rule: string | null;
  readonly expected: string;
  readonly answer: string;
  readonly right: boolean;
  /** 1 for the student's first answer of the item (by arrival, then id). */
  readonly attempt: number;
  /** The item the student answered there (their own with fresh hands); null when it is gone. */
  readonly item: { readonly hand: string; readonly dealer: string; readonly vul: string; readonly auction: string } | null;
}

/** Where the PBN file's next page starts: after the stored item at `position` of the student `student` ('' for the set's own) with id `id`. */
export interface ItemCursor {
  readonly position: number;
  readonly student: string;
  readonly id: string;
}

export interface DownloadStore<Item> {
  /** One student of the set; null when not in it. */
  studentOf(setId: string, studentId: string): Promise<SetStudent | null>;
  /** The stored item of a set item that a student answers: their own (fresh hands) or the set's own (`student` null). */
  itemOf(setId: string, setItemId: string, student: string | null): Promise<Item | null>;
  /** At most `limit` students in the order they joined, after the student `after` (from the first with null). */
  studentsPage(setId: string, after: string | null, limit: number): Promise<readonly SetStudent[]>;
  /** The stored items of the students listed, each student's in position order. */
  itemsOfStudents(setId: string, students: readonly string[]): Promise<readonly Item[]>;
  /** The answers of the students listed, in the order stored. */
  answersOfStudents(setId: string, students: readonly string[]): Promise<readonly StoredAnswer[]>;
  /** The answers of the set items listed (every student's), in the order stored. */
  answersOfSetItems(setId: string, setItems: readonly string[]): Promise<readonly StoredAnswer[]>;
  /** At most `limit` rows of the answers file after `after`, in its order (the device's time, else the arrival; then id). */
  answerRows(setId: string, fresh: boolean, after: AnswerCursor | null, limit: number): Promise<readonly AnswerFileRow[]>;
  /** At most `limit` stored items after `after`, by position, then student, then id (the PBN file's order). */
  itemsPage(setId: string, after: ItemCursor | null, limit: number): Promise<readonly Item[]>;
}
