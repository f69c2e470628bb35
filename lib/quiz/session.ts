// A drill session: `size` items of one topic mixing its rules, about a quarter of them near misses, never one rule
// three times in a row; boundedSession makes its first items within a budget of work. Example: quizSession('open', 9)
// → 10 items; each entry's (topic, seed, nearMiss) remakes it; boundedSession('slam', 9, 100, 16_000).complete → false.

import type { RuleId } from '../bidder';
import { drawnItem, itemPicker, type QuizItem } from './item';
import { seededPicker } from './seeded';
import { topicRules, type Topic } from './topics';

export interface SessionEntry {
  /** The item's own topic and seed: quizItem(topic, seed, { nearMiss }) gives `item` again (a teacher's set holds these). */
  readonly topic: Topic;
  readonly seed: number;
  readonly nearMiss: boolean;
  readonly item: QuizItem;
}

/** Sizes above this are a programmer error (the command line bounds its count first). */
export const MAX_SESSION = 100;

/** The rules of a session in order: drawn from `rules`, redrawn when it would be the third in a row. */
function ruleOrder(rules: readonly RuleId[], size: number, below: (n: number) => number): RuleId[] {
  const order: RuleId[] = [];
  for (let k = 0; k < size; k++) {
    let rule = rules[below(rules.length)];
    const repeats = k >= 2 && order[k - 1] === order[k - 2] && rules.length > 1;
    while (repeats && rule === order[k - 1]) rule = rules[below(rules.length)];
    order.push(rule);
  }
  return order;
}

export function quizSession(topic: Topic, seed: number, size = 10): SessionEntry[] {
  return boundedSession(topic, seed, size, Infinity).entries;
}

export interface BoundedSession {
  /** The session's first items: quizSession's own, in its order (all of them when `complete`). */
  readonly entries: SessionEntry[];
  /** Whether every item asked for was made before the budget ran out. */
  readonly complete: boolean;
  /** The work spent: the numbers the items' walks drew (item.ts drawnItem). */
  readonly draws: number;
}

/**
 * quizSession's items in order while the work spent stays within `budget` draws: an item is begun only while the
 * items before it drew less than the budget, and the first is always made (so the work is at most the budget and
 * one item). Counted in draws, not time, so the same request gives the same items on every machine.
 */
export function boundedSession(topic: Topic, seed: number, size: number, budget: number): BoundedSession {
  const plan = sessionPlan(topic, seed, size);
  const entries: SessionEntry[] = [];
  let draws = 0;
  for (let k = 0; k < size && (k === 0 || draws < budget); k++) {
    const made = drawnItem(plan[k].topic, plan[k].seed, { nearMiss: plan[k].nearMiss });
    draws += made.draws;
    entries.push({ ...plan[k], item: made.item });
  }
  return { entries, complete: entries.length === size, draws };
}

/** A drill session's share of near misses: a quarter of the places, rounded. */
export const NEAR_MISS_SHARE = 0.25;

/** One place of a session, before its item is made: quizItem(topic, seed, { nearMiss }) makes it. */
export type PlannedEntry = Omit<SessionEntry, 'item'>;

/**
 * The places of a session of `size` items of `topic`: each one's rule (never the same rule three times in a row), seed
 * and whether it is a near miss (`nearShare` of the places, rounded, spread by the seed; a kind without rules has none).
 * The drills and the teachers' sets both plan this way.
 */
export function sessionPlan(topic: Topic, seed: number, size: number, nearShare: number = NEAR_MISS_SHARE): PlannedEntry[] {
  if (!Number.isSafeInteger(size) || size < 0 || size > MAX_SESSION) throw new Error(`size must be 0..${MAX_SESSION}, not ${size}`);
  const pick = itemPicker(topic, seed);
  const seeds = Array.from({ length: size }, () => pick.below(0x4000_0000));
  const rules = topicRules(topic);
  const places = Array.from({ length: size }, (_, k) => k);
  const near = new Set(seededPicker(seeds[0] ?? 0).shuffle(places).slice(0, Math.round(size * nearShare)));
  // a kind without rules (evaluate, legal, score) makes its own items, none a near miss
  if (rules.length === 0) return seeds.map((s) => ({ topic, seed: s, nearMiss: false }));
  const order = ruleOrder(rules, size, pick.below);
  return order.map((rule, k) => ({ topic: rule, seed: seeds[k], nearMiss: near.has(k) }));
}
