'use client';
// A phone's page of a live class (/live/<code>): the current problem, the bidding box while the room votes (one vote,
// with the device's own id: a resend is the same vote), then "wait for the teacher"; the tally when the teacher shows
// it (this phone's vote marked) and the system's call with its explanation; at the end, a thank-you. A class student
// who joined the class on this device votes under their name (the class's page keeps their token). Polled every
// 1.5 s. No bridge rule here: the legal calls come from lib/bridge, everything else from the live API.
// Example: <LiveVote code="K7M2Q9XD" />.

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { legalCalls } from '@/lib/bridge/auction';
import { makeCall, parseCall, parseCalls } from '@/lib/bridge/call';
import type { Call } from '@/lib/bridge/types';
import type { LivePhoneView } from '@/lib/set-api/live-responses';
import { STUDENT_TOKEN_HEADER } from '@/lib/set-api/ids';
import { BiddingCall } from '../bidding-call';
import { BiddingBox } from '../drill/bidding-box';
import { classMember, deviceId } from '../teach/browser-keys';
import { apiRequest, bodyOf } from '../teach/teacher-api';
import { SetNotFound } from '../teach/set-not-found';
import { usePolling } from '../teach/use-polling';
import { LiveProblem } from './live-problem';
import { SystemAnswer } from './live-projector';
import { TallyBars } from './tally-bars';
import styles from './live.module.css';

const PHONE_POLL_MS = 1500;

type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'ready'; view: LivePhoneView };

/** The bidding box's calls for a problem (the legal calls after its auction so far). */
export function votableCalls(problem: { dealer: LivePhoneView['problem']['dealer']; calls: readonly string[] }): Call[] {
  const calls = parseCalls(problem.calls.join(' '));
  return calls.ok ? legalCalls({ dealer: problem.dealer, calls: calls.value }) : [];
}

export function LiveVote({ code }: { code: string }) {
  const t = useTranslations('live.phone');
  const tl = useTranslations('live');
  const tq = useTranslations('drills.question');
  const locale = useLocale();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [device, setDevice] = useState<string | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const address = `/api/live/${encodeURIComponent(code)}`;

  useEffect(() => {
    // the device's id lives in the browser's storage: known after hydration
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDevice(deviceId());
  }, []);

  /** The live class's class, once a view has named it: this device's class token (if it joined) goes with each request. */
  const classCode = useRef<string | null>(null);
  const headers = useCallback((): Record<string, string> => {
    const member = classCode.current ? classMember(classCode.current) : null;
    return member ? { [STUDENT_TOKEN_HEADER]: member.studentToken } : {};
  }, []);

  const refresh = useCallback(async () => {
    if (device === null) return;
    const known = classCode.current !== null;
    let reply = await apiRequest(locale, address, 'GET', undefined, { device }, headers());
    const first = bodyOf('GET /api/live/{code}', reply);
    classCode.current = first?.classCode ?? classCode.current;
    // the first view names the class: asked again at once with this device's class token, when it has one
    if (!known && Object.keys(headers()).length > 0) reply = await apiRequest(locale, address, 'GET', undefined, { device }, headers());
    if (reply.status === 404) return setState({ kind: 'missing' });
    const view = bodyOf('GET /api/live/{code}', reply);
    if (view) setState({ kind: 'ready', view });
  }, [address, device, headers, locale]);
  usePolling(refresh, PHONE_POLL_MS);

  async function vote(view: LivePhoneView, call: Call) {
    if (device === null) return;
    const text = makeCall(call);
    setSending(text);
    setProblem(null);
    const reply = await apiRequest(locale, `${address}/votes/${view.position}`, 'PUT', { device, call: text }, {}, headers());
    setSending(null);
    const stored = bodyOf('PUT /api/live/{code}/votes/{position}', reply);
    if (stored) return setState({ kind: 'ready', view: { ...view, mine: stored.call } });
    setProblem(reply.message ?? t('sendFailed'));
    await refresh();
  }

  if (state.kind === 'missing') return <SetNotFound text={t('notFound')} />;
  if (state.kind === 'loading') return <p aria-live="polite">{t('loading')}</p>;
  const { view } = state;
  if (view.phase === 'closed') {
    return (
      <div data-testid="live-vote" data-phase="closed" data-hydrated>
        <h1>{view.title || tl('title')}</h1>
        <p className="lead" data-testid="live-ended">{t('ended')}</p>
      </div>
    );
  }
  const mine = view.mine === null ? null : parseCall(view.mine);
  return (
    <div data-testid="live-vote" data-phase={view.phase} data-position={view.position} data-mine={view.mine ?? ''} data-hydrated={device ? true : undefined}>
      <header className="page-head">
        <h1>{view.title || t('problem', { number: view.position + 1, count: view.count })}</h1>
        {view.title ? <p className={styles.number}>{t('problem', { number: view.position + 1, count: view.count })}</p> : null}
        <p className="hint" data-testid="live-who">
          {view.student ? t('asStudent', { name: view.student.name }) : view.classCode ? t('joinClass') : t('anonymous')}
        </p>
      </header>
      <LiveProblem problem={view.problem} />
      {view.phase === 'voting' && view.mine === null ? (
        <section aria-labelledby="live-box">
          <h2 id="live-box">{tq('prompt')}</h2>
          <BiddingBox legal={sending === null ? votableCalls(view.problem) : []} onCall={(call) => void vote(view, call)} legendId="live-box" />
          <p aria-live="polite">{sending ? t('sending') : null}</p>
        </section>
      ) : null}
      {mine?.ok ? (
        <p className={styles.voted} data-testid="live-mine">
          {t('voted')} <BiddingCall call={mine.value} />
        </p>
      ) : null}
      {view.phase === 'voting' && view.mine !== null ? <p aria-live="polite">{t('wait')}</p> : null}
      {view.phase !== 'voting' && view.mine === null ? <p>{t('votesClosed')}</p> : null}
      {problem ? <p className={styles.error} role="alert">{problem}</p> : null}
      {view.tally ? <TallyBars tally={view.tally} mine={view.mine} /> : null}
      {view.answer ? <SystemAnswer answer={view.answer} seat={view.problem.seat} /> : null}
    </div>
  );
}
