// One quiz item: a position and its expected answer, computed by lib/ when the item is made; the same topic and
// seed give the same item everywhere. Example: quizItem('O-2NT', 5) → West to call (the seat varies with the seed),
// the deal, dealer and calls before it, and 2NT by O-2NT expected.

import { isRuleId, type RuleId } from '../bidder';
import { VULNERABILITIES } from '../bridge/types';
import type { QuizItem } from './item-types';
import { legalItem } from './legal-item';
import { rolesItem } from './roles-item';
import { scoreItem } from './score-item';
import { seededPicker, textHash, type Picker } from './seeded';
import { topicRules, type Topic } from './topics';
import { evaluateItem } from './evaluate-item';
import { dealOf } from './table-deal';
import { bidPosition } from './walk';
import { callItemOn } from './call-item';

export { callItemOn, type ItemLabel } from './call-item';
export type { ChicagoQuestion, Expected, PlayedResult, QuestionKind, QuizItem, RubberQuestion } from './item-types';

export interface ItemOptions {
  /** A hand just past the target rule's boundary, where another rule applies (bidding items only). */
  readonly nearMiss?: boolean;
}

/** The stream of one item: the topic is folded into the seed, so each topic has its own items. */
export function itemPicker(topic: Topic, seed: number): Picker {
  if (!Number.isSafeInteger(seed)) throw new Error(`seed must be a whole number, not ${seed}`);
  return seededPicker((seed ^ textHash(topic)) | 0);
}

/** A bidding item for `rule`, drawn from `pick`: a deal whose calls so far are the bidder's own (walk.ts). */
function bidItem(topic: Topic, seed: number, rule: RuleId, pick: Picker, nearMiss: boolean): QuizItem {
  const vul = VULNERABILITIES[pick.below(4)];
  const table = bidPosition(rule, pick, nearMiss, vul); // B-71: the positions judge by the item's vulnerability
  return callItemOn({ topic, seed, rule, nearMiss }, dealOf(table), table.dealer, vul, table.calls);
}

/** The item of `topic` and `seed`; a kind topic draws one of its rules (or its own question) from the seed. */
export function quizItem(topic: Topic, seed: number, options: ItemOptions = {}): QuizItem {
  return drawnItem(topic, seed, options).item;
}

/**
 * quizItem with the work it took: the numbers its walk drew (every swap and fresh deal tried draws), the same on
 * every machine, so a session can spend a budget of them and stay a value (session.ts). A rule's starting deals,
 * dealt once per process and kept (walk.ts coherentStarts), are not counted: they are not the item's work.
 */
export function drawnItem(topic: Topic, seed: number, options: ItemOptions = {}): { readonly item: QuizItem; readonly draws: number } {
  const pick = itemPicker(topic, seed);
  const nearMiss = options.nearMiss ?? false;
  const item = (() => {
    if (topic === 'evaluate') return evaluateItem(seed, pick);
    if (topic === 'legal') return legalItem(seed, pick);
    if (topic === 'roles') return rolesItem(seed, pick);
    if (topic === 'score') return scoreItem(seed, pick);
    const rules = topicRules(topic);
    const rule = isRuleId(topic) ? topic : rules[pick.below(rules.length)];
    return bidItem(topic, seed, rule, pick, nearMiss);
  })();
  return { item, draws: pick.draws };
}

