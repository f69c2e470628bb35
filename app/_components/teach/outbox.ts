// The queue of a student's answers not yet stored by the server: each waits with its id (made on the device, so a
// retry is the same answer), its body, the attempts so far and the time of its next try. Pure: the hook sends.
// Example: settle(enqueue(EMPTY_OUTBOX, 'a1', body, 0), 'a1', outcomeOf(503, null), 0, 0.5).entries[0].nextAt → 750.

import type { AnswerBody } from '@/lib/set-api/requests';

/** An answer as the page queues it: the PUT's body, always with the item's place (the page counts it as answered). */
export type QueuedAnswer = AnswerBody & { readonly item: number };

export interface OutboxEntry {
  readonly id: string;
  readonly body: QueuedAnswer;
  readonly attempts: number;
  /** ms since 1970: not tried before then. */
  readonly nextAt: number;
}

/** Why an answer will not be sent again: the set closed (409), the set or student is gone (404), the server refused it. */
export type StopReason = 'closed' | 'gone' | 'refused';

export interface Outbox {
  readonly entries: readonly OutboxEntry[];
  /** The last answer the server refused for good, for the page to say so (null when none). */
  readonly stopped: { readonly id: string; readonly reason: StopReason } | null;
}

export const EMPTY_OUTBOX: Outbox = { entries: [], stopped: null };

/** The first retry waits this long (before jitter), each next one twice as long, up to MAX_DELAY_MS. */
export const BASE_DELAY_MS = 1000;
export const MAX_DELAY_MS = 30_000;

/** What one send came to. */
export type SendOutcome =
  | { readonly kind: 'done' }
  | { readonly kind: 'stop'; readonly reason: StopReason }
  | { readonly kind: 'wait'; readonly ms: number }
  | { readonly kind: 'retry' };

/** The delay before try `attempts + 1`: exponential, capped, scaled by jitter in [0, 1) to between half and all of it. */
export function backoffMs(attempts: number, jitter: number): number {
  const full = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(full * (0.5 + Math.min(Math.max(jitter, 0), 1) / 2));
}

/** Retry-After as seconds or an HTTP date, in ms from `now`; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.round(seconds * 1000));
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** A reply's status (null: the request failed, no reply) read as the queue's next step. */
export function outcomeOf(status: number | null, retryAfter: string | null, now = 0): SendOutcome {
  if (status === null || status >= 500 || status === 408) return { kind: 'retry' };
  if (status === 200 || status === 201) return { kind: 'done' };
  if (status === 429) {
    const ms = retryAfterMs(retryAfter, now);
    return ms === null ? { kind: 'retry' } : { kind: 'wait', ms: Math.min(ms, 10 * MAX_DELAY_MS) };
  }
  if (status === 409) return { kind: 'stop', reason: 'closed' };
  if (status === 404) return { kind: 'stop', reason: 'gone' };
  return { kind: 'stop', reason: 'refused' };
}

/** The queue with one more answer, due now; an id already queued is not queued twice. */
export function enqueue(box: Outbox, id: string, body: QueuedAnswer, now: number): Outbox {
  if (box.entries.some((e) => e.id === id)) return box;
  return { ...box, entries: [...box.entries, { id, body, attempts: 0, nextAt: now }] };
}

/** The answers due at `now`, oldest first. */
export function dueEntries(box: Outbox, now: number): readonly OutboxEntry[] {
  return box.entries.filter((e) => e.nextAt <= now);
}

/** The time the next answer is due (null when the queue is empty). */
export function nextDue(box: Outbox): number | null {
  return box.entries.length === 0 ? null : Math.min(...box.entries.map((e) => e.nextAt));
}

/** The queue after a send of `id` came to `outcome` at `now`; jitter in [0, 1) spreads the retries of a class. */
export function settle(box: Outbox, id: string, outcome: SendOutcome, now: number, jitter: number): Outbox {
  const entry = box.entries.find((e) => e.id === id);
  if (!entry) return box;
  const others = box.entries.filter((e) => e.id !== id);
  switch (outcome.kind) {
    case 'done':
      return { ...box, entries: others };
    case 'stop':
      return { entries: others, stopped: { id, reason: outcome.reason } };
    case 'wait':
    case 'retry': {
      const attempts = entry.attempts + 1;
      const delay = outcome.kind === 'wait' ? outcome.ms : backoffMs(attempts, jitter);
      const next = { ...entry, attempts, nextAt: now + delay };
      return { ...box, entries: box.entries.map((e) => (e.id === id ? next : e)) };
    }
  }
}

/** Every queued answer due now (the page is being hidden: the last chance to send before a possible end). */
export function allDue(box: Outbox, now: number): Outbox {
  return { ...box, entries: box.entries.map((e) => ({ ...e, nextAt: Math.min(e.nextAt, now) })) };
}

function isEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  const body = e.body as Record<string, unknown> | null;
  return (
    typeof e.id === 'string' && e.id.length > 0 && e.id.length <= 64 &&
    typeof e.attempts === 'number' && typeof e.nextAt === 'number' &&
    typeof body === 'object' && body !== null &&
    typeof body.studentToken === 'string' && typeof body.item === 'number' && typeof body.ms === 'number' &&
    typeof body.answer === 'object' && body.answer !== null
  );
}

/** A stored queue read back (localStorage); anything unreadable is an empty queue, entries not of the shape dropped. */
export function parseOutbox(text: string | null): Outbox {
  if (text === null) return EMPTY_OUTBOX;
  try {
    const value: unknown = JSON.parse(text);
    const entries = (value as { entries?: unknown }).entries;
    return { entries: Array.isArray(entries) ? entries.filter(isEntry) : [], stopped: null };
  } catch {
    return EMPTY_OUTBOX;
  }
}

/** The queue as stored (the stop message is this page's only). */
export function makeOutbox(box: Outbox): string {
  return JSON.stringify({ entries: box.entries });
}
