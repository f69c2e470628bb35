// `quiz --topic <kind|rule id> --seed <n> [--count <k>]`: seeded drill items with the answer lib/ gives (issue 7).
// Example: quiz --topic O-1NT --seed 5 → { items: [{ topic: 'O-1NT', seed: 5, deal: 'N:…', auction: '', seat: 'E',
// hand: 'AK32.KQ2.KQ3.Q32', kind: 'call', nearMiss: false, expected: { call: '1N', rule: 'O-1NT' } }] }.

import { handleQuiz } from '../../bidder-api/quiz-answer';
import { ok } from '../../result';
import type { CliCommand } from '../command';
import { SPECS } from '../specs';

export const quiz: CliCommand = {
  ...SPECS.quiz,
  fromArgs: (args) => ok({ ...args.options }),
  handle: handleQuiz,
};
