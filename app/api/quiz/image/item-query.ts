// The quiz item a preview image's query names. TEMPORARY: until lib/quiz/item-code.ts (the share codes) is in main,
// the item is named by ?topic=<kind|rule id>&seed=<n>; then this reads ?item=<code> with itemFromCode.
// Example: itemOfQuery(new URLSearchParams('topic=O-1NT&seed=3')) → ok(quizItem('O-1NT', 3)).

import { isTopic, quizItem, type QuizItem } from '@/lib/quiz';
import { err, issue, ok, type Issue, type Result } from '@/lib/result';

export const MAX_CODE_LENGTH = 120;

export function itemOfQuery(query: URLSearchParams): Result<QuizItem, Issue> {
  const topic = query.get('topic') ?? '';
  const seed = query.get('seed') ?? '';
  if (topic.length > MAX_CODE_LENGTH) return err(issue('value-too-long', { field: 'topic', length: topic.length, limit: MAX_CODE_LENGTH }));
  if (!isTopic(topic)) return err(issue('bad-request', { detail: `“${topic}” is not a drill topic` }));
  if (!/^\d{1,9}$/.test(seed)) return err(issue('bad-request', { detail: 'the seed must be a whole number' }));
  return ok(quizItem(topic, Number(seed)));
}
