// POST /api/sets/{code}/items/{itemId}/auction (issue 37 §2): a whole-auction item answered call by call on the server,
// so that the student's page never holds the other three hands. Stateless: the student's calls so far come with each
// request and the auction is replayed from the stored item (lib/teach/auction-step.ts); nothing is stored here (the
// finished auction is still sent as one answer through the outbox). Example:
// await auctionStepOf(store, 'K7Q2M9XD', studentToken, itemId, { calls: [pass] }, now) → { ok: true, status: 200, body: { calls, toCall, … } }.

import { issue } from '@/lib/result';
import { isStoredId } from '@/lib/set-api/ids';
import type { AuctionStepRequest } from '@/lib/set-api/requests';
import { auctionStep } from '@/lib/teach/auction-step';
import { refusal, reply, throttled, type Reply } from './replies';
import { unlessBusy } from './item-making';
import { SET_FULL, isOpen, setOf, studentItems, studentOf } from './set-common';
import type { Store } from './store-types';

/**
 * Steps one student may ask in a minute, from all their devices together: one per call (a few a minute) and the page's
 * retries while offline, far below a loop's.
 */
export const AUCTION_STEPS_PER_MINUTE = 120;

/** A stored id as the student's page got it (a UUID): anything else is not looked up. */

/** Every lookup that fails answers the same as the set's view: a wrong code, token or item are not told apart. */
const NOT_FOUND = refusal(404, issue('set-not-found'));

/**
 * The auction of the student's item `itemId` with the student's calls so far: on the set's rails (practice: the
 * system's, with the last call's feedback; a test: the student's own, with nothing but the calls), the deal once it
 * has ended where it may show. 404 for an unknown set, token or item (or an item that is not a whole auction), 409 when
 * the set takes no answers now, 400 with the issue for an illegal call or one after the auction ended.
 */
export function auctionStepOf(store: Store, code: string, token: string | null, itemId: string, request: AuctionStepRequest, now: number): Promise<Reply> {
  // a class's student's first step in a fresh-hands set makes their items (item pool): busy is 503 items-busy
  return unlessBusy(() => auctionStepOnce(store, code, token, itemId, request, now));
}

async function auctionStepOnce(store: Store, code: string, token: string | null, itemId: string, request: AuctionStepRequest, now: number): Promise<Reply> {
  if (token === null || !isStoredId(itemId)) return NOT_FOUND;
  const set = await setOf(store, code);
  if (!set) return NOT_FOUND;
  const student = await studentOf(store, set, token, now);
  if (!student) return NOT_FOUND;
  if (student === 'full') return SET_FULL;
  // counted per student (by id, never a token), whichever device asks, before the bidder's work
  const verdict = await store.consume(`auction-step:${student.id}`, AUCTION_STEPS_PER_MINUTE, 60, now);
  if (!verdict.ok) return throttled(verdict.retryAfter);
  if (!isOpen(set, now)) return refusal(409, issue('set-closed'));
  const item = (await studentItems(store, set, student)).find((i) => i.setItem === itemId);
  if (!item?.made.auction) return NOT_FOUND;
  const step = auctionStep(item.made.auction, request.calls, set.spec.mode === 'test' ? 'own' : 'system', set.revealed);
  return step.ok ? reply('POST /api/sets/{code}/items/{itemId}/auction', 200, step.value) : refusal(400, step.error);
}
