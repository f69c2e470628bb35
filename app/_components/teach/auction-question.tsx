'use client';
// A whole-auction item of a set (lib/teach/auction-step.ts): the student's hand in the seat asked, the auction as the
// server calls for the other three, a bidding box while the student is to call. The page holds no other hand: after
// each call it asks the server (`ask`, POST …/items/{id}/auction with the calls so far) and shows what comes back —
// in practice the call's feedback (the auction goes on with the system's call), in a test only the others' calls (it
// goes on with the student's own). While a reply is awaited the box waits; a failed request is sent again with the same
// calls. At the end the calls go to the outbox as one answer ({calls}); in practice the four hands then show.
// The calls made so far are kept in the browser under `keepAs` until the auction ends, so a reload or a closed tab
// resumes the auction where it was instead of losing the student's work.
// Example: <AuctionQuestion start={item.wholeAuction} keepAs="bridge-tutor.auction:K7PQ2M:…" practice ask={…} onAnswer={…} />.

import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { legalCalls } from '@/lib/bridge/auction';
import { makeCall, parseCall } from '@/lib/bridge/call';
import { parseDeal } from '@/lib/bridge/deal';
import { parseHand } from '@/lib/bridge/hand';
import type { Call } from '@/lib/bridge/types';
import { auctionStepReply, type AuctionStartView, type AuctionStepReply } from '@/lib/set-api/responses';
import { BiddingAuction, type AuctionEntry } from '../bidding-auction';
import { BiddingCall } from '../bidding-call';
import { BiddingCompass } from '../bidding-compass';
import { useExplanationText } from '../explanation-text';
import { HandDiagram } from '../hand-diagram';
import { BiddingBox } from '../drill/bidding-box';
import type { Reply } from './teacher-api';

/** The most calls a kept auction may hold (an auction has at most 319; a student's share of a real one is far fewer). */
const MAX_KEPT_CALLS = 100;
/** Seconds before a request that failed (no connection, a server error) is sent again. */
const RETRY_SECONDS = 4;

/** The student's calls kept for `key` (canonical, '1S'); [] when none or broken. The server says whether they still fit. */
function keptCalls(key: string): string[] {
  try {
    const text = window.localStorage.getItem(key);
    if (text === null || text.length > MAX_KEPT_CALLS * 8) return [];
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value) || value.length > MAX_KEPT_CALLS) return [];
    const calls = value.map((v) => (typeof v === 'string' ? parseCall(v) : null));
    return calls.every((c) => c?.ok) ? calls.map((c) => makeCall((c as { ok: true; value: Call }).value)) : [];
  } catch {
    return []; // storage blocked or a broken text: the auction starts from the beginning
  }
}

function keepCalls(key: string, calls: readonly string[] | null): void {
  try {
    if (calls === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(calls));
  } catch {
    // storage blocked: the auction is still answered, only a reload would start it again
  }
}

function callOf(text: string): Call {
  const read = parseCall(text);
  if (!read.ok) throw new Error(`a call from the server does not read: ${text}`);
  return read.value;
}

/** Where the request for the current calls is: sent and awaited, failed (to be sent again), or refused for good. */
type Asking =
  | { readonly state: 'idle' }
  | { readonly state: 'pending' }
  | { readonly state: 'offline' | 'failed' }
  | { readonly state: 'refused'; readonly message: string };

export function AuctionQuestion({
  start, keepAs, practice, ask, onAnswer,
}: {
  start: AuctionStartView;
  /** The localStorage key the calls so far are kept under until the auction ends. */
  keepAs: string;
  practice: boolean;
  /** The server's step for the student's calls so far (POST …/items/{id}/auction). */
  ask: (calls: readonly string[]) => Promise<Reply>;
  onAnswer: (answer: { calls: string[] }, right: boolean) => void;
}) {
  const t = useTranslations();
  const tStudent = useTranslations('teach.student');
  const text = useExplanationText();
  const id = useId();
  /** The student's calls as the server last answered them (the step is that answer; null before the first). */
  const [given, setGiven] = useState<readonly string[]>([]);
  const [step, setStep] = useState<AuctionStepReply | null>(null);
  const [asking, setAsking] = useState<Asking>({ state: 'idle' });
  /** The calls of the request on its way (a later request makes an earlier reply stale). */
  const sent = useRef<readonly string[] | null>(null);
  const answered = useRef(onAnswer);
  useEffect(() => {
    answered.current = onAnswer;
  }, [onAnswer]);
  /** The answer goes to the outbox once, whatever replies come twice (a retry and the connection's return). */
  const done = useRef(false);

  const send = useCallback(
    async (calls: readonly string[], kept: boolean) => {
      sent.current = calls;
      setAsking({ state: 'pending' });
      const reply = await ask(calls);
      if (sent.current !== calls) return;
      const read = reply.status === 200 ? auctionStepReply.safeParse(reply.body) : null;
      if (read?.success) {
        setGiven(calls);
        setStep(read.data);
        setAsking({ state: 'idle' });
        keepCalls(keepAs, read.data.finished ? null : calls);
        if (read.data.finished && !done.current) {
          done.current = true;
          const score = read.data.score;
          answered.current({ calls: [...calls] }, score !== undefined && score.right === score.total);
        }
        return;
      }
      if (reply.status === 0 || reply.status === 429 || reply.status >= 500 || read !== null) {
        const offline = reply.status === 0 && typeof navigator !== 'undefined' && !navigator.onLine;
        setAsking({ state: offline ? 'offline' : 'failed' });
        return;
      }
      // refused (an illegal call, the set closed or gone): kept calls that no longer replay start the auction again
      sent.current = null;
      if (kept) {
        keepCalls(keepAs, null);
        setAsking({ state: 'idle' });
      } else {
        keepCalls(keepAs, given.length > 0 ? given : null);
        setAsking({ state: 'refused', message: reply.message ?? String(reply.status) });
      }
    },
    [ask, keepAs, given],
  );

  // localStorage exists only in the browser: the kept calls come in after hydration, once, and go to the server
  useEffect(() => {
    const kept = keptCalls(keepAs);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (kept.length > 0) void send(kept, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keepAs]);

  // a failed request is sent again with the same calls: after a while, or at once when the connection comes back
  useEffect(() => {
    if (asking.state !== 'offline' && asking.state !== 'failed') return;
    const calls = sent.current;
    if (calls === null) return;
    let sentAgain = false;
    const again = () => {
      if (sentAgain) return;
      sentAgain = true;
      void send(calls, false);
    };
    const timer = setTimeout(again, RETRY_SECONDS * 1000);
    window.addEventListener('online', again);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', again);
    };
  }, [asking, send]);

  const hand = useMemo(() => {
    const read = parseHand(start.hand);
    if (!read.ok) throw new Error('the student’s hand does not read');
    return read.value;
  }, [start.hand]);
  const dealText = step?.deal;
  const deal = useMemo(() => {
    if (dealText === undefined) return null;
    const read = parseDeal(dealText);
    return read.ok ? read.value : null;
  }, [dealText]);
  const shownCalls = step ? step.calls : start.calls;
  const calls = shownCalls.map((c) => callOf(c.call));
  const auction = { dealer: start.dealer, calls };
  const waiting = asking.state === 'pending' || asking.state === 'offline' || asking.state === 'failed';
  const finished = step?.finished ?? false;
  const toCall = !finished && (step?.toCall ?? true) && !waiting;
  // the calls only (the others' explanations would tell what the system is thinking; the review shows them later)
  const entries: AuctionEntry[] = shownCalls.map((s) => ({ seat: s.seat, call: callOf(s.call), rule: '', text: '' }));
  const shownEntries = toCall ? [...entries, { seat: start.seat, call: { kind: 'pass' } as const, rule: '', text: '' }] : entries;
  const last = practice ? (step?.feedback ?? null) : null;

  function choose(call: Call) {
    const next = [...given, makeCall(call)];
    // kept at once: a reload while the reply is on its way sends the same calls again
    keepCalls(keepAs, next);
    void send(next, false);
  }

  return (
    <div data-testid="auction-item" data-seat={start.seat} data-asking={asking.state}>
      <h3>{t('exercises.auction.handOf', { seat: t(`common.seats.${start.seat}`) })}</h3>
      <p className="muted">
        {t('table.form.dealer')}: {t(`common.seats.${start.dealer}`)} · {t(`common.vul.${start.vul}`)}
      </p>
      <HandDiagram hand={hand} />
      <h3>{t('exercises.auction.heading')}</h3>
      <div aria-busy={waiting}>
        <BiddingAuction
          calls={shownEntries}
          shown={entries.length}
          dealer={start.dealer}
          vul={start.vul}
          active={null}
          onSelect={() => undefined}
          panelId={`${id}-none`}
          idPrefix={id}
        />
      </div>
      <div aria-live="polite" data-testid="auction-item-feedback">
        {last ? (
          last.right ? (
            <p data-testid="auction-call-right">
              <span aria-hidden="true">✓ </span>
              {t.rich('exercises.auction.right', { call: () => <BiddingCall call={callOf(last.given)} />, rule: last.expected.rule })}
            </p>
          ) : (
            <>
              <p data-testid="auction-call-wrong">
                <span aria-hidden="true">✗ </span>
                {t.rich('exercises.auction.wrong', {
                  given: () => <BiddingCall call={callOf(last.given)} />,
                  call: () => <BiddingCall call={callOf(last.expected.call)} />,
                  rule: last.expected.rule,
                })}
              </p>
              <p className="muted" data-testid="auction-call-why">
                {text(last.expected.explain)}
                {last.failed ? ` ${t('exercises.auction.failed')} ${text(last.failed)}` : null}
              </p>
            </>
          )
        ) : null}
      </div>
      <div role="status" data-testid="auction-asking">
        {asking.state === 'pending' ? <p>{tStudent('auctionPending')}</p> : null}
        {asking.state === 'offline' ? <p>{tStudent('auctionOffline')}</p> : null}
        {asking.state === 'failed' ? <p>{tStudent('auctionFailed')}</p> : null}
        {asking.state === 'refused' ? <p className="field-error">{asking.message}</p> : null}
      </div>
      {toCall ? (
        <>
          <p id={`${id}-to-call`}>{t('table.auction.toCall', { seat: t(`common.seats.${start.seat}`) })}</p>
          <BiddingBox legal={legalCalls(auction)} onCall={choose} legendId={`${id}-to-call`} />
        </>
      ) : null}
      {practice && finished && step?.score ? (
        <p data-testid="auction-item-score">
          {t('exercises.auction.result', { right: step.score.right, total: step.score.total })}
        </p>
      ) : null}
      {finished && deal ? (
        <section aria-labelledby={`${id}-hands`} data-testid="auction-item-deal">
          <h3 id={`${id}-hands`}>{t('exercises.auction.hands')}</h3>
          <BiddingCompass deal={deal} dealer={start.dealer} vul={start.vul} />
        </section>
      ) : null}
    </div>
  );
}
