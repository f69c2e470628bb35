// Share codes anyone can write (the checksum is public), as the security probe forged them, for the image route's
// tests and bench/image.ts: a bidding question after 246 legal calls, and a legality question of 330 calls of any
// kind. The seed is only a label of the item, so another seed gives another code of the same picture (one the image
// cache has not seen). Example: FORGED.legal(7) → a 330-call code that decodes to a valid legality item.

import { ALL_CALLS } from '@/lib/bridge/auction';
import type { Call } from '@/lib/bridge/types';
import { itemCode, itemFromCode, quizItem, type QuizItem } from '@/lib/quiz';

/** The longest kind of legal auction: after each bid pass, pass, double, pass, pass, redouble, pass, pass. */
function longAuction(bids: number): Call[] {
  const P: Call = { kind: 'pass' };
  const calls: Call[] = [P, P, P];
  for (const bid of ALL_CALLS.filter((c) => c.kind === 'bid').slice(0, bids)) calls.push(bid, P, P, { kind: 'double' }, P, P, { kind: 'redouble' }, P, P);
  return calls;
}

export const FORGED = {
  call: (seed: number) => itemCode({ ...quizItem('O-1NT', 4), seed, calls: longAuction(27) }),
  legal: (seed: number) => itemCode({ ...quizItem('legal', 4), seed, calls: Array.from({ length: 330 }, (_, k) => ALL_CALLS[(k * 7919) % ALL_CALLS.length]) }),
} as const;

export const FORGED_KINDS = ['call', 'legal'] as const;

/** The drill topic whose ordinary items each forged kind is compared with. */
export const FORGED_AGAINST: Record<(typeof FORGED_KINDS)[number], 'respond' | 'legal'> = { call: 'respond', legal: 'legal' };

/** The item a forged code decodes to, as the route reads it (throws if the forgery no longer decodes). */
export function forgedItem(kind: (typeof FORGED_KINDS)[number], seed: number): QuizItem {
  const found = itemFromCode(FORGED[kind](seed));
  if (!found.ok) throw new Error(`forged ${kind} code does not decode: ${found.error.code}`);
  return found.value;
}
