// The items of a drill page from its address: ?seed=<n> (a generated session), ?item=<code> (one shared item) or
// ?items=<code>,… (a fixed list, at most 100); a bad seed or code is an issue (bad-seed, or itemFromCode's bad-quiz-link), never a thrown error.
// Example: drillItems('open', { seed: '7' }, randomSeed) → ok({ entries: 10 items of 'open', seed: 7 }).

import { err, issue, ok, type Issue, type Result } from '../result';
import { itemCode, itemFromCode, MAX_ITEM_CODE_LENGTH } from './item-code';
import type { QuizItem } from './item-types';
import { firstValue, readSeed } from './seed';
import { MAX_SESSION, quizSession } from './session';
import type { Topic } from './topics';

/** One question of a drill session: the item and its share code (?item=<code>). */
export interface DrillEntry {
  readonly item: QuizItem;
  readonly code: string;
}

export interface DrillQuery {
  readonly seed?: string | string[];
  readonly item?: string | string[];
  readonly items?: string | string[];
}

export type DrillLinkIssue = Issue<'bad-quiz-link' | 'bad-seed'>;

export interface DrillItems {
  readonly entries: readonly DrillEntry[];
  /** The session's seed when generated from one (the page writes it into the address). */
  readonly seed: number | null;
}

const single = firstValue;

function fromCodes(codes: readonly string[]): Result<DrillItems, DrillLinkIssue> {
  if (codes.length > MAX_SESSION) return err(issue('bad-quiz-link', { reason: 'long', link: `${codes.slice(0, 2).join(',')},…` }));
  const entries: DrillEntry[] = [];
  for (const code of codes) {
    const item = itemFromCode(code);
    if (!item.ok) return item;
    entries.push({ item: item.value, code: itemCode(item.value) }); // the canonical code, whatever spacing came in
  }
  return ok({ entries, seed: null });
}

export function drillItems(topic: Topic, query: DrillQuery, randomSeed: () => number): Result<DrillItems, DrillLinkIssue> {
  const items = single(query.items);
  if (items !== undefined) {
    if (items.length > MAX_SESSION * (MAX_ITEM_CODE_LENGTH + 1)) return err(issue('bad-quiz-link', { reason: 'long', link: `${items.slice(0, 40)}…` }));
    return fromCodes(items.split(','));
  }
  const item = single(query.item);
  if (item !== undefined) return fromCodes([item]);
  const read = readSeed(query.seed);
  if (!read.ok) return read;
  const seed = read.value ?? randomSeed();
  const entries = quizSession(topic, seed).map((e) => ({ item: e.item, code: itemCode(e.item) }));
  return ok({ entries, seed });
}
