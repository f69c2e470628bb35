// The items of a teacher's set: drill kinds and rule ids with counts expanded into item sources, and the item a source
// makes (the set's own hands, or a fresh-hands student's, testing the same rule); made-item.ts stores what grades it.
// Example: topicSources([{ topic: 'respond', count: 4 }], 7) → four { source: 'topic', topic: 'R-…', seed, nearMiss } (one a near miss).

import { parseCalls, makeCall } from '../bridge/call';
import { makeContract } from '../bridge/contract';
import { parseDeal } from '../bridge/deal';
import type { Call } from '../bridge/types';
import { callItemOn, quizItem, type Expected, type QuizItem } from '../quiz/item';
import { mixSeeds } from '../quiz/seeded';
import { NEAR_MISS_SHARE, sessionPlan } from '../quiz/session';
import { isTopic, type Topic } from '../quiz/topics';
import { err, issue, ok, type Issue, type Result } from '../result';
import { MAX_SET_ITEMS, type ItemRule, type SetItemSource } from './set-types';
import { SEAT_CHOICES, type SeatChoice } from '../quiz/whole-auction';

export { mixSeeds };

/** One line of the teacher's form: a drill kind or rule id and how many items of it. */
export interface TopicRequest {
  readonly topic: Topic | typeof AUCTION_TOPIC | string;
  readonly count: number;
  /** A whole auction's seat (N, E, S, W or random; random when absent); only with AUCTION_TOPIC. */
  readonly seat?: SeatChoice;
}

/** The teacher's topic for whole-auction items (not a drill topic: each item is a whole deal from one seat). */
export const AUCTION_TOPIC = 'auction';

/** A request's count is 1..MAX_TOPIC_COUNT (and the set's total at most MAX_SET_ITEMS). */
export const MAX_TOPIC_COUNT = 100;

export type SetItemsIssue = Issue<'bad-topic' | 'bad-count' | 'too-many-items' | 'board-not-replaceable'>;

/** The sources of one request, planned as a drill session is (lib/quiz/session.ts sessionPlan): its rules in a drawn
 * order, never the same rule three times in a row, `nearShare` of them near misses. */
function requestSources(topic: Topic, count: number, seed: number, nearShare: number): SetItemSource[] {
  return sessionPlan(topic, seed, count, nearShare).map((entry) => ({ source: 'topic', ...entry }));
}

/**
 * The item sources of the teacher's requests, in request order; the same requests and seed give the same sources.
 * Issues: 'bad-topic' {index, topic}, 'bad-count' {index, count, min, max}, 'too-many-items' {count, max}.
 */
export function topicSources(requests: readonly TopicRequest[], seed: number, nearShare: number = NEAR_MISS_SHARE): Result<SetItemSource[], SetItemsIssue> {
  let total = 0;
  for (const [index, { topic, count }] of requests.entries()) {
    if (typeof topic !== 'string' || !(isTopic(topic) || topic === AUCTION_TOPIC)) return err(issue('bad-topic', { index, topic: String(topic) }));
    if (!Number.isInteger(count) || count < 1 || count > MAX_TOPIC_COUNT) {
      return err(issue('bad-count', { index, count: String(count), min: 1, max: MAX_TOPIC_COUNT }));
    }
    total += count;
  }
  if (total > MAX_SET_ITEMS) return err(issue('too-many-items', { count: total, max: MAX_SET_ITEMS }));
  return ok(requests.flatMap((r, index) => {
    const at = mixSeeds(seed, index);
    if (r.topic !== AUCTION_TOPIC) return requestSources(r.topic as Topic, r.count, at, nearShare);
    const seat = r.seat && SEAT_CHOICES.includes(r.seat) ? r.seat : 'random';
    return Array.from({ length: r.count }, (_, k): SetItemSource => ({ source: 'auction', seed: mixSeeds(at, k), seat }));
  }));
}

/** A board's item: the call of the player to act, labelled with the rule the system's answer comes from. */
function boardItem(source: Extract<SetItemSource, { source: 'board' }>): QuizItem {
  const deal = parseDeal(source.deal);
  const calls = parseCalls(source.auction);
  if (!deal.ok || !calls.ok) throw new Error(`a stored board does not read: ${source.deal} / ${source.auction}`);
  const item = callItemOn({ topic: 'open', seed: 0, rule: null, nearMiss: false }, deal.value, source.dealer, source.vul, calls.value);
  const rule = (item.expected as Extract<Expected, { kind: 'call' }>).rule;
  return { ...item, topic: rule, rule };
}

/** The item a source makes (a whole auction's: made-item.ts); `studentSeed` (fresh hands) remakes a topic item from its seed and the student's. */
export function sourceItem(source: SetItemSource, studentSeed: number | null = null): QuizItem {
  if (source.source === 'board') return boardItem(source);
  if (source.source === 'auction') throw new Error('a whole auction is made by makeItem (made-item.ts), with its question');
  const seed = studentSeed === null ? source.seed : mixSeeds(source.seed, studentSeed);
  return quizItem(source.topic, seed, { nearMiss: source.nearMiss });
}

/**
 * "Another hand like this": the same topic and near miss with a new seed drawn from `seed`. A board is the teacher's
 * own position and has no other like it: 'board-not-replaceable' {board} (the page offers to remove it instead).
 */
export function anotherLike(source: SetItemSource, seed: number): Result<SetItemSource, SetItemsIssue> {
  if (source.source === 'board') return err(issue('board-not-replaceable', { board: source.board ?? '' }));
  let next = mixSeeds(source.seed, seed);
  while (next === source.seed) next = mixSeeds(next, seed);
  return ok({ ...source, seed: next });
}

/** What grades an item: the expected answer (the teacher's key or the system's), and the calls accepted besides it. */
export interface ExpectedAnswer {
  readonly kind: QuizItem['kind'];
  /** The expected call of a call item (the key when it grades), null for the other kinds. */
  readonly call: Call | null;
  /** The expected answer as plain text: '2D' for a call, 'H 12 D 1 HD 13 QT 2.5', 'legal 3NX S', 'illegal 4 insufficient',
   * '4H S, lead W, dummy N', '420'. */
  readonly text: string;
  /** The rule of the expected call (the key's meaning when the key grades); null for the other kinds. */
  readonly rule: ItemRule;
  /** Whose answer it is: the teacher's key or the system's. */
  readonly by: 'key' | 'system';
  /** Accepted alternatives (call items), canonical text. */
  readonly accepted: readonly string[];
}

/** A roles answer (or expected answer) as plain text: '4H S, lead W, dummy N'; '-' for a seat not given. */
export function rolesText(contract: string | null, declarer: string | null, leader: string | null, dummy: string | null): string {
  return `${contract ?? 'passed out'} ${declarer ?? '-'}, lead ${leader ?? '-'}, dummy ${dummy ?? '-'}`;
}

/** An item's expected answer as plain, language-free text (CSV, the teacher's grid). */
export function expectedText(expected: Expected): string {
  switch (expected.kind) {
    case 'call':
      return makeCall(expected.call);
    case 'evaluate': {
      const base = `H ${expected.h} D ${expected.d} HD ${expected.hd} QT ${expected.qt}`;
      return expected.hdr === null ? base : `${base} HDr ${expected.hdr}`;
    }
    case 'legal': {
      if (expected.index !== null) return `illegal ${expected.index + 1} ${expected.code}`;
      const c = expected.contract;
      return c === null ? 'passed out' : `legal ${c.level}${c.strain}${c.risk} ${c.declarer}`;
    }
    case 'roles':
      return rolesText(makeContract(expected.contract), expected.contract.declarer, expected.leader, expected.dummy);
    case 'score':
      return String(expected.score);
  }
}
