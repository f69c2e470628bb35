// A drill session: `size` items of one topic mixing its rules, about a quarter of them near misses, never one rule
// three times in a row. Example: quizSession('open', 9) → 10 items; each entry's (topic, seed, nearMiss) remakes it.

import type { RuleId } from '../bidder';
import { quizItem, itemPicker, type QuizItem } from './item';
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
  if (!Number.isSafeInteger(size) || size < 0 || size > MAX_SESSION) throw new Error(`size must be 0..${MAX_SESSION}, not ${size}`);
  const pick = itemPicker(topic, seed);
  const seeds = Array.from({ length: size }, () => pick.below(0x4000_0000));
  const rules = topicRules(topic);
  if (rules.length === 0) return seeds.map((s) => ({ topic, seed: s, nearMiss: false, item: quizItem(topic, s) }));
  // a quarter of the places, rounded, are near misses, spread by the seed
  const near = new Set(seededPicker(seeds[0] ?? 0).shuffle(Array.from({ length: size }, (_, k) => k)).slice(0, Math.round(size / 4)));
  return ruleOrder(rules, size, pick.below).map((rule, k) => {
    const nearMiss = near.has(k);
    return { topic: rule, seed: seeds[k], nearMiss, item: quizItem(rule, seeds[k], { nearMiss }) };
  });
}
