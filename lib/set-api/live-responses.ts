// The live classes' and polls' replies as strict zod schemas (zod/mini), merged into SET_API_REPLIES (responses.ts): the
// projector's view (where the class is, the current problem, how many voted; the tally once revealed, the system's
// call once shown; the results so far), a phone's view (the same problem, its own vote; the tally and the call only
// when the teacher shows them), a vote's acknowledgement, and a poll on a shared hand (its tally and the system's
// call only once the device has voted). Example: readReply('GET /api/live/{code}', 200, body) → ok({ phase: 'voting', mine: null, tally: null, … }).

import * as z from 'zod/mini';
import { RULE_IDS } from '../bidder/rule-ids';
import { SEATS, VULNERABILITIES } from '../bridge/types';
import { LOCALES } from '../i18n/locales';
import { LIVE_PHASES, LIVE_SHOWS } from '../live/live-types';
import { isShortCode, isToken } from './ids';

const seat = z.enum(SEATS);
const rule = z.enum(RULE_IDS);
const count = z.int().check(z.minimum(0));
const call = z.string().check(z.minLength(1), z.maxLength(4));
const token = z.string().check(z.refine(isToken, 'not a token'));
const code = z.string().check(z.refine(isShortCode, 'not a code'));
const explain = z.strictObject({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) });

/** A problem as the room sees it: the hand to call with (or the whole table), dealer, vulnerability, the auction so far. */
export const liveProblemView = z.strictObject({
  index: count,
  board: z.nullable(count),
  dealer: seat,
  vul: z.enum(VULNERABILITIES),
  seat,
  calls: z.array(call),
  /** The hand of the seat to call ('AKQ2.KJ3.T8.Q432'). */
  hand: z.string(),
  /** The four hands (PBN, 'N:…') when the whole table is shown; null for the hand alone. */
  deal: z.nullable(z.string()),
});
export type LiveProblemView = z.infer<typeof liveProblemView>;

/** The votes per call (lib/live Tally): a count null when a poll hides it (fewer than 5). */
export const tallyView = z.strictObject({
  total: count,
  bars: z.array(z.strictObject({ call, count: z.nullable(count), right: z.boolean() })),
});
export type TallyView = z.infer<typeof tallyView>;

/** The system's call with its rule and explanation, as stored with the problem. */
export const answerView = z.strictObject({
  call, rule, explain,
  via: z.nullable(z.strictObject({ rule, explain })),
  rejected: z.array(z.strictObject({ rule, call: z.nullable(call), failed: explain })),
});
export type AnswerView = z.infer<typeof answerView>;

const where = {
  code, title: z.string(), locale: z.enum(LOCALES), show: z.enum(LIVE_SHOWS), count, position: count, phase: z.enum(LIVE_PHASES),
};

/** 200 of GET and PATCH /api/live-teacher/{token}: the projector's view, and the results so far. */
export const liveTeacherReply = z.strictObject({
  ...where,
  /** The class whose students vote under their names; null: anyone votes anonymously. */
  classCode: z.nullable(code),
  problem: liveProblemView,
  /** How many have voted on the current problem. */
  votes: count,
  tally: z.nullable(tallyView),
  answer: z.nullable(answerView),
  /** Every problem shown so far (and the current one once revealed): its tally and the system's call. */
  results: z.array(z.strictObject({ index: count, tally: tallyView, call, rule })),
  /** A class's live class: each student's votes by problem (right or not), for the teacher. */
  students: z.array(z.strictObject({ name: z.string(), votes: z.array(z.strictObject({ index: count, call, right: z.boolean() })) })),
});
export type LiveTeacherView = z.infer<typeof liveTeacherReply>;

/** 200 of GET /api/live/{code}: a phone's view. */
export const livePhoneReply = z.strictObject({
  ...where,
  /** The class whose students vote under their names (their class token, kept by the class's page): null for anyone. */
  classCode: z.nullable(code),
  problem: liveProblemView,
  /** This device's (or class student's) vote on the current problem. */
  mine: z.nullable(call),
  /** The class student voting (their token given), else null: anonymous. */
  student: z.nullable(z.strictObject({ name: z.string() })),
  tally: z.nullable(tallyView),
  answer: z.nullable(answerView),
});
export type LivePhoneView = z.infer<typeof livePhoneReply>;

/** 201 (stored) and 200 (the device or student had voted: the vote as it stands) of PUT /api/live/{code}/votes/{position}. */
export const liveVoteReply = z.strictObject({ stored: z.enum(['created', 'repeat']), call });

/** 200 of GET /api/polls/{code} and 201/200 of PUT …/votes: the tally and the system's call only once this device has voted. */
export const pollReply = z.strictObject({
  problem: liveProblemView,
  mine: z.nullable(call),
  tally: z.nullable(tallyView),
  answer: z.nullable(answerView),
});
export type PollView = z.infer<typeof pollReply>;

export const LIVE_API_REPLIES = {
  'POST /api/live': { 201: z.strictObject({ code, teacherToken: token, problems: count }) },
  'GET /api/live-teacher/{token}': { 200: liveTeacherReply },
  'PATCH /api/live-teacher/{token}': { 200: liveTeacherReply },
  'GET /api/live/{code}': { 200: livePhoneReply },
  'PUT /api/live/{code}/votes/{position}': { 201: liveVoteReply, 200: liveVoteReply },
  'GET /api/polls/{code}': { 200: pollReply },
  'PUT /api/polls/{code}/votes': { 201: pollReply, 200: pollReply },
} as const;
