'use client';
// A shared hand as a poll (/poll?item=<code>): the hand and the auction so far with the bidding box; once this device
// has voted, how the others voted (nothing counted under 5 votes, no count of a call with fewer than 5) and the
// system's call with its rule and explanation. One vote per device. Example: <PollVote code="…" />.

import { useCallback, useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { makeCall, parseCall } from '@/lib/bridge/call';
import type { Call } from '@/lib/bridge/types';
import type { PollView } from '@/lib/set-api/live-responses';
import { BiddingCall } from '../bidding-call';
import { BiddingBox } from '../drill/bidding-box';
import { deviceId } from '../teach/browser-keys';
import { apiRequest, bodyOf } from '../teach/teacher-api';
import { LiveProblem } from './live-problem';
import { SystemAnswer } from './live-projector';
import { TallyBars } from './tally-bars';
import { votableCalls } from './live-vote';
import styles from './live.module.css';

export function PollVote({ code }: { code: string }) {
  const t = useTranslations('live');
  const tq = useTranslations('drills.question');
  const locale = useLocale();
  const [view, setView] = useState<PollView | null>(null);
  const [device, setDevice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const address = `/api/polls/${encodeURIComponent(code)}`;

  const load = useCallback(async (id: string) => {
    const reply = await apiRequest(locale, address, 'GET', undefined, { device: id });
    const read = bodyOf('GET /api/polls/{code}', reply);
    if (read) setView(read);
    else setProblem(reply.message ?? t('phone.sendFailed'));
  }, [address, locale, t]);

  useEffect(() => {
    const id = deviceId();
    // the device's id lives in the browser's storage: known after hydration
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDevice(id);
    void load(id);
  }, [load]);

  async function vote(call: Call) {
    if (device === null) return;
    setSending(true);
    setProblem(null);
    const reply = await apiRequest(locale, `${address}/votes`, 'PUT', { device, call: makeCall(call) });
    setSending(false);
    const read = bodyOf('PUT /api/polls/{code}/votes', reply);
    if (read) setView(read);
    else setProblem(reply.message ?? t('phone.sendFailed'));
  }

  if (!view) return <p aria-live="polite">{problem ?? t('phone.loading')}</p>;
  const mine = view.mine === null ? null : parseCall(view.mine);
  return (
    <div data-testid="poll" data-mine={view.mine ?? ''} data-hydrated={device ? true : undefined}>
      <LiveProblem problem={view.problem} />
      {view.mine === null ? (
        <section aria-labelledby="poll-box">
          <h2 id="poll-box">{tq('prompt')}</h2>
          <BiddingBox legal={sending ? [] : votableCalls(view.problem)} onCall={(call) => void vote(call)} legendId="poll-box" />
        </section>
      ) : null}
      {mine?.ok ? (
        <p className={styles.voted} data-testid="poll-mine">
          {t('phone.voted')} <BiddingCall call={mine.value} />
        </p>
      ) : null}
      {problem ? <p className={styles.error} role="alert">{problem}</p> : null}
      {view.tally ? (
        view.tally.bars.length === 0 ? <p data-testid="poll-too-few">{t('tally.tooFew', { count: view.tally.total })}</p> : <TallyBars tally={view.tally} mine={view.mine} />
      ) : null}
      {view.answer ? (
        <>
          <h2>{t('poll.answer')}</h2>
          <SystemAnswer answer={view.answer} seat={view.problem.seat} />
        </>
      ) : null}
    </div>
  );
}
