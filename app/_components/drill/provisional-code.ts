// STAND-IN until lib/quiz/item-code.ts lands in main: the same two functions, a readable code (topic.seed[.n])
// instead of the compact base64url one. At merge, import itemCode/itemFromCode from '@/lib/quiz/item-code' and delete this file.
// Example: itemCode(quizItem('O-1NT', 5)) → 'O-1NT.5'; itemFromCode('O-1NT.5') → ok(the same item).

import { isTopic, quizItem, type QuizItem } from '@/lib/quiz';
import { err, issue, ok, type Issue, type Result } from '@/lib/result';

const CODE = /^([A-Za-z0-9-]{1,20})\.(\d{1,10})(\.n)?$/;

export function itemCode(item: QuizItem): string {
  return `${item.topic}.${item.seed}${item.nearMiss ? '.n' : ''}`;
}

export function itemFromCode(text: string): Result<QuizItem, Issue<'bad-quiz-link'>> {
  const found = CODE.exec(text);
  const bad = (reason: string) => err(issue('bad-quiz-link', { reason, link: text.slice(0, 80) }));
  if (!found) return bad('format');
  const [, topic, seedText, near] = found;
  const seed = Number(seedText);
  if (!isTopic(topic)) return bad('topic');
  if (seed > 0xffff_ffff) return bad('seed');
  return ok(quizItem(topic, seed, { nearMiss: near !== undefined && !['evaluate', 'legal', 'score'].includes(topic) }));
}
