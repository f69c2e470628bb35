// The class API's and teacher keys' answers as strict zod schemas (zod/mini), merged into SET_API_REPLIES
// (responses.ts): the pages' types are inferred from them, the API tests check every reply against its route's.
// Example: readReply('POST /api/classes', 201, body) → ok({ code: 'K7Q2M9XD', classToken: '…', teacherKey: '…' }).

import * as z from 'zod/mini';
import { LOCALES } from '../i18n/locales';
import { SET_AVAILABILITIES } from '../teach/availability';
import { isSetCode, isShortCode, isStoredId, isToken } from './ids';
import { studentPairGroupView, teacherPairGroupView } from './pair-class-responses';
import { LIVE_PHASES } from '../live/live-types';

const code = z.string().check(z.refine(isSetCode, 'not a code'));
const token = z.string().check(z.refine(isToken, 'not a token'));
const moment = z.iso.datetime();
const storedId = z.string().check(z.refine(isStoredId, 'not a stored id'));
const count = z.int().check(z.minimum(0));
const locale = z.enum(LOCALES);

/** First attempts at one rule (lib/teach/class-progress.ts ruleCounts). */
export const ruleCount = z.strictObject({ rule: z.string().check(z.minLength(1), z.maxLength(40)), answered: count, right: count });
export type RuleCountView = z.infer<typeof ruleCount>;

/** A set as the class's pages and the home list it (class-service.ts setSummary). */
const setSummary = {
  code, title: z.string(), locale, mode: z.enum(['practice', 'test']), hands: z.enum(['same', 'fresh']), items: count,
  open: z.boolean(), availability: z.enum(SET_AVAILABILITIES), revealed: z.boolean(), archived: z.boolean(), createdAt: moment,
};
/** The same as a schema: what server/class-json.ts setSummary builds. */
export const setSummaryView = z.strictObject(setSummary);

/** 201 of POST /api/classes. */
export const createdClassReply = z.strictObject({ code, classToken: token, teacherKey: z.optional(token) });
export type CreatedClass = z.infer<typeof createdClassReply>;

/** 201 of POST /api/teacher-keys. */
export const createdKeyReply = z.strictObject({ teacherKey: token });

/** 200 of GET /api/classes/{code}: the class as its student sees it. */
export const classViewReply = z.strictObject({
  code, title: z.string(), locale, joinPin: z.boolean(), joinsClosed: z.boolean(),
  student: z.nullable(z.strictObject({ name: z.string() })),
  sets: z.array(z.strictObject({ ...setSummary, done: count })),
  rules: z.array(ruleCount),
  /** The class's partnership practices, with the student's seat in each (none without a student's token). */
  pairs: z.array(studentPairGroupView),
  /** The class's live classes going on now, to vote in under the student's name (none without a student's token). */
  live: z.array(z.strictObject({ code: z.string().check(z.refine(isShortCode, 'not a code')), title: z.string(), createdAt: moment })),
});
export type ClassView = z.infer<typeof classViewReply>;

/**
 * The wrong PINs given for a set's or a class's PIN today, from everyone, and the day's cap (server/join-gate.ts): at
 * the cap that PIN lets nobody in until a new one is made. Null when no PIN is asked.
 */
export const wrongPinsView = z.nullable(z.strictObject({ today: count, cap: count }));
export type WrongPinsView = z.infer<typeof wrongPinsView>;

/** The class as its teacher's replies give it. */
export const teacherClass = z.strictObject({
  code, title: z.string(), locale, joinPin: z.nullable(z.string().check(z.regex(/^\d{6}$/))), joinsClosed: z.boolean(),
  archived: z.boolean(), createdAt: moment,
});

/** 200 of GET and PATCH /api/class-teacher/{token} and of assigning a set: roster, sets, progress per rule and per set. */
export const classTeacherReply = z.strictObject({
  class: teacherClass,
  wrongPins: wrongPinsView,
  students: z.array(z.strictObject({ id: storedId, name: z.string(), joinedAt: moment })),
  sets: z.array(z.strictObject({ ...setSummary, teacherToken: z.nullable(token) })),
  progress: z.array(z.strictObject({ student: storedId, rules: z.array(ruleCount) })),
  trend: z.array(z.strictObject({ student: storedId, sets: z.array(z.strictObject({ code, answered: count, right: count })) })),
  /** The class's partnership practices, newest first. */
  pairs: z.array(teacherPairGroupView),
  /** The class's live classes, newest first, each with its projector's link (null: one this class token does not keep). */
  live: z.array(z.strictObject({
    title: z.string(), createdAt: moment, problems: count, phase: z.enum(LIVE_PHASES), teacherToken: z.nullable(token),
  })),
});
export type ClassTeacherView = z.infer<typeof classTeacherReply>;

/** 200 of GET /api/teacher-keys/{key} and of attaching a link: the teacher's home. */
export const homeReply = z.strictObject({
  classes: z.array(z.strictObject({ ...teacherClass.shape, classToken: token, students: count, sets: count })),
  sets: z.array(z.strictObject({ ...setSummary, teacherToken: token, classCode: z.nullable(code), answers: count })),
});
export type HomeView = z.infer<typeof homeReply>;

/** 201 of POST /api/teacher/{token}/copy. */
export const copiedReply = z.strictObject({ code, teacherToken: token, teacherKey: z.optional(token), items: count });

const joined = z.strictObject({ studentToken: token, resumeCode: z.string().check(z.refine(isShortCode, 'not a resume code')), name: z.string() });
const renamed = z.strictObject({ id: storedId, name: z.string() });

export const CLASS_API_REPLIES = {
  'POST /api/teacher-keys': { 201: createdKeyReply },
  'GET /api/teacher-keys/{key}': { 200: homeReply },
  'POST /api/teacher-keys/{key}/links': { 200: homeReply },
  'POST /api/classes': { 201: createdClassReply },
  'GET /api/classes/{code}': { 200: classViewReply },
  'POST /api/classes/{code}/students': { 201: joined },
  'POST /api/classes/{code}/resume': { 200: z.strictObject({ studentToken: token, name: z.string() }) },
  'GET /api/class-teacher/{token}': { 200: classTeacherReply },
  'PATCH /api/class-teacher/{token}': { 200: classTeacherReply },
  'POST /api/class-teacher/{token}/sets': { 200: classTeacherReply },
  'PATCH /api/class-teacher/{token}/students/{studentId}': { 200: renamed },
  'POST /api/teacher/{token}/copy': { 201: copiedReply },
} as const;
