import { describe, expect, it } from 'vitest';
import {
  allDue, backoffMs, dueEntries, EMPTY_OUTBOX, enqueue, makeOutbox, MAX_DELAY_MS, nextDue, outcomeOf, parseOutbox, retryAfterMs, settle, type QueuedAnswer,
} from './outbox';

const body: QueuedAnswer = { studentToken: 'tok', item: 0, answer: { call: '1S' }, ms: 1200 };

describe('backoffMs', () => {
  it('doubles from one second and stops at the cap, jitter between half and all of it', () => {
    expect([1, 2, 3, 4, 5].map((a) => backoffMs(a, 1))).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(backoffMs(6, 1)).toBe(MAX_DELAY_MS);
    expect(backoffMs(60, 1)).toBe(MAX_DELAY_MS);
    expect(backoffMs(1, 0)).toBe(500);
    expect(backoffMs(3, 0.5)).toBe(3000);
    expect(backoffMs(1, 7)).toBe(1000);
  });
});

describe('outcomeOf', () => {
  it('reads each status as the next step', () => {
    expect(outcomeOf(201, null)).toEqual({ kind: 'done' });
    expect(outcomeOf(200, null)).toEqual({ kind: 'done' });
    expect(outcomeOf(409, null)).toEqual({ kind: 'stop', reason: 'closed' });
    expect(outcomeOf(404, null)).toEqual({ kind: 'stop', reason: 'gone' });
    expect(outcomeOf(400, null)).toEqual({ kind: 'stop', reason: 'refused' });
    expect(outcomeOf(429, '7')).toEqual({ kind: 'wait', ms: 7000 });
    expect(outcomeOf(429, null)).toEqual({ kind: 'retry' });
    expect(outcomeOf(503, null)).toEqual({ kind: 'retry' });
    expect(outcomeOf(500, '3')).toEqual({ kind: 'retry' });
    expect(outcomeOf(null, null)).toEqual({ kind: 'retry' });
  });

  it('takes Retry-After as seconds or a date', () => {
    expect(retryAfterMs('2.5', 0)).toBe(2500);
    expect(retryAfterMs('Thu, 01 Jan 1970 00:00:10 GMT', 4000)).toBe(6000);
    expect(retryAfterMs('soon', 0)).toBeNull();
    expect(retryAfterMs('', 0)).toBeNull();
  });
});

describe('the queue', () => {
  it('queues an id once, due at once', () => {
    const box = enqueue(enqueue(EMPTY_OUTBOX, 'a', body, 100), 'a', body, 200);
    expect(box.entries).toEqual([{ id: 'a', body, attempts: 0, nextAt: 100 }]);
    expect(dueEntries(box, 100).map((e) => e.id)).toEqual(['a']);
    expect(dueEntries(box, 99)).toEqual([]);
  });

  it('drops an answer once stored', () => {
    const box = settle(enqueue(EMPTY_OUTBOX, 'a', body, 0), 'a', { kind: 'done' }, 10, 0);
    expect(box.entries).toEqual([]);
    expect(nextDue(box)).toBeNull();
  });

  it('retries a failed send later and later, up to the cap', () => {
    let box = enqueue(EMPTY_OUTBOX, 'a', body, 0);
    const waits: number[] = [];
    let now = 0;
    for (let k = 0; k < 8; k++) {
      box = settle(box, 'a', { kind: 'retry' }, now, 1);
      waits.push(box.entries[0].nextAt - now);
      now = box.entries[0].nextAt;
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(box.entries[0].attempts).toBe(8);
  });

  it('waits as long as a 429 says', () => {
    const box = settle(enqueue(EMPTY_OUTBOX, 'a', body, 0), 'a', outcomeOf(429, '12'), 1000, 0.3);
    expect(box.entries[0].nextAt).toBe(13000);
  });

  it('stops an answer the server will never take, and says why', () => {
    let box = enqueue(enqueue(EMPTY_OUTBOX, 'a', body, 0), 'b', { ...body, item: 1 }, 0);
    box = settle(box, 'a', outcomeOf(409, null), 5, 0);
    expect(box.entries.map((e) => e.id)).toEqual(['b']);
    expect(box.stopped).toEqual({ id: 'a', reason: 'closed' });
  });

  it('leaves the queue alone for an id it does not hold', () => {
    const box = enqueue(EMPTY_OUTBOX, 'a', body, 0);
    expect(settle(box, 'zz', { kind: 'done' }, 0, 0)).toBe(box);
  });

  it('makes everything due when the page is hidden', () => {
    let box = settle(enqueue(EMPTY_OUTBOX, 'a', body, 0), 'a', { kind: 'retry' }, 0, 1);
    box = allDue(box, 10);
    expect(dueEntries(box, 10).map((e) => e.id)).toEqual(['a']);
  });

  it('survives a reload: stored and read back, junk dropped', () => {
    const box = enqueue(EMPTY_OUTBOX, 'a', body, 5);
    expect(parseOutbox(makeOutbox(box))).toEqual(box);
    expect(parseOutbox(null)).toEqual(EMPTY_OUTBOX);
    expect(parseOutbox('{not json')).toEqual(EMPTY_OUTBOX);
    expect(parseOutbox(JSON.stringify({ entries: [{ id: 'x' }, ...box.entries] }))).toEqual(box);
  });

  it("keeps the device's time of an answer across a reload, and reads an entry queued before it was sent", () => {
    const answeredAt = Date.UTC(2026, 11, 4, 13, 40, 9);
    const box = enqueue(EMPTY_OUTBOX, 'a', { ...body, answeredAt }, 5);
    expect(parseOutbox(makeOutbox(box)).entries[0].body.answeredAt).toBe(answeredAt);
    // an answer queued by the page before device times (no answeredAt) is still sent
    expect(parseOutbox(makeOutbox(enqueue(EMPTY_OUTBOX, 'b', body, 5))).entries.map((e) => e.id)).toEqual(['b']);
  });
});
