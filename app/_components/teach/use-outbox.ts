'use client';
// The outbox in the browser: answers go into the queue (localStorage, per set code) and out by PUT, due ones on a
// timer with backoff, all of them with keepalive when the page is hidden or left. Example: const box = useOutbox(code); box.add(id, body).

import { useCallback, useEffect, useRef, useState } from 'react';
import { allDue, dueEntries, EMPTY_OUTBOX, enqueue, makeOutbox, nextDue, outcomeOf, parseOutbox, settle, type Outbox, type QueuedAnswer } from './outbox';

const KEY = 'bridge-tutor.outbox:';

function store(code: string, box: Outbox): void {
  try {
    window.localStorage.setItem(KEY + code, makeOutbox(box));
  } catch {
    // storage full or blocked: the queue still lives in this page
  }
}

export interface OutboxState {
  /** Answers waiting to be sent. */
  readonly pending: number;
  readonly stopped: Outbox['stopped'];
  /** The items of the answers waiting (the page counts them as answered). */
  readonly items: readonly number[];
  add(id: string, body: QueuedAnswer): void;
}

/** `locale`: the page's, for the messages of a refused answer. */
export function useOutbox(code: string, locale: string): OutboxState {
  const [box, setBox] = useState<Outbox>(EMPTY_OUTBOX);
  const ref = useRef<Outbox>(EMPTY_OUTBOX);
  /** Ids being sent now: a timer and a hide event never send the same answer at once. */
  const sending = useRef<Set<string>>(new Set());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const update = useCallback(
    (change: (b: Outbox) => Outbox) => {
      ref.current = change(ref.current);
      store(code, ref.current);
      setBox(ref.current);
    },
    [code],
  );

  const flush = useCallback(
    (keepalive: boolean) => {
      const now = Date.now();
      for (const entry of dueEntries(ref.current, now)) {
        if (sending.current.has(entry.id)) continue;
        sending.current.add(entry.id);
        fetch(`/api/sets/${encodeURIComponent(code)}/answers/${encodeURIComponent(entry.id)}?locale=${encodeURIComponent(locale)}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(entry.body),
          keepalive,
        })
          .then((response) => outcomeOf(response.status, response.headers.get('retry-after'), Date.now()))
          .catch(() => outcomeOf(null, null))
          .then((outcome) => {
            sending.current.delete(entry.id);
            update((b) => settle(b, entry.id, outcome, Date.now(), Math.random()));
          });
      }
    },
    [code, locale, update],
  );

  // the queue of an earlier visit (a reload, a lost connection) comes back and goes out at once
  useEffect(() => {
    const saved = parseOutbox(window.localStorage.getItem(KEY + code));
    ref.current = allDue(saved, Date.now());
    // localStorage exists only in the browser: the stored queue comes in after hydration, once
    setBox(ref.current);
    flush(false);
  }, [code, flush]);

  // the next due answer gets a timer; every change of the queue sets it again
  useEffect(() => {
    if (timer.current) clearTimeout(timer.current);
    const at = nextDue(box);
    if (at === null) return;
    timer.current = setTimeout(() => flush(false), Math.max(0, at - Date.now()));
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [box, flush]);

  // leaving or hiding the page may be the end of it: everything waiting goes out now, with keepalive
  useEffect(() => {
    const out = () => {
      ref.current = allDue(ref.current, Date.now());
      flush(true);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') out();
      else flush(false);
    };
    const onOnline = () => {
      ref.current = allDue(ref.current, Date.now());
      flush(false);
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', out);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', out);
      window.removeEventListener('online', onOnline);
    };
  }, [flush]);

  const add = useCallback(
    (id: string, body: QueuedAnswer) => {
      update((b) => enqueue(b, id, body, Date.now()));
      flush(false);
    },
    [update, flush],
  );

  return { pending: box.entries.length, stopped: box.stopped, items: box.entries.map((e) => e.body.item), add };
}
