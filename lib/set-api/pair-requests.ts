// The partnership practice API's requests as zod schemas, every field bounded: making a practice (its deals from a
// seed or from rules and drill kinds, the pair's side, the opponents), a partner's call for a turn, a note on a deal.
// Example: createPairRequest.parse({ locale: 'sr', count: 6, topics: ['rebid'] }) → { …, side: 'NS', opponents: 'silent', seed: null }.

import { z } from 'zod';
import { MAX_NOTE, MAX_PAIR_DEALS, OPPONENTS, PAIR_SIDES } from '../pairs/pair-types';
import { isTopic, type Topic } from '../quiz/topics';
import { issue } from '../result';
import { locale, MAX_PBN_TEXT_CHARS, text } from './requests';

/** A practice's body is small: a title, a few topics; with a PBN file (?upload=pbn) as large as a set's upload. */
export const MAX_PAIR_BODY_BYTES = 4 * 1024;
export { MAX_UPLOAD_BODY_BYTES as MAX_PAIR_UPLOAD_BYTES } from './requests';

export const topic = z.string().max(24).transform((value, ctx): Topic => {
  const t = value.trim();
  if (isTopic(t)) return t;
  ctx.addIssue({ code: 'custom', message: 'bad-topic', params: { issue: issue('bad-topic', { topic: t }) } });
  return z.NEVER;
});

/** POST /api/pairs: no topics → seeded boards; topics → deals where one of their rules decides a call of the pair. */
export const createPairRequest = z.strictObject({
  locale,
  title: text('title', { max: 120, optional: true }).default(''),
  count: z.number().int().min(1).max(MAX_PAIR_DEALS),
  side: z.enum(PAIR_SIDES).default('NS'),
  opponents: z.enum(OPPONENTS).default('silent'),
  topics: z.array(topic).max(12).default([]),
  /** A seed from 0 to 2^31 − 1 (the same seed and topics give the same deals); absent: the server draws one. */
  seed: z.number().int().min(0).max(0x7fff_ffff).nullable().default(null),
  /** The partner joins with a short code (the maker gets only the first seat's link); else both links. */
  join: z.boolean().default(false),
  /** A PBN file's boards as the deals (up to 24; then `count` and `topics` are not used): read where it is used. */
  pbn: z.string().max(MAX_PBN_TEXT_CHARS).optional(),
  /** A lesson's whole deals (its slug: 'opener-rebid'), instead of `count` and `topics`. */
  lesson: z.string().max(60).optional(),
});
export type CreatePairRequest = z.output<typeof createPairRequest>;
export type CreatePairBody = z.input<typeof createPairRequest>;

/** A class's pairs at most (a class of 80 in twos), each named by its label ("Ana – Bojan"). */
export const MAX_GROUP_PAIRS = 40;

/** POST /api/pairs/join: the partner's code ('K7M2Q9XD', any case). */
export const pairJoinRequest = z.strictObject({ code: z.string().trim().max(16) });
export type PairJoinRequest = z.output<typeof pairJoinRequest>;

/** POST /api/pair-groups: a practice per pair of a class, all on the same deals; the pairs by their labels. */
export const createPairGroupRequest = createPairRequest.extend({
  pairs: z.array(text('pair', { max: 60 })).min(1).max(MAX_GROUP_PAIRS),
});
export type CreatePairGroupRequest = z.output<typeof createPairGroupRequest>;
export type CreatePairGroupBody = z.input<typeof createPairGroupRequest>;

/** PUT /api/pairs/{token}/calls/{callId}: the deal (its index), the turn the device answered and the call. */
export const pairCallRequest = z.strictObject({
  deal: z.number().int().min(0).max(MAX_PAIR_DEALS - 1),
  turn: z.number().int().min(0).max(400),
  call: z.string().min(1).max(8),
});
export type PairCallRequest = z.output<typeof pairCallRequest>;

/** PUT /api/pairs/{token}/notes/{deal}: a short note for partner on a deal whose auction has ended. */
export const pairNoteRequest = z.strictObject({ text: text('text', { max: MAX_NOTE, optional: true, multiline: true }) });
export type PairNoteRequest = z.output<typeof pairNoteRequest>;

/** A class student's id as the class teacher's roster gives it. */
const studentId = z.string().trim().min(1).max(36);

/**
 * POST /api/class-teacher/{classToken}/pairs: a partnership practice for the class, on deals made as for POST /api/pairs:
 * 'roster' pairs the class's students as the teacher chose (each pair two ids, in the side's seat order: N then S, or E
 * then W); 'code' lets them pair themselves on the class's page, one giving the other a code.
 */
export const createClassPairsRequest = createPairRequest.omit({ join: true }).extend({
  pairing: z.enum(['roster', 'code']),
  pairs: z.array(z.tuple([studentId, studentId])).max(MAX_GROUP_PAIRS).default([]),
});
export type CreateClassPairsRequest = z.output<typeof createClassPairsRequest>;
export type CreateClassPairsBody = z.input<typeof createClassPairsRequest>;

/**
 * POST /api/classes/{code}/pairs/{groupId} with the class student's token: 'open' a link of their seat (on this
 * device); in a practice whose students pair themselves, 'start' (a seat and a code for the partner) or 'join' with
 * the partner's code.
 */
export const classPairSeatRequest = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('open') }),
  z.strictObject({ action: z.literal('start') }),
  z.strictObject({ action: z.literal('join'), code: z.string().trim().max(16) }),
]);
export type ClassPairSeatRequest = z.output<typeof classPairSeatRequest>;
