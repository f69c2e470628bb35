// The set API's answers (app/api/sets/**, app/api/teacher/**) as strict zod schemas (zod/mini: the pages load this
// file, in a few kB): the pages' types are inferred from them, the API tests check every reply against its route's.
// Example: readReply('POST /api/sets/{code}/students', 201, body) → ok({ studentToken: '…', resumeCode: 'K7Q2M9XD', name: 'Ana' }).

import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { RULE_IDS } from '../bidder/rule-ids';
import { SEATS, SUITS, VULNERABILITIES } from '../bridge/types';
import { LOCALES } from '../i18n/locales';
import type { QuestionKind } from '../quiz/item-types';
import type { DrillKind } from '../quiz/topics';
import { err, ok, type Result } from '../result';
import { SET_AVAILABILITIES } from '../teach/availability';
import type { HandsMode, SetMode } from '../teach/set-types';
import { isAnswerId, isSetCode, isShortCode, isStoredId, isToken } from './ids';
import { CLASS_API_REPLIES, wrongPinsView } from './class-responses';
import { RECOVERY_API_REPLIES } from './recovery-responses';
import { PAIR_API_REPLIES } from './pair-responses';
import { PAIR_CLASS_API_REPLIES } from './pair-class-responses';
import { LIVE_API_REPLIES } from './live-responses';

/**
 * An enum of every value of a lib/ type, listed here (a value added there fails to compile): lib/'s types are imported
 * as types only, and its values from its leaves, so that a page reading an error body loads neither bidder nor quiz.
 */
function everyOf<T extends string>(values: Record<T, true>) {
  return z.enum(Object.keys(values) as [T, ...T[]]);
}

// the leaves: what lib/ says a value may be
const kind = everyOf<QuestionKind>({ call: true, evaluate: true, legal: true, roles: true, score: true });
const mode = everyOf<SetMode>({ practice: true, test: true });
const hands = everyOf<HandsMode>({ same: true, fresh: true });
const by = z.enum(['key', 'system']);
const seat = z.enum(SEATS);
const rule = z.enum(RULE_IDS);
const drillKind = everyOf<DrillKind>({ evaluate: true, open: true, respond: true, rebid: true, slam: true, compete: true, legal: true, roles: true, score: true });
const topic = z.union([drillKind, rule]);
const count = z.int().check(z.minimum(0));
const share = z.number().check(z.minimum(0), z.maximum(1));
const seconds = z.number().check(z.minimum(0));
/** A moment as the API writes it: ISO 8601 in UTC ('2026-12-01T18:00:00.000Z'). */
const moment = z.iso.datetime();
/** A stored row's id (a UUID the server made). */
const storedId = z.string().check(z.refine(isStoredId, 'not a stored id'));
const setCode = z.string().check(z.refine(isSetCode, 'not a set code'));
const token = z.string().check(z.refine(isToken, 'not a token'));
/** An answer's id, made on the device. */
const answerId = z.string().check(z.refine(isAnswerId, 'not an answer id'));
/** A call as the API writes it, canonical ('2D', 'P', 'X'). */
const call = z.string().check(z.minLength(1), z.maxLength(8));

/** Whether the set takes answers now, and why (lib/teach/availability): both views say it from the same function. */
const availability = { open: z.boolean(), availability: z.enum(SET_AVAILABILITIES) };

/** The set's settings as both views show them. */
const settings = {
  code: setCode, title: z.string(), instructions: z.string(), locale: z.enum(LOCALES), mode, hands,
  closed: z.boolean(), revealed: z.boolean(), opensAt: z.nullable(moment), closesAt: z.nullable(moment),
};

const played = z.strictObject({ contract: z.string(), declarer: seat, tricks: count });

/** A score item's question (lib/set-api/views.ts scoreQuestion): the contract and result, and the sheet so far. */
export const scoreQuestion = z.strictObject({
  contract: z.string(), declarer: seat, tricks: count, vulnerable: z.boolean(),
  chicago: z.nullable(z.strictObject({ turn: z.literal([2, 3, 4]), before: z.array(played) })),
  rubber: z.nullable(z.strictObject({ before: z.array(played) })),
});

/** An item's position without its answer (views.ts studentItemJson): what every view of an item shows. */
const position = {
  index: count, kind, dealer: seat, vul: z.enum(VULNERABILITIES),
  /** The calls so far (call), the auction to check (legal), the finished auction (roles), the contract's auction (score): '1H P'. */
  auction: z.string(),
  seat,
  /** The seat's hand, 'AKQ2.KJ3.AT8.Q32'. */
  hand: z.string(),
  /** Evaluate: partner's suit; else null. */
  trump: z.nullable(z.enum(SUITS)),
  /** A score item's question; null for the other kinds. */
  score: z.nullable(scoreQuestion),
};

/** A whole auction's question (lib/teach/auction-types AuctionQuestion): the deal the student bids from one seat. */
export const auctionQuestion = z.strictObject({ seed: z.number(), deal: z.string(), dealer: seat, vul: z.enum(VULNERABILITIES), seat });

/** What a student saw and earned on a whole auction, as stored with the answer (AuctionRecord); explanations as stored. */
export const auctionRecord = z.strictObject({
  ...auctionQuestion.shape,
  rails: z.enum(['system', 'own']),
  steps: z.array(z.strictObject({ seat, call: z.string(), by: z.enum(['system', 'student']), rule: z.nullable(z.string()), explain: z.unknown() })),
  turns: z.array(z.strictObject({
    index: count, given: z.string(), right: z.boolean(), shows: z.nullable(z.string()),
    expected: z.looseObject({ call: z.string(), rule: z.string() }),
  })),
  finished: z.boolean(),
  firstWrong: z.nullable(count),
  contract: z.nullable(z.string()),
});

/** A student's answer as the API takes and stores it (lib/teach SetAnswer), one shape per kind. */
export const setAnswer = z.union([
  z.strictObject({ call }),
  z.strictObject({ h: z.nullable(z.number()), d: z.nullable(z.number()), hd: z.nullable(z.number()), qt: z.nullable(z.number()), hdr: z.nullable(z.number()) }),
  z.strictObject({ index: z.nullable(count), code: z.nullable(z.string()), contract: z.nullable(z.string()), declarer: z.nullable(seat) }),
  z.strictObject({ contract: z.nullable(z.string()), declarer: z.nullable(seat), leader: z.nullable(seat), dummy: z.nullable(seat) }),
  z.strictObject({ score: z.int() }),
  /** A whole auction: the student's calls; with the record only where grades show (practice, a revealed test). */
  z.strictObject({ calls: z.array(z.string()), record: z.optional(auctionRecord) }),
]);

/** A stored grade as the student sees it (views.ts gradeJson): the answer and the expected one as text, the rules. */
export const answerGrade = z.strictObject({
  right: z.boolean(),
  answer: z.string(),
  /** A wrong call: the rule that rejects it for this hand; null when right, for the other kinds, or a call with no meaning. */
  rule: z.nullable(rule),
  system: z.string(),
  expected: z.strictObject({ call: z.nullable(call), text: z.string(), rule: z.nullable(rule), by, accepted: z.array(call) }),
  /** A call: the rule of the student's own call on this hand, as stored when graded; null when no rule makes it; absent when not known. */
  ownRule: z.optional(z.nullable(rule)),
});
export type AnswerGrade = z.infer<typeof answerGrade>;

/** A bidder explanation as stored: a message key and its numbers (lib/bidder Explanation); the words are today's catalogue's. */
const explanation = z.strictObject({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) });

/** The review of an item (lib/teach/review.ts), from what is stored: the expected answer's parts and the bidder's explanation. */
export const itemReview = z.strictObject({
  /** What grades the item, as stored with it. */
  expected: z.strictObject({ call: z.nullable(call), text: z.string(), rule: z.nullable(rule), by }),
  /** An evaluate, legal, roles or score item's expected answer in parts; null for a call, or when the stored text says otherwise. */
  parts: z.nullable(z.union([
    z.strictObject({ kind: z.literal('evaluate'), h: z.number(), d: z.number(), hd: z.number(), qt: z.number(), hdr: z.nullable(z.number()), trump: z.nullable(z.enum(SUITS)) }),
    z.strictObject({ kind: z.literal('legal'), index: z.nullable(count), code: z.string(), contract: z.nullable(z.string()), declarer: z.nullable(seat) }),
    z.strictObject({ kind: z.literal('roles'), contract: z.string(), declarer: seat, leader: seat, dummy: seat }),
    z.strictObject({ kind: z.literal('score'), score: z.int(), sheet: z.enum(['duplicate', 'chicago', 'rubber']) }),
  ])),
  /** The bidder's explanation of the expected call as made with the item (null: another kind, or not the bidder's call). */
  explanation: z.nullable(z.strictObject({
    call, rule, explain: explanation,
    via: z.nullable(z.strictObject({ rule, explain: explanation })),
    rejected: z.array(z.strictObject({ rule, call: z.nullable(call), failed: explanation })),
  })),
});
export type ItemReviewView = z.infer<typeof itemReview>;

// ——— the student's side: /api/sets/… ———

/** A board whose key in the teacher's PBN file is not the system's call (lib/teach KeyDifference). */
export const keyDifference = z.strictObject({
  index: count, board: z.nullable(count), key: call, system: call, rule, keyRule: z.nullable(rule),
});
export type KeyDifference = z.infer<typeof keyDifference>;

/**
 * 201 of POST /api/sets: the links' code and token, the number of items, a PBN key's differences from the system, and
 * for a PBN upload the games and boards left out (each with its line and message, at most 50).
 */
export const createdSetReply = z.strictObject({
  code: setCode, teacherToken: token, items: count, differences: z.array(keyDifference),
  skipped: z.optional(z.array(z.strictObject({ line: z.nullable(count), code: z.string(), message: z.string() })).check(z.maxLength(50))),
  /** A new teacher key, when the request brought none: its home lists the set ("keep this link: it opens all your sets"). */
  teacherKey: z.optional(token),
});
export type CreatedSet = z.infer<typeof createdSetReply>;

/** One call of a whole auction as a student is shown it (lib/teach/auction-step SeatCall). */
const seatCall = z.strictObject({ seat, call });

/**
 * A whole auction as the student's view gives it (lib/teach/auction-step AuctionStart): the student's own hand and the
 * other seats' calls before the first turn; the four hands only in practice once answered, in a test once revealed.
 */
export const auctionStartView = z.strictObject({
  dealer: seat, vul: z.enum(VULNERABILITIES), seat, hand: z.string(), calls: z.array(seatCall), deal: z.optional(z.string()),
});
export type AuctionStartView = z.infer<typeof auctionStartView>;

/**
 * 200 of POST /api/sets/{code}/items/{itemId}/auction (lib/teach/auction-step AuctionStepView): the auction so far and
 * whether the student is to call; in practice the last call's feedback and the score; the deal once ended (practice,
 * or a revealed test).
 */
export const auctionStepReply = z.strictObject({
  calls: z.array(seatCall),
  toCall: z.boolean(),
  finished: z.boolean(),
  feedback: z.optional(z.nullable(z.strictObject({
    turn: count, given: call, right: z.boolean(), expected: z.strictObject({ call, rule, explain: explanation }),
    failed: z.nullable(explanation), shows: z.nullable(rule),
  }))),
  score: z.optional(z.strictObject({ right: count, total: count })),
  deal: z.optional(z.string()),
});
export type AuctionStepReply = z.infer<typeof auctionStepReply>;

/**
 * One item as a student sees it: `id` names it in an answer; `code` (its share code) only in practice or once revealed
 * (a whole auction's, which holds the deal, only where its deal may show);
 * `review` (the expected answer and its explanation, as stored) in practice once the student has answered it, in a test
 * once revealed.
 */
export const setItemView = z.strictObject({
  id: storedId, ...position, code: z.optional(z.string()), review: z.optional(itemReview),
  /** A whole auction (the position is then its first turn's): the student's hand, never the others' before they may show. */
  wholeAuction: z.optional(auctionStartView),
});
export type SetItemView = z.infer<typeof setItemView>;

/** One of the student's own stored answers; `grade` only in practice or once revealed. */
export const studentAnswerView = z.strictObject({
  id: answerId, item: count, itemId: storedId, answer: setAnswer, at: moment, grade: z.optional(answerGrade),
});
export type StudentAnswerView = z.infer<typeof studentAnswerView>;

/** 200 of GET /api/sets/{code} (X-Student-Token: …): the set as its students see it, with the student's own answers. */
export const setViewReply = z.strictObject({
  ...settings,
  ...availability,
  /** The join gate: whether a new name needs the teacher's PIN, or no new names are taken. */
  joinPin: z.boolean(),
  joinsClosed: z.boolean(),
  /** The class the set is for (its students join the class, once), or null for a set on its own. */
  classCode: z.nullable(setCode),
  /** How many questions the set has. */
  count,
  /** The student's items: none without a student token (a test's questions go only to its students), none before the set opens. */
  items: z.array(setItemView),
  /** The student the token names; null without one (then no items and no answers). */
  student: z.nullable(z.strictObject({ name: z.string() })),
  answers: z.array(studentAnswerView),
});
export type SetView = z.infer<typeof setViewReply>;

/** 201 of POST /api/sets/{code}/students. */
export const joinedReply = z.strictObject({ studentToken: token, resumeCode: z.string().check(z.refine(isShortCode, 'not a resume code')), name: z.string() });
export type JoinedStudent = z.infer<typeof joinedReply>;

/** 200 of POST /api/sets/{code}/resume: a second token (the first keeps working). */
export const resumedReply = z.strictObject({ studentToken: token, name: z.string() });
export type ResumedStudent = z.infer<typeof resumedReply>;

/**
 * PUT /api/sets/{code}/answers/{id}: 201 'created' the first time, 200 'repeat' for the same id. A test (until revealed)
 * says only that; in practice the grade and the item's share code come too — a repeat's the grade stored the first time
 * (null when the id is another student's answer).
 */
export const answerCreatedReply = z.union([
  z.strictObject({ stored: z.literal('created') }),
  z.strictObject({ stored: z.literal('created'), grade: answerGrade, code: z.string() }),
]);
export const answerRepeatedReply = z.union([
  z.strictObject({ stored: z.literal('repeat') }),
  z.strictObject({ stored: z.literal('repeat'), grade: z.nullable(answerGrade), code: z.string() }),
]);
export type AnswerReply = z.infer<typeof answerCreatedReply> | z.infer<typeof answerRepeatedReply>;

// ——— the teacher's side: /api/teacher/{token}… ———

/** One question of the set as the teacher sees it (set-json.ts teacherItems). */
export const teacherItem = z.strictObject({
  index: count,
  id: storedId,
  kind,
  /** The rule of the stored expected answer; with fresh hands, the rule asked (null for a kind). */
  rule: z.nullable(rule),
  /** 'auction': a whole auction from one seat (its kind is 'call', graded call by call; `seat` says which). */
  source: z.enum(['topic', 'board', 'auction']),
  topic: z.nullable(topic),
  /** A whole auction's seat as the teacher chose it (N, E, S, W or random); absent for the other items. */
  seat: z.optional(z.enum([...SEATS, 'random'])),
  /** Fresh hands: every student has their own item here (no expected answer or code for the set as a whole). */
  fresh: z.boolean(),
  nearMiss: z.boolean(),
  board: z.nullable(count),
  key: z.nullable(call),
  grade: by,
  /** The expected answer as text ('2D'; for the other kinds a short text); null with fresh hands. */
  expected: z.nullable(z.string()),
  code: z.nullable(z.string()),
  accepted: z.array(call),
});
export type TeacherItem = z.infer<typeof teacherItem>;

/** The set as every teacher reply gives it (GET, PATCH, accept, items: set-json.ts setJson): its settings, whether it
 * takes answers now and why, how many answers it holds, its items. */
export const teacherSet = z.strictObject({
  ...settings,
  ...availability,
  /** The PIN a new student gives with their name (6 digits), null when none; whether new names are taken at all. */
  joinPin: z.nullable(z.string().check(z.regex(/^\d{6}$/))),
  joinsClosed: z.boolean(),
  /** Put away on the teacher's home (its links keep working). */
  archived: z.boolean(),
  answers: count,
  createdAt: moment,
  /** The accepted calls by item place ('0': ['2D']), items without any left out (each item's `accepted` says the same). */
  accepted: z.record(z.string().check(z.regex(/^\d+$/)), z.array(call)),
  items: z.array(teacherItem),
});
export type TeacherSet = z.infer<typeof teacherSet>;

/** The results (views.ts resultsJson): per student the first-attempt score, the grid, per item the spread, the hardest. */
export const resultsView = z.strictObject({
  students: z.array(z.strictObject({
    id: storedId, name: z.string(), joinedAt: moment, answered: count, firstRight: count,
    /** 0..1, null before any answer. */
    score: z.nullable(share),
    seconds, flagged: z.boolean(),
  })),
  /** Per student (as `students`), per item (as the set's items): the first attempt, retries; null when not answered. */
  cells: z.array(z.array(z.nullable(z.strictObject({
    first: z.strictObject({ answer: z.string(), right: z.boolean(), rule: z.nullable(rule) }),
    retries: count, rightLater: z.boolean(), seconds,
  })))),
  items: z.array(z.strictObject({
    index: count, kind, rule: z.nullable(rule), answered: count, firstRight: count, accuracy: z.nullable(share),
    /** The median time of a first attempt (0 before any). */
    seconds, totalSeconds: seconds,
    /** The first attempts' answers, most given first, with the rule that makes a wrong call wrong. */
    spread: z.array(z.strictObject({
      answer: z.string(), count, right: z.boolean(), rule: z.nullable(rule),
      /** The answer these were graded against: with fresh hands the spread is split by it (each hand has its own). */
      expected: z.strictObject({ text: z.nullable(z.string()), rule: z.nullable(rule) }),
      /** With fresh hands: who gave it, as places in `students` (a call is accepted on one student's hand). */
      students: z.optional(z.array(count)),
    })),
  })),
  hardestItems: z.array(count),
  hardestRules: z.array(z.strictObject({ rule, answered: count, right: count, accuracy: share })),
  participation: z.strictObject({ joined: count, started: count, finished: count }),
  /** The flagged students' ids. */
  flagged: z.array(storedId),
});
export type ResultsView = z.infer<typeof resultsView>;

/** 200 of GET /api/teacher/{token}. */
/** Per whole-auction item (by index): the spread per call of the students' first answers (lib/teach auctionSpread). */
export const auctionSpreads = z.array(z.strictObject({
  index: count,
  turns: z.array(z.strictObject({ turn: count, answered: count, right: count, calls: z.array(z.strictObject({ call: z.string(), count })) })),
}));
export type AuctionSpreads = z.infer<typeof auctionSpreads>;

export const teacherViewReply = z.strictObject({ set: teacherSet, results: resultsView, wrongPins: wrongPinsView, auctions: z.optional(auctionSpreads) });
export type TeacherView = z.infer<typeof teacherViewReply>;

/** 200 of PATCH /api/teacher/{token} and of POST …/items: the set as it is now. */
export const setReply = z.strictObject({ set: teacherSet });
export type SetReply = z.infer<typeof setReply>;

const studentRef = z.strictObject({ id: storedId, name: z.string() });
/** A hand an accept would regrade: whose it is (null: the set's one hand), what it expects, the answers turned right. */
const previewHand = {
  expected: z.strictObject({ call: z.nullable(call), rule: z.nullable(rule) }),
  answers: z.array(z.strictObject({ id: answerId, student: studentRef })),
};
/** 200 of POST …/accept with `preview`: what it would turn right on the hand, and on each hand it could be extended to. */
export const acceptPreviewReply = z.strictObject({
  preview: z.literal(true),
  call,
  item: z.strictObject({ id: storedId, index: count }),
  hand: z.strictObject({ student: z.nullable(studentRef), ...previewHand }),
  others: z.array(z.strictObject({ student: studentRef, ...previewHand })),
});
export type AcceptPreview = z.infer<typeof acceptPreviewReply>;

/** 200 of POST /api/teacher/{token}/accept: the set and the results regraded, or with `preview` what would change. */
export const acceptReply = z.union([z.strictObject({ set: teacherSet, results: resultsView }), acceptPreviewReply]);
export type AcceptReply = z.infer<typeof acceptReply>;

const expectedText = z.strictObject({ text: z.string(), rule: z.nullable(rule), by });

/** 200 of GET (looked at) and POST (applied) /api/teacher/{token}/system-check: what today's system changes. */
export const systemCheckReply = z.strictObject({
  system: z.string(),
  applied: z.boolean(),
  /** The stored items whose expected answer changes (with fresh hands each student's: `student` names them). */
  items: z.array(z.strictObject({ id: storedId, position: count, student: z.nullable(z.string()), from: expectedText, to: expectedText })),
  /** The answers whose grade turns (at most 200 listed; `answerCount` counts them all). */
  answers: z.array(z.strictObject({ student: z.string(), position: count, answer: z.string(), from: z.boolean(), to: z.boolean() })),
  answerCount: count,
});
export type SystemCheckReply = z.infer<typeof systemCheckReply>;

/** A stored item with what grades it (set-json.ts storedItemJson): the cell and the worksheet read it. */
export const storedItem = z.strictObject({
  ...position,
  id: storedId,
  code: z.string(),
  /** What the teacher asked for: a rule id or a drill kind; null for a board from a PBN file. */
  asked: z.nullable(topic),
  nearMiss: z.boolean(),
  expected: z.strictObject({ call: z.nullable(call), text: z.string(), rule: z.nullable(rule), by }),
  accepted: z.array(call),
  system: z.string(),
});
export type StoredItem = z.infer<typeof storedItem>;

const studentName = z.strictObject({ id: storedId, name: z.string() });

/** 200 of GET /api/teacher/{token}/cell?student=…&item=…: one square of the grid as stored, with each attempt. */
export const cellReply = z.strictObject({
  student: studentName,
  item: storedItem,
  /** What the student reviews of the item, as stored (the same the student sees once it is theirs to see). */
  review: itemReview,
  attempts: z.array(z.strictObject({
    id: answerId, answer: z.string(), given: setAnswer, right: z.boolean(), rule: z.nullable(rule),
    expected: z.strictObject({ text: z.string(), rule: z.nullable(rule) }), system: z.string(), at: moment,
    /** A call: the rule of the student's own call (as answerGrade's ownRule). */
    ownRule: z.optional(z.nullable(rule)),
  })),
});
export type CellView = z.infer<typeof cellReply>;

/**
 * 200 of GET /api/teacher/{token}/hands: one group with the same hands, one per student of the page with fresh hands;
 * `next` is the cursor of the next page (`?after=`), null on the last.
 */
export const handsReply = z.strictObject({
  hands,
  groups: z.array(z.strictObject({ student: z.nullable(studentName), items: z.array(storedItem) })),
  next: z.nullable(storedId),
});
export type HandsView = z.infer<typeof handsReply>;

// ——— errors ———

/** A broken PBN file's issue, with its line (null for an issue of the whole file) and localized message. */
export const pbnIssue = z.strictObject({ line: z.nullable(count), code: z.string(), message: z.string() });
export type PbnIssue = z.infer<typeof pbnIssue>;
/** An issue the teacher's form lists: one with its line. */
export type LinedPbnIssue = PbnIssue & { readonly line: number };

/** Every refusal, at any status from 400: `{error: {code, message, params}}`, the message in the request's locale. */
export const errorReply = z.strictObject({
  error: z.strictObject({
    code: z.string().check(z.minLength(1)),
    message: z.string().check(z.minLength(1)),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    /** A broken PBN file's issues (code 'bad-pbn'), at most 50. */
    issues: z.optional(z.array(pbnIssue).check(z.maxLength(50))),
  }),
});
export type ApiError = z.infer<typeof errorReply>['error'];

/** The error of a reply, when its body is one (null for anything else). */
export function apiErrorOf(body: unknown): ApiError | null {
  const parsed = errorReply.safeParse(body);
  return parsed.success ? parsed.data.error : null;
}

/** The issues of a 'bad-pbn' error that name their line (none for other errors). */
export function pbnIssuesOf(error: ApiError | null): LinedPbnIssue[] {
  if (error?.code !== 'bad-pbn') return [];
  return (error.issues ?? []).filter((i): i is LinedPbnIssue => i.line !== null);
}

// ——— every route ———

/**
 * Every JSON reply of the set API, by route and status; a refusal (400 and up) is `errorReply` on every route, a
 * DELETE's 204 has no body, and the CSV and PBN downloads (…/results.csv, …/summary.csv, …/set.pbn) are files, not JSON.
 */
/** 200 of PATCH /api/teacher/{token}/students/{id}: the name as stored. */
export const renamedReply = z.strictObject({ id: storedId, name: z.string() });
export type RenamedStudent = z.infer<typeof renamedReply>;

export const SET_API_REPLIES = {
  'POST /api/sets': { 201: createdSetReply },
  'GET /api/sets/{code}': { 200: setViewReply },
  'POST /api/sets/{code}/students': { 201: joinedReply },
  'POST /api/sets/{code}/resume': { 200: resumedReply },
  'PUT /api/sets/{code}/answers/{answerId}': { 201: answerCreatedReply, 200: answerRepeatedReply },
  'POST /api/sets/{code}/items/{itemId}/auction': { 200: auctionStepReply },
  'GET /api/teacher/{token}': { 200: teacherViewReply },
  'PATCH /api/teacher/{token}': { 200: setReply },
  'POST /api/teacher/{token}/accept': { 200: acceptReply },
  'POST /api/teacher/{token}/items': { 200: setReply },
  'GET /api/teacher/{token}/system-check': { 200: systemCheckReply },
  'POST /api/teacher/{token}/system-check': { 200: systemCheckReply },
  'GET /api/teacher/{token}/cell': { 200: cellReply },
  'GET /api/teacher/{token}/hands': { 200: handsReply },
  'PATCH /api/teacher/{token}/students/{studentId}': { 200: renamedReply },
  ...CLASS_API_REPLIES,
  ...RECOVERY_API_REPLIES,
  ...PAIR_API_REPLIES,
  ...PAIR_CLASS_API_REPLIES,
  ...LIVE_API_REPLIES,
} as const satisfies Record<string, Readonly<Record<number, z.ZodMiniType>>>;

export type SetApiRoute = keyof typeof SET_API_REPLIES;
/** A route's successful reply, whichever of its statuses. */
export type ReplyOf<R extends SetApiRoute> = z.output<(typeof SET_API_REPLIES)[R][keyof (typeof SET_API_REPLIES)[R]]>;

/** A value as code builds it: its arrays and fields may be readonly (a reply is only read, then sent as JSON). */
export type Built<T> = T extends readonly (infer E)[] ? readonly Built<E>[] : T extends object ? { readonly [K in keyof T]: Built<T[K]> } : T;
/** What a service may build for a schema: its input type, readonly. tsc refuses a field the schema does not take. */
export type BuiltFor<S extends z.ZodMiniType> = Built<z.input<S>>;

/** `body` read by `schema`, or what does not match, readably: each path with what was expected there. */
function readBy<T>(schema: z.ZodMiniType<T>, body: unknown, what: string): Result<T, string> {
  // in English: zod/mini loads no language of its own
  const parsed = schema.safeParse(body, { error: en().localeError });
  return parsed.success ? ok(parsed.data) : err(`${what}: the reply does not match its schema\n${z.prettifyError(parsed.error)}`);
}

/** A refusal's body (any route, any status from 400) checked against `errorReply`. */
export function readError(body: unknown): Result<ApiError, string> {
  const read = readBy(errorReply, body, 'a refusal');
  return read.ok ? ok(read.value.error) : read;
}

/** A reply's JSON body checked against its route's schema for `status` (a refusal's against `errorReply`). */
export function readReply<R extends SetApiRoute>(route: R, status: number, body: unknown): Result<ReplyOf<R> | { readonly error: ApiError }, string> {
  if (status >= 400) return readBy(errorReply, body, `${route} ${status}`);
  const schemas: Readonly<Record<number, z.ZodMiniType>> = SET_API_REPLIES[route];
  const schema = schemas[status];
  if (!schema) return err(`${route} answers no ${status} (only ${Object.keys(schemas).join(', ')} or an error)`);
  return readBy(schema as z.ZodMiniType<ReplyOf<R>>, body, `${route} ${status}`);
}
