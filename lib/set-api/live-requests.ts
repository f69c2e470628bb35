// The live classes' and polls' requests as zod schemas, every field bounded: making a live class (its problems on drill
// kinds, a PBN file, a teacher's set or a shared hand; the hand or the whole table shown; a class's, with the class's
// token as bearer), a teacher's step, and a vote (the device's own id and the call) on a live problem or a poll.
// Example: createLiveRequest.parse({ locale: 'sr', source: { source: 'topics', topics: ['rebid'], count: 6 } }).

import { z } from 'zod';
import { LIVE_ACTIONS, LIVE_SHOWS, MAX_LIVE_PROBLEMS } from '../live/live-types';
import { MAX_ITEM_CODE_LENGTH } from '../quiz/item-code';
import { isAnswerId, isShortCode } from './ids';
import { linkRequest } from './class-requests';
import { topic } from './pair-requests';
import { locale, MAX_PBN_TEXT_CHARS, text } from './requests';

/** A live class's body is small; with a PBN file (?upload=pbn) as large as a set's upload. */
export const MAX_LIVE_BODY_BYTES = 4 * 1024;

const source = z.discriminatedUnion('source', [
  z.strictObject({
    source: z.literal('topics'),
    topics: z.array(topic).min(1).max(12),
    count: z.number().int().min(1).max(MAX_LIVE_PROBLEMS),
    /** From 0 to 2^31 − 1; absent: the server draws one. */
    seed: z.number().int().min(0).max(0x7fff_ffff).nullable().default(null),
  }),
  z.strictObject({ source: z.literal('pbn'), pbn: z.string().max(MAX_PBN_TEXT_CHARS) }),
  /** A teacher's set, by its teacher link (or token): its bidding questions, on the set's own hands. */
  z.strictObject({ source: z.literal('set'), link: linkRequest.shape.link }),
  /** A shared quiz hand, by its code (or its whole link: the `item` of its address), or a BBO hand-viewer link. */
  z.strictObject({
    source: z.literal('item'),
    code: z.string().max(MAX_ITEM_CODE_LENGTH + 4000).transform((value) => {
      const v = value.trim();
      // a BBO hand-viewer link stays whole (its LIN is read as the hand); a quiz link gives its item's code
      if (/[?&]lin=/i.test(v)) return v;
      const m = /[?&]item=([^&#]+)/.exec(v);
      return m ? decodeURIComponent(m[1]) : v;
    }),
  }),
]);

/** POST /api/live: with `classCode` (and the class's token as bearer) the class's students vote under their names. */
export const createLiveRequest = z.strictObject({
  locale,
  title: text('title', { max: 120, optional: true }).default(''),
  show: z.enum(LIVE_SHOWS).default('hand'),
  source,
  classCode: z.string().max(16).refine(isShortCode).optional(),
});
export type CreateLiveRequest = z.output<typeof createLiveRequest>;
export type CreateLiveBody = z.input<typeof createLiveRequest>;

/** PATCH /api/live-teacher/{token}: a step pressed on problem `position` (0-based). */
export const liveStepRequest = z.strictObject({
  action: z.enum(LIVE_ACTIONS),
  position: z.number().int().min(0).max(MAX_LIVE_PROBLEMS - 1),
});
export type LiveStepRequest = z.output<typeof liveStepRequest>;

/** The id a device made for itself once (kept in its storage): one vote per device and problem. */
export const deviceId = z.string().refine(isAnswerId, { message: 'bad-device', params: { issue: { code: 'bad-device', params: {} } } });

/** PUT /api/live/{code}/votes/{position} and PUT /api/polls/{code}/votes: the device and its call ('1H', 'P'). */
export const voteRequest = z.strictObject({ device: deviceId, call: z.string().min(1).max(8) });
export type VoteRequest = z.output<typeof voteRequest>;
