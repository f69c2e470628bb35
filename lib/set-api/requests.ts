// The set API's requests (POST /api/sets, students, resume, answers; the teacher's PATCH, accept and item edits) as
// zod schemas: every field bounded and read into lib/ values, each bad value refused with its own issue; their input
// types (CreateFromTopics, AnswerBody, …) are the bodies the pages send. Responses: responses.ts.
// Example: createSetRequest.parse({ title: 'Otvaranja', locale: 'sr', mode: 'practice', items: [{ topic: 'open', count: 5 }] })
// → { title: 'Otvaranja', instructions: '', locale: 'sr', mode: 'practice', hands: 'same', opensAt: null, closesAt: null, items: [...] }.

import { z } from 'zod';
import { parseCall } from '../bridge/call';
import type { Call } from '../bridge/types';
import { parseLocale, type Locale } from '../i18n/locales';
import { isTopic, type Topic } from '../quiz/topics';
import { SEAT_CHOICES, type SeatChoice } from '../quiz/whole-auction';
import { MAX_AUCTION_CALLS } from '../teach/auction-item';
import { AUCTION_TOPIC } from '../teach/set-items';
import { issue, type Issue } from '../result';
import { MAX_INSTRUCTIONS, MAX_NAME, MAX_PBN_BYTES, MAX_SET_ITEMS, MAX_STUDENTS, MAX_TITLE, type HandsMode, type SetMode } from '../teach/set-types';
import { normalizeName } from '../teach/student-name';
import { displayText, type TextRule } from './text-fields';
import { isShortCode, isStoredId, isToken } from './ids';

/**
 * A JSON body of the set API is small; a PBN upload carries a file of up to 1 MB, which JSON quoting may double (every
 * quote and line break written with a backslash): the file's own size is then checked, and told as such (L8). The
 * body is read up to four times the file's bound, so that a file somewhat over it (2 MB, quoted) is still told by its
 * own size, not the request's (issue 43); the text itself is bounded at MAX_PBN_TEXT_CHARS.
 */
export const MAX_SET_BODY_BYTES = 16 * 1024;
export const MAX_UPLOAD_BODY_BYTES = 4 * MAX_PBN_BYTES + 64 * 1024;
/** A PBN (or LIN) text in a request, in characters: read only to be told by its size when it is over MAX_PBN_BYTES. */
export const MAX_PBN_TEXT_CHARS = 4 * MAX_PBN_BYTES;
/** A device may report at most a day on one item. */
export const MAX_ANSWER_MS = 24 * 60 * 60 * 1000;
/** The latest device time an answer may name: the year 2100 (a later one is not a clock, it is noise). */
export const MAX_DEVICE_TIME = Date.UTC(2100, 0, 1);
/** The latest time a set may open or close: year 9999 (a date input cannot write more). */
const MAX_TIME = Date.UTC(9999, 11, 31);

function report(ctx: z.RefinementCtx, found: Issue): typeof z.NEVER {
  ctx.addIssue({ code: 'custom', message: found.code, params: { issue: found } });
  return z.NEVER;
}

export function text(field: string, rule: TextRule): z.ZodType<string, string> {
  return z.string().transform((value, ctx) => {
    const read = displayText(value, rule, field);
    return read.ok ? read.value : report(ctx, read.error);
  });
}

export const locale: z.ZodType<Locale, string> = z.string().max(16).transform((value, ctx): Locale => {
  return parseLocale(value) ?? report(ctx, issue('bad-locale', { locale: value }));
});

const topic: z.ZodType<Topic | typeof AUCTION_TOPIC, string> = z.string().max(24).transform((value, ctx): Topic | typeof AUCTION_TOPIC => {
  const t = value.trim();
  return isTopic(t) || t === AUCTION_TOPIC ? t : report(ctx, issue('bad-topic', { topic: t }));
});

/** A moment as ISO 8601 text (a date input's value with its zone) → ms since 1970 UTC; null or absent: none. */
const time: z.ZodType<number | null, string | null> = z.union([z.string().max(40), z.null()]).transform((value, ctx) => {
  if (value === null || value.trim() === '') return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) && ms >= 0 && ms <= MAX_TIME ? ms : report(ctx, issue('bad-time', { time: value }));
});

const call: z.ZodType<Call, string> = z.string().max(8).transform((value, ctx): Call => {
  const parsed = parseCall(value);
  return parsed.ok ? parsed.value : report(ctx, parsed.error);
});

const index = z.number().int().min(0).max(MAX_SET_ITEMS - 1);
/** A set item's stable id (a UUID the server made). */
const itemId = z.string().max(36).refine(isStoredId);
/** An item named by its id, or (a page or device from before ids) by its place: exactly one of them. */
function oneName(named: { readonly id?: string; readonly index?: number }): boolean {
  return (named.id === undefined) !== (named.index === undefined);
}

const setFields = {
  title: text('title', { max: MAX_TITLE }),
  instructions: text('instructions', { max: MAX_INSTRUCTIONS, optional: true, multiline: true }).optional().default(''),
  locale,
  mode: z.enum(['practice', 'test'] satisfies SetMode[]),
  hands: z.enum(['same', 'fresh'] satisfies HandsMode[]).optional().default('same'),
  opensAt: time.optional().default(null),
  closesAt: time.optional().default(null),
  /** The class the set is for (its class token comes as the bearer): its students answer it under their class names. */
  classCode: z.string().max(16).refine(isShortCode).optional(),
};

/** A line of topics: a drill kind or rule id, or 'auction' (whole auctions) with the student's seat (random when absent). */
export const topicItems = z
  .array(z.strictObject({ topic, count: z.number().int().min(1).max(MAX_SET_ITEMS), seat: z.enum(SEAT_CHOICES as [SeatChoice, ...SeatChoice[]]).optional() }))
  .min(1)
  .max(MAX_SET_ITEMS);

const topicsSet = z.strictObject({
  ...setFields,
  items: topicItems,
  /** Whether a quarter of the bidding questions are near misses (hands at a rule's edge, answered by a neighbour); on by default. */
  nearMisses: z.boolean().optional().default(true),
});
// the file's own size is checked where it is read (pbn-too-large): here only a bound on what is looked at
const pbnSet = z.strictObject({ ...setFields, pbn: z.string().min(1).max(MAX_PBN_TEXT_CHARS) });
/** The body of POST /api/sets as the teacher's page sends it: from topics, or from a PBN file. */
export type CreateFromTopics = z.input<typeof topicsSet>;
export type CreateFromPbn = z.input<typeof pbnSet>;

/**
 * POST /api/sets: items from topics, or a PBN file's boards (never both). The body's `pbn` field picks the schema, so
 * that a bad field is reported as itself rather than as "matches neither".
 */
export const createSetRequest = z
  .unknown()
  .transform((value, ctx): z.output<typeof topicsSet> | z.output<typeof pbnSet> => {
    const schema = typeof value === 'object' && value !== null && 'pbn' in value ? pbnSet : topicsSet;
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const found of parsed.error.issues) {
      const own = found.code === 'custom' ? found.params : undefined;
      ctx.addIssue({ code: 'custom', message: found.message, path: found.path, params: own });
    }
    return z.NEVER;
  })
  .superRefine((set, ctx) => {
    if (set.opensAt !== null && set.closesAt !== null && set.closesAt <= set.opensAt) {
      report(ctx, issue('closes-before-opens'));
    }
  });
export type CreateSetRequest = z.output<typeof createSetRequest>;

/** A student's name: a bounded text, stored with one space between words (lib/teach/student-name.ts). */
const studentName = text('name', { max: MAX_NAME }).transform(normalizeName);

export const joinRequest = z.strictObject({ name: studentName, pin: z.string().max(16).optional() });
export type JoinBody = z.input<typeof joinRequest>;

/** PATCH /api/teacher/{token}/students/{id}: the student's name as the teacher corrects it. */
export const renameRequest = z.strictObject({ name: studentName });
export type RenameBody = z.input<typeof renameRequest>;

export const resumeRequest = z.strictObject({
  resumeCode: z.string().max(32).transform((value, ctx) => {
    const code = value.trim().toUpperCase();
    return isShortCode(code) ? code : report(ctx, issue('bad-resume-code'));
  }),
});
export type ResumeBody = z.input<typeof resumeRequest>;

export const answerRequest = z
  .strictObject({
    studentToken: z.string().max(128).refine(isToken),
    /** The item's id as the student's page got it; `item` (its place) is what devices sent before ids. */
    itemId: itemId.optional(),
    item: index.optional(),
    /** Read by the item's kind (lib/teach parseSetAnswer; a whole auction's calls: gradeAuctionAnswer): the route knows the item. */
    answer: z.record(z.string().max(16), z.union([z.string().max(16), z.number(), z.null(), z.array(z.string().max(12)).max(MAX_AUCTION_CALLS).readonly()])),
    ms: z.number().int().min(0).max(MAX_ANSWER_MS),
    /** When the student answered by the device's clock (ms since 1970 UTC); devices from before it send none. Bounded
     * here to a date a clock can show; the server keeps it, clamped to what is possible (lib/teach/device-time). */
    answeredAt: z.number().int().min(0).max(MAX_DEVICE_TIME).optional(),
  })
  .refine((a) => a.itemId !== undefined || a.item !== undefined, { message: 'no item', path: ['itemId'] });
export type AnswerRequest = z.output<typeof answerRequest>;
/** The body of PUT …/answers/{id} as a device sends it (`answer`: a lib/teach SetAnswer). */
export type AnswerBody = z.input<typeof answerRequest>;

/** The body of POST /api/sets/{code}/items/{itemId}/auction: a few hundred bytes at most (64 calls of a few letters). */
export const MAX_AUCTION_STEP_BYTES = 2 * 1024;

/** POST …/items/{itemId}/auction: the student's own calls so far, in order (at most as many as one seat makes), read into calls. */
export const auctionStepRequest = z.strictObject({ calls: z.array(call).max(MAX_AUCTION_CALLS) });
export type AuctionStepRequest = z.output<typeof auctionStepRequest>;

export const patchSetRequest = z
  .strictObject({
    closed: z.boolean().optional(), revealed: z.boolean().optional(), opensAt: time.optional(), closesAt: time.optional(),
    /** The join gate: 'new' makes a new PIN (the old one stops working), 'off' takes it away. */
    joinPin: z.enum(['new', 'off']).optional(),
    /** No new names at all (students who joined go on, and resume still works). */
    joinsClosed: z.boolean().optional(),
    /** The set retitled, its instructions rewritten (at any time: the questions stay as they are). */
    title: text('title', { max: MAX_TITLE }).optional(),
    instructions: text('instructions', { max: MAX_INSTRUCTIONS, optional: true, multiline: true }).optional(),
    /** Put away on the teacher's home (its links keep working). */
    archived: z.boolean().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: 'nothing to change' });
export type PatchSetRequest = z.output<typeof patchSetRequest>;
export type PatchSetBody = z.input<typeof patchSetRequest>;

/**
 * POST /api/teacher/{token}/accept: a call accepted for an item. With fresh hands it names the student whose hand it is
 * accepted on, and `extend` the other students (their hands have the same expected answer and they gave the call) it
 * is accepted for too, as the preview listed them; `preview` only says what it would turn right.
 */
export const acceptRequest = z
  .strictObject({
    id: itemId.optional(), item: index.optional(), call,
    student: itemId.optional(),
    extend: z.array(itemId).max(MAX_STUDENTS).optional(),
    preview: z.boolean().optional(),
  })
  .transform(({ id, item, call: accepted, student, extend, preview }) => ({ id, index: item, call: accepted, student, extend: extend ?? [], preview: preview ?? false }))
  .refine(oneName, { message: 'name the item by its id', path: ['id'] });
export type AcceptRequest = z.output<typeof acceptRequest>;
export type AcceptBody = z.input<typeof acceptRequest>;

/** The teacher's edits of the items (named by id) before anyone answered: remove, move, another hand like this, whose key grades. */
const named = { id: itemId.optional(), index: index.optional() };
export const itemsRequest = z
  .discriminatedUnion('op', [
    z.strictObject({ op: z.literal('remove'), ...named }),
    z.strictObject({ op: z.literal('move'), ...named, to: index }),
    z.strictObject({ op: z.literal('replace'), ...named }),
    z.strictObject({ op: z.literal('grade'), ...named, grade: z.enum(['key', 'system']) }),
    /**
     * A board's key: the call that grades it from now on (the teacher's, so `grade` becomes 'key'); `accepted`: the
     * calls accepted besides it from now on (a new key keeps none the teacher does not confirm).
     */
    z.strictObject({ op: z.literal('key'), ...named, call, accepted: z.array(call).max(40).optional() }),
    /** More questions at the end, from topics as when the set was made. */
    z.strictObject({ op: z.literal('add'), items: topicItems, nearMisses: z.boolean().optional().default(true) }),
  ])
  .refine((edit) => edit.op === 'add' || oneName(edit), { message: 'name the item by its id', path: ['id'] });
export type ItemsRequest = z.output<typeof itemsRequest>;
export type ItemsBody = z.input<typeof itemsRequest>;

/** Students per page of GET /api/teacher/{token}/hands (fresh hands): the default, and the most one page holds. */
export const HANDS_PAGE = 5;
export const MAX_HANDS_PAGE = 10;

/**
 * The query of GET /api/teacher/{token}/hands: one student's hands (`student`), or a page of the roster (in the order
 * they joined) after the student `after` (from the first without), `limit` students at most (HANDS_PAGE by default).
 */
export const handsQuery = z
  .strictObject({
    student: itemId.optional(),
    after: itemId.optional(),
    limit: z.string().max(3).regex(/^[0-9]+$/).transform(Number).pipe(z.number().int().min(1).max(MAX_HANDS_PAGE)).optional(),
    locale: z.string().max(16).optional(),
  })
  .refine((q) => q.student === undefined || (q.after === undefined && q.limit === undefined), { message: 'a student or a page', path: ['student'] })
  .transform(({ student, after, limit }) => (student !== undefined ? { student } : { after: after ?? null, limit: limit ?? HANDS_PAGE }));
export type HandsQuery = z.output<typeof handsQuery>;

/** POST /api/teacher/{token}/system-check: apply what today's system changes (the body says nothing more). */
export const systemCheckRequest = z.strictObject({});
export type SystemCheckBody = z.input<typeof systemCheckRequest>;
