// What every set request shares: the set, its teacher and its students looked up, the one refusal for every miss,
// the set's times as the API writes them, and a stored item graded now. Example:
// await setOf(store, 'k7q2m9xd') → the set with code K7Q2M9XD, or null (a malformed code is looked up as no set).

import { SYSTEM_VERSION } from '@/lib/bidder/system-version';
import { questionKindOf } from '@/lib/quiz/topics';
import type { QuestionKind } from '@/lib/quiz/item-types';
import { issue } from '@/lib/result';
import { auctionStoredGrade } from '@/lib/teach/auction-item';
import { isSetCode, isToken } from '@/lib/set-api/ids';
import { gradeAnswer, gradedBy, storedGrade, type MadeItem } from '@/lib/teach';
import { storedAuctionAnswer } from '@/lib/teach/answer-kind';
import { setAvailability } from '@/lib/teach/availability';
import { gradesShownToStudents } from '@/lib/teach/grades-shown';
import { MAX_STUDENTS, type SetAnswer, type SetItem, type SetItemSource, type SetStudent } from '@/lib/teach/set-types';
import type { SetRow, Store, StoredItem } from './store-types';
import { type OwnerRefusal } from './owners';
import { refusal, type Reply } from './replies';
import { isUniqueViolation } from './db';
import { makeItems } from './item-making';
import { hashToken, randomSeed, resumeCode as newResumeCode } from './tokens';

/** Every lookup that fails answers the same: a wrong code, a tampered token or a deleted set are not told apart. */
export const NOT_FOUND = refusal(404, issue('set-not-found'));

/** A set that already has MAX_STUDENTS students takes no new one (a join, or a class member opening it the first time). */
export const SET_FULL = refusal(409, issue('set-full', { max: MAX_STUDENTS }));

/** A moment as the API writes it: ISO 8601 in UTC ('2026-12-01T18:00:00.000Z'), or null. */
export function iso(ms: number): string;
export function iso(ms: number | null): string | null;
export function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

/** Answers are taken while the set is not closed and `now` is within its opening and closing times (lib/teach/availability). */
export function isOpen(set: SetRow, now: number): boolean {
  return setAvailability(set, now) === 'open';
}

/** Whether and why the set takes answers, as both views say it: from the function that lets answers in. */
export function availabilityJson(set: SetRow, now: number) {
  const availability = setAvailability(set, now);
  return { open: availability === 'open', availability };
}

/** The grades and explanations are the students' in practice mode, and in a test once the teacher reveals it (lib/teach/grades-shown). */
export function showsGrades(set: SetRow): boolean {
  return gradesShownToStudents(set);
}

/** The refusal of a bearer that opens nothing (a key or a class token mistyped or from another site's data). */
export function ownerRefusal(refused: OwnerRefusal): Reply {
  return refused === 'unknown-key' ? refusal(404, issue('key-not-found')) : refusal(404, issue('class-not-found'));
}

export async function setOf(store: Store, code: string): Promise<SetRow | null> {
  return isSetCode(code) ? store.setByCode(code.toUpperCase()) : null;
}

/** The set's student the token names (a class's student through the class), 'full' when a class member cannot be added. */
export async function studentOf(store: Store, set: SetRow, token: string, now: number): Promise<SetStudent | 'full' | null> {
  if (!isToken(token)) return null;
  const own = await store.studentByTokenHash(set.id, hashToken(token));
  return own ?? (set.classId ? classStudentIn(store, set, token, now) : null);
}

/**
 * A class's student in a set of the class, by their class token: the set student they are, made when they first open
 * the set (under their class name, with their own items for fresh hands); null when the token is no student's of the class,
 * 'full' when the set already has MAX_STUDENTS students (answered 409 set-full, as a join is: never a misleading 404).
 */
export async function classStudentIn(store: Store, set: SetRow, token: string, now: number): Promise<SetStudent | 'full' | null> {
  const member = await store.classes.studentByToken(set.classId!, hashToken(token));
  if (!member) return null;
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = await store.classes.setStudentOf(set.id, member.id);
    if (before) return before;
    const seed = randomSeed();
    const items = await ownItems(store, set, seed);
    try {
      const student = await store.addStudent({
        setId: set.id, name: member.name, tokenHash: null, resumeCode: newResumeCode(), seed, joinedAt: now, items, classStudentId: member.id,
      });
      if (student === 'full') return 'full';
      if (student === 'taken') return null;
      if (student !== 'changed') return student;
    } catch (error) {
      // the same student's other device made it meanwhile: read it again
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return null;
}

/**
 * A joining student's own items with fresh hands (none with same hands), made in the item pool from the set's questions
 * as they are now (the store's transaction refuses them, 'changed', when an edit came between).
 */
export async function ownItems(store: Store, set: SetRow, seed: number): Promise<{ setItem: string; made: MadeItem }[]> {
  if (set.spec.hands !== 'fresh') return [];
  const setItems = await store.setItemsOf(set.id);
  const made = await makeItems(setItems.map((i) => ({ source: i.source, seed })));
  return setItems.map((i, k) => ({ setItem: i.id, made: made[k] }));
}

/** The kind of item a question makes (boards and rule ids are calls). */
export function kindOf(source: SetItemSource): QuestionKind {
  if (source.source !== 'topic') return 'call'; // a board, or a whole auction (graded call by call)
  return questionKindOf(source.topic);
}

/** The items a student answers: the set's own (same hands), or with fresh hands the student's own (none before joining). */
export async function studentItems(store: Store, set: SetRow, student: SetStudent | null): Promise<readonly StoredItem[]> {
  if (set.spec.hands === 'same') return store.itemsOf(set.id, null);
  return student ? store.itemsOf(set.id, student.id) : [];
}

/** A stored item graded now against its stored expected answer and the accepted calls: what a new answer gets (a whole
 * auction's grade is its record's, made when it arrived: accepted calls do not apply to it). */
export function gradeNow(item: StoredItem, answer: SetAnswer, accepted: readonly string[]) {
  const auction = storedAuctionAnswer(answer);
  if (auction) return auctionStoredGrade(auction, SYSTEM_VERSION);
  return storedGrade(gradeAnswer(item.made.item, gradedBy(item.made.expected, accepted), answer), SYSTEM_VERSION);
}

export async function teacherSet(store: Store, token: string): Promise<SetRow | null> {
  return isToken(token) ? store.setByTeacherHash(hashToken(token)) : null;
}

/** An item named by its id, or by its place (the teacher's page before ids). */
export function findItem(setItems: readonly SetItem[], named: { readonly id?: string; readonly index?: number }): SetItem | undefined {
  return named.id !== undefined ? setItems.find((i) => i.id === named.id) : setItems[named.index ?? -1];
}

export function itemName(named: { readonly id?: string; readonly index?: number }): string | number {
  return named.id ?? named.index ?? '';
}
