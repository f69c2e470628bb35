// A made quiz item as the teachers' database stores it (items.item): the quiz item, with the bidder's explanation and a
// whole auction's question riding along, read back by this schema (the store: lib/set-api/stored.ts, kind 'item'; the
// item pool's system check: storedQuizItem), never cast. Unknown fields are dropped: the item is rebuilt from what
// lib/quiz says an item is.
// Example: storedItemV1.safeParse({ topic: 'O-1NT', seed: 5, rule: 'O-1NT', kind: 'call', deal: { hands: […] }, … }).success === true.

import { z } from 'zod';
import { RULE_IDS } from '../bidder/rule-ids';
import { AUCTION_ISSUE_CODES } from '../bridge/auction-types';
import { RISKS } from '../bridge/contract';
import { LEVELS, SEATS, STRAINS, SUITS, VULNERABILITIES } from '../bridge/types';
import type { QuizItem } from '../quiz/item-types';
import { isTopic } from '../quiz/topics';
import { readVersioned } from './versioned-json';

const seat = z.enum(SEATS);
const rule = z.enum(RULE_IDS);
const level = z.literal(LEVELS);
const strain = z.enum(STRAINS);
/** A suit's cards as a 13-bit mask (lib/bridge/hand). */
const suit = z.int().min(0).max(0x1fff);
const hand = z.object({ suits: z.tuple([suit, suit, suit, suit]) });
const deal = z.object({ hands: z.tuple([hand, hand, hand, hand]) });
const call = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bid'), level, strain }),
  z.object({ kind: z.literal('pass') }),
  z.object({ kind: z.literal('double') }),
  z.object({ kind: z.literal('redouble') }),
]);
const contract = z.object({ level, strain, risk: z.enum(RISKS) });
const tricks = z.int().min(0).max(13);
const played = z.object({ contract, declarer: seat, tricks });

const expected = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('call'), call, rule, via: rule.nullable() }),
  z.object({
    kind: z.literal('evaluate'), h: z.number(), d: z.number(), hd: z.number(), qt: z.number(), trump: z.enum(SUITS).nullable(), hdr: z.number().nullable(),
  }),
  z.object({
    kind: z.literal('legal'), index: z.int().min(0).nullable(), code: z.enum([...AUCTION_ISSUE_CODES, 'legal']),
    contract: contract.extend({ declarer: seat }).nullable(),
  }),
  z.object({ kind: z.literal('roles'), contract: contract.extend({ declarer: seat }), leader: seat, dummy: seat }),
  z.object({
    kind: z.literal('score'), contract, declarer: seat, tricks, vulnerable: z.boolean(), score: z.int(),
    chicago: z.object({ turn: z.literal([2, 3, 4]), before: z.array(played).max(3) }).nullable(),
    rubber: z.object({ before: z.array(played).max(10) }).nullable(),
  }),
]);

/** A bidder explanation: a message key and its numbers. */
const explain = z.object({ key: z.string().max(100), params: z.record(z.string(), z.union([z.string(), z.number()])) });

/** Version 1: the quiz item (lib/quiz QuizItem), its stored explanation (StoredExplanation) and auction question. */
export const storedItemV1 = z.object({
  topic: z.string().refine(isTopic, 'not a topic'),
  seed: z.number(),
  rule: rule.nullable(),
  kind: z.enum(['call', 'evaluate', 'legal', 'roles', 'score']),
  deal,
  dealer: seat,
  vul: z.enum(VULNERABILITIES),
  calls: z.array(call).max(320),
  seat,
  nearMiss: z.boolean(),
  expected,
  explanation: z.object({
    call: z.string().max(8), rule, explain,
    via: z.object({ rule, explain }).nullable(),
    rejected: z.array(z.object({ rule, call: z.string().max(8).nullable(), failed: explain })),
  }).optional(),
  auction: z.object({ seed: z.number(), deal: z.string().max(80), dealer: seat, vul: z.enum(VULNERABILITIES), seat }).optional(),
  /** A live class's problem: the board's number in the file it came from (lib/live LiveProblem). */
  board: z.number().int().min(1).nullable().optional(),
});

/**
 * The quiz item of a stored item's JSON (items.item, read as the store reads it: versioned-json.ts), without what
 * rides beside it; null when it does not read (the system check then leaves the item as it is).
 */
export function storedQuizItem(json: string): QuizItem | null {
  const read = readVersioned<z.infer<typeof storedItemV1>>('item', json, storedItemV1);
  if (!read.ok) return null;
  const { explanation: _explanation, auction: _auction, ...item } = read.value;
  return item as QuizItem;
}
