// `quiz --topic <kind|rule id> --seed <n> [--count <k>]`: seeded drill items with the answer lib/ gives (issue 7).
// Example: quiz --topic O-1NT --seed 5 → { items: [{ topic: 'O-1NT', seed: 5, deal: 'N:…', auction: '', seat: 'E',
// hand: 'AK32.KQ2.KQ3.Q32', kind: 'call', nearMiss: false, expected: { call: '1N', rule: 'O-1NT' } }] }.

import { handleQuiz, MAX_QUIZ_ITEMS, QUIZ_FIELDS } from '../../bidder-api/quiz-answer';
import { ok } from '../../result';
import type { CliCommand } from '../command';

export const quiz: CliCommand = {
  usage: `quiz --topic <drill kind|rule id> --seed <n> [--count 1..${MAX_QUIZ_ITEMS}]`,
  summary: 'drill items from a seed with the expected answer: one item, or with --count a session (mixed rules, a quarter near misses); each item names the topic and seed that remake it',
  options: ['topic', 'seed', 'count'],
  required: ['topic', 'seed'],
  fields: QUIZ_FIELDS,
  fromArgs: (args) => ok({ ...args.options }),
  handle: handleQuiz,
};
