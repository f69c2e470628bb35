// The set API's work, one function per request: it reads and writes the store, makes and grades items with lib/teach
// and answers a status with a JSON body, or a status with an issue (the route localizes it). Example:
// await joinSet(store, 'K7Q2M9XD', { name: 'Ana' }, now) → { ok: true, status: 201, body: { studentToken, resumeCode, name } }.

import { itemCode } from '@/lib/quiz/item-code';
import type { QuizItem } from '@/lib/quiz/item-types';
import { issue, type Issue } from '@/lib/result';
import { isAnswerId, isSetCode, isToken } from '@/lib/set-api/ids';
import type { AnswerRequest, CreateSetRequest, ItemsRequest, PatchSetRequest } from '@/lib/set-api/requests';
import { gradeJson, resultsJson, studentItemJson } from '@/lib/set-api/views';
import {
  anotherLike, answersCsv, expectedAnswer, gradeSetAnswer, importPbn, parseSetAnswer, setPbn, setResults, topicSources,
} from '@/lib/teach';
import { setAvailability } from '@/lib/teach/availability';
import { MAX_SET_ITEMS, type SetSpec, type SetStudent, type StoredAnswer } from '@/lib/teach/set-types';
import type { SetRow, Store } from './store-types';
import { isUniqueViolation } from './db';
import { cachedItemAt, cachedItems } from './item-cache';
import { hashToken, randomSeed, resumeCode as newResumeCode, setCode as newSetCode, studentToken as newStudentToken, teacherToken as newTeacherToken } from './tokens';

export type Reply =
  | { readonly ok: true; readonly status: number; readonly body: unknown; readonly headers?: Readonly<Record<string, string>> }
  | { readonly ok: false; readonly status: number; readonly issue: Issue; readonly headers?: Readonly<Record<string, string>>; readonly extra?: Record<string, unknown> };

function reply(status: number, body: unknown, headers?: Record<string, string>): Reply {
  return { ok: true, status, body, headers };
}

function refusal(status: number, found: Issue, extra?: Record<string, unknown>): Reply {
  return { ok: false, status, issue: found, extra };
}

/** Every lookup that fails answers the same: a wrong code, a tampered token or a deleted set are not told apart. */
const NOT_FOUND = refusal(404, issue('set-not-found'));

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

/** The grades and explanations are the students' in practice mode, and in a test once the teacher reveals it. */
function showsGrades(set: SetRow): boolean {
  return set.spec.mode === 'practice' || set.revealed;
}

export async function createSet(store: Store, request: CreateSetRequest, now: number): Promise<Reply> {
  const seed = randomSeed();
  let sources: SetSpec['items'];
  let differences: unknown[] = [];
  if ('pbn' in request) {
    const imported = importPbn(request.pbn);
    if (!imported.ok) {
      const found = imported.error;
      if (Array.isArray(found)) return refusal(400, issue('bad-pbn', { count: found.length }), { issues: found });
      return refusal(400, found as Issue);
    }
    sources = imported.value.sources;
    differences = [...imported.value.differences];
    // a file may hold up to 200 boards (a club's whole session); a set holds at most 100 of them
    if (sources.length > MAX_SET_ITEMS) return refusal(400, issue('too-many-items', { count: sources.length, max: MAX_SET_ITEMS }));
  } else {
    const made = topicSources(request.items, seed);
    if (!made.ok) return refusal(400, made.error);
    sources = made.value;
  }
  const spec: SetSpec = {
    title: request.title, instructions: request.instructions, locale: request.locale, mode: request.mode,
    hands: request.hands, seed, items: sources, accepted: {},
  };
  // a code of 8 letters from 32 is taken by another set about once in 10^12 tries: then another is drawn
  for (let attempt = 0; ; attempt++) {
    const teacherToken = newTeacherToken();
    try {
      const row = await store.createSet({
        code: newSetCode(), teacherHash: hashToken(teacherToken), spec,
        opensAt: request.opensAt, closesAt: request.closesAt, createdAt: now,
      });
      return reply(201, { code: row.code, teacherToken, items: sources.length, differences });
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

async function setOf(store: Store, code: string): Promise<SetRow | null> {
  return isSetCode(code) ? store.setByCode(code.toUpperCase()) : null;
}

async function studentOf(store: Store, set: SetRow, token: string): Promise<SetStudent | null> {
  return isToken(token) ? store.studentByTokenHash(set.id, hashToken(token)) : null;
}

function gradeOf(set: SetRow, index: number, item: QuizItem, answer: StoredAnswer['answer']): unknown {
  return gradeJson(gradeSetAnswer(set.spec, index, item, answer));
}

/** GET /api/sets/{code}[?student=…]: the set as its students see it, with the student's own answers. */
export async function studentView(store: Store, code: string, token: string | null, now: number): Promise<Reply> {
  const set = await setOf(store, code);
  if (!set) return NOT_FOUND;
  const student = token === null ? null : await studentOf(store, set, token);
  if (token !== null && !student) return NOT_FOUND;
  const grades = showsGrades(set);
  // with fresh hands each student's items are their own: none are shown before the student has joined
  // the set's own items, or with fresh hands the student's own, made from the set and the student
  const items = set.spec.hands === 'fresh' && !student ? [] : cachedItems(set.spec, student);
  const answers = student ? await store.answersOf(set.id, student.id) : [];
  return reply(200, {
    code: set.code, title: set.spec.title, instructions: set.spec.instructions, locale: set.spec.locale,
    mode: set.spec.mode, hands: set.spec.hands, closed: set.closed, revealed: set.revealed, ...availabilityJson(set, now),
    opensAt: iso(set.opensAt), closesAt: iso(set.closesAt), count: set.spec.items.length,
    items: items.map((item, index) => studentItemJson(item, index, grades)),
    student: student ? { name: student.name } : null,
    answers: answers.map((a) => ({
      id: a.id, item: a.item, answer: a.answer, at: iso(a.at),
      ...(grades && items[a.item] ? { grade: gradeOf(set, a.item, items[a.item], a.answer) } : {}),
    })),
  });
}

export async function joinSet(store: Store, code: string, name: string, now: number): Promise<Reply> {
  const set = await setOf(store, code);
  if (!set) return NOT_FOUND;
  if (!isOpen(set, now)) return refusal(409, issue('set-closed'));
  const studentToken = newStudentToken();
  const resumeCode = newResumeCode();
  const student = await store.addStudent({
    setId: set.id, name, tokenHash: hashToken(studentToken), resumeCode, seed: randomSeed(), joinedAt: now,
  });
  if (!student) return refusal(409, issue('set-full', { max: 300 }));
  return reply(201, { studentToken, resumeCode, name: student.name });
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
  const set = await setOf(store, code);
  if (!set) return NOT_FOUND;
  const student = await studentOf(store, set, request.studentToken);
  if (!student) return NOT_FOUND;
  if (!isOpen(set, now)) return refusal(409, issue('set-closed'));
  // only the item answered is made (or found made): a class answering at once asks for thousands
  const item = cachedItemAt(set.spec, request.item, student);
  if (!item) return refusal(400, issue('bad-item', { item: request.item, count: set.spec.items.length }));
  const answer = parseSetAnswer(item.kind, request.answer, item);
  if (!answer.ok) return refusal(400, answer.error);
  const stored = await store.putAnswer({
    setId: set.id, id: answerId, student: student.id, item: request.item, answer: answer.value, ms: request.ms, at: now,
  });
  const status = stored === 'created' ? 201 : 200;
  if (!showsGrades(set)) return reply(status, { stored: stored });
  return reply(status, { stored, grade: gradeOf(set, request.item, item, answer.value), code: itemCode(item) });
}

async function teacherSet(store: Store, token: string): Promise<SetRow | null> {
  return isToken(token) ? store.setByTeacherHash(hashToken(token)) : null;
}

function teacherItems(set: SetRow): unknown[] {
  return cachedItems(set.spec, null).map((item, index) => {
    const source = set.spec.items[index];
    const expected = expectedAnswer(set.spec, index, item);
    return {
      index, kind: item.kind, rule: item.rule, source: source.source, topic: source.source === 'topic' ? source.topic : null,
      board: source.source === 'board' ? source.board : null, key: source.source === 'board' ? source.key : null,
      grade: source.source === 'board' ? source.grade : 'system', expected: expected.text, code: itemCode(item),
      accepted: set.spec.accepted[index] ?? [],
    };
  });
}

async function resultsOf(store: Store, set: SetRow) {
  const [students, answers] = await Promise.all([store.studentsOf(set.id), store.answersOf(set.id)]);
  return { students, answers, results: resultsJson(setResults({ spec: set.spec, students, answers, itemsFor: (s) => cachedItems(set.spec, s) })) };
}

function setJson(set: SetRow): Record<string, unknown> {
  return {
    code: set.code, title: set.spec.title, instructions: set.spec.instructions, locale: set.spec.locale, mode: set.spec.mode,
    hands: set.spec.hands, closed: set.closed, revealed: set.revealed, opensAt: iso(set.opensAt), closesAt: iso(set.closesAt),
    createdAt: iso(set.createdAt), accepted: set.spec.accepted, items: teacherItems(set),
  };
}

/** GET /api/teacher/{token}: the set, its items with their answers and the results. */
export async function teacherView(store: Store, token: string, now: number): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  const { results, answers } = await resultsOf(store, set);
  return reply(200, { set: { ...setJson(set), ...availabilityJson(set, now), answers: answers.length }, results });
}

export async function patchSet(store: Store, token: string, patch: PatchSetRequest): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  const opensAt = patch.opensAt === undefined ? set.opensAt : patch.opensAt;
  const closesAt = patch.closesAt === undefined ? set.closesAt : patch.closesAt;
  if (opensAt !== null && closesAt !== null && closesAt <= opensAt) return refusal(400, issue('closes-before-opens'));
  const updated = await store.updateSet(set.id, patch);
  return updated ? reply(200, { set: setJson(updated) }) : NOT_FOUND;
}

/** POST /api/teacher/{token}/accept: another call counts as right for an item, for every student at once. */
export async function acceptAnswer(store: Store, token: string, index: number, call: string): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  const item = cachedItemAt(set.spec, index, null);
  if (!item) return refusal(400, issue('bad-item', { item: index, count: set.spec.items.length }));
  if (item.kind !== 'call') return refusal(400, issue('accept-not-call'));
  const accepted = set.spec.accepted[index] ?? [];
  const spec: SetSpec = accepted.includes(call) ? set.spec : { ...set.spec, accepted: { ...set.spec.accepted, [index]: [...accepted, call] } };
  const updated = await store.updateSet(set.id, { spec });
  if (!updated) return NOT_FOUND;
  const { results } = await resultsOf(store, updated);
  return reply(200, { set: setJson(updated), results });
}

/** The items may change until the first answer arrives: then every student has answered the same items. */
export async function editItems(store: Store, token: string, edit: ItemsRequest): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  const items = [...set.spec.items];
  if (edit.index >= items.length) return refusal(400, issue('bad-item', { item: edit.index, count: items.length }));
  if (edit.op !== 'grade' && (await store.answersOf(set.id)).length > 0) return refusal(409, issue('set-has-answers'));
  switch (edit.op) {
    case 'remove':
      if (items.length === 1) return refusal(400, issue('last-item'));
      items.splice(edit.index, 1);
      break;
    case 'move': {
      if (edit.to >= items.length) return refusal(400, issue('bad-item', { item: edit.to, count: items.length }));
      const [moved] = items.splice(edit.index, 1);
      items.splice(edit.to, 0, moved);
      break;
    }
    case 'replace': {
      const another = anotherLike(items[edit.index], randomSeed());
      if (!another.ok) return refusal(400, another.error);
      items[edit.index] = another.value;
      break;
    }
    case 'grade': {
      const source = items[edit.index];
      if (source.source !== 'board' || source.key === null) return refusal(400, issue('no-key'));
      items[edit.index] = { ...source, grade: edit.grade };
      break;
    }
  }
  // accepted answers follow the items they were given for; a removed item's go with it
  const accepted = edit.op === 'grade' || edit.op === 'replace' ? set.spec.accepted : {};
  const updated = await store.updateSet(set.id, { spec: { ...set.spec, items, accepted } });
  return updated ? reply(200, { set: setJson(updated) }) : NOT_FOUND;
}

export async function deleteSet(store: Store, token: string): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  await store.deleteSet(set.id);
  return reply(204, null);
}

export async function resultsCsv(store: Store, token: string): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  const { students, answers } = await resultsOf(store, set);
  const text = answersCsv({ code: set.code, spec: set.spec, students, answers, itemsFor: (s) => cachedItems(set.spec, s) });
  return reply(200, text, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="set-${set.code}.csv"`,
  });
}

export async function setAsPbn(store: Store, token: string): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  return reply(200, setPbn(set.spec, cachedItems(set.spec, null)), {
    'content-type': 'text/plain; charset=utf-8',
    'content-disposition': `attachment; filename="set-${set.code}.pbn"`,
  });
}

/** The set a student link names, for its page (null: the page is a 404). */
export async function setForStudentPage(store: Store, code: string): Promise<{ readonly title: string; readonly locale: string } | null> {
  const set = await setOf(store, code);
  return set ? { title: set.spec.title, locale: set.spec.locale } : null;
}

/** Whether a teacher link is good, for its pages (false: a 404, whatever part of the token is wrong). */
export async function teacherLinkExists(store: Store, token: string): Promise<boolean> {
  return (await teacherSet(store, token)) !== null;
}
