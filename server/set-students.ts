// The set as its students meet it: their view with their own items and answers, joining behind the join gate, the
// resume code, and the student page's lookup. Example:
// await joinSet(store, 'K7Q2M9XD', 'Ana', now, undefined, '203.0.113.7') → { ok: true, status: 201, body: { studentToken, resumeCode, name } }.

import { issue } from '@/lib/result';
import { notAKind, tagAnswer } from '@/lib/teach/answer-kind';
import { auctionStart } from '@/lib/teach/auction-step';
import { gradeJson, reviewJson, studentItemJson } from '@/lib/set-api/views';
import { setAvailability } from '@/lib/teach/availability';
import type { StoredAnswer } from '@/lib/teach/set-types';
import type { SetRow, Store, StoredItem } from './store-types';
import { countMiss, lookupsBlocked } from './code-lookups';
import { passJoinGate } from './join-gate';
import { refusal, reply, type Reply } from './replies';
import { SERVER_CONFIG } from './config';
import { clientAddress } from './rate-limit';
import { acceptsOf } from './item-accepts';
import { hashToken, randomSeed, resumeCode as newResumeCode, studentToken as newStudentToken } from './tokens';
import { NOT_FOUND, SET_FULL, availabilityJson, isOpen, iso, ownItems, setOf, showsGrades, studentItems, studentOf } from './set-common';
import { unlessBusy } from './item-making';

/**
 * GET /api/sets/{code} (X-Student-Token: …): the set as its students see it, with the student's own items and answers;
 * without a token its settings, times and number of questions only (no items).
 */
export function studentView(store: Store, code: string, token: string | null, now: number): Promise<Reply> {
  // a class's student opening the set for the first time gets their own items made (item pool): busy is 503
  return unlessBusy(() => studentViewOnce(store, code, token, now));
}

async function studentViewOnce(store: Store, code: string, token: string | null, now: number): Promise<Reply> {
  const set = await setOf(store, code);
  if (!set) return NOT_FOUND;
  const student = token === null ? null : await studentOf(store, set, token, now);
  if (token !== null && !student) return NOT_FOUND;
  if (student === 'full') return SET_FULL;
  const grades = showsGrades(set);
  // the set's own items, or with fresh hands the student's own, as stored, only to a student of the set (for a class's
  // set, a student of the class): a test's questions go to no one who has not joined (L-4), and the page asks none
  // before the join; before the set opens, none at all (the title, the time and how many questions are shown)
  const notYet = setAvailability(set, now) === 'not-yet';
  const [items, answers, setItems] = await Promise.all([
    notYet || !student ? [] : studentItems(store, set, student),
    student ? store.answersOf(set.id, student.id) : [],
    store.setItemsOf(set.id),
  ]);
  // each answer's grade with the calls accepted on the student's hand (the set's own with the same hands)
  const accepts = grades ? await acceptsOf(store, set.id, setItems) : null;
  const ownItem = new Map(items.map((i) => [i.setItem, i.id]));
  // the review (expected answer and explanation, as stored): in practice an item's once this student has answered it,
  // in a test every item's once revealed; never before (a test's answers stay the teacher's until then)
  const answeredItems = new Set(answers.map((a) => a.setItem));
  const reviews = (item: StoredItem) => (set.spec.mode === 'practice' ? answeredItems.has(item.setItem) : set.revealed);
  return reply('GET /api/sets/{code}', 200, {
    code: set.code, title: set.spec.title, instructions: set.spec.instructions, locale: set.spec.locale,
    mode: set.spec.mode, hands: set.spec.hands, closed: set.closed, revealed: set.revealed, ...availabilityJson(set, now),
    joinPin: Boolean(set.spec.joinPin), joinsClosed: set.spec.joinsClosed ?? false, classCode: await classCodeOf(store, set),
    opensAt: iso(set.opensAt), closesAt: iso(set.closesAt), count: setItems.length,
    items: items.map((item) => ({
      // a whole auction: the student's own hand only (its share code and the seed hold the deal) until the deal may show
      id: item.setItem, ...studentItemJson(item.made.item, item.position, grades && (!item.made.auction || reviews(item))),
      ...(reviews(item) ? { review: reviewJson(item.made) } : {}),
      ...(item.made.auction ? { wholeAuction: auctionStart(item.made.auction, item.made.item.calls, reviews(item)) } : {}),
    })),
    student: student ? { name: student.name } : null,
    answers: answers.map((a) => ({
      // a whole auction's record (the system's calls and grades) only where grades show: never a test's before reveal
      id: a.id, item: a.position, itemId: a.setItem, answer: hiddenRecord(a.answer, grades), at: iso(a.at),
      ...(accepts ? { grade: gradeJson(a.grade, accepts({ id: ownItem.get(a.setItem) ?? '', setItem: a.setItem })) } : {}),
    })),
  });
}

/** A stored answer as its student sees it: a whole auction's record (the system's calls and grades) only where grades show. */
function hiddenRecord(answer: StoredAnswer['answer'], grades: boolean): StoredAnswer['answer'] {
  const a = tagAnswer(answer);
  switch (a.kind) {
    case 'auction':
      return grades ? answer : { calls: a.calls };
    case 'call': case 'evaluate': case 'legal': case 'roles': case 'score':
      return answer;
    default:
      return notAKind(a);
  }
}

/** The code of the set's class (its students join there, once), or null for a set on its own. */
async function classCodeOf(store: Store, set: SetRow): Promise<string | null> {
  return set.classId ? ((await store.classes.classById(set.classId))?.code ?? null) : null;
}

/** POST /api/sets/{code}/students from `address`: a student joins, behind the set's join gate (server/join-gate.ts). */
export function joinSet(store: Store, code: string, name: string, now: number, pin: string | undefined, address: string): Promise<Reply> {
  // a fresh-hands student's items are made in the item pool: a full queue is 503 items-busy
  return unlessBusy(() => joinOnce(store, code, name, now, pin, address));
}

async function joinOnce(store: Store, code: string, name: string, now: number, pin: string | undefined, address: string): Promise<Reply> {
  const set = await setOf(store, code);
  if (!set) return NOT_FOUND;
  // a class's set is answered by the class's students under their class names: a name is given once, to the class
  const classCode = await classCodeOf(store, set);
  if (classCode) return refusal(409, issue('class-set', { classCode }));
  if (!isOpen(set, now)) return refusal(409, issue('set-closed'));
  if (set.spec.joinsClosed) return refusal(409, issue('joins-closed'));
  const refused = await passJoinGate(store, { kind: 'set', id: set.id, pin: set.spec.joinPin ?? null }, address, pin, now);
  if (refused) return refused;
  const studentToken = newStudentToken();
  const resumeCode = newResumeCode();
  const seed = randomSeed();
  // fresh hands: the student's own items, made once here (in the item pool) from the set's questions as they are (an
  // edit that comes between reading and storing them is seen in the store's transaction: then they are made again)
  for (let attempt = 0; attempt < 3; attempt++) {
    const items = await ownItems(store, set, seed);
    const student = await store.addStudent({
      setId: set.id, name, tokenHash: hashToken(studentToken), resumeCode, seed, joinedAt: now, items,
    });
    if (student === 'full') return SET_FULL;
    if (student === 'taken') return refusal(409, issue('name-taken', { name, where: 'set' }));
    if (student !== 'changed') return reply('POST /api/sets/{code}/students', 201, { studentToken, resumeCode, name: student.name });
  }
  return refusal(409, issue('set-changed'));
}

export async function resumeStudent(store: Store, code: string, resumeCode: string): Promise<Reply> {
  const set = await setOf(store, code);
  if (!set) return NOT_FOUND;
  const student = await store.studentByResumeCode(set.id, resumeCode);
  if (!student) return refusal(404, issue('bad-resume-code'));
  const studentToken = newStudentToken();
  await store.addStudentToken(student.id, hashToken(studentToken));
  return reply('POST /api/sets/{code}/resume', 200, { studentToken, name: student.name });
}

/**
 * The student page's set: its title and language; null when there is none (a miss, counted for the client's address,
 * read from the request's headers as the routes read it); 'blocked' when the address has looked up too many codes
 * that do not exist (server/code-lookups.ts): then nothing is said about this one either.
 */
export async function setForStudentPage(
  store: Store,
  code: string,
  headers: { get(name: string): string | null },
  now: number,
): Promise<{ readonly title: string; readonly locale: string } | 'blocked' | null> {
  const address = clientAddress({ headers }, SERVER_CONFIG.trustProxy);
  if ((await lookupsBlocked(store, address, now)) !== null) return 'blocked';
  const set = await setOf(store, code);
  if (!set) await countMiss(store, address, now);
  return set ? { title: set.spec.title, locale: set.spec.locale } : null;
}
