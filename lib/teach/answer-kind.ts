// A student's answer tagged by its kind, told apart in this one place (the stored and wire shapes carry no tag: a
// call, the evaluation counts, a legality answer, who plays it, a score, a whole auction's calls with or without their record), so
// that every other reader switches on `kind` exhaustively (notAKind: a kind added without its case fails to compile).
// Example: tagAnswer({ call: '2D' }) → { kind: 'call', call: '2D' }; tagAnswer({ calls: ['1H'], record }).kind === 'auction'.

import type { SetAnswer, StoredAuctionAnswer } from './set-types';

type CallAnswer = Extract<SetAnswer, { readonly call: string }>;
type EvaluateAnswer = Extract<SetAnswer, { readonly hd: number | null }>;
type LegalAnswer = Extract<SetAnswer, { readonly index: number | null }>;
type RolesAnswer = Extract<SetAnswer, { readonly leader: string | null }>;
type ScoreAnswer = Extract<SetAnswer, { readonly score: number }>;
type AuctionAnswer = Extract<SetAnswer, { readonly calls: readonly string[] }> & { readonly record?: StoredAuctionAnswer['record'] };

export type TaggedAnswer =
  | ({ readonly kind: 'call' } & CallAnswer)
  | ({ readonly kind: 'evaluate' } & EvaluateAnswer)
  | ({ readonly kind: 'legal' } & LegalAnswer)
  | ({ readonly kind: 'roles' } & RolesAnswer)
  | ({ readonly kind: 'score' } & ScoreAnswer)
  | ({ readonly kind: 'auction' } & AuctionAnswer);
export type AnswerKind = TaggedAnswer['kind'];

/** The answer with its kind (a whole auction's record kept when stored with it). */
export function tagAnswer(answer: SetAnswer | StoredAuctionAnswer): TaggedAnswer {
  if ('call' in answer) return { kind: 'call', ...answer };
  if ('calls' in answer) return { kind: 'auction', ...answer };
  if ('score' in answer) return { kind: 'score', ...answer };
  if ('index' in answer) return { kind: 'legal', ...answer };
  if ('leader' in answer) return { kind: 'roles', ...answer };
  return { kind: 'evaluate', ...answer };
}

/** A whole auction's stored answer (its calls and record), or null for any other answer and for one without its record. */
export function storedAuctionAnswer(answer: SetAnswer | StoredAuctionAnswer): StoredAuctionAnswer | null {
  const tagged = tagAnswer(answer);
  return tagged.kind === 'auction' && tagged.record ? { calls: tagged.calls, record: tagged.record } : null;
}

/** The end of an exhaustive switch over TaggedAnswer (as lib/bidder/conditions.ts notAKind): tsc refuses a missing case. */
export function notAKind(answer: never): never {
  throw new Error(`not an answer kind: ${JSON.stringify(answer)}`);
}
