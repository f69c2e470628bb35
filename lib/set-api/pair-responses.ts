// The partnership practice API's replies as strict zod schemas (zod/mini), merged into SET_API_REPLIES (responses.ts):
// a seat's view of its practice shows only its own hand until a deal's auction has ended; then the four hands, the
// review as stored (each of the pair's calls graded, the system's auction, the mark) and both partners' notes.
// Example: readReply('GET /api/pairs/{token}', 200, body) → ok({ seat: 'N', partner: 'S', deals: [{ state: 'your-turn', … }] }).

import * as z from 'zod/mini';
import { RULE_IDS } from '../bidder/rule-ids';
import { SEATS, VULNERABILITIES } from '../bridge/types';
import { LOCALES } from '../i18n/locales';
import { isShortCode, isToken } from './ids';

const seat = z.enum(SEATS);
const rule = z.enum(RULE_IDS);
const count = z.int().check(z.minimum(0));
const token = z.string().check(z.refine(isToken, 'not a token'));
const call = z.string().check(z.minLength(1), z.maxLength(4));
const moment = z.iso.datetime();
const explanation = z.strictObject({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) });

/** A deal's review as stored when its auction ended (lib/pairs PairReview). */
export const pairReviewView = z.strictObject({
  contract: z.string(),
  system: z.strictObject({ calls: z.array(z.strictObject({ seat, call, rule })), contract: z.string() }),
  turns: z.array(z.strictObject({
    turn: count, seat, given: call, right: z.boolean(), shows: z.nullable(rule),
    expected: z.strictObject({
      call, rule, explain: explanation, via: z.nullable(z.strictObject({ rule, explain: explanation })),
      rejected: z.array(z.strictObject({ rule, call: z.nullable(call), failed: explanation })),
    }),
  })),
  mark: z.number().check(z.minimum(0), z.maximum(10)),
  version: z.string(),
});

/** A finished deal played double-dummy (lib/pairs PairDd), once the solver has answered. */
const ddPlayed = z.strictObject({ tricks: z.nullable(count), score: z.number() });
export const pairDdView = z.strictObject({ table: z.array(count), pair: ddPlayed, system: ddPlayed, imps: z.int() });

/**
 * One deal as a seat sees it. Before the auction ends: its own hand, the calls so far (seat, call, whose) and whose
 * turn it is; nothing of the other hands, no rule of anyone's call. After: the deal, the review, both notes.
 */
export const pairDealView = z.strictObject({
  index: count,
  board: z.nullable(count),
  dealer: seat,
  vul: z.enum(VULNERABILITIES),
  state: z.enum(['your-turn', 'partner-turn', 'ended']),
  calls: z.array(z.strictObject({ seat, call, by: z.enum(['pair', 'system']) })),
  /** The seat's own hand ('AKQ2.KJ3.T8.Q432'). */
  hand: z.string(),
  /** The four hands (PBN, 'N:…') once the auction has ended; null before. */
  deal: z.nullable(z.string()),
  review: z.nullable(pairReviewView),
  /** The deal played double-dummy: after the auction, once the solver has answered (null before, or without it). */
  dd: z.nullable(pairDdView),
  notes: z.strictObject({ mine: z.nullable(z.string()), partner: z.nullable(z.string()) }),
});
export type PairDealView = z.infer<typeof pairDealView>;

/** 200 of GET /api/pairs/{token}: the seat's view of the practice. */
export const pairViewReply = z.strictObject({
  seat, partner: seat, side: z.enum(['NS', 'EW']), opponents: z.enum(['silent', 'system']), locale: z.enum(LOCALES), title: z.string(),
  /** The practice is kept until then unless a call comes before (it lives 60 days after its last call). */
  keptUntil: moment,
  /** How many deals wait for this seat's call. */
  yourTurn: count,
  deals: z.array(pairDealView),
});
export type PairView = z.infer<typeof pairViewReply>;

/** 201 of POST /api/pairs: a token (a link) for each of the pair's seats. */
export const createdPairReply = z.strictObject({
  seats: z.array(z.strictObject({ seat, token })),
  deals: count,
  keptUntil: moment,
  /** With `join`: the code the partner joins with (the maker's seat alone is in `seats`). */
  joinCode: z.optional(z.string().check(z.refine(isShortCode, 'not a code'))),
});

/** 200 of POST /api/pairs/join: the partner's own seat and its token (their link). */
export const joinedPairReply = z.strictObject({ seat, token });
export type CreatedPair = z.infer<typeof createdPairReply>;

/** A call stored (201) or its resend (200): the deal as it now is. */
export const pairCallReply = z.strictObject({ stored: z.enum(['created', 'repeat']), deal: pairDealView });

/** 201 of POST /api/pair-groups: the teacher's link and each pair's two seats' links. */
export const createdPairGroupReply = z.strictObject({
  teacherToken: token,
  pairs: z.array(z.strictObject({ label: z.string(), seats: z.array(z.strictObject({ seat, token })) })),
  deals: count,
  keptUntil: moment,
});
export type CreatedPairGroup = z.infer<typeof createdPairGroupReply>;

/** One pair's deal as the teacher sees it: the whole deal, the calls so far, the review once ended. */
const groupDealView = z.strictObject({
  index: count, dealer: seat, vul: z.enum(VULNERABILITIES), deal: z.string(), ended: z.boolean(),
  calls: z.array(z.strictObject({ seat, call, by: z.enum(['pair', 'system']) })),
  review: z.nullable(pairReviewView),
  dd: z.nullable(pairDdView),
});

/** 200 of GET /api/pair-groups/{token}: every pair's deals and marks, and per rule where the pairs left the system. */
export const pairGroupViewReply = z.strictObject({
  title: z.string(), locale: z.enum(LOCALES), side: z.enum(['NS', 'EW']), opponents: z.enum(['silent', 'system']), deals: count,
  /** The class it was made for (its students' page code); null for a practice of typed names. */
  classCode: z.nullable(z.string().check(z.refine(isShortCode, 'not a code'))),
  pairs: z.array(z.strictObject({ label: z.string(), mean: z.nullable(z.number()), deals: z.array(groupDealView) })),
  rules: z.array(z.strictObject({ rule, calls: count, wrong: count })),
});
export type PairGroupView = z.infer<typeof pairGroupViewReply>;

export const PAIR_API_REPLIES = {
  'POST /api/pairs': { 201: createdPairReply },
  'POST /api/pairs/join': { 200: joinedPairReply },
  'GET /api/pairs/{token}': { 200: pairViewReply },
  'PUT /api/pairs/{token}/calls/{callId}': { 201: pairCallReply, 200: pairCallReply },
  'PUT /api/pairs/{token}/notes/{deal}': { 200: pairDealView },
  'POST /api/pair-groups': { 201: createdPairGroupReply },
  'GET /api/pair-groups/{token}': { 200: pairGroupViewReply },
} as const;
