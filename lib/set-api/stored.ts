// The JSON the teachers' database stores beside its columns, read by versioned zod schemas, never cast: a set's and a
// class's settings (spec), a question's source (set_items.source), a made item (items.item), a student's answer
// (answers.answer), and a partnership practice's settings and each deal's review. What is written from now on carries `v` (STORED_VERSION); a row without `v` (written before) is
// read as version 1, which is the same shape. Read back, `v` is taken off: the store's values never carry it. A row
// that does not read is an issue with a code (which JSON, the version, the path), never a cast that fails later; the
// reading itself is lib/teach/versioned-json.ts, which the item pool shares. Example:
// readStored('set-spec', '{"title":"Čas",…}') → ok({ title: 'Čas', … }); storedText('answer', { call: '1H' }) → '{"v":1,"call":"1H"}'.

import { z } from 'zod';
import { RULE_IDS } from '../bidder/rule-ids';
import { MAX_PAIR_DEALS, OPPONENTS, PAIR_SIDES, type MadePairDeals, type PairReview, type PairSpec } from '../pairs/pair-types';
import type { PairDd } from '../pairs/pair-dd';
import { LIVE_SHOWS, type LiveSpec } from '../live/live-types';
import { SEATS, VULNERABILITIES } from '../bridge/types';
import { LOCALES } from '../i18n/locales';
import { isTopic } from '../quiz/topics';
import type { Result } from '../result';
import type { ClassSpec } from '../teach/class-types';
import type { SetAnswer, SetItemSource, SetSpec, StoredAuctionAnswer } from '../teach/set-types';
import type { QuizItem } from '../quiz/item-types';
import type { StoredExplanation } from '../teach/explanation-types';
import type { AuctionQuestion } from '../teach/auction-types';
import { setAnswer } from './responses';
import { storedItemV1 } from '../teach/stored-item';
import { readVersioned, STORED_VERSION, type StoredIssue, type StoredSchema } from '../teach/versioned-json';

export { MAX_STORED_CHARS, STORED_VERSION, type StoredIssue } from '../teach/versioned-json';

const seat = z.enum(SEATS);
const joinGate = { joinPin: z.string().regex(/^\d{6}$/).nullable().optional(), joinsClosed: z.boolean().optional() };

// unknown fields are kept as they are (a setting of a newer release, or a first-schema set's): a patch writes them back
const setSpecV1 = z.looseObject({
  title: z.string(), instructions: z.string(), locale: z.enum(LOCALES), mode: z.enum(['practice', 'test']),
  hands: z.enum(['same', 'fresh']), seed: z.number(), ...joinGate,
});

const classSpecV1 = z.looseObject({ title: z.string(), locale: z.enum(LOCALES), ...joinGate });

const sourceV1 = z.discriminatedUnion('source', [
  z.strictObject({ source: z.literal('topic'), topic: z.string().refine(isTopic, 'not a topic'), seed: z.number(), nearMiss: z.boolean() }),
  z.strictObject({
    source: z.literal('board'), board: z.number().int().nullable(), deal: z.string().max(80), dealer: seat, vul: z.enum(VULNERABILITIES),
    auction: z.string().max(400), key: z.string().max(8).nullable(), grade: z.enum(['key', 'system']),
  }),
  z.strictObject({ source: z.literal('auction'), seed: z.number(), seat: z.enum([...SEATS, 'random']) }),
]);

const pairSpecV1 = z.looseObject({
  locale: z.enum(LOCALES), side: z.enum(PAIR_SIDES), opponents: z.enum(OPPONENTS), title: z.string(),
});

const explainV1 = z.object({ key: z.string().max(100), params: z.record(z.string(), z.union([z.string(), z.number()])) });
const rule = z.enum(RULE_IDS);
const pairReviewV1 = z.object({
  contract: z.string().max(16),
  system: z.object({ calls: z.array(z.object({ seat, call: z.string().max(4), rule })).max(320), contract: z.string().max(16) }),
  turns: z.array(z.object({
    turn: z.int().min(0), seat, given: z.string().max(4), right: z.boolean(), shows: rule.nullable(),
    expected: z.object({
      call: z.string().max(4), rule, explain: explainV1, via: z.object({ rule, explain: explainV1 }).nullable(),
      rejected: z.array(z.object({ rule, call: z.string().max(4).nullable(), failed: explainV1 })),
    }),
  })).max(320),
  mark: z.number().min(0).max(10),
  version: z.string().max(40),
});

const pairCallV1 = z.object({
  turn: z.int().min(0), seat, call: z.string().max(4), by: z.enum(['pair', 'system']), rule: rule.nullable(),
});
const pairDealsV1 = z.object({
  deals: z.array(z.object({
    deal: z.object({ deal: z.string().max(80), dealer: seat, vul: z.enum(VULNERABILITIES), board: z.int().min(0).nullable() }),
    calls: z.array(pairCallV1).max(320),
  })).max(MAX_PAIR_DEALS),
});

const liveSpecV1 = z.looseObject({ locale: z.enum(LOCALES), title: z.string(), show: z.enum(LIVE_SHOWS) });

const played = z.object({ tricks: z.int().min(0).max(13).nullable(), score: z.number() });
const pairDdV1 = z.object({ table: z.array(z.int().min(0).max(13)).length(20), pair: played, system: played, imps: z.int().min(-24).max(24) });

/** Every stored JSON by what it is, with the type it reads as. */
interface StoredKinds {
  /** A partnership practice's settings (pair_practices.spec). */
  'pair-spec': PairSpec;
  /** A deal's review, written once when its auction ended (pair_deals.review). */
  'pair-review': PairReview;
  /** A finished deal played double-dummy (pair_deals.dd). */
  'pair-dd': PairDd;
  /** A class's practice's deals as made, which practices made later copy (pair_groups.deals). */
  'pair-deals': MadePairDeals;
  /** A live class's settings (live_sessions.spec). */
  'live-spec': LiveSpec;
  'set-spec': SetSpec;
  'class-spec': ClassSpec;
  'set-item-source': SetItemSource;
  /** A whole auction's answer is stored with its record (StoredAuctionAnswer). */
  answer: SetAnswer | StoredAuctionAnswer;
  /** A made item (items.item): the quiz item, with the bidder's explanation and a whole auction's question (stored-item.ts). */
  item: StoredItem;
}

/** A made item as stored: the quiz item and what rides with it. */
export type StoredItem = QuizItem & { readonly explanation?: StoredExplanation; readonly auction?: AuctionQuestion };
export type StoredKind = keyof StoredKinds;

/** Version 1 of each: the shapes as they were before `v` was written (and are still). */
const V1: { readonly [K in StoredKind]: StoredSchema } = {
  'pair-spec': pairSpecV1,
  'pair-review': pairReviewV1,
  'pair-dd': pairDdV1,
  'pair-deals': pairDealsV1,
  'live-spec': liveSpecV1,
  'set-spec': setSpecV1,
  'class-spec': classSpecV1,
  'set-item-source': sourceV1,
  answer: setAnswer,
  item: storedItemV1,
};

/** A stored JSON text read as `kind`: `v` checked (absent: 1) and taken off, the rest by the version's schema (versioned-json.ts). */
export function readStored<K extends StoredKind>(kind: K, text: string): Result<StoredKinds[K], StoredIssue> {
  return readVersioned<StoredKinds[K]>(kind, text, V1[kind]);
}

/** The JSON text of a value to store as `kind`, with the version it is written in. */
export function storedText<K extends StoredKind>(kind: K, value: StoredKinds[K]): string {
  void kind; // names the schema the text will be read by
  return JSON.stringify({ ...value, v: STORED_VERSION });
}
