// The class API's work, one function per request (as server/set-*.ts for sets): classes whose students join once and
// answer each set of the class under the same name, and the class teacher's roster and progress over a term (first
// attempts as stored). The teacher's home that a key opens is server/teacher-home.ts.
// Example: await joinClass(store, 'K7Q2M9XD', 'Ana', now) → { ok: true, status: 201, body: { studentToken, resumeCode, name } }.

import { issue } from '@/lib/result';
import { isShortCode, isStoredId, isToken } from '@/lib/set-api/ids';
import type { CreateClassRequest, PatchClassRequest } from '@/lib/set-api/class-requests';
import type { ClassSpec } from '@/lib/teach/class-types';
import { MAX_CLASS_STUDENTS } from '@/lib/teach/class-types';
import type { ClassRow, ClassStudent } from './class-store-types';
import { countMiss, lookupsBlocked } from './code-lookups';
import { passJoinGate, wrongPinsToday } from './join-gate';
import { SERVER_CONFIG } from './config';
import { classOfToken, keepFor, keyExists, ownerOrNewKey } from './owners';
import type { SetRow, Store } from './store-types';
import { hashToken, newJoinPin, resumeCode as newResumeCode, resumeHash, setCode as newCode, studentToken as newStudentToken, teacherToken as newTeacherToken } from './tokens';
import { isUniqueViolation } from './db';
import { noContent, refusal, reply, type Reply } from './replies';
import { clientAddress } from './rate-limit';
import { classJson, setSummary } from './class-json';
import { studentProgress, teacherProgress } from './class-progress';
import { openedLinks } from './kept-links';
import { iso } from './set-common';
import { studentPairGroups, teacherPairGroups } from './pair-class-service';
import { classLives, runningLives } from './live-service';
import { KEY_NOT_FOUND } from './teacher-home';

/** A class code, a class token or a key that opens nothing: all answered alike. */
const CLASS_NOT_FOUND = refusal(404, issue('class-not-found'));

async function classOfCode(store: Store, code: string): Promise<ClassRow | null> {
  return isShortCode(code) ? store.classes.classByCode(code.toUpperCase()) : null;
}

/** POST /api/classes: with `bearer` a teacher key the class is listed on its home; without, a new key is made and given back. */
export async function createClass(store: Store, request: CreateClassRequest, bearer: string | null, now: number): Promise<Reply> {
  if (bearer !== null && !(await keyExists(store, bearer))) return KEY_NOT_FOUND;
  const { owner, teacherKey } = await ownerOrNewKey(store, bearer === null ? null : { kind: 'key', key: bearer }, now);
  const key = owner.kind === 'key' ? owner.key : '';
  const spec: ClassSpec = { title: request.title, locale: request.locale };
  for (let attempt = 0; ; attempt++) {
    const classToken = newTeacherToken();
    try {
      const cls = await store.classes.createClass({ code: newCode(), teacherHash: hashToken(classToken), keyHash: hashToken(key), spec, createdAt: now });
      await keepFor(store, owner, 'class', cls.id, classToken, now);
      return reply('POST /api/classes', 201, { code: cls.code, classToken, ...(teacherKey && { teacherKey }) });
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** POST /api/classes/{code}/students from `address`: a student joins the class once (behind its join gate, server/join-gate.ts). */
export async function joinClass(store: Store, code: string, name: string, now: number, pin: string | undefined, address: string): Promise<Reply> {
  const cls = await classOfCode(store, code);
  if (!cls) return CLASS_NOT_FOUND;
  if (cls.spec.joinsClosed) return refusal(409, issue('joins-closed'));
  const refused = await passJoinGate(store, { kind: 'class', id: cls.id, pin: cls.spec.joinPin ?? null }, address, pin, now);
  if (refused) return refused;
  const studentToken = newStudentToken();
  const resumeCode = newResumeCode();
  const student = await store.classes.addStudent({
    classId: cls.id, name, tokenHash: hashToken(studentToken), resumeHash: resumeHash(cls.id, resumeCode), joinedAt: now,
  });
  if (student === 'full') return refusal(409, issue('class-full', { max: MAX_CLASS_STUDENTS }));
  if (student === 'taken') return refusal(409, issue('name-taken', { name, where: 'class' }));
  return reply('POST /api/classes/{code}/students', 201, { studentToken, resumeCode, name: student.name });
}

/** POST /api/classes/{code}/resume: another device of a class's student, by their resume code. */
export async function resumeClass(store: Store, code: string, resumeCode: string): Promise<Reply> {
  const cls = await classOfCode(store, code);
  if (!cls) return CLASS_NOT_FOUND;
  const student = await store.classes.studentByResume(cls.id, resumeHash(cls.id, resumeCode));
  if (!student) return refusal(404, issue('bad-resume-code'));
  const studentToken = newStudentToken();
  await store.classes.addStudentToken(student.id, hashToken(studentToken));
  return reply('POST /api/classes/{code}/resume', 200, { studentToken, name: student.name });
}

/** How many questions each set has (every student answers that many: fresh hands make each their own of each). */
async function itemCounts(store: Store, sets: readonly SetRow[]): Promise<Map<string, number>> {
  const counts = await store.classes.setCounts(sets.map((s) => s.id));
  return new Map([...counts].map(([id, c]) => [id, c.items]));
}

/**
 * GET /api/classes/{code} (the student's class token in X-Student-Token, or ?student=): the class's title and sets,
 * each with how many of its questions the student answered (a count, no grade), and the student's own first attempts
 * per rule in the sets whose grades are shown to students (lib/teach/grades-shown: never an unrevealed test's).
 */
export async function classStudentView(store: Store, code: string, token: string | null, now: number): Promise<Reply> {
  const cls = await classOfCode(store, code);
  if (!cls) return CLASS_NOT_FOUND;
  const student = token === null ? null : isToken(token) ? await store.classes.studentByToken(cls.id, hashToken(token)) : null;
  if (token !== null && !student) return CLASS_NOT_FOUND;
  const sets = await store.classes.setsOf(cls.id);
  // the student's own rows only (server/class-progress-store.ts)
  const [items, own, pairs, live] = await Promise.all([
    itemCounts(store, sets), student ? studentProgress(store, cls.id, student.id, sets) : null, student ? studentPairGroups(store, cls.id, student.id) : [],
    student ? runningLives(store, cls.id) : [],
  ]);
  return reply('GET /api/classes/{code}', 200, {
    code: cls.code, title: cls.spec.title, locale: cls.spec.locale,
    joinPin: Boolean(cls.spec.joinPin), joinsClosed: cls.spec.joinsClosed ?? false,
    student: student ? { name: student.name } : null,
    sets: sets.map((s) => ({ ...setSummary(s, items.get(s.id) ?? 0, now), done: own?.done.get(s.id) ?? 0 })),
    // only the sets whose grades are the students' (practice, a revealed test): a test's stay the teacher's until then
    rules: own?.rules ?? [],
    // the class's partnership practices and the student's seat in each (pair-class-service.ts), its live classes now
    pairs,
    live,
  });
}

async function teacherClass(store: Store, token: string): Promise<ClassRow | null> {
  return classOfToken(store, token);
}

/**
 * The class a student's page names (its title), null, or 'blocked': misses are counted per address as the set pages' are
 * (set-students setForStudentPage, L5), so that class codes cannot be scanned through the page either.
 */
export async function classForStudentPage(
  store: Store,
  code: string,
  headers: { get(name: string): string | null },
  now: number,
): Promise<{ readonly title: string } | 'blocked' | null> {
  const address = clientAddress({ headers }, SERVER_CONFIG.trustProxy);
  if ((await lookupsBlocked(store, address, now)) !== null) return 'blocked';
  const cls = await classOfCode(store, code);
  if (!cls) await countMiss(store, address, now);
  return cls ? { title: cls.spec.title } : null;
}

/** Whether a class teacher link is good, for its page (false: a 404, whatever part of the token is wrong). */
export async function classTeacherLinkExists(store: Store, token: string): Promise<boolean> {
  return (await teacherClass(store, token)) !== null;
}

function studentJson(s: ClassStudent) {
  return { id: s.id, name: s.name, joinedAt: iso(s.joinedAt) };
}

/**
 * GET /api/class-teacher/{classToken}[?since=YYYY-MM-DD]: the roster, the class's sets (each with its teacher link), and
 * over the term (or since `since`, ms) per student the first attempts per rule and per set, from the grades as stored.
 */
export async function classTeacherView(store: Store, token: string, now: number, since?: number): Promise<Reply> {
  const cls = await teacherClass(store, token);
  if (!cls) return CLASS_NOT_FOUND;
  return reply('GET /api/class-teacher/{token}', 200, await classTeacherJson(store, cls, token, now, since));
}

/** The class teacher's JSON; with `since` (ms) the progress and trend count only the first attempts at or after it. */
async function classTeacherJson(store: Store, cls: ClassRow, token: string, now: number, since?: number) {
  const [students, sets, links] = await Promise.all([store.classes.studentsOf(cls.id), store.classes.setsOf(cls.id), openedLinks(store, token, 'set')]);
  const [items, figures, pairs, live] = await Promise.all([
    itemCounts(store, sets), teacherProgress(store, cls.id, students, sets, since), teacherPairGroups(store, cls, token), classLives(store, cls.id, token),
  ]);
  return {
    class: classJson(cls),
    // the wrong PINs given for the class's PIN today, beside the PIN on the teacher's page (server/join-gate.ts)
    wrongPins: await wrongPinsToday(store, { kind: 'class', id: cls.id, pin: cls.spec.joinPin ?? null }, now),
    students: students.map(studentJson),
    sets: sets.map((s) => ({ ...setSummary(s, items.get(s.id) ?? 0, now), teacherToken: links.get(s.id) ?? null })),
    progress: figures.progress,
    trend: figures.trend,
    pairs,
    live,
  };
}

/** PATCH /api/class-teacher/{classToken}: the title, the join gate, archived, in one transaction with the class's row locked. */
export async function patchClass(store: Store, token: string, patch: PatchClassRequest, now: number): Promise<Reply> {
  const cls = await teacherClass(store, token);
  if (!cls) return CLASS_NOT_FOUND;
  const { joinPin, ...rest } = patch;
  const updated = await store.classes.updateClass(cls.id, { ...rest, ...(joinPin !== undefined && { joinPin: joinPin === 'new' ? newJoinPin() : null }) });
  if (!updated) return CLASS_NOT_FOUND;
  return reply('PATCH /api/class-teacher/{token}', 200, await classTeacherJson(store, updated, token, now));
}


/** DELETE /api/class-teacher/{classToken}/students/{id}: the student leaves the class and every set of it, answers and all. */
export async function removeClassStudent(store: Store, token: string, studentId: string): Promise<Reply> {
  const cls = await teacherClass(store, token);
  if (!cls || !isStoredId(studentId)) return CLASS_NOT_FOUND;
  return (await store.classes.removeStudent(cls.id, studentId)) ? noContent() : CLASS_NOT_FOUND;
}

/** PATCH /api/class-teacher/{classToken}/students/{id} {name}: renamed in the class and in each of its sets. */
export async function renameClassStudent(store: Store, token: string, studentId: string, name: string): Promise<Reply> {
  const cls = await teacherClass(store, token);
  if (!cls || !isStoredId(studentId)) return CLASS_NOT_FOUND;
  return (await store.classes.renameStudent(cls.id, studentId, name)) ? reply('PATCH /api/class-teacher/{token}/students/{studentId}', 200, { id: studentId, name }) : CLASS_NOT_FOUND;
}

/**
 * POST /api/class-teacher/{classToken}/sets {link}: a set made on its own is assigned to the class (its teacher link
 * shows it's the teacher's), by one conditional write: of two classes at once one gets it, the other 409 set-in-other-class.
 */
export async function assignSet(store: Store, token: string, setToken: string, now: number): Promise<Reply> {
  const cls = await teacherClass(store, token);
  if (!cls) return CLASS_NOT_FOUND;
  const set = await store.setByTeacherHash(hashToken(setToken));
  if (!set) return refusal(404, issue('set-not-found'));
  if (!(await store.assignSet(set.id, cls.id))) return refusal(409, issue('set-in-other-class'));
  await keepFor(store, { kind: 'class', cls, token }, 'set', set.id, setToken, now);
  return reply('POST /api/class-teacher/{token}/sets', 200, await classTeacherJson(store, (await store.classes.classById(cls.id)) ?? cls, token, now));
}
