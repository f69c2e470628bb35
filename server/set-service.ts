// The set API's work, one function per request: it reads and writes the store, makes items once and grades answers
// when they come with lib/teach (nothing shown is remade or regraded)
// and answers a status with a JSON body, or a status with an issue (the route localizes it). Example:
// await joinSet(store, 'K7Q2M9XD', { name: 'Ana' }, now) → { ok: true, status: 201, body: { studentToken, resumeCode, name } }.

import { isRuleId } from '@/lib/bidder';
import { SYSTEM_VERSION } from '@/lib/bidder/system-version';
import { makeCall } from '@/lib/bridge/call';
import { itemCode } from '@/lib/quiz/item-code';
import type { QuizItem } from '@/lib/quiz/item-types';
import { NEAR_MISS_SHARE } from '@/lib/quiz/session';
import { questionKindOf } from '@/lib/quiz/topics';
import type { QuestionKind } from '@/lib/quiz/item-types';
import { issue, ok, type Issue } from '@/lib/result';
import { auctionSpread, auctionStoredGrade, gradeAuctionAnswer } from '@/lib/teach/auction-item';
import { auctionStart } from '@/lib/teach/auction-step';
import { isAnswerId, isSetCode, isToken } from '@/lib/set-api/ids';
import type { AnswerRequest, CreateSetRequest, ItemsRequest, PatchSetRequest } from '@/lib/set-api/requests';
import type { CopyRequest } from '@/lib/set-api/class-requests';
import { gradeJson, resultsJson, reviewJson, studentItemJson } from '@/lib/set-api/views';
import {
  anotherLike, answerText, answersCsv, expectedOf, gradeAnswer, gradedBy, importPbn, itemPosition, makeItem, parseSetAnswer, setPbn, summaryCsv,
  resultsOfCells, sameExpected, storedGrade, topicSources, expectedToday, todayItem, type ItemLabel, type ItemPosition, type MadeItem,
  type StoredExpected, type TodayItem,
} from '@/lib/teach';
import { setAvailability } from '@/lib/teach/availability';
import { gradesShownToStudents } from '@/lib/teach/grades-shown';
import { explanationOf } from '@/lib/teach/review';
import { deviceTime } from '@/lib/teach/device-time';
import { MAX_SET_ITEMS, type SetAnswer, type SetItem, type SetItemSource, type SetSpec, type SetStudent, type StoredAnswer, type StoredAuctionAnswer, type StoredGrade } from '@/lib/teach/set-types';
import type { ItemEdit, NewSetItem, SetRow, Store, StoredItem } from './store-types';
import { keepFor, keyHashOf, ownerOf, ownerOrNewKey, type Owner, type OwnerRefusal } from './owners';
import { countMiss, lookupsBlocked } from './code-lookups';
import { passJoinGate, wrongPinsToday } from './join-gate';
import { refusal, reply, throttled, type Reply } from './replies';
import { SERVER_CONFIG } from './config';
import { clientAddress } from './rate-limit';
import { acceptsOf } from './item-accepts';
import { acceptsAfterKey } from '@/lib/teach/hand-accepts';
import { isForeignKeyViolation, isUniqueViolation } from './db';
import { hashToken, newJoinPin, randomSeed, resumeCode as newResumeCode, setCode as newSetCode, studentToken as newStudentToken, teacherToken as newTeacherToken } from './tokens';

export type { Reply };

type ItemsAdd = Extract<ItemsRequest, { op: 'add' }>;

/**
 * Answers one student may send in a minute, from all their devices together (a second token from "resume" shares it):
 * far more than anyone answers, fewer than a runaway loop sends.
 */
export const ANSWERS_PER_MINUTE = 120;

/** A stored id as the teacher's page sends it back (a UUID): anything else is not looked up. */
const STORED_ID = /^[0-9a-f-]{36}$/;

/** Every lookup that fails answers the same: a wrong code, a tampered token or a deleted set are not told apart. */
export const NOT_FOUND = refusal(404, issue('set-not-found'));

/** A moment as the API writes it: ISO 8601 in UTC ('2026-12-01T18:00:00.000Z'), or null. */
function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

/** Answers are taken while the set is not closed and `now` is within its opening and closing times (lib/teach/availability). */
export function isOpen(set: SetRow, now: number): boolean {
  return setAvailability(set, now) === 'open';
}

/** Whether and why the set takes answers, as both views say it: from the function that lets answers in. */
function availabilityJson(set: SetRow, now: number) {
  const availability = setAvailability(set, now);
  return { open: availability === 'open', availability };
}

/** The grades and explanations are the students' in practice mode, and in a test once the teacher reveals it (lib/teach/grades-shown). */
function showsGrades(set: SetRow): boolean {
  return gradesShownToStudents(set);
}

/** The refusal of a bearer that opens nothing (a key or a class token mistyped or from another site's data). */
export function ownerRefusal(refused: OwnerRefusal): Reply {
  return refused === 'unknown-key' ? refusal(404, issue('key-not-found')) : refusal(404, issue('class-not-found'));
}

/**
 * POST /api/sets: with `bearer` a teacher key (the set is listed on its home) or, with `classCode`, the class's token
 * (the class's students answer it); with neither, a new key is made and given back once as `teacherKey`.
 */
export async function createSet(store: Store, request: CreateSetRequest, now: number, bearer: string | null = null): Promise<Reply> {
  const named = await ownerOf(store, bearer, request.classCode);
  if (typeof named === 'string') return ownerRefusal(named);
  const seed = randomSeed();
  let sources: readonly SetItemSource[];
  let differences: unknown[] = [];
  let accepted: readonly (readonly string[])[] = []; // a PBN board's other accepted calls (answer:1D|1NT)
  let skipped: readonly Issue[] | undefined; // a PBN file's games and boards left out, each with its line
  if ('pbn' in request) {
    const imported = importPbn(request.pbn);
    if (!imported.ok) {
      const found = imported.error;
      if (Array.isArray(found)) return refusal(400, issue('bad-pbn', { count: found.length }), { issues: found });
      return refusal(400, found as Issue);
    }
    sources = imported.value.sources;
    differences = [...imported.value.differences];
    accepted = imported.value.accepted;
    skipped = imported.value.skipped;
    // a file may hold up to 200 boards (a club's whole session); a set holds at most 100 of them
    if (sources.length > MAX_SET_ITEMS) return refusal(400, issue('too-many-items', { count: sources.length, max: MAX_SET_ITEMS }));
  } else {
    const made = topicSources(request.items, seed, request.nearMisses ? NEAR_MISS_SHARE : 0);
    if (!made.ok) return refusal(400, made.error);
    sources = made.value;
  }
  const spec: SetSpec = {
    title: request.title, instructions: request.instructions, locale: request.locale, mode: request.mode, hands: request.hands, seed,
  };
  // made once, here: with the same hands the set's own items; with fresh hands each student's when they join
  const items = sources.map((source, k) => ({ source, made: spec.hands === 'same' ? makeItem(source, null) : null, accepted: accepted[k] ?? [] }));
  const made = await storeSet(store, named, spec, items, { opensAt: request.opensAt, closesAt: request.closesAt }, now);
  const body = { ...made, items: sources.length, differences };
  return skipped === undefined ? reply(201, body) : { ok: true, status: 201, body, skipped };
}

/** A new set stored and kept for its owner (a new key when none): its code, teacher token, and the new key if one was made. */
export async function storeSet(
  store: Store,
  named: Owner | null,
  spec: SetSpec,
  items: readonly NewSetItem[],
  times: { readonly opensAt: number | null; readonly closesAt: number | null },
  now: number,
): Promise<{ readonly code: string; readonly teacherToken: string; readonly teacherKey?: string }> {
  const { owner, teacherKey } = await ownerOrNewKey(store, named, now);
  // a code of 8 letters from 32 is taken by another set about once in 10^12 tries: then another is drawn
  for (let attempt = 0; ; attempt++) {
    const teacherToken = newTeacherToken();
    try {
      const row = await store.createSet({
        code: newSetCode(), teacherHash: hashToken(teacherToken), spec, ...times, createdAt: now,
        classId: owner.kind === 'class' ? owner.cls.id : null, keyHash: keyHashOf(owner),
      }, items);
      await keepFor(store, owner, 'set', row.id, teacherToken, now);
      return { code: row.code, teacherToken, ...(teacherKey && { teacherKey }) };
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

export async function setOf(store: Store, code: string): Promise<SetRow | null> {
  return isSetCode(code) ? store.setByCode(code.toUpperCase()) : null;
}

export async function studentOf(store: Store, set: SetRow, token: string, now: number): Promise<SetStudent | null> {
  if (!isToken(token)) return null;
  const own = await store.studentByTokenHash(set.id, hashToken(token));
  return own ?? (set.classId ? classStudentIn(store, set, token, now) : null);
}

/**
 * A class's student in a set of the class, by their class token: the set student they are, made when they first open
 * the set (under their class name, with their own items for fresh hands); null when the token is no student's of the class.
 */
async function classStudentIn(store: Store, set: SetRow, token: string, now: number): Promise<SetStudent | null> {
  const member = await store.classes.studentByToken(set.classId!, hashToken(token));
  if (!member) return null;
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = await store.classes.setStudentOf(set.id, member.id);
    if (before) return before;
    const seed = randomSeed();
    const items = set.spec.hands === 'fresh' ? (await store.setItemsOf(set.id)).map((i) => ({ setItem: i.id, made: makeItem(i.source, seed) })) : [];
    try {
      const student = await store.addStudent({
        setId: set.id, name: member.name, tokenHash: null, resumeCode: newResumeCode(), seed, joinedAt: now, items, classStudentId: member.id,
      });
      if (student === 'full' || student === 'taken') return null;
      if (student !== 'changed') return student;
    } catch (error) {
      // the same student's other device made it meanwhile: read it again
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return null;
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
function gradeNow(item: StoredItem, answer: SetAnswer, accepted: readonly string[]) {
  if ('record' in answer) return auctionStoredGrade(answer as StoredAuctionAnswer, SYSTEM_VERSION);
  return storedGrade(gradeAnswer(item.made.item, gradedBy(item.made.expected, accepted), answer), SYSTEM_VERSION);
}

/**
 * GET /api/sets/{code} (X-Student-Token: …): the set as its students see it, with the student's own items and answers;
 * without a token its settings, times and number of questions only (no items).
 */
export async function studentView(store: Store, code: string, token: string | null, now: number): Promise<Reply> {
  const set = await setOf(store, code);
  if (!set) return NOT_FOUND;
  const student = token === null ? null : await studentOf(store, set, token, now);
  if (token !== null && !student) return NOT_FOUND;
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
  return reply(200, {
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
      id: a.id, item: a.position, itemId: a.setItem, answer: 'record' in a.answer && !grades ? { calls: (a.answer as StoredAuctionAnswer).calls } : a.answer, at: iso(a.at),
      ...(accepts ? { grade: gradeJson(a.grade, accepts({ id: ownItem.get(a.setItem) ?? '', setItem: a.setItem })) } : {}),
    })),
  });
}

/** The code of the set's class (its students join there, once), or null for a set on its own. */
async function classCodeOf(store: Store, set: SetRow): Promise<string | null> {
  return set.classId ? ((await store.classes.classById(set.classId))?.code ?? null) : null;
}

/** POST /api/sets/{code}/students from `address`: a student joins, behind the set's join gate (server/join-gate.ts). */
export async function joinSet(store: Store, code: string, name: string, now: number, pin: string | undefined, address: string): Promise<Reply> {
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
  // fresh hands: the student's own items, made once here from the set's questions as they are (an edit that comes
  // between reading and storing them is seen in the store's transaction: then they are made again)
  for (let attempt = 0; attempt < 3; attempt++) {
    const items = set.spec.hands === 'fresh' ? (await store.setItemsOf(set.id)).map((i) => ({ setItem: i.id, made: makeItem(i.source, seed) })) : [];
    const student = await store.addStudent({
      setId: set.id, name, tokenHash: hashToken(studentToken), resumeCode, seed, joinedAt: now, items,
    });
    if (student === 'full') return refusal(409, issue('set-full', { max: 300 }));
    if (student === 'taken') return refusal(409, issue('name-taken', { name, where: 'set' }));
    if (student !== 'changed') return reply(201, { studentToken, resumeCode, name: student.name });
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
  return reply(200, { studentToken, name: student.name });
}

/** PUT /api/sets/{code}/answers/{id}: stored once per id; 201 the first time, 200 for a repeat; 409 when closed. */
export async function putAnswer(store: Store, code: string, answerId: string, request: AnswerRequest, now: number): Promise<Reply> {
  if (!isAnswerId(answerId)) return refusal(400, issue('bad-answer-id'));
  // the set and the student in one lookup: an answer's work is small
  const found = isSetCode(code) && isToken(request.studentToken) ? await store.setWithStudent(code.toUpperCase(), hashToken(request.studentToken)) : null;
  // a class's student who never opened this set (a device sending from its outbox) is made its student now
  const student = found?.student ?? (found?.set.classId ? await classStudentIn(store, found.set, request.studentToken, now) : null);
  if (!found || !student) return NOT_FOUND;
  const { set } = found;
  // counted per student (by id: never a token the counters table could give away), whichever device sends
  const verdict = await store.consume(`answer:${student.id}`, ANSWERS_PER_MINUTE, 60, now);
  if (!verdict.ok) return throttled(verdict.retryAfter);
  // the item the student saw, by its id (a device from before ids sends its place): never another that took its place
  const items = await studentItems(store, set, student);
  const item = request.itemId !== undefined ? items.find((i) => i.setItem === request.itemId) : items[request.item ?? -1];
  if (!item) return refusal(400, issue('bad-item', { item: request.item ?? request.itemId ?? '', count: items.length }));
  const quiz = item.made.item;
  // a whole auction: the student's calls played out and graded call by call now, on the set's rails (a test: the
  // student's own calls; practice: the system's), and stored with the record of what was seen and earned
  const played = item.made.auction ? gradeAuctionAnswer(item.made.auction, request.answer, set.spec.mode === 'test' ? 'own' : 'system') : null;
  if (played && !played.ok) return refusal(400, played.error);
  const answer = played?.ok ? ok<SetAnswer>({ calls: played.value.turns.map((t) => t.given), record: played.value } as StoredAuctionAnswer) : parseSetAnswer(quiz.kind, request.answer, quiz);
  if (!answer.ok) return refusal(400, answer.error);
  // a resend of an answer already stored is answered as stored, even once the set has closed (the device's outbox
  // must not think a saved answer lost); the same id on another student, item or answer is refused
  if (!isOpen(set, now)) {
    const before = await store.answerById(set.id, answerId);
    return before ? repeated(store, set, before, student.id, item, answerText(answer.value), quiz) : refusal(409, issue('set-closed'));
  }
  // graded in the store's transaction, against the accepted calls as they are when it is stored
  const graded: { grade?: StoredGrade; accepted?: readonly string[] } = {};
  let stored: 'created' | 'repeat';
  try {
    stored = await store.putAnswer(
      { setId: set.id, id: answerId, student: student.id, item, answer: answer.value, ms: request.ms, at: now,
        deviceAt: deviceTime(request.answeredAt, { joinedAt: student.joinedAt, arrivedAt: now }) },
      (accepted) => Object.assign(graded, { grade: gradeNow(item, answer.value, accepted), accepted }).grade!,
    );
  } catch (error) {
    // the teacher removed the student (or deleted the set) between the lookup and the store: as for any unknown token
    if (isForeignKeyViolation(error)) return NOT_FOUND;
    throw error;
  }
  if (stored === 'repeat') {
    // the id was stored before (a resend) or meanwhile (a concurrent request): answered as it was stored
    const before = await store.answerById(set.id, answerId);
    if (before) return repeated(store, set, before, student.id, item, answerText(answer.value), quiz);
  }
  if (!showsGrades(set)) return reply(201, { stored: 'created' });
  return reply(201, { stored: 'created', grade: gradeJson(graded.grade!, graded.accepted!), code: itemCode(quiz) });
}

/** A repeat of a stored answer: 200 with the grade stored the first time, or 409 when the id is another answer's. */
async function repeated(store: Store, set: SetRow, stored: StoredAnswer, student: string, item: StoredItem, answer: string, quiz: QuizItem): Promise<Reply> {
  if (stored.student !== student || stored.setItem !== item.setItem || stored.grade.answer !== answer) {
    return refusal(409, issue('answer-id-taken'));
  }
  if (!showsGrades(set)) return reply(200, { stored: 'repeat' });
  const accepted = (await acceptsOf(store, set.id, await store.setItemsOf(set.id)))(item);
  return reply(200, { stored: 'repeat', grade: gradeJson(stored.grade, accepted), code: itemCode(quiz) });
}

export async function teacherSet(store: Store, token: string): Promise<SetRow | null> {
  return isToken(token) ? store.setByTeacherHash(hashToken(token)) : null;
}

/** What names each item in the teacher's views: the rule of its stored expected answer; with fresh hands, the rule asked. */
function itemLabels(setItems: readonly SetItem[], own: ReadonlyMap<string, StoredItem>): ItemLabel[] {
  return setItems.map((si) => {
    const item = own.get(si.id);
    if (item) return { kind: item.made.item.kind, rule: item.made.expected.rule };
    const asked = si.source.source === 'topic' && isRuleId(si.source.topic) ? si.source.topic : null;
    return { kind: kindOf(si.source), rule: asked };
  });
}

function teacherItems(setItems: readonly SetItem[], own: ReadonlyMap<string, StoredItem>, labels: readonly ItemLabel[]): unknown[] {
  return setItems.map((si, index) => {
    const source = si.source;
    const item = own.get(si.id);
    return {
      index, id: si.id, kind: labels[index].kind, rule: labels[index].rule, source: source.source,
      topic: source.source === 'topic' ? source.topic : null, ...(source.source === 'auction' && { seat: source.seat }), fresh: item === undefined,
      nearMiss: item ? item.made.nearMiss : source.source === 'topic' && source.nearMiss,
      board: source.source === 'board' ? source.board : null, key: source.source === 'board' ? source.key : null,
      grade: source.source === 'board' ? source.grade : 'system', expected: item ? item.made.expected.text : null,
      code: item ? itemCode(item.made.item) : null, accepted: si.accepted,
    };
  });
}

/** The set's questions, its own items (same hands) by question, and their labels. */
async function setItemsWithOwn(store: Store, set: SetRow) {
  const [setItems, own] = await Promise.all([store.setItemsOf(set.id), set.spec.hands === 'same' ? store.itemsOf(set.id, null) : []]);
  const byId = new Map(own.map((i) => [i.setItem, i]));
  return { setItems, own: byId, labels: itemLabels(setItems, byId) };
}

/** The results from the stored squares (one row per student), never from every answer. */
export async function resultsOf(store: Store, set: SetRow) {
  const [{ setItems, own, labels }, students, cells, answerCount] = await Promise.all([
    setItemsWithOwn(store, set), store.studentsOf(set.id), store.cellsOf(set.id), store.answerCount(set.id),
  ]);
  const results = resultsOfCells({
    items: labels, students, cell: (student, position) => cells.get(student.id)?.[setItems[position].id],
    withStudents: set.spec.hands === 'fresh', // a spread entry names its students: a call is accepted on one's hand
  });
  return { setItems, own, labels, students, answerCount, results: resultsJson(results) };
}

/** The set as every teacher reply gives it: settings, whether and why it takes answers now, how many answers, its items. */
export function setJson(
  set: SetRow,
  { setItems, own, labels }: { setItems: readonly SetItem[]; own: ReadonlyMap<string, StoredItem>; labels: readonly ItemLabel[] },
  now: number,
  answers: number,
): Record<string, unknown> {
  return {
    ...availabilityJson(set, now), answers,
    code: set.code, title: set.spec.title, instructions: set.spec.instructions, locale: set.spec.locale, mode: set.spec.mode,
    hands: set.spec.hands, closed: set.closed, revealed: set.revealed, opensAt: iso(set.opensAt), closesAt: iso(set.closesAt),
    joinPin: set.spec.joinPin ?? null, joinsClosed: set.spec.joinsClosed ?? false, archived: set.archived, createdAt: iso(set.createdAt), accepted: Object.fromEntries(setItems.flatMap((si, i) => (si.accepted.length > 0 ? [[i, si.accepted] as const] : []))),
    items: teacherItems(setItems, own, labels),
  };
}

/** GET /api/teacher/{token}: the set, its items with their answers and the results. */
export async function teacherView(store: Store, token: string, now: number): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  const { results, answerCount, ...items } = await resultsOf(store, set);
  const auctions = await auctionSpreadsOf(store, set, items.setItems);
  // the wrong PINs given for the set's PIN today, beside the PIN on the teacher's page (server/join-gate.ts)
  const wrongPins = await wrongPinsToday(store, { kind: 'set', id: set.id, pin: set.spec.joinPin ?? null }, now);
  return reply(200, { set: setJson(set, items, now, answerCount), results, wrongPins, ...(auctions.length > 0 && { auctions }) });
}

/**
 * The spread per call of each whole-auction item: the students' first answers' stored records, turn by turn (read only
 * for a set that has such items: the other results come from the stored squares).
 */
async function auctionSpreadsOf(store: Store, set: SetRow, setItems: readonly SetItem[]) {
  const wanted = new Map(setItems.flatMap((si, index) => (si.source.source === 'auction' ? [[si.id, index] as const] : [])));
  if (wanted.size === 0) return [];
  const firsts = new Map<string, StoredAnswer>();
  for (const a of [...(await store.answersOf(set.id))].sort((x, y) => x.at - y.at || x.id.localeCompare(y.id))) {
    const key = `${a.student}|${a.setItem}`;
    if (wanted.has(a.setItem) && 'record' in a.answer && !firsts.has(key)) firsts.set(key, a);
  }
  return [...wanted].map(([id, index]) => {
    const records = [...firsts.values()].filter((a) => a.setItem === id).map((a) => (a.answer as StoredAuctionAnswer).record);
    const turns = auctionSpread(records).map((s) => ({
      turn: s.turn, answered: s.answered, right: s.right, calls: [...s.calls].sort((a, b) => b[1] - a[1]).map(([call, count]) => ({ call, count })),
    }));
    return { index, turns };
  });
}

export async function patchSet(store: Store, token: string, patch: PatchSetRequest, now: number): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  const opensAt = patch.opensAt === undefined ? set.opensAt : patch.opensAt;
  const closesAt = patch.closesAt === undefined ? set.closesAt : patch.closesAt;
  if (opensAt !== null && closesAt !== null && closesAt <= opensAt) return refusal(400, issue('closes-before-opens'));
  const { joinPin, joinsClosed, title, instructions, ...rest } = patch;
  const specChanged = joinPin !== undefined || joinsClosed !== undefined || title !== undefined || instructions !== undefined;
  const spec = {
    ...set.spec,
    ...(joinPin !== undefined && { joinPin: joinPin === 'new' ? newJoinPin() : null }),
    ...(joinsClosed !== undefined && { joinsClosed }),
    ...(title !== undefined && { title }),
    ...(instructions !== undefined && { instructions }),
  };
  const updated = await store.updateSet(set.id, specChanged ? { ...rest, spec } : rest);
  if (!updated) return NOT_FOUND;
  const [items, answers] = await Promise.all([setItemsWithOwn(store, updated), store.answerCount(updated.id)]);
  return reply(200, { set: setJson(updated, items, now, answers) });
}

/** DELETE /api/teacher/{token}/students/{id}: the student leaves the set with their answers (204); 404 when not in it. */
export async function removeStudent(store: Store, token: string, studentId: string): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set || !STORED_ID.test(studentId)) return NOT_FOUND;
  return (await store.removeStudent(set.id, studentId)) ? reply(204, null) : NOT_FOUND;
}

/** PATCH /api/teacher/{token}/students/{id} {name}: the name the teacher's views and the student's page show. */
export async function renameStudent(store: Store, token: string, studentId: string, name: string): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set || !STORED_ID.test(studentId)) return NOT_FOUND;
  return (await store.renameStudent(set.id, studentId, name)) ? reply(200, { id: studentId, name }) : NOT_FOUND;
}

/** An item named by its id, or by its place (the teacher's page before ids). */
export function findItem(setItems: readonly SetItem[], named: { readonly id?: string; readonly index?: number }): SetItem | undefined {
  return named.id !== undefined ? setItems.find((i) => i.id === named.id) : setItems[named.index ?? -1];
}

export function itemName(named: { readonly id?: string; readonly index?: number }): string | number {
  return named.id ?? named.index ?? '';
}

const EDIT_REFUSALS: Record<Exclude<ItemEdit, 'done'>, (count: number, item: string | number) => Reply> = {
  'not-found': (count, item) => refusal(400, issue('bad-item', { item, count })),
  'has-answers': () => refusal(409, issue('set-has-answers')),
  'last-item': () => refusal(400, issue('last-item')),
  'too-many': (count) => refusal(400, issue('too-many-items', { count, max: MAX_SET_ITEMS })),
};

/** The items may change until the first answer arrives (then every student has answered the same items); each edit is one transaction on ids. */
export async function editItems(store: Store, token: string, edit: ItemsRequest, now: number): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  const setItems = await store.setItemsOf(set.id);
  if (edit.op === 'add') return addItems(store, set, setItems.length, edit, now);
  const target = findItem(setItems, edit);
  if (!target) return refusal(400, issue('bad-item', { item: itemName(edit), count: setItems.length }));
  let done: ItemEdit;
  switch (edit.op) {
    case 'remove':
      done = await store.removeItem(set.id, target.id);
      break;
    case 'move':
      // a place past the last is refused in the store's transaction, against the items as they are then
      done = await store.moveItem(set.id, target.id, edit.to);
      break;
    case 'replace': {
      const another = anotherLike(target.source, randomSeed());
      if (!another.ok) return refusal(400, another.error);
      const source = another.value;
      const fresh = set.spec.hands === 'fresh';
      done = await store.replaceItem(set.id, target.id, source, (student): MadeItem | null => {
        if (student === null) return fresh ? null : makeItem(source, null);
        return fresh ? makeItem(source, student.seed) : null;
      }, now);
      break;
    }
    case 'grade': {
      const source = target.source;
      if (source.source !== 'board' || source.key === null) return refusal(400, issue('no-key'));
      const next: SetItemSource = { ...source, grade: edit.grade };
      // whose answer grades a board changes its expected answer: the stored items and their answers are regraded at once
      await store.regradeItem(target.id, next, (old) => ({ ...old.made, expected: expectedOf(next, old.made.item), system: SYSTEM_VERSION }), gradeNow);
      done = 'done';
      break;
    }
    case 'key': {
      const source = target.source;
      if (source.source !== 'board') return refusal(400, issue('not-a-board'));
      const key = makeCall(edit.call);
      // the key must be a call the board's auction allows, as a student's answer must
      const legal = parseSetAnswer('call', { call: key }, makeItem(source, null).item);
      if (!legal.ok) return refusal(400, legal.error);
      // the other calls the teacher confirms for the new key must be legal there too
      const confirmed = edit.accepted?.map((c) => parseSetAnswer('call', { call: makeCall(c) }, makeItem(source, null).item));
      const illegal = confirmed?.find((c) => !c.ok);
      if (illegal && !illegal.ok) return refusal(400, illegal.error);
      const calls = confirmed?.flatMap((c) => (c.ok && 'call' in c.value ? [c.value.call] : []));
      // a changed key starts with no accepted calls but those confirmed (they were alternatives to the old one: D9)
      const changed = source.grade !== 'key' || source.key !== key;
      const accepts = changed || calls ? { calls: acceptsAfterKey(target.accepted, calls, key, changed), at: now } : undefined;
      const next: SetItemSource = { ...source, key, grade: 'key' };
      await store.regradeItem(target.id, next, (old) => ({ ...old.made, expected: expectedOf(next, old.made.item), system: SYSTEM_VERSION }), gradeNow, accepts);
      done = 'done';
      break;
    }
  }
  if (done !== 'done') return EDIT_REFUSALS[done](setItems.length, itemName(edit));
  const [items, answers] = await Promise.all([setItemsWithOwn(store, set), store.answerCount(set.id)]);
  return reply(200, { set: setJson(set, items, now, answers) });
}


/** More questions at the end of the set, from topics (before its first answer, within MAX_SET_ITEMS). */
async function addItems(store: Store, set: SetRow, count: number, add: ItemsAdd, now: number): Promise<Reply> {
  const made = topicSources(add.items, randomSeed(), add.nearMisses ? NEAR_MISS_SHARE : 0);
  if (!made.ok) return refusal(400, made.error);
  const fresh = set.spec.hands === 'fresh';
  const done = await store.addItems(set.id, made.value, (source, student) => {
    if (student === null) return fresh ? null : makeItem(source, null);
    return fresh ? makeItem(source, student.seed) : null;
  }, now);
  if (done !== 'done') return EDIT_REFUSALS[done](count + made.value.length, '');
  const [items, answers] = await Promise.all([setItemsWithOwn(store, set), store.answerCount(set.id)]);
  return reply(200, { set: setJson(set, items, now, answers) });
}

/**
 * POST /api/teacher/{token}/copy: the set's questions in a new set (settings kept, times and join gate not), for the
 * same class next term or another class (`classCode`, its token as the bearer) or the key that is the bearer. With
 * 'same' hands the stored items are copied as they are, with the calls accepted for them; with 'new' each topic
 * question gets another hand like it and each whole auction another deal from the same seat (a board stays the board).
 */
export async function copySet(store: Store, token: string, request: CopyRequest, bearer: string | null, now: number): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  const named = await ownerOf(store, bearer, request.classCode);
  if (typeof named === 'string') return ownerRefusal(named);
  const { setItems, own } = await setItemsWithOwn(store, set);
  const seed = randomSeed();
  const fresh = set.spec.hands === 'fresh';
  const items: NewSetItem[] = setItems.map((si) => {
    const renewed = request.hands === 'new' && si.source.source !== 'board' ? anotherLike(si.source, seed) : null;
    const source = renewed?.ok ? renewed.value : si.source;
    const kept = source === si.source;
    const made = fresh ? null : (kept ? own.get(si.id)?.made : undefined) ?? makeItem(source, null);
    return { source, made, accepted: kept ? si.accepted : [] };
  });
  const spec: SetSpec = { ...set.spec, title: request.title ?? set.spec.title, seed, joinPin: null, joinsClosed: false };
  const copied = await storeSet(store, named, spec, items, { opensAt: null, closesAt: null }, now);
  return reply(201, { ...copied, items: items.length });
}

function storedItemJson(item: StoredItem, accepted: readonly string[]) {
  const e = item.made.expected;
  return {
    ...studentItemJson(item.made.item, item.position, true), id: item.setItem, asked: item.made.asked, nearMiss: item.made.nearMiss,
    expected: { call: e.call, text: e.text, rule: e.rule, by: e.by }, accepted, system: item.made.system,
  };
}

/**
 * GET /api/teacher/{token}/cell?student=…&item=…: one square of the grid as stored, the student's own hand with fresh
 * hands: the position, the expected answer with the rule that gives it, and each of the student's attempts with its grade.
 */
export async function teacherCell(store: Store, token: string, studentId: string, setItemId: string): Promise<Reply> {
  if (!STORED_ID.test(studentId) || !STORED_ID.test(setItemId)) return NOT_FOUND;
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  const student = (await store.studentsOf(set.id)).find((s) => s.id === studentId);
  if (!student) return NOT_FOUND;
  const item = (await studentItems(store, set, student)).find((i) => i.setItem === setItemId);
  if (!item) return NOT_FOUND;
  const [answers, setItems] = await Promise.all([store.answersOf(set.id, student.id), store.setItemsOf(set.id)]);
  return reply(200, {
    student: { id: student.id, name: student.name },
    item: storedItemJson(item, (await acceptsOf(store, set.id, setItems))(item)),
    review: reviewJson(item.made),
    attempts: answers.filter((a) => a.setItem === setItemId).map((a) => ({
      id: a.id, answer: a.grade.answer, given: a.answer, right: a.grade.right, rule: a.grade.rule,
      expected: { text: a.grade.expected.text, rule: a.grade.expected.rule }, system: a.grade.system, at: iso(a.at),
      ...(a.grade.ownRule !== undefined && { ownRule: a.grade.ownRule }),
    })),
  });
}

/**
 * GET /api/teacher/{token}/hands: every stored item with what grades it, for the worksheet: the set's own hands in one
 * group, or with fresh hands one group per student (their own hands, never one hand as if all had it).
 */
export async function teacherHands(store: Store, token: string): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  const [setItems, items, students] = await Promise.all([store.setItemsOf(set.id), store.allItemsOf(set.id), store.studentsOf(set.id)]);
  // each hand with its own accepted calls: a student's sheet keys what grades that student (D10)
  const accepts = await acceptsOf(store, set.id, setItems);
  const json = (item: StoredItem) => storedItemJson(item, accepts(item));
  const groups = set.spec.hands === 'same'
    ? [{ student: null, items: items.filter((i) => i.student === null).map(json) }]
    : students.map((s) => ({ student: { id: s.id, name: s.name }, items: items.filter((i) => i.student === s.id).map(json) }));
  return reply(200, { hands: set.spec.hands, groups });
}

/** At most this many changed answers are listed by a check (all are counted and all are applied). */
const CHECK_LIST = 200;

function expectedJson(e: StoredExpected) {
  return { text: e.text, rule: e.rule, by: e.by };
}

/**
 * GET (apply false) or POST (apply true) /api/teacher/{token}/system-check: every stored item's expected answer asked
 * again of today's system on the same position; what would change (items, then answers whose grade would turn), and
 * with `apply` the changed items and their answers regraded, each set item in one transaction. `today` is the system
 * asked (a test gives another).
 */
export async function systemCheck(store: Store, token: string, apply: boolean, today: TodayItem = todayItem): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  const [setItems, items, students, answers] = await Promise.all([
    store.setItemsOf(set.id), store.allItemsOf(set.id), store.studentsOf(set.id), store.answersOf(set.id),
  ]);
  const sources = new Map(setItems.map((si) => [si.id, si]));
  const accepts = await acceptsOf(store, set.id, setItems);
  const names = new Map(students.map((s) => [s.id, s.name]));
  const changed = new Map<string, { item: StoredItem; to: StoredExpected }>();
  for (const item of items) {
    const si = sources.get(item.setItem);
    // a whole auction is graded by the record made when each answer came (the system's calls then): never re-asked
    const to = si && si.source.source !== 'auction' ? expectedToday(si.source, item.made.item, today) : null;
    if (to !== null && !sameExpected(item.made.expected, to)) changed.set(item.id, { item, to });
  }
  const itemOf = new Map(items.map((i) => [`${i.student ?? ''}|${i.setItem}`, i]));
  const fresh = set.spec.hands === 'fresh';
  const turned = answers.flatMap((a) => {
    const item = itemOf.get(`${fresh ? a.student : ''}|${a.setItem}`);
    const change = item ? changed.get(item.id) : undefined;
    if (!item || !change) return [];
    const next = gradeNow({ ...item, made: { ...item.made, expected: change.to } }, a.answer, accepts(item));
    if (next.right === a.grade.right && next.rule === a.grade.rule) return [];
    return [{ student: names.get(a.student) ?? '', position: a.position, answer: a.grade.answer, from: a.grade.right, to: next.right }];
  });
  if (apply) {
    const bySetItem = new Map<string, Map<string, StoredExpected>>();
    for (const { item, to } of changed.values()) {
      bySetItem.set(item.setItem, (bySetItem.get(item.setItem) ?? new Map()).set(item.id, to));
    }
    for (const [setItemId, tos] of bySetItem) {
      const si = sources.get(setItemId)!;
      await store.regradeItem(setItemId, si.source, (old): MadeItem => {
        const to = tos.get(old.id);
        // the explanation too is today's (shown only while it explains the stored expected call: lib/teach/review.ts)
        return to ? { ...old.made, expected: to, system: SYSTEM_VERSION, explanation: explanationOf(old.made.item) } : old.made;
      }, (item, answer, accepted) => (tos.has(item.id) ? gradeNow(item, answer, accepted) : null));
    }
  }
  return reply(200, {
    system: SYSTEM_VERSION,
    applied: apply,
    items: [...changed.values()].map(({ item, to }) => ({
      id: item.setItem, position: item.position, student: item.student === null ? null : (names.get(item.student) ?? ''),
      from: expectedJson(item.made.expected), to: expectedJson(to),
    })),
    answers: turned.slice(0, CHECK_LIST),
    answerCount: turned.length,
  });
}

export async function deleteSet(store: Store, token: string): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  await store.deleteSet(set.id);
  return reply(204, null);
}

/** GET …/results.csv and …/summary.csv: the answers, or the totals per student, in the set's language, times in `timeZone`. */
export async function resultsCsv(store: Store, token: string, timeZone = 'UTC', file: 'answers' | 'summary' = 'answers'): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  const [{ labels }, students, answers, items] = await Promise.all([
    setItemsWithOwn(store, set), store.studentsOf(set.id), store.answersOf(set.id), file === 'answers' ? store.allItemsOf(set.id) : [],
  ]);
  const options = { code: set.code, locale: set.spec.locale, timeZone, items: labels, students, answers };
  let text: string;
  if (file === 'summary') text = summaryCsv(options);
  else {
    const positions = new Map<string, ItemPosition>(items.map((i) => [`${i.student ?? ''}|${i.position}`, itemPosition(i.made.item)]));
    const fresh = set.spec.hands === 'fresh';
    text = answersCsv({ ...options, positionOf: (student, position) => positions.get(`${fresh ? student : ''}|${position}`) });
  }
  return reply(200, text, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="set-${set.code}${file === 'summary' ? '-students' : ''}.csv"`,
  });
}

export async function setAsPbn(store: Store, token: string): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  // the set's own hands, or with fresh hands every student's, as stored, each with what grades it now
  const [setItems, items] = await Promise.all([store.setItemsOf(set.id), store.allItemsOf(set.id)]);
  const accepts = await acceptsOf(store, set.id, setItems);
  const answered = items.map((i) => ({ item: i.made.item, expected: gradedBy(i.made.expected, accepts(i)) }));
  return reply(200, setPbn(set.spec, answered), {
    'content-type': 'text/plain; charset=utf-8',
    'content-disposition': `attachment; filename="set-${set.code}.pbn"`,
  });
}

/** The set a student link names, for its page (null: the page is a 404). */
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

/** Whether a teacher link is good, for its pages (false: a 404, whatever part of the token is wrong). */
export async function teacherLinkExists(store: Store, token: string): Promise<boolean> {
  return (await teacherSet(store, token)) !== null;
}
