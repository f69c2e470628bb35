// Partnership practice (issue 41): make one (its deals from a seed or on rules, a token for each of the pair's seats),
// a seat's view (only its own hand until a deal ends), a partner's call (checked and stored in the store's
// transaction with the system's calls for the opponents and, when it ends the auction, the deal's review), a note.
// Example: await putPairCall(store, token, callId, { deal: 0, turn: 1, call: '1H' }, now) → 201 with the deal as it now is.

import { randomUUID } from 'node:crypto';
import { makeCall, parseCall } from '@/lib/bridge/call';
import type { Seat } from '@/lib/bridge/types';
import { checkPairCall, seatToCallIn, sideSeats, systemCalls } from '@/lib/pairs/pair-auction';
import { lessonPairDeals, pairDeals, pbnPairDeals, type PairDealSource } from '@/lib/pairs/pair-deals';
import { lessonBySlug, lessonFile } from '@/lib/lessons/catalogue';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pairDd } from '@/lib/pairs/pair-dd';
import { pairReview } from '@/lib/pairs/pair-review';
import { PAIR_IDLE_MS, type PairCall, type PairDeal, type PairSpec } from '@/lib/pairs/pair-types';
import { err, issue, ok, type Issue, type Result } from '@/lib/result';
import { isAnswerId, isShortCode, isToken } from '@/lib/set-api/ids';
import type { CreatePairRequest, PairCallRequest, PairNoteRequest } from '@/lib/set-api/pair-requests';
import { pairDealJson, pairViewJson } from '@/lib/set-api/pair-views';
import { refusal, reply, throttled, type Reply } from './replies';
import type { Store } from './store-types';
import { hashToken, randomCode, randomSeed, studentToken } from './tokens';
import type { NewPairPractice, PairPracticeRow, StoredPairDeal } from './pair-store-types';
import { ddTable } from './dd-solver';

/** Calls one seat may send in a minute: far more than anyone bids, fewer than a runaway loop sends. */
export const PAIR_CALLS_PER_MINUTE = 120;

const NOT_FOUND = refusal(404, issue('pair-not-found'));

/**
 * The deals of a new practice (or a class's), made once with the opponents' first calls: on rules, the quiz's walk
 * (some tens of ms a deal), or a PBN file's boards; the issue when the topics hold no bidding rule or the file gives no
 * deals. Idle practices go meanwhile.
 */
export async function practiceDeals(store: Store, request: CreatePairRequest, now: number): Promise<Result<{ spec: PairSpec; deals: NewPairPractice['deals'] }, Issue>> {
  const spec: PairSpec = { locale: request.locale, side: request.side, opponents: request.opponents, title: request.title };
  const source: PairDealSource = request.topics.length === 0 ? { source: 'random' } : { source: 'rules', topics: request.topics };
  const read = request.pbn !== undefined ? pbnPairDeals(request.pbn)
    : request.lesson !== undefined ? lessonDeals(request.lesson, spec.locale)
    : ok(pairDeals(source, request.seed ?? randomSeed(), request.count, spec.side));
  if (!read.ok) return read;
  const deals = read.value;
  if (deals.length === 0) return err(issue('pair-no-rules', { topics: request.topics.join(' ') }));
  // practices nobody has called in for PAIR_IDLE_MS go when a new one is made (an index on the time of use)
  await store.pairs.pruneIdle(now - PAIR_IDLE_MS);
  return ok({ spec, deals: deals.map((deal) => ({ deal, calls: systemCalls(deal, spec.side, spec.opponents, []) })) });
}

/** A lesson's whole deals, read from its text in the practice's language (Serbian's for English, which has no lessons). */
function lessonDeals(slug: string, locale: PairSpec['locale']): Result<PairDeal[], Issue> {
  const lesson = lessonBySlug(slug);
  const missing = err(issue('pair-no-lesson-deals', { lesson: slug.slice(0, 60) }));
  if (!lesson) return missing;
  const language = locale === 'lv' ? 'lv' : 'sr';
  const deals = lessonPairDeals(readFileSync(join(process.cwd(), 'content', language, `${lessonFile(lesson)}.mdx`), 'utf8'));
  return deals.length === 0 ? missing : ok(deals);
}

/** A practice's seats, each with a new token: what the links carry and what the store keeps (the tokens' hashes). */
export function newSeats(spec: PairSpec, students?: readonly string[]): { links: { seat: Seat; token: string }[]; seats: NewPairPractice['seats'] } {
  const links = sideSeats(spec.side).map((seat) => ({ seat, token: studentToken() }));
  // a class's pair: each seat is its student's, in the side's seat order
  return { links, seats: links.map(({ seat, token }, k) => ({ seat, tokenHash: hashToken(token), ...(students && { classStudentId: students[k] }) })) };
}

/** POST /api/pairs: a practice with a token for each of the pair's seats. */
export async function createPractice(store: Store, request: CreatePairRequest, now: number): Promise<Reply> {
  const read = await practiceDeals(store, request, now);
  if (!read.ok) return refusal(read.error.code === 'pbn-too-large' ? 413 : 400, read.error);
  const made = read.value;
  const { links, seats } = newSeats(made.spec);
  // with a join code the maker keeps the first seat; the partner's seat is made when they give the code
  const joinCode = request.join ? randomCode() : undefined;
  const kept = joinCode ? 1 : 2;
  await store.pairs.createPractice({ id: randomUUID(), spec: made.spec, createdAt: now, seats: seats.slice(0, kept), deals: made.deals, joinCode });
  return reply('POST /api/pairs', 201, {
    seats: links.slice(0, kept), deals: made.deals.length, keptUntil: new Date(now + PAIR_IDLE_MS).toISOString(), ...(joinCode ? { joinCode } : {}),
  });
}

/** POST /api/pairs/join: the partner's seat, once, for the practice's code; 404 for any other code. */
export async function joinPractice(store: Store, code: string, now: number): Promise<Reply> {
  const missing = refusal(404, issue('pair-code-not-found', { code: code.slice(0, 16) }));
  if (!isShortCode(code)) return missing;
  const token = studentToken();
  const joined = await store.pairs.joinWithCode(code.toUpperCase(), hashToken(token), now - PAIR_IDLE_MS);
  if (!joined) return missing;
  return reply('POST /api/pairs/join', 200, { seat: joined.seat, token });
}

/** The practice and seat of a token (the token's shape checked first: anything else is simply not found). */
async function seatOf(store: Store, token: string, now: number): Promise<{ practice: PairPracticeRow; seat: Seat } | null> {
  return isToken(token) ? store.pairs.seatByToken(hashToken(token), now - PAIR_IDLE_MS) : null;
}

/** GET /api/pairs/{token}: the seat's view. */
export async function viewPractice(store: Store, token: string, now: number): Promise<Reply> {
  const found = await seatOf(store, token, now);
  if (!found) return NOT_FOUND;
  const deals = await store.pairs.dealsOf(found.practice.id);
  return reply('GET /api/pairs/{token}', 200, pairViewJson(found.practice, found.seat, deals));
}

/** What a partner's call adds to a deal: the call, the system's for the opponents after it, the review once it ends. */
function planCall(spec: PairSpec, seat: Seat, request: PairCallRequest) {
  return (deal: PairDeal, rows: readonly PairCall[]) => {
    const checked = checkPairCall(deal, rows, seat, request.turn, request.call);
    if (!checked.ok) return checked;
    const after = [...rows, checked.value];
    const added = [checked.value, ...systemCalls(deal, spec.side, spec.opponents, after)];
    const all = [...rows, ...added];
    return ok({ rows: added, review: seatToCallIn(deal, all) === null ? pairReview(deal, all) : null });
  };
}

/** PUT /api/pairs/{token}/calls/{callId}: 201 stored, 200 a resend of the same call, 409 not this seat's turn. */
export async function putPairCall(store: Store, token: string, callId: string, request: PairCallRequest, now: number): Promise<Reply> {
  if (!isAnswerId(callId)) return refusal(400, issue('bad-answer-id'));
  const found = await seatOf(store, token, now);
  if (!found) return NOT_FOUND;
  const { practice, seat } = found;
  const verdict = await store.consume(`pair-call:${practice.id}:${seat}`, PAIR_CALLS_PER_MINUTE, 60, now);
  if (!verdict.ok) return throttled(verdict.retryAfter);
  const put = await store.pairs.putCall(practice.id, request.deal, callId, now, planCall(practice.spec, seat, request));
  if (put === null) return refusal(400, issue('pair-bad-deal', { deal: request.deal }));
  if (put.stored === 'refused') {
    const status = put.issue === 'unknown-call' || put.issue === 'illegal-call' ? 400 : 409;
    return refusal(status, issue(`pair-${put.issue}`, put.params));
  }
  if (put.stored === 'repeat') {
    // the same id is the same call: for another seat, deal, or call it is refused
    const given = parseCall(request.call);
    const same = put.call.seat === seat && put.deal.position === request.deal && given.ok && put.call.call === makeCall(given.value);
    if (!same) return refusal(409, issue('answer-id-taken'));
    return reply('PUT /api/pairs/{token}/calls/{callId}', 200, { stored: 'repeat', deal: pairDealJson(put.deal, seat) });
  }
  // the auction ended with this call: the deal is played double-dummy in the solver's process, and stored when it answers
  if (put.deal.review) track(recordDd(store, practice.id, practice.spec.side, put.deal));
  return reply('PUT /api/pairs/{token}/calls/{callId}', 201, { stored: 'created', deal: pairDealJson(put.deal, seat) });
}

/** The double-dummy results still being solved or written: a store is closed only once they have settled. */
const pendingDd = new Set<Promise<void>>();

/** A background write, kept until it settles; its failure is logged, never an unhandled rejection (the call was stored). */
function track(work: Promise<void>): void {
  const kept = work.catch((error: unknown) => console.error(`[dd] a double-dummy result was not stored: ${(error as Error).message}`));
  pendingDd.add(kept);
  void kept.finally(() => pendingDd.delete(kept));
}

/** Resolves once every double-dummy result under way has been stored (or given up): before the store closes. */
export async function pairDdSettled(): Promise<void> {
  while (pendingDd.size > 0) await Promise.all([...pendingDd]);
}

/** A finished deal's double-dummy result, stored beside its review when the solver answers (nothing when it cannot). */
async function recordDd(store: Store, practiceId: string, side: PairSpec['side'], deal: StoredPairDeal): Promise<void> {
  if (!deal.review) return;
  const table = await ddTable(deal.deal);
  const dd = table ? pairDd(table, deal, side, deal.review) : null;
  if (dd?.ok) await store.pairs.putDd(practiceId, deal.position, dd.value);
}

/** PUT /api/pairs/{token}/notes/{deal}: the seat's note on a deal whose auction has ended. */
export async function putPairNote(store: Store, token: string, dealIndex: string, request: PairNoteRequest, now: number): Promise<Reply> {
  const found = await seatOf(store, token, now);
  if (!found) return NOT_FOUND;
  const position = /^\d{1,2}$/.test(dealIndex) ? Number(dealIndex) : -1;
  const deals = await store.pairs.dealsOf(found.practice.id);
  const deal = deals.find((d) => d.position === position);
  if (!deal) return refusal(400, issue('pair-bad-deal', { deal: dealIndex.slice(0, 12) }));
  if (seatToCallIn(deal, deal.calls) !== null) return refusal(409, issue('pair-note-too-early'));
  await store.pairs.putNote(found.practice.id, position, found.seat, request.text, now);
  const [after] = (await store.pairs.dealsOf(found.practice.id)).filter((d) => d.position === position);
  return reply('PUT /api/pairs/{token}/notes/{deal}', 200, pairDealJson(after, found.seat));
}

/** Whether a token opens a seat of a living practice now (the seat's page answers 404 otherwise). */
export async function pairSeatExists(store: Store, token: string): Promise<boolean> {
  return (await seatOf(store, token, Date.now())) !== null;
}
